// The load generator, a child process pinned to its own core: runs autocannon as the driver asks
// (over IPC) and reports throughput, latency percentiles (its own, to the microsecond; autocannon's
// histogram rounds to whole milliseconds), per-kind latency and the CPU it used itself.
import autocannon from 'autocannon';
import { JOB_LIST_PATH, MULTIPART_TYPE } from './http';
import { percentiles, type Percentiles } from './stats';

export interface LoadRequest {
  /** Multipart bodies (UTF-8), one per distinct query. */
  bodies: string[];
  /** Instead of `bodies`: pages asked for with GET, one per distinct address. */
  paths?: string[];
  /** Each connection asks only its own share of `sequence`, so no request is asked twice (until a share runs out). */
  distinct?: boolean;
  /** Kind index of each body (for per-kind latency). */
  kinds: number[];
  /** The order of requests: indexes into `bodies`; each connection starts at a different place. */
  sequence: number[];
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult extends Percentiles {
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Share of one core this generator used during the measured run (1 = saturated). */
  cpu: number;
  perKind: Record<number, Percentiles>;
}

async function runOnce(job: LoadRequest, seconds: number) {
  let lastKind = -1;
  const requests = job.paths
    ? job.paths.map((path, i) => ({ method: 'GET' as const, path, onResponse: () => void (lastKind = job.kinds[i]!) }))
    : job.bodies.map((body, i) => ({
        method: 'POST' as const,
        path: JOB_LIST_PATH,
        headers: { 'content-type': MULTIPART_TYPE },
        body,
        onResponse: () => void (lastKind = job.kinds[i]!),
      }));
  const stride = Math.floor(job.sequence.length / job.connections);
  const perClient = job.distinct ? Math.max(1, stride) : Math.max(1, Math.min(job.sequence.length, Math.ceil(20_000 / job.connections)));
  let clients = 0;
  let latencies = new Float64Array(1 << 16);
  let kinds = new Int8Array(1 << 16);
  let count = 0;
  let first = 0;
  let last = 0;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      duration: seconds,
      timeout: 30,
      requests: [requests[job.sequence[0]!]!],
      setupClient(client) {
        const offset = (clients++ * stride) % job.sequence.length;
        const mine = Array.from({ length: perClient }, (_, i) => requests[job.sequence[(offset + i) % job.sequence.length]!]!);
        client.setRequests(mine);
      },
    },
    () => {},
  );
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode !== 200) return;
    if (count === latencies.length) {
      const moreLatencies = new Float64Array(count * 2);
      moreLatencies.set(latencies);
      latencies = moreLatencies;
      const moreKinds = new Int8Array(count * 2);
      moreKinds.set(kinds);
      kinds = moreKinds;
    }
    const now = performance.now();
    if (count === 0) first = now;
    last = now;
    latencies[count] = ms;
    kinds[count++] = lastKind;
  });
  const result = await new Promise<autocannon.Result>((done) => instance.once('done', done));
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  const measured = latencies.subarray(0, count);
  const perKind: Record<number, number[]> = {};
  for (let i = 0; i < count; i++) (perKind[kinds[i]!] ??= []).push(measured[i]!);
  return {
    ...percentiles(measured),
    rps: count > 1 ? ((count - 1) * 1000) / (last - first) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpu: (cpu.user + cpu.system) / 1000 / wallMs,
    perKind: Object.fromEntries(Object.entries(perKind).map(([kind, values]) => [kind, percentiles(values)])),
  } satisfies LoadResult;
}

process.on('message', async (job: LoadRequest) => {
  try {
    if (job.warmupSeconds > 0) await runOnce(job, job.warmupSeconds);
    process.send!({ ok: true, result: await runOnce(job, job.seconds) });
  } catch (error) {
    process.send!({ ok: false, error: String((error as Error).stack ?? error) });
  }
});
process.send!('ready');
