// The demo seed's rows, made ahead of the writing. Making a job's text costs the seed's thread about
// as much as a tenth of writing it, so a large seed makes its rows in a worker thread on the other
// core while this thread writes; a small one makes them here, as a worker takes a moment to start.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { expiryFrom, jobContent } from '../../domain';
import { encodeDemoJobs, type DemoJobRow, type DemoJobsChunk } from '../../store/jobs-repository';
import { asciiIndexWords, type TermDocCounts } from '../../store/search-index';
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

/**
 * The words of the chunks made, counted per field as the search index counts them (migration 014),
 * so the seed adds its jobs' counts without reading them back. Counted in JavaScript, which splits
 * ASCII text exactly as the index's tokenizer does; null once a chunk had other text (the seed then
 * has the store count again). Chunks made but not written are taken away again.
 */
export function chunkWordCounter(plan: SeedPlan) {
  let counts: TermDocCounts | null = { keywords: new Map(), location: new Map() };
  let made = 0;
  function count(rows: readonly DemoJobRow[], sign: 1 | -1): void {
    for (const { content } of rows) {
      const keywords = asciiIndexWords([content.job_title, content.company_name, content.description, content.requirements].join(' '));
      const location = asciiIndexWords(content.location);
      if (!counts || !keywords || !location) return void (counts = null);
      for (const [field, words] of [['keywords', keywords], ['location', location]] as const) {
        const perWord = counts[field];
        for (const word of new Set(words)) perWord.set(word, (perWord.get(word) ?? 0) + sign);
      }
    }
  }
  return {
    /** Chunk `k` (the next one made) as `jobs.insertDemoJobs` takes it, its words counted. */
    encode(k: number): string {
      const rows = chunkRows(plan, k);
      count(rows, 1);
      made = k + 1;
      return encodeDemoJobs(rows);
    },
    /** The counts of the first `chunks` chunks (all of them made), or null. */
    countsOf(chunks: number): TermDocCounts | null {
      for (; made > chunks; made--) count(chunkRows(plan, made - 1), -1);
      const counted = (perWord: Map<string, number>) => new Map([...perWord].filter(([, jobs]) => jobs > 0));
      return counts && { keywords: counted(counts.keywords), location: counted(counts.location) };
    },
  };
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
  /** Per field, how many of the first `chunks` chunks' jobs hold each word; null when not counted. */
  wordCounts(chunks: number): Promise<TermDocCounts | null>;
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
  const counter = chunkWordCounter(plan);
  return {
    async take(chunks) {
      const taken: DemoJobsChunk[] = [];
      for (; taken.length < chunks && next < end; next++) taken.push(counter.encode(next));
      return taken;
    },
    readAhead() {},
    wordCounts: async (chunks) => counter.countsOf(chunks),
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
  let counted: ((counts: TermDocCounts | null) => void) | undefined;
  worker.on('message', (message: DemoJobsChunk | { counts: TermDocCounts | null }) => {
    if (typeof message === 'object' && 'counts' in message) return counted?.(message.counts);
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
    wordCounts(chunks) {
      const answer = new Promise<TermDocCounts | null>((resolve, reject) => {
        counted = resolve;
        worker.once('error', reject);
        worker.once('exit', () => reject(new Error('The demo rows worker stopped before it counted the words.')));
      });
      worker.postMessage({ countsOf: chunks });
      return answer;
    },
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
