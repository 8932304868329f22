// The console window's security options and guards, against stand-ins for Electron's objects.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { consoleWindowOptions, denyAllPermissions, lockDownWebContents } from '../../src-main/window-security';

/** A web contents as far as the guards use it: events, and the window-open handler it is given. */
function fakeContents() {
  const events = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => void (openHandler = handler),
    /** Emits `name` with a fresh event; true when a guard prevented it. */
    attempt(name: string, ...args: unknown[]) {
      let prevented = false;
      events.emit(name, { preventDefault: () => (prevented = true) }, ...args);
      return prevented;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

describe('the console window', () => {
  it('gives the page no Node, an isolated context, a sandbox and no webviews', () => {
    const { webPreferences, minWidth, minHeight } = consoleWindowOptions('/app/preload/index.cjs');
    expect(webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect([minWidth, minHeight]).toEqual([960, 600]);
  });

  it('never navigates, redirects or attaches a webview, and opens only https and mail links outside', () => {
    const contents = fakeContents();
    const opened: string[] = [];
    lockDownWebContents(contents as never, (url) => opened.push(url));
    expect(contents.attempt('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.attempt('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.attempt('will-attach-webview', {}, {})).toBe(true);
    for (const url of ['https://kathiawar.example/careers', 'mailto:hiring@kathiawar.example', 'http://kathiawar.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(contents.open(url)).toEqual({ action: 'deny' }); // never a window of the app's own
    }
    expect(opened).toEqual(['https://kathiawar.example/careers', 'mailto:hiring@kathiawar.example']);
  });

  it('refuses every permission a page could ask for', () => {
    let request: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let check: ((...args: unknown[]) => boolean) | undefined;
    denyAllPermissions({ setPermissionRequestHandler: (handler: never) => void (request = handler), setPermissionCheckHandler: (handler: never) => void (check = handler) } as never);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      let granted: boolean | undefined;
      request!({}, permission, (answer) => (granted = answer));
      expect(granted, permission).toBe(false);
    }
    expect(check!()).toBe(false);
  });
});
