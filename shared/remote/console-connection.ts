// The console's connection: which store it has open (a profile), the profiles it remembers, and
// its own SSH key. The Electron main process answers the connection screen with `connectionHandlers`;
// every console call goes to `call`, to whichever store is open.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { AppError } from '../domain';
import type { ChannelName } from '../ipc/channels';
import {
  ConnectionProfileSchema,
  connectionContract,
  type ConnectionCall,
  type ConnectionProfile,
  type ConnectionState,
  type SshTarget,
} from '../ipc/connection-contract';
import type { ChannelOutput, IpcResult } from '../ipc/contract';
import { toIpcError } from '../ipc/handlers';
import { validate } from '../services/validate';
import type { ConsoleBackend } from './console-backend';
import { consoleKey } from './ssh-keys';

export interface ConnectionDeps {
  /** Where the profiles are remembered (a JSON file, owner-only). */
  profilesFile: string;
  /** Where the console keeps the SSH key it makes. */
  keyFile: string;
  /** Offered as "This computer" until the moderator saves stores of their own (DATA_DIR). */
  defaultDataDir?: string;
  openLocal(dataDir: string): ConsoleBackend;
  openSsh(target: SshTarget, onChange: () => void): ConsoleBackend;
  /** Told whenever the state may have changed (the window shows it). */
  onChange?: (state: ConnectionState) => void;
}

const ProfilesFileSchema = z.object({ profiles: z.array(ConnectionProfileSchema), last: z.string().nullable() });

export function createConsoleConnection(deps: ConnectionDeps) {
  let open: { profile: ConnectionProfile; backend: ConsoleBackend } | undefined;

  const read = (): z.output<typeof ProfilesFileSchema> => {
    try {
      return ProfilesFileSchema.parse(JSON.parse(readFileSync(deps.profilesFile, 'utf8')));
    } catch {
      // None saved yet (or a file another version wrote): this computer's DATA_DIR is offered.
      const here = deps.defaultDataDir && ConnectionProfileSchema.parse({ id: 'this-computer', kind: 'local', label: 'This computer', dataDir: deps.defaultDataDir });
      return { profiles: here ? [here] : [], last: null };
    }
  };
  const write = (data: z.output<typeof ProfilesFileSchema>) => writeFileSync(deps.profilesFile, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });

  function state(): ConnectionState {
    if (!open) return { status: 'none', message: null, profile: null, session: null };
    const link = open.backend.state();
    const status = link.status === 'closed' ? 'none' : link.status;
    return { status, message: link.message, profile: open.profile, session: link.session };
  }
  const changed = () => deps.onChange?.(state());

  async function close() {
    const closing = open;
    open = undefined;
    await closing?.backend.close();
  }

  async function connect(id: string): Promise<ConnectionState> {
    const data = read();
    const profile = data.profiles.find((p) => p.id === id);
    if (!profile) throw new AppError('not_found', 'That connection is no longer saved.');
    await close();
    const backend = profile.kind === 'local' ? deps.openLocal(profile.dataDir) : deps.openSsh(profile, changed);
    open = { profile, backend };
    write({ ...data, last: id });
    // An SSH link answers its first call once connected, or once it failed for good.
    if (profile.kind === 'ssh') await backend.call('session', undefined);
    changed();
    return state();
  }

  const handlers: { [N in ConnectionCall]: (input: z.output<(typeof connectionContract)[N]['input']>) => unknown } = {
    state,
    profiles: () => read().profiles,
    saveProfile(input) {
      const data = read();
      const profile = ConnectionProfileSchema.parse({ ...input, id: input.id ?? randomUUID() });
      const profiles = data.profiles.some((p) => p.id === profile.id) ? data.profiles.map((p) => (p.id === profile.id ? profile : p)) : [...data.profiles, profile];
      write({ ...data, profiles });
      return profile;
    },
    removeProfile({ id }) {
      const data = read();
      write({ profiles: data.profiles.filter((p) => p.id !== id), last: data.last === id ? null : data.last });
      return { id };
    },
    connect: ({ id }) => connect(id),
    async disconnect() {
      await close();
      changed();
      return state();
    },
    async retry() {
      open?.backend.retry();
      if (open) await open.backend.call('session', undefined);
      return state();
    },
    makeKey: ({ name }) => consoleKey(deps.keyFile, name),
  };

  return {
    state,
    /** The profile opened last, to open again at start. */
    lastProfileId: () => read().last,
    connect,
    close,
    /** A console call, to the store that is open. */
    call<N extends ChannelName>(name: N, input: unknown): Promise<IpcResult<ChannelOutput<N>>> {
      if (!open) return Promise.resolve({ ok: false, error: { code: 'unavailable', message: 'No store is open: choose one first.' } });
      return open.backend.call(name, input);
    },
    /** A call from the connection screen: its input parsed with the contract, failures as IpcErrors. */
    async handle(name: string, rawInput: unknown): Promise<IpcResult<unknown>> {
      try {
        if (!Object.hasOwn(connectionContract, name)) throw new AppError('not_found', 'The console has no such call.');
        const call = name as ConnectionCall;
        const { input, output } = connectionContract[call];
        const run = handlers[call] as (input: unknown) => unknown;
        return { ok: true, data: output.parse(await run(validate(input, rawInput))) };
      } catch (error) {
        return { ok: false, error: toIpcError(error, name) };
      }
    },
  };
}

export type ConsoleConnection = ReturnType<typeof createConsoleConnection>;
