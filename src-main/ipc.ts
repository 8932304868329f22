// Registers the main process's IPC handlers: one per console channel (to whichever store is open)
// and one per connection call (which store that is). Each checks that the call comes from the
// console's own page before anything runs; the callee parses the input itself.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CONNECTION_CALLS, CONSOLE_CHANNELS, connectionChannel, ipcChannel, type ChannelName } from '../shared/ipc/channels';
import type { IpcResult } from '../shared/ipc/contract';
import { isAppUrl } from '../shared/ipc/trusted-urls';

export const FOREIGN_SENDER: IpcResult<never> = {
  ok: false,
  error: { code: 'forbidden', message: 'Only the console window may make this call.' },
};

export interface ConsoleIpcOptions {
  /** The console page's URL: app://console/index.html, or the dev server's address. */
  appUrl: string;
  onForeignSender?: (url: string, channel: string) => void;
}

type Answer = (name: string, input: unknown) => Promise<IpcResult<unknown>>;

function register(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, channels: { name: string; channel: string }[], answer: Answer, options: ConsoleIpcOptions) {
  for (const { name, channel } of channels) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, input: unknown) => {
      // senderFrame is null once the frame has navigated away or been destroyed.
      const url = event.senderFrame?.url ?? '';
      if (!isAppUrl(url, options.appUrl)) {
        options.onForeignSender?.(url, name);
        return FOREIGN_SENDER;
      }
      return answer(name, input);
    });
  }
  return () => channels.forEach(({ channel }) => ipcMain.removeHandler(channel));
}

/** The console's calls, each answered by `call` (the open store's backend). Returns a function that removes them. */
export const registerConsoleHandlers = (ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, call: (name: ChannelName, input: unknown) => Promise<IpcResult<unknown>>, options: ConsoleIpcOptions) =>
  register(ipcMain, CONSOLE_CHANNELS.map((name) => ({ name, channel: ipcChannel(name) })), call as Answer, options);

/** The connection screen's calls, each answered by `handle`. Returns a function that removes them. */
export const registerConnectionHandlers = (ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, handle: Answer, options: ConsoleIpcOptions) =>
  register(ipcMain, CONNECTION_CALLS.map((name) => ({ name, channel: connectionChannel(name) })), handle, options);
