// Loads the portal's server-rendering bundle (dist/portal/server/entry-server.js) at run time:
// the server depends on the built artefact and the contract in shared/domain/page-render.ts, never
// on the portal's source. Loading starts at boot and is never awaited by anything but page renders.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalRenderer } from '../../shared/domain';

export const SSR_ENTRY = join('server', 'entry-server.js');

function isRenderer(module: unknown): module is PortalRenderer {
  const m = module as Partial<PortalRenderer> | null;
  return typeof m?.render === 'function' && typeof m.sitemapPages === 'function';
}

/** Resolves to the renderer, or to null (with the reason passed to `onMissing`) when there is none. */
export async function loadPortalRenderer(portalDir: string, onMissing: (reason: string) => void): Promise<PortalRenderer | null> {
  const file = join(portalDir, SSR_ENTRY);
  if (!existsSync(file)) {
    onMissing(`No server-rendering bundle at ${file}: pages are sent unrendered (run "npm run build").`);
    return null;
  }
  try {
    const module: unknown = await import(pathToFileURL(file).href);
    if (isRenderer(module)) return module;
    onMissing(`${file} does not export render() and sitemapPages(): pages are sent unrendered.`);
  } catch (error) {
    onMissing(`${file} could not be loaded (${(error as Error).message}): pages are sent unrendered.`);
  }
  return null;
}
