// The Electron side without Electron: ipcMain, events and the preload's bridge are plain fakes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_CALLS, CONSOLE_CHANNELS, connectionChannel, ipcChannel } from '../../shared/ipc/channels';
import { callConsoleChannel, consoleContext } from '../../shared/ipc/handlers';
import { APP_INDEX_URL, externalUrl, isAppUrl } from '../../shared/ipc/trusted-urls';
import { FOREIGN_SENDER, registerConnectionHandlers, registerConsoleHandlers } from '../../src-main/ipc';
import { electronSqliteBindingFile } from '../../src-main/sqlite-binding';
import { seedConsole } from '../helpers/console-fixtures';
import { createTestServices, type TestServices } from '../helpers/services';

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  invoke: vi.fn(async (...args: unknown[]) => ({ ok: true, data: args })),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { invoke: electron.invoke },
}));

const APP_URL = APP_INDEX_URL;

let t: TestServices;
afterEach(async () => t?.close());

function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, input: unknown) => unknown>();
  return {
    handlers,
    handle: (channel: string, handler: (event: never, input: unknown) => unknown) => void handlers.set(channel, handler as never),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
}

const from = (url: string | null) => ({ senderFrame: url === null ? null : { url } });

describe('the main process IPC registration', () => {
  it('answers every channel for the console page, and nothing for other frames', async () => {
    t = createTestServices();
    const ids = await seedConsole(t);
    const ipc = fakeIpcMain();
    const refused: string[] = [];
    const ctx = consoleContext(t.ctx);
    const unregister = registerConsoleHandlers(ipc, (name, input) => callConsoleChannel(ctx, name, input), {
      appUrl: APP_URL,
      onForeignSender: (url, name) => refused.push(`${name} ${url}`),
    });
    expect([...ipc.handlers.keys()].sort()).toEqual(CONSOLE_CHANNELS.map(ipcChannel).sort());

    const approve = ipc.handlers.get('console:approvePosting')!;
    for (const foreign of ['https://evil.example/', 'file:///tmp/other.html', 'devtools://devtools/bundled/inspector.html', '', null]) {
      expect(await approve(from(foreign), { id: ids.fresh, actor: 'Mallory' })).toEqual(FOREIGN_SENDER);
    }
    expect(t.store.jobs.get(ids.fresh)!.status).toBe('pending');
    expect(refused[0]).toBe('approvePosting https://evil.example/');

    expect(await approve(from(`${APP_URL}#reviews`), { id: ids.fresh, actor: 'Asha' })).toMatchObject({
      ok: true,
      data: { posting: { status: 'published' }, decision: { action: 'approve', actor: 'Asha' } },
    });
    expect(await approve(from(APP_URL), { id: 'x', actor: 'Asha' })).toMatchObject({ ok: false, error: { code: 'validation' } });

    unregister();
    expect(ipc.handlers.size).toBe(0);
  });

  it('answers the connection calls for the console page only', async () => {
    const ipc = fakeIpcMain();
    const asked: string[] = [];
    const unregister = registerConnectionHandlers(ipc, async (name) => (asked.push(name), { ok: true, data: name }), { appUrl: APP_URL });
    expect([...ipc.handlers.keys()].sort()).toEqual(CONNECTION_CALLS.map(connectionChannel).sort());
    const connect = ipc.handlers.get('connection:connect')!;
    expect(await connect(from('https://evil.example/'), { id: 'x' })).toEqual(FOREIGN_SENDER);
    expect(await connect(from(APP_URL), { id: 'x' })).toEqual({ ok: true, data: 'connect' });
    expect(asked).toEqual(['connect']);
    unregister();
    expect(ipc.handlers.size).toBe(0);
  });
});

describe('URL checks', () => {
  it('recognise the console by its app://console origin, or by origin for the dev server; never a file', () => {
    expect(APP_URL).toBe('app://console/index.html');
    expect(isAppUrl(APP_URL, APP_URL)).toBe(true);
    expect(isAppUrl(`${APP_URL}?x=1#top`, APP_URL)).toBe(true);
    expect(isAppUrl('app://console/', APP_URL)).toBe(true);
    for (const foreign of ['app://evil/index.html', 'app://console.evil.example/index.html', 'app://evil@console.example/', 'other://console/index.html', 'file:///opt/job-portal/out/renderer/index.html', 'https://console/index.html']) {
      expect(isAppUrl(foreign, APP_URL)).toBe(false);
    }
    expect(isAppUrl('file:///opt/job-portal/out/renderer/index.html', 'file:///opt/job-portal/out/renderer/index.html')).toBe(false);
    expect(isAppUrl('http://localhost:5173/index.html', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://localhost:5173.evil.example/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', APP_URL)).toBe(false);
  });

  it('let only https and mail links leave the app', () => {
    expect(externalUrl('https://kathiawar.example/careers')).toBe('https://kathiawar.example/careers');
    expect(externalUrl('HTTPS://Kathiawar.example')).toBe('https://kathiawar.example/');
    expect(externalUrl('mailto:hiring@kathiawar.example')).toBe('mailto:hiring@kathiawar.example');
    for (const url of ['http://kathiawar.example/careers', 'http://127.0.0.1:8080/', 'javascript:alert(1)', 'file:///etc/passwd', 'smb://host/share', 'ms-settings:', 'app://console/index.html', 'data:text/html,hi', 'nonsense']) {
      expect(externalUrl(url)).toBeNull();
    }
  });
});

describe('the preload bridge', () => {
  it('exposes one function per channel that sends only its one input, never ipcRenderer', async () => {
    await import('../../src-main/preload');
    expect(electron.exposeInMainWorld).toHaveBeenCalledTimes(2);
    const [key, api] = electron.exposeInMainWorld.mock.calls[0] as [string, Record<string, (...args: unknown[]) => Promise<unknown>>];
    expect(key).toBe('consoleApi');
    const [connectionKey, connection] = electron.exposeInMainWorld.mock.calls[1] as [string, Record<string, (...args: unknown[]) => Promise<unknown>>];
    expect(connectionKey).toBe('consoleConnection');
    expect(Object.keys(connection).sort()).toEqual([...CONNECTION_CALLS].sort());
    expect(Object.isFrozen(connection)).toBe(true);
    await connection.connect!({ id: 'live' }, 'extra');
    expect(electron.invoke).toHaveBeenLastCalledWith('connection:connect', { id: 'live' });
    expect(Object.keys(api).sort()).toEqual([...CONSOLE_CHANNELS].sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');

    await api.rejectPosting!({ id: 3, reason: 'Spam', actor: 'Asha' }, 'extra', 'arguments');
    expect(electron.invoke).toHaveBeenLastCalledWith('console:rejectPosting', { id: 3, reason: 'Spam', actor: 'Asha' });
  });
});

describe('the Electron SQLite build', () => {
  it('sits beside the Node build, named by both versions', async () => {
    expect(electronSqliteBindingFile('/app/node_modules', { betterSqlite3: '12.11.1', electron: '40.10.2' })).toBe(
      '/app/node_modules/.cache/electron-native/better-sqlite3-12.11.1-electron-40.10.2.node',
    );
  });
});
