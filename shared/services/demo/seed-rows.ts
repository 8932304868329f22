// The demo seed's rows, made ahead of the writing. Making the jobs' text would take the seed's
// thread about as long as writing them, so a large seed makes its rows in a worker thread on the
// other core while this thread writes (measured in docs/search.md, "Bulk loads"); a small one makes
// them here, as a worker takes a moment to start.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { expiryFrom, jobContent } from '../../domain';
import { encodeDemoJobs, type DemoJobRow, type DemoJobsChunk } from '../../store/jobs-repository';
import { demoJob } from '../demo-jobs';

/** Rows are made, passed and written in chunks of this many. */
export const CHUNK_ROWS = 32;
/** A seed of this many jobs or more makes its rows in a worker thread. */
const WORKER_MIN_JOBS = 10_000;
/** How many chunks the worker keeps ready ahead of the writing (about 2 MB). */
const CHUNKS_AHEAD = 96;

/** What to make: job `firstIndex + i` is published at `publishedAt[i]`. */
export interface SeedPlan {
  firstIndex: number;
  publishedAt: Float64Array;
}

/** Chunk `k` of the plan, as `jobs.insertDemoJobs` takes it. */
export const encodeChunk = (plan: SeedPlan, k: number): string => encodeDemoJobs(chunkRows(plan, k));

function chunkRows({ firstIndex, publishedAt }: SeedPlan, k: number): DemoJobRow[] {
  const rows: DemoJobRow[] = [];
  for (let i = k * CHUNK_ROWS; i < Math.min(publishedAt.length, (k + 1) * CHUNK_ROWS); i++) {
    const at = publishedAt[i]!;
    rows.push({ content: jobContent(demoJob(firstIndex + i)), publishedAt: at, expiresAt: expiryFrom(at) });
  }
  return rows;
}

export interface SeedRows {
  /** The next `chunks` chunks in order (fewer at the end). */
  take(chunks: number): Promise<DemoJobsChunk[]>;
  /**
   * Has the rows after those taken made ahead, now. Call it while holding the write lock: the
   * worker then uses the other core while no one else can write anyway, and is idle in the pauses,
   * when a writer of the server's waits for its chance and must not wait for a core too.
   */
  readAhead(): void;
  close(): Promise<void>;
}

export function seedRows(plan: SeedPlan): SeedRows {
  return plan.publishedAt.length >= WORKER_MIN_JOBS ? rowsFromWorker(plan) : rowsFromThisThread(plan);
}

export function chunkCount(plan: SeedPlan): number {
  return Math.ceil(plan.publishedAt.length / CHUNK_ROWS);
}

function rowsFromThisThread(plan: SeedPlan): SeedRows {
  let next = 0;
  const end = chunkCount(plan);
  return {
    async take(chunks) {
      const taken: DemoJobsChunk[] = [];
      for (; taken.length < chunks && next < end; next++) taken.push(encodeChunk(plan, next));
      return taken;
    },
    readAhead() {},
    async close() {},
  };
}

function rowsFromWorker(plan: SeedPlan): SeedRows {
  const worker = startWorker(plan);
  const total = chunkCount(plan);
  const ready: DemoJobsChunk[] = [];
  let asked = 0;
  let taken = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  worker.on('message', (message: DemoJobsChunk) => {
    ready.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The demo rows worker stopped early (exit code ${code}).`);
    wake?.();
  });
  const askUpTo = (chunks: number) => {
    if (chunks > asked) worker.postMessage(chunks - asked);
    asked = Math.max(asked, chunks);
  };
  askUpTo(CHUNKS_AHEAD);
  return {
    async take(chunks) {
      const wanted = Math.min(chunks, total - taken);
      askUpTo(taken + wanted); // when readAhead was not enough
      while (ready.length < wanted) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      taken += wanted;
      return ready.splice(0, wanted);
    },
    readAhead: () => askUpTo(taken + CHUNKS_AHEAD),
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

function startWorker(plan: SeedPlan): Worker {
  // Built, this file is part of a bundle in dist/server, and the worker is bundled to
  // dist/server/demo (build-server.mjs).
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./demo/seed-rows-worker.js', import.meta.url), { workerData: plan });
  // From source (tests, `npm run staff`) the worker is TypeScript beside this file, and tsx's API
  // loads it: a worker ignores `--import` on Node 20. Its ES module build, as the CommonJS one looks
  // for its loader in the wrong folder when imported; and none of this process's own flags (a test
  // runner's) are passed on.
  const file = JSON.stringify(new URL('./seed-rows-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${file}, ${file}))`, { eval: true, workerData: plan, execArgv: [] });
}
