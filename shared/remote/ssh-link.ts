// A remote console's link to the server's `staff rpc`, through the system's ssh. Calls are JSON
// lines tagged with an id; a dropped connection is reopened with growing pauses and every call
// still unanswered is sent again with the same id, so the server carries each out once.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ChannelOutput, IpcError, IpcResult } from '../ipc/contract';
import type { ChannelName } from '../ipc/channels';
import { lineSplitter, type RpcAnswer } from './rpc-protocol';
import type { SshTarget } from '../ipc/connection-contract';
import { sshArguments, sshFailure } from './ssh-command';

export type LinkStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface LinkState {
  status: LinkStatus;
  /** Why the link is not connected, in words for the moderator. */
  message: string | null;
  /** Who the server says this console acts as, once connected. */
  session: ChannelOutput<'session'> | null;
}

export interface SshLinkOptions {
  sshPath?: string;
  /** A call unanswered this long resolves with an error (the views then reload and show the truth). */
  callTimeoutMs?: number;
  /** Pauses before reconnecting, one per attempt in a row; the last repeats. */
  retryDelaysMs?: readonly number[];
  onState?: (state: LinkState) => void;
}

/** Answers are larger than requests (a queue of 5,000 postings, a year of figures), never this large. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

interface Pending {
  line: string;
  resolve: (result: IpcResult<unknown>) => void;
  timer: NodeJS.Timeout;
}

export type SshLink = ReturnType<typeof openSshLink>;

export function openSshLink(target: SshTarget, options: SshLinkOptions = {}) {
  const { sshPath = 'ssh', callTimeoutMs = 30_000, retryDelaysMs = [250, 500, 1_000, 2_000, 5_000], onState } = options;
  const args = sshArguments(target);
  const pending = new Map<string, Pending>();
  let state: LinkState = { status: 'connecting', message: null, session: null };
  let child: ChildProcessWithoutNullStreams | undefined;
  let attempts = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let handshake: string | undefined;

  const setState = (next: Partial<LinkState>) => {
    state = { ...state, ...next };
    onState?.(state);
  };
  const error = (message: string): IpcResult<never> => ({ ok: false, error: { code: 'unavailable', message } satisfies IpcError });

  function start() {
    retryTimer = undefined;
    let stderr = '';
    const ssh = spawn(sshPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    child = ssh;
    handshake = `session-${randomUUID()}`;
    ssh.stdin.on('error', () => undefined); // a dead link shows as the process's exit
    ssh.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString('utf8')).slice(-8_000)));
    ssh.stdout.on('data', lineSplitter(MAX_ANSWER_BYTES, (line) => onAnswer(line), () => undefined));
    ssh.on('error', (spawnError) => void (stderr += `\n${spawnError.message}`));
    ssh.on('close', () => {
      if (child !== ssh) return;
      child = undefined;
      if (state.status === 'closed') return;
      const failure = sshFailure(stderr, target);
      // A key the server refuses, or a host this computer does not know, needs a person: no retrying.
      if (failure.fatal) {
        setState({ status: 'failed', message: failure.message });
        for (const [id, call] of pending) settle(id, call, error(failure.message));
        return;
      }
      setState({ status: state.session ? 'reconnecting' : 'connecting', message: failure.message });
      const delay = retryDelaysMs[Math.min(attempts++, retryDelaysMs.length - 1)]!;
      retryTimer = setTimeout(start, delay);
    });
    ssh.stdin.write(`${JSON.stringify({ id: handshake, channel: 'session' })}\n`);
  }

  function onAnswer(line: string) {
    let answer: RpcAnswer;
    try {
      answer = JSON.parse(line) as RpcAnswer;
    } catch {
      return; // not ours to answer: only `staff rpc` speaks on this stream
    }
    if (answer.id === handshake) {
      if (!answer.ok) return setState({ status: 'failed', message: answer.error.message });
      attempts = 0;
      setState({ status: 'connected', message: null, session: answer.data as ChannelOutput<'session'> });
      for (const call of pending.values()) child?.stdin.write(call.line); // again, with the same ids
      return;
    }
    const call = answer.id === null ? undefined : pending.get(answer.id);
    if (call && answer.id) settle(answer.id, call, answer.ok ? { ok: true, data: answer.data } : { ok: false, error: answer.error });
  }

  function settle(id: string, call: Pending, result: IpcResult<unknown>) {
    clearTimeout(call.timer);
    pending.delete(id);
    call.resolve(result);
  }

  start();

  return {
    state: () => state,
    /** One console call; resolves with its answer, or an error saying the server could not be asked. */
    call<N extends ChannelName>(channel: N, input: unknown): Promise<IpcResult<ChannelOutput<N>>> {
      if (state.status === 'failed' || state.status === 'closed') return Promise.resolve(error(state.message ?? 'Not connected to the server.'));
      const id = randomUUID();
      const line = `${JSON.stringify({ id, channel, input })}\n`;
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => settle(id, pending.get(id)!, error(`The server did not answer within ${Math.round(callTimeoutMs / 1000)} s. The views will show whether it was done.`)),
          callTimeoutMs,
        );
        pending.set(id, { line, resolve: resolve as Pending['resolve'], timer });
        if (state.status === 'connected') child?.stdin.write(line);
      });
    },
    /** After a failure a person fixed (a key added, a host key accepted): try again now. */
    retry() {
      if (state.status === 'closed' || child) return;
      clearTimeout(retryTimer);
      attempts = 0;
      setState({ status: state.session ? 'reconnecting' : 'connecting', message: null });
      start();
    },
    /** Ends the link; unanswered calls resolve with an error. */
    close(): Promise<void> {
      setState({ status: 'closed', message: 'Disconnected.' });
      clearTimeout(retryTimer);
      for (const [id, call] of pending) settle(id, call, error('The console disconnected from the server.'));
      const ssh = child;
      child = undefined;
      if (!ssh) return Promise.resolve();
      return new Promise((resolve) => {
        ssh.once('close', () => resolve());
        ssh.stdin.end(); // the server finishes what it read, then ends the session
        setTimeout(() => ssh.kill(), 2_000).unref();
      });
    },
    /** For tests of dropped connections: the ssh process of the moment. */
    process: () => child,
  };
}
