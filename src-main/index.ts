// Electron main process of the moderation console: opens the store on DATA_DIR, shows one locked-down
// window, answers the console's IPC calls through the shared handler table, and closes cleanly.
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Notification, protocol, session, shell } from 'electron';
import { loadConfig } from '../shared/config';
import { openRuntime, type Runtime } from '../shared/runtime';
import { consoleContext } from '../shared/ipc/handlers';
import { APP_INDEX_URL } from '../shared/ipc/trusted-urls';
import { fileModeratorProfile } from '../shared/services/moderator-profile';
import { watchForUrgentWork } from '../shared/services/staff-alerts';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import { registerConsoleHandlers } from './ipc';
import { consoleWindowOptions, denyAllPermissions, lockDownWebContents } from './window-security';

const RENDERER_DIR = join(import.meta.dirname, '../renderer');
// electron-vite sets ELECTRON_RENDERER_URL only under `electron-vite dev`.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
// The built console is served on app://console/ (src-main/app-protocol.ts), never from file://.
const appUrl = devServerUrl ?? APP_INDEX_URL;

// Schemes get their privileges before `ready` or not at all.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

app.setName('Job Portal console');

let runtime: Runtime | undefined;
let unregister: (() => void) | undefined;
let stopWatching: (() => void) | undefined;

function openStoreOrExplain(): Runtime | undefined {
  try {
    return openRuntime(loadConfig());
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    dialog.showErrorBox(
      'The console cannot open its database',
      `${detail}\n\nStart it with "npm run desktop", which builds the SQLite driver for Electron.`,
    );
    return undefined;
  }
}

function createWindow(): void {
  const window = new BrowserWindow(consoleWindowOptions(join(import.meta.dirname, '../preload/index.cjs')));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(appUrl);
}

app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents, (url) => void shell.openExternal(url)));

function whenReady(): void {
  denyAllPermissions(session.defaultSession);

  runtime = openStoreOrExplain();
  if (!runtime) return app.exit(1);
  registerAppProtocol(protocol, RENDERER_DIR);
  // The console only queues mail; the public server's worker sends it (see shared/runtime.ts).
  // Decisions are recorded under the name the moderator set, kept in the console's own data folder.
  const ctx = consoleContext(runtime.services, fileModeratorProfile(join(app.getPath('userData'), 'moderator.json')));
  unregister = registerConsoleHandlers(ipcMain, ctx, {
    appUrl,
    onUnexpectedError: (error, channel) => console.error(`Console call ${channel} failed:`, error),
    onForeignSender: (url, channel) => console.warn(`Refused console call ${channel} from ${url || 'an unknown frame'}`),
  });
  createWindow();
  // A desktop notification when postings near their 24-hour deadline (the rule is in shared/).
  stopWatching = watchForUrgentWork(runtime.services, (notice) => {
    if (Notification.isSupported()) new Notification({ title: notice.title, body: notice.body }).show();
  });
}

// Close SQLite (checkpointing the WAL) before exiting.
let closed = false;
function closeThenQuit(event: Electron.Event): void {
  if (closed || !runtime) return;
  event.preventDefault();
  stopWatching?.();
  unregister?.();
  const closing = runtime;
  runtime = undefined;
  void closing
    .close()
    .catch((error: unknown) => console.error('Closing the store failed:', error))
    .finally(() => {
      closed = true;
      app.quit();
    });
}

// One console per machine: a second start focuses the window that is already open.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('activate', () => {
    if (runtime && BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', closeThenQuit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());
  void app.whenReady().then(whenReady);
}
