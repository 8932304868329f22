// The built index.html as a template: the renderer's head tags, the screen's preload links, the
// rendered #root, the run-time config and the page's data (both JSON data blocks, never inline
// script, so the CSP holds) go in at the markers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG_MARKER, PRELOAD_ELEMENT_ID, appConfigElement, jsonForScript, pageDataElement, type InitialPageData, type PublicConfig } from '../../shared/domain';

const MARKERS = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' } as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageParts {
  head?: string;
  html?: string;
  /** Manifest keys of the screen modules shown. */
  modules?: string[];
  initial?: InitialPageData;
  /** False for a page that must not start the app (a form's answer, at the API call's address). */
  scripts?: boolean;
}

export function createPageTemplate(portalDir: string, config: PublicConfig) {
  // Replacer functions: the config or a page may hold '$' sequences that a replacement string would expand.
  const template = readFileSync(join(portalDir, 'index.html'), 'utf8').replace(APP_CONFIG_MARKER, () => appConfigElement(config));
  const withoutScripts = template.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const manifestFile = join(portalDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  // The entry's own imports are already preloaded by index.html.
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) collect(chunk, entryFiles);

  function collect(chunk: ManifestChunk, into: Set<string>) {
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) collect(imported, into);
    }
  }

  /** The screen's script files (and what they import) that the page does not load already. */
  function preloadList(modules: string[]): string[] {
    const files = new Set<string>();
    for (const key of modules) {
      const chunk = manifest[key];
      if (chunk) collect(chunk, files);
    }
    return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  }

  return {
    page({ head = '', html = '', modules = [], initial, scripts = true }: PageParts): string {
      // A data block, not <link rel="modulepreload">: boot.ts preloads these after the first paint.
      const preload = scripts ? `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${jsonForScript(preloadList(modules))}</script>` : '';
      const headHtml = [head, preload].filter(Boolean).join('\n    ');
      return (scripts ? template : withoutScripts)
        .replace(MARKERS.head, () => headHtml)
        .replace(MARKERS.html, () => html)
        .replace(MARKERS.data, () => (initial ? pageDataElement(initial, html !== '') : ''));
    },
  };
}

export type PageTemplate = ReturnType<typeof createPageTemplate>;
