// The URL checks Electron's main process makes: which frame may call the console, and which
// links may leave the app for the system's browser or mail program.

/** True when `frameUrl` is the console's own page: the same file, or the dev server's origin. */
export function isAppUrl(frameUrl: string | null | undefined, appUrl: string): boolean {
  const frame = parseUrl(frameUrl);
  const app = parseUrl(appUrl);
  if (!frame || !app) return false;
  if (app.protocol === 'file:') return frame.protocol === 'file:' && frame.host === app.host && frame.pathname === app.pathname;
  return (app.protocol === 'http:' || app.protocol === 'https:') && frame.origin === app.origin;
}

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

/** A web or mail link safe to hand to the operating system, normalised; null for anything else. */
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
