// The console's bridge: `window.consoleApi.<channel>(input)`, one named function per channel, and
// `window.consoleConnection.<call>(input)` for which store is open. The page never gets
// ipcRenderer, so it can reach no other channel and send no other arguments.
import { contextBridge, ipcRenderer } from 'electron';
import { CONNECTION_CALLS, CONSOLE_CHANNELS, connectionChannel, ipcChannel } from '../shared/ipc/channels';

const bridge = (channels: readonly [string, string][]) =>
  Object.freeze(Object.fromEntries(channels.map(([name, channel]) => [name, (input?: unknown) => ipcRenderer.invoke(channel, input)])));

contextBridge.exposeInMainWorld('consoleApi', bridge(CONSOLE_CHANNELS.map((name) => [name, ipcChannel(name)])));
contextBridge.exposeInMainWorld('consoleConnection', bridge(CONNECTION_CALLS.map((name) => [name, connectionChannel(name)])));
