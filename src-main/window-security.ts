// The console window's security settings and guards, apart from Electron's start-up code so they
// can be tested in Node against stand-ins for Electron's objects (Electron itself cannot run here).
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { externalUrl } from '../shared/ipc/trusted-urls';

/** One locked-down window: the page gets only the preload's bridge, never Node. */
export function consoleWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Job Portal console',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

/**
 * Every web contents, present and future: no navigation, no new windows, no webviews. Links the
 * console renders with target=_blank go to the system browser or mail program instead, and only
 * https and mailto links (see externalUrl).
 */
export function lockDownWebContents(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalUrl(url);
    if (target) openExternal(target);
    return { action: 'deny' };
  });
}

/** The console needs no camera, microphone, geolocation or any other browser permission. */
export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
