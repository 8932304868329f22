// Typed access to `window.consoleConnection`: which store the console has open, the saved ones,
// and the console's SSH key. Each call resolves to its data or rejects with a ConsoleCallError.
import { createContext, useContext } from 'react';
import type { ConnectionApi, ConnectionCall, ConnectionState } from '../../shared/ipc/connection-contract';
import type { IpcResult } from '../../shared/ipc/contract';
import { ConsoleCallError } from './api';

declare global {
  interface Window {
    consoleConnection?: ConnectionApi;
  }
}

type Input<N extends ConnectionCall> = Parameters<ConnectionApi[N]>[0];
type Output<N extends ConnectionCall> = Awaited<ReturnType<ConnectionApi[N]>> extends IpcResult<infer T> ? T : never;

export async function callConnection<N extends ConnectionCall>(name: N, input: Input<N>): Promise<Output<N>> {
  const api = window.consoleConnection;
  if (!api) throw new ConsoleCallError({ code: 'internal', message: 'This page works only inside the Job Portal console app (start it with "npm run desktop").' });
  const call = api[name] as unknown as (input: Input<N>) => Promise<IpcResult<Output<N>>>;
  const result = await call(input);
  if (!result.ok) throw new ConsoleCallError(result.error);
  return result.data;
}

/** The open store and the session on it, for every screen that shows or depends on them. */
export const ConnectionContext = createContext<ConnectionState | null>(null);
export const useConnection = () => useContext(ConnectionContext);

/** Where a profile's store is, in a few words: the folder, or user@host and port. */
export function whereIs(profile: NonNullable<ConnectionState['profile']>): string {
  if (profile.kind === 'local') return profile.dataDir;
  return profile.port ? `${profile.destination}, port ${profile.port}` : profile.destination;
}
