// The URL checks Electron's main process makes: which frame may call the console, and which
// links may leave the app for the system's browser or mail program.

/**
 * The console is served from its own scheme (src-main/app-protocol.ts), never from file://: its
 * pages get a real origin for the CSP's 'self' and can reach no file outside the built renderer.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * True when `frameUrl` belongs to the console: any page of app://console/, or of the dev server's
 * origin under `electron-vite dev`. Never a file:// page.
 */
export function isAppUrl(frameUrl: string | null | undefined, appUrl: string): boolean {
  const frame = parseUrl(frameUrl);
  const app = parseUrl(appUrl);
  if (!frame || !app) return false;
  // Node's URL gives schemes it does not know an opaque origin ("null"), so compare scheme and host.
  if (app.protocol === `${APP_SCHEME}:`) return frame.protocol === app.protocol && frame.host === app.host;
  return (app.protocol === 'http:' || app.protocol === 'https:') && frame.origin === app.origin;
}

const EXTERNAL_PROTOCOLS = new Set(['https:', 'mailto:']);

/**
 * A secure web link or a mail link, safe to hand to the operating system, normalised; null for
 * anything else, plain http included (it could be read or changed on the way).
 */
export function externalUrl(url: string): string | null {
  const parsed = parseUrl(url);
  return parsed && EXTERNAL_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

function parseUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
