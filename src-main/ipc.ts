// Registers one ipcMain handler per console channel. Each checks that the call comes from the
// console's own page before it runs the shared handler (which parses the input itself).
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CONSOLE_CHANNELS, ipcChannel } from '../shared/ipc/channels';
import type { IpcResult } from '../shared/ipc/contract';
import { callConsoleChannel, type CallOptions, type ConsoleContext } from '../shared/ipc/handlers';
import { isAppUrl } from '../shared/ipc/trusted-urls';

export const FOREIGN_SENDER: IpcResult<never> = {
  ok: false,
  error: { code: 'forbidden', message: 'Only the console window may make this call.' },
};

export interface ConsoleIpcOptions extends CallOptions {
  /** The console page's URL: app://console/index.html, or the dev server's address. */
  appUrl: string;
  onForeignSender?: (url: string, channel: string) => void;
}

/** Returns a function that removes the handlers again. */
export function registerConsoleHandlers(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  ctx: ConsoleContext,
  { appUrl, onForeignSender, ...callOptions }: ConsoleIpcOptions,
): () => void {
  for (const name of CONSOLE_CHANNELS) {
    ipcMain.handle(ipcChannel(name), (event: IpcMainInvokeEvent, input: unknown) => {
      // senderFrame is null once the frame has navigated away or been destroyed.
      const url = event.senderFrame?.url ?? '';
      if (!isAppUrl(url, appUrl)) {
        onForeignSender?.(url, name);
        return FOREIGN_SENDER;
      }
      return callConsoleChannel(ctx, name, input, callOptions);
    });
  }
  return () => CONSOLE_CHANNELS.forEach((name) => ipcMain.removeHandler(ipcChannel(name)));
}
