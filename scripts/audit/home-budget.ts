// The home page's weight before it is interactive: the entry chunk, everything it imports, and the
// home screen's chunk with its imports (the server preloads them), gzip-compressed as the server
// sends them; plus the stylesheet. Read from the build manifest of a built portal folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export const HOME_SCREEN = 'pages/home.page.tsx';

export interface HomeBudget {
  jsFiles: { file: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measureHomeBudget(portalDir: string): HomeBudget {
  const manifest = JSON.parse(readFileSync(join(portalDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) visit(chunk);
  visit(manifest[HOME_SCREEN]);
  // With one stylesheet for the whole site (cssCodeSplit off) it is its own manifest entry.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
  const jsFiles = [...files].map((file) => ({ file, gzip: gzipSize(join(portalDir, file)) })).sort((a, b) => b.gzip - a.gzip);
  return {
    jsFiles,
    jsGzip: jsFiles.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip: [...css].reduce((sum, file) => sum + gzipSize(join(portalDir, file)), 0),
  };
}
