// The console's bridge: `window.consoleApi.<channel>(input)`, one named function per channel.
// The page never gets ipcRenderer, so it can reach no other channel and send no other arguments.
import { contextBridge, ipcRenderer } from 'electron';
import { CONSOLE_CHANNELS, ipcChannel } from '../shared/ipc/channels';

const consoleApi = Object.fromEntries(
  CONSOLE_CHANNELS.map((name) => [name, (input?: unknown) => ipcRenderer.invoke(ipcChannel(name), input)]),
);

contextBridge.exposeInMainWorld('consoleApi', Object.freeze(consoleApi));
