// Serves the built console renderer on app://console/ instead of file://. Only files inside the
// renderer folder are answered, each with its content type; anything else is a 404. Pure Node
// apart from the protocol object handed in, so it is tested without Electron.
import { readFile, realpath } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../shared/ipc/trusted-urls';

/**
 * Registered before `ready`: a standard scheme (relative URLs, an origin of its own) that is
 * secure (like https) and may fetch its own files. No CORS, CSP bypass or service workers.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file under `rendererDir` an app://console/ URL names (`/` is index.html); null for another
 * scheme or host, or a path that would leave the folder however it is spelled.
 */
export function resolveAppFile(rendererDir: string, url: string): string | null {
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(url);
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  // A backslash is a separator on Windows; a NUL ends a path in C.
  if (path.includes('\\') || path.includes('\0')) return null;
  const root = resolve(rendererDir);
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  return file.startsWith(root + sep) ? file : null;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The answer to one request on the console's scheme: the file with its content type, or 404. */
export async function appFileResponse(rendererDir: string, url: string): Promise<Response> {
  const file = resolveAppFile(rendererDir, url);
  if (!file) return notFound();
  try {
    // A symlink inside the folder could point out of it: the real path must stay inside too.
    const [real, root] = await Promise.all([realpath(file), realpath(rendererDir)]);
    if (!real.startsWith(root + sep)) return notFound();
    const body = await readFile(real); // a folder fails here (EISDIR) and is a 404 like the rest
    return new Response(new Uint8Array(body), { headers: { 'content-type': contentTypeOf(real), 'x-content-type-options': 'nosniff' } });
  } catch {
    return notFound();
  }
}

/** Serves `rendererDir` on app://console/ (after `ready`). Only GET and HEAD are answered. */
export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) =>
    request.method === 'GET' || request.method === 'HEAD' ? appFileResponse(rendererDir, request.url) : new Response(null, { status: 405 }),
  );
}
