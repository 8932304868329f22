// Electron main process of the moderation console: shows one locked-down window, opens the store
// the moderator chooses (a data folder on this computer, or a hosted server over SSH), answers the
// console's IPC calls through it, and closes cleanly. The logic lives in shared/remote.
import { join, resolve } from 'node:path';
import { app, BrowserWindow, ipcMain, Notification, protocol, session, shell } from 'electron';
import { loadConfig } from '../shared/config';
import { openRuntime } from '../shared/runtime';
import { AppError } from '../shared/domain';
import { consoleContext } from '../shared/ipc/handlers';
import { APP_INDEX_URL } from '../shared/ipc/trusted-urls';
import { fileModeratorProfile } from '../shared/services/moderator-profile';
import { watchForUrgentWork } from '../shared/services/staff-alerts';
import { localBackend, sshBackend } from '../shared/remote/console-backend';
import { createConsoleConnection, type ConsoleConnection } from '../shared/remote/console-connection';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import { registerConnectionHandlers, registerConsoleHandlers } from './ipc';
import { consoleWindowOptions, denyAllPermissions, lockDownWebContents } from './window-security';

const RENDERER_DIR = join(import.meta.dirname, '../renderer');
// electron-vite sets ELECTRON_RENDERER_URL only under `electron-vite dev`.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
// The built console is served on app://console/ (src-main/app-protocol.ts), never from file://.
const appUrl = devServerUrl ?? APP_INDEX_URL;

// Schemes get their privileges before `ready` or not at all.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

app.setName('Job Portal console');

let connection: ConsoleConnection | undefined;
let unregister: (() => void)[] = [];
let stopWatching: (() => void) | undefined;

const logUnexpected = (error: unknown, channel: string) => console.error(`Console call ${channel} failed:`, error);

/** A store on this computer, through the Electron build of the SQLite driver (npm run desktop makes it). */
function openLocalStore(dataDir: string) {
  let runtime;
  try {
    runtime = openRuntime(loadConfig({ ...process.env, DATA_DIR: dataDir }));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new AppError('unavailable', `The console cannot open the database in ${dataDir}: ${detail}. Start it with "npm run desktop", which builds the SQLite driver for Electron.`);
  }
  // The console only queues mail; the public server's worker sends it (see shared/runtime.ts).
  // Decisions are recorded under the name the moderator set, kept in the console's own data folder.
  const ctx = consoleContext(runtime.services, fileModeratorProfile(join(app.getPath('userData'), 'moderator.json')));
  return localBackend(ctx, () => runtime.close(), { onUnexpectedError: logUnexpected });
}

function createWindow(): void {
  const window = new BrowserWindow(consoleWindowOptions(join(import.meta.dirname, '../preload/index.cjs')));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(appUrl);
}

app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents, (url) => void shell.openExternal(url)));

function whenReady(): void {
  denyAllPermissions(session.defaultSession);
  registerAppProtocol(protocol, RENDERER_DIR);
  const userData = app.getPath('userData');
  const opened = createConsoleConnection({
    profilesFile: join(userData, 'connections.json'),
    keyFile: join(userData, 'ssh', 'id_ed25519'),
    defaultDataDir: resolve(loadConfig().dataDir),
    openLocal: openLocalStore,
    openSsh: (target, onChange) => sshBackend(target, { onState: onChange }),
  });
  connection = opened;
  const ipcOptions = { appUrl, onForeignSender: (url: string, channel: string) => console.warn(`Refused console call ${channel} from ${url || 'an unknown frame'}`) };
  unregister = [
    registerConsoleHandlers(ipcMain, (name, input) => opened.call(name, input), ipcOptions),
    registerConnectionHandlers(ipcMain, (name, input) => opened.handle(name, input), ipcOptions),
  ];
  // The store opened last opens again; the first time, the window asks which one (DATA_DIR is offered).
  const last = opened.lastProfileId();
  if (last) void opened.connect(last).catch((error: unknown) => console.error('Opening the last store failed:', error));
  createWindow();
  // A desktop notification when postings near their 24-hour deadline, from whichever store is open.
  stopWatching = watchForUrgentWork(
    async () => {
      const summary = await opened.call('dashboardSummary', undefined);
      return summary.ok ? { now: summary.data.now, urgent: summary.data.urgentPostings, overdue: summary.data.overduePostings } : undefined;
    },
    (notice) => {
      if (Notification.isSupported()) new Notification({ title: notice.title, body: notice.body }).show();
    },
  );
}

// Close the store (SQLite checkpoints its WAL; an SSH link lets the server finish) before exiting.
let closed = false;
function closeThenQuit(event: Electron.Event): void {
  if (closed || !connection) return;
  event.preventDefault();
  stopWatching?.();
  unregister.forEach((remove) => remove());
  const closing = connection;
  connection = undefined;
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
    if (connection && BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', closeThenQuit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());
  void app.whenReady().then(whenReady);
}
