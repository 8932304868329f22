// `staff rpc`: the console's calls over standard input and output, for consoles that reach a
// hosted store through SSH. Each line is parsed and answered on its own: a bad line gets an error
// answer and the session goes on. Requests run one at a time, in order. Who is calling and what
// they may do come from the context (the forced command's --as and --role), never from a request.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable, Writable } from 'node:stream';
import { callConsoleChannel, type ConsoleContext } from '../ipc/handlers';
import type { IpcResult } from '../ipc/contract';
import { STAFF_REQUEST_MEMORY_MS } from '../store/staff-requests-repository';
import { MAX_REQUEST_BYTES, RpcRequestSchema, failure, lineSplitter, type RpcAnswer, type RpcRequest } from './rpc-protocol';

export interface RpcServerOptions {
  input: Readable;
  output: Writable;
  maxLineBytes?: number;
  /** Failures that are not the caller's (bugs, disk), with their stacks: for standard error, never the answer. */
  log?: (message: string, error?: unknown) => void;
  /** How long a retried request waits for its first attempt (still running in another process) to answer. */
  firstAttemptWaitMs?: number;
}

type Log = NonNullable<RpcServerOptions['log']>;

/** Serves until the input ends and every request read has been answered (or the output is gone). */
export async function serveStaffRpc(
  ctx: ConsoleContext,
  { input, output, maxLineBytes = MAX_REQUEST_BYTES, log = () => undefined, firstAttemptWaitMs = 10_000 }: RpcServerOptions,
) {
  let outputGone = false;
  output.on('error', () => void (outputGone = true)); // the SSH connection dropped: finish the work, answer nobody
  const send = (answer: RpcAnswer) => {
    if (!outputGone) output.write(`${JSON.stringify(answer)}\n`);
  };
  await forget(ctx);

  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<RpcAnswer>) => {
    queue = queue.then(work).then(send, (error: unknown) => log('A staff request failed unexpectedly', error));
  };
  const split = lineSplitter(
    maxLineBytes,
    (line) => enqueue(() => answerLine(ctx, line, log, firstAttemptWaitMs)),
    () => enqueue(async () => failure(null, 'payload_too_large', `A request may be at most ${maxLineBytes} bytes.`)),
  );
  await new Promise<void>((resolve, reject) => {
    input.on('data', (chunk: Buffer | string) => split(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    input.once('end', resolve);
    input.once('close', resolve);
    input.once('error', reject);
  });
  await queue;
}

async function answerLine(ctx: ConsoleContext, line: string, log: Log, waitMs: number): Promise<RpcAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return failure(null, 'validation', 'Each line must be one JSON request: {"id": "...", "channel": "...", "input": ...}.');
  }
  const parsed = RpcRequestSchema.safeParse(json);
  if (!parsed.success) {
    const id = typeof (json as { id?: unknown })?.id === 'string' ? (json as { id: string }).id : null;
    return failure(id, 'validation', 'A request needs an "id" (text, at most 100 characters) and a "channel"; "input" is optional.');
  }
  return { id: parsed.data.id, ...(await once(ctx, parsed.data, log, waitMs)) };
}

/** Carries a request out at most once: a known id is answered with its first answer. */
async function once(ctx: ConsoleContext, request: RpcRequest, log: Log, waitMs: number): Promise<IpcResult<unknown>> {
  const { staffRequests } = ctx.store;
  const earlier = staffRequests.find(request.id);
  if (earlier !== undefined) return earlierAnswer(ctx, request.id, earlier, waitMs);

  const call = () => callConsoleChannel(ctx, request.channel as never, request.input, { onUnexpectedError: (error, channel) => log(`Console call ${channel} failed`, error) });
  const claim = { id: request.id, channel: request.channel, actor: ctx.moderator.name(), now: ctx.clock.now() };
  const { result, claimed } = await staffRequests.runAs(claim, call);
  if (claimed) {
    await ctx.store.write(() => staffRequests.saveAnswer(request.id, JSON.stringify(result)));
    return result;
  }
  // Another process recorded this id while we ran (the first attempt of a retried call): its answer stands.
  const raced = staffRequests.find(request.id);
  return raced === undefined ? result : earlierAnswer(ctx, request.id, raced, waitMs);
}

async function earlierAnswer(ctx: ConsoleContext, id: string, answer: string | null, waitMs: number): Promise<IpcResult<unknown>> {
  for (const deadline = Date.now() + waitMs; answer === null && Date.now() < deadline; ) {
    await sleep(50);
    answer = ctx.store.staffRequests.find(id) ?? null;
  }
  if (answer !== null) return JSON.parse(answer) as IpcResult<unknown>;
  // Its first attempt took effect but died before answering (the server process was killed).
  return { ok: false, error: { code: 'conflict', message: 'This request was already carried out, but its answer was lost with the connection. The views show the result.' } };
}

/** Request ids older than a day are forgotten (no console retries that long). */
async function forget(ctx: ConsoleContext) {
  try {
    await ctx.store.write(() => ctx.store.staffRequests.prune(ctx.clock.now() - STAFF_REQUEST_MEMORY_MS));
  } catch {
    // A busy store: the next session forgets them.
  }
}
