// Where a console's calls go: the store on this computer (the handler table, in process), or a
// hosted store through `staff rpc` over SSH. Either answers every call with an IpcResult.
import type { ChannelName } from '../ipc/channels';
import type { SshTarget } from '../ipc/connection-contract';
import type { ChannelOutput, IpcResult } from '../ipc/contract';
import { callConsoleChannel, consoleHandlers, type CallOptions, type ConsoleContext } from '../ipc/handlers';
import { openSshLink, type LinkState, type SshLinkOptions } from './ssh-link';

export interface ConsoleBackend {
  call<N extends ChannelName>(name: N, input: unknown): Promise<IpcResult<ChannelOutput<N>>>;
  state(): LinkState;
  retry(): void;
  close(): Promise<void>;
}

/** The console's handlers on a store this process opened; `close` closes that store. */
export function localBackend(ctx: ConsoleContext, close: () => Promise<void>, options: CallOptions = {}): ConsoleBackend {
  return {
    call: (name, input) => callConsoleChannel(ctx, name, input, options),
    state: () => ({ status: 'connected', message: null, session: consoleHandlers.session(ctx, undefined) as ChannelOutput<'session'> }),
    retry: () => undefined,
    close,
  };
}

export const sshBackend = (target: SshTarget, options: SshLinkOptions = {}): ConsoleBackend => openSshLink(target, options);
