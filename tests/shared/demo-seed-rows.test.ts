// The demo seed's rows, made in a worker thread for a large seed: the same chunks, in the same
// order, as made in the seed's own thread (there as JSON text, from the worker as SQLite's JSONB).
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expiryFrom } from '../../shared/domain';
import { demoJob } from '../../shared/services/demo-jobs';
import { CHUNK_ROWS, chunkCount, encodeChunk, seedRows, type SeedPlan } from '../../shared/services/demo/seed-rows';
import type { DemoJobsChunk } from '../../shared/store/jobs-repository';

const plan = (jobs: number): SeedPlan => ({ firstIndex: 7, publishedAt: Float64Array.from({ length: jobs }, (_, i) => 1_750_000_000_000 + i * 1000) });

/** Takes every chunk, `sizes` at a time in turn, asking for rows ahead before every `readAheadEvery`-th take. */
async function takeAll(jobs: number, sizes: number[], readAheadEvery = 0): Promise<DemoJobsChunk[]> {
  const rows = seedRows(plan(jobs));
  const taken: DemoJobsChunk[] = [];
  try {
    for (let i = 0; ; i++) {
      if (readAheadEvery && i % readAheadEvery === 0) rows.readAhead();
      const chunks = await rows.take(sizes[i % sizes.length]!);
      if (chunks.length === 0) return taken;
      taken.push(...chunks);
    }
  } finally {
    await rows.close();
  }
}

const jsonOf = new Database(':memory:').prepare<[Uint8Array], string>('SELECT json(?)').pluck();
const rowsOf = (chunk: DemoJobsChunk) => JSON.parse(typeof chunk === 'string' ? chunk : jsonOf.get(chunk)!) as unknown[][];

describe('the demo seed rows', () => {
  it('come from a worker for a large seed exactly as this thread would make them, whatever the batch sizes', async () => {
    const jobs = CHUNK_ROWS * 320 + 5; // over 10,000, and a last, short chunk
    const expected = Array.from({ length: chunkCount(plan(jobs)) }, (_, k) => encodeChunk(plan(jobs), k));
    const taken = await takeAll(jobs, [1, 7, 200, 3], 2);
    expect(taken.length).toBe(expected.length);
    expect(taken.every((chunk) => chunk instanceof Uint8Array)).toBe(true);
    expect(taken.map(rowsOf)).toEqual(expected.map(rowsOf));
    const rows = taken.flatMap(rowsOf);
    expect(rows.length).toBe(jobs);
    expect(rowsOf(taken.at(-1)!)).toHaveLength(5);
    // Job 7 + i, published at the plan's time i, expiring when a posting published then would.
    const at = 1_750_000_000_000 + CHUNK_ROWS * 1000;
    expect(rows[CHUNK_ROWS]!.slice(0, 2)).toEqual([demoJob(7 + CHUNK_ROWS).job_title, demoJob(7 + CHUNK_ROWS).company_name]);
    expect(rows[CHUNK_ROWS]!.slice(-2)).toEqual([at, expiryFrom(at)]);
  }, 60_000);

  it.runIf(process.platform === 'linux')('are made by a worker that yields its core: nice 10 for that thread alone', async () => {
    /** Each thread of this process: its nice value (field 19 of its stat, after the parenthesised name). */
    const niceOf = () =>
      readdirSync('/proc/self/task').map((tid) => ({ tid: Number(tid), nice: Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]) }));
    const before = new Set(niceOf().map((thread) => thread.tid));
    const rows = seedRows(plan(CHUNK_ROWS * 320));
    try {
      await rows.take(1); // the worker has started and made rows
      const threads = niceOf();
      expect(threads.filter((thread) => thread.nice === 10).every((thread) => !before.has(thread.tid))).toBe(true);
      expect(threads.filter((thread) => thread.nice === 10)).toHaveLength(1);
      expect(threads.find((thread) => thread.tid === process.pid)!.nice).toBe(0);
    } finally {
      await rows.close();
    }
  }, 60_000);

  it('come from this thread for a small seed, in order, with nothing left over', async () => {
    const taken = await takeAll(100, [2], 1);
    expect(taken).toEqual([0, 1, 2, 3].map((k) => encodeChunk(plan(100), k)));
  });
});
