// Typed access to the preload bridge (`window.consoleApi`): each call resolves to its data or
// rejects with a ConsoleCallError carrying the main process's code, message and field errors.
import type { ChannelInput, ChannelName, ChannelOutput, ConsoleApi, IpcError, IpcErrorCode, IpcResult } from '../../shared/ipc/contract';

declare global {
  interface Window {
    consoleApi?: ConsoleApi;
  }
}

export class ConsoleCallError extends Error {
  readonly code: IpcErrorCode;
  readonly fields: Record<string, string>;

  constructor({ code, message, fields }: IpcError) {
    super(message);
    this.name = 'ConsoleCallError';
    this.code = code;
    this.fields = fields ?? {};
  }
}

const NO_BRIDGE: IpcError = {
  code: 'internal',
  message: 'This page works only inside the Job Portal console app (start it with "npm run desktop").',
};

export async function callConsole<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>> {
  const api = window.consoleApi;
  if (!api) throw new ConsoleCallError(NO_BRIDGE);
  // One generic signature for all channels; the contract types each channel's input and output.
  const call = api[name] as unknown as (input: ChannelInput<N>) => Promise<IpcResult<ChannelOutput<N>>>;
  const result = await call(input);
  if (!result.ok) throw new ConsoleCallError(result.error);
  return result.data;
}

/** Any failure as a ConsoleCallError, so screens show one kind of message. */
export function asCallError(error: unknown): ConsoleCallError {
  if (error instanceof ConsoleCallError) return error;
  return new ConsoleCallError({ code: 'internal', message: error instanceof Error ? error.message : String(error) });
}
