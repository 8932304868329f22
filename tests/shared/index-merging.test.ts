// A bulk load merges the search index's segments itself, in bounded transactions of their own, so
// no write holds the lock for a merge's sake. What that rests on: FTS5's bounded merge step and its
// sign that it did something, merging only where FTS5 would, and sizing each transaction by the
// work's own speed.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoJob } from '../../shared/services/demo-jobs';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { encodeChunk } from '../../shared/services/demo/seed-rows';
import { bulkWriter } from '../../shared/services/sliced-writes';
import { searchJobs } from '../../shared/services/job-search';
import { sweep } from '../../shared/services/retention';
import { fts5MergeStep } from '../../shared/store/search-merging';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

/** How many segments an FTS5 index has: each has at least one row, per leaf page, in its `_idx` table. */
const segmentCount = (db: Database.Database, table: string) => db.prepare(`SELECT count(DISTINCT segid) FROM ${table}_idx`).pluck().get() as number;

describe('a step of FTS5 merging', () => {
  /** `segments` segments of `rows` rows each in an index that merges nothing inside writes. */
  function index(segments: number, rows: number) {
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE words USING fts5 (body)`);
    db.exec(`INSERT INTO words (words, rank) VALUES ('automerge', 0)`);
    const insert = db.prepare(`INSERT INTO words (body) VALUES (?)`);
    for (let s = 0; s < segments; s++) db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run(`s${s}w${i} t${i % 389} common`);
    })();
    return db;
  }

  it('merges in bounded steps where usermerge segments of a size wait, saying how many pages each wrote, then 0', () => {
    const db = index(4, 3_000);
    expect(segmentCount(db, 'words')).toBe(4);
    const step = fts5MergeStep(db, 'words');
    let steps = 0;
    for (let wrote = step(5); wrote > 0; wrote = step(5)) {
      expect(wrote).toBe(5);
      expect(++steps).toBeLessThan(1_000);
    }
    expect(steps).toBeGreaterThan(1); // bounded: several steps of about 5 pages
    expect(segmentCount(db, 'words')).toBe(1);
    expect(db.prepare(`SELECT count(*) FROM words WHERE words MATCH 'common'`).pluck().get()).toBe(12_000);
    db.close();
  });

  it('says 0 and writes nothing when fewer than usermerge segments of any size wait', () => {
    const db = index(3, 200);
    const pages = db.prepare(`SELECT count(*) FROM words_data`).pluck();
    const before = pages.get();
    expect(fts5MergeStep(db, 'words')(1_000)).toBe(0);
    expect(pages.get()).toBe(before);
    expect(segmentCount(db, 'words')).toBe(3);
    db.close();
  });
});

describe('bulk merging of the job index', () => {
  /** `chunks` chunks of demo jobs in one transaction: one new segment of the index. */
  const insertBatch = (t: TestServices, first: number, chunks: number) =>
    t.store.write(() => {
      const publishedAt = Float64Array.from({ length: chunks * 32 }, (_, i) => t.clock.now() - 1_000 + i);
      return t.store.jobs.insertDemoJobs(Array.from({ length: chunks }, (_, k) => encodeChunk({ firstIndex: first, publishedAt }, k)));
    });
  const jobSegments = (t: TestServices) => segmentCount(t.store.db, 'jobs_fts');

  it('takes merging away from writes, merges 16 segments of a size in bounded steps, and hands it back', async () => {
    t = createTestServices();
    await t.store.write(() => t!.store.search.setBulkMerging(true));
    for (let batch = 0; batch < 17; batch++) await insertBatch(t, batch * 64, 2);
    expect(jobSegments(t)).toBe(17); // no write merged: one segment per batch

    let steps = 0;
    while ((await t.store.write(() => t!.store.search.mergeSegments(4))) > 0) steps++;
    expect(jobSegments(t)).toBe(1); // all 17: the size had at least 16
    expect(steps).toBeGreaterThan(1); // bounded: several steps of about 4 pages
    // Below 16 segments of a size, nothing is merged.
    for (let batch = 17; batch < 32; batch++) await insertBatch(t, batch * 64, 1);
    expect(await t.store.write(() => t!.store.search.mergeSegments(1_000))).toBe(0);
    expect(jobSegments(t)).toBe(16);
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(17 * 64 + 15 * 32);

    await t.store.write(() => t!.store.search.setBulkMerging(false));
    const config = Object.fromEntries(t.store.db.prepare(`SELECT k, v FROM jobs_fts_config WHERE k IN ('automerge', 'usermerge')`).raw().all() as [string, number][]);
    expect(config).toEqual({ automerge: 4, usermerge: 4 });
    // FTS5 merges inside writes again: the segments grow fewer within a few dozen writes.
    let fewest = 16;
    for (let batch = 0; batch < 40 && fewest >= 16; batch++) {
      await insertBatch(t, 50_000 + batch * 32, 1);
      fewest = Math.min(fewest, jobSegments(t));
    }
    expect(fewest).toBeLessThan(16);
  });

  it('is handed back to FTS5 by the retention sweep when a bulk load stopped before it could', async () => {
    t = createTestServices();
    const automerge = () => t!.store.db.prepare(`SELECT v FROM jobs_fts_config WHERE k = 'automerge'`).pluck().get();
    await t.store.write(() => t!.store.search.setBulkMerging(true));
    await insertBatch(t, 0, 1); // a batch of a load still under way: logged just now
    await sweep(t.ctx);
    expect(automerge()).toBe(0);
    // Its last batch 11 minutes ago (the log is stamped by SQLite's own clock): stopped.
    t.store.db.prepare(`UPDATE search_log SET at = at - ? WHERE op = 0`).run(11 * 60_000);
    await sweep(t.ctx);
    expect(automerge()).toBe(4);
    expect(t.store.db.prepare(`SELECT v FROM jobs_fts_config WHERE k = 'usermerge'`).pluck().get()).toBe(4);
  });

  it('inserts every job once when its transactions stop taking rows early (a stalled machine)', async () => {
    t = createTestServices();
    let clock = 0;
    const stalled = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 50)); // 50 ms pass at every look
    try {
      const { inserted } = await seedDemoJobs(t.ctx, 2_000);
      expect(inserted).toBe(2_000);
    } finally {
      stalled.mockRestore();
    }
    // Job i of the demo data is the i-th inserted, each once, none left out.
    const stored = t.store.db.prepare(`SELECT job_title || ' at ' || company_name FROM jobs ORDER BY id`).pluck().all();
    expect(stored).toEqual(Array.from({ length: 2_000 }, (_, i) => `${demoJob(i).job_title} at ${demoJob(i).company_name}`));
    expect(searchJobs(t.ctx, {}).totalResults).toBe(2_000);
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(2_000);
  }, 60_000); // under its clock every merge step, even one that finds nothing, seems to hold the lock 50 ms: a pause after each

  it('leaves the index merged after a seed: nothing left for a merge step', async () => {
    t = createTestServices();
    const { inserted, lock } = await seedDemoJobs(t.ctx, 12_000);
    expect(inserted).toBe(12_000);
    expect(lock.transactions).toBeGreaterThan(1);
    expect(lock.longestMs).toBeGreaterThan(0);
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(12_000);
    expect(t.store.db.prepare(`SELECT v FROM jobs_fts_config WHERE k = 'automerge'`).pluck().get()).toBe(4);
    await t.store.write(() => t!.store.search.setBulkMerging(true)); // 16 segments of a size, as the seed merged
    expect(await t.store.write(() => t!.store.search.mergeSegments(1_000))).toBe(0);
  }, 60_000);
});

describe('sliced transactions', () => {
  /** A clock the work moves: each unit of work costs `msPerUnit` of it. */
  function timedWork(t: TestServices) {
    let clock = 0;
    const asked: number[] = [];
    const cost = { msPerUnit: 1 };
    const writer = bulkWriter(t.store, { now: () => clock });
    const kind = (left: { units: number }) =>
      writer.slices({
        take: (units) => {
          asked.push(units);
          return Array.from({ length: Math.min(units, left.units) }, () => 1);
        },
        write: (batch) => {
          clock += batch.length * cost.msPerUnit;
          left.units -= batch.length;
          return batch.length;
        },
        maxUnits: 1_000,
      });
    return { writer, asked, cost, kind };
  }

  it('sizes each transaction to about 30 ms from the last one, by at most half or double', async () => {
    t = createTestServices();
    const { writer, asked, cost, kind } = timedWork(t);
    const work = kind({ units: 10_000 });
    for (let i = 0; i < 8; i++) await work.next();
    expect(asked).toEqual([2, 4, 8, 16, 30, 30, 30, 30]);
    cost.msPerUnit = 6; // the work slows down: one long transaction, then smaller ones
    await work.next();
    await work.next();
    await work.next();
    expect(asked.slice(8)).toEqual([30, 15, 8]);
    expect(writer.finish()).toEqual({ transactions: 11, longestMs: 180 });
  });

  it('starts over at the slowest speed seen, where the work may change speed', async () => {
    t = createTestServices();
    const { asked, cost, kind } = timedWork(t);
    const work = kind({ units: 10_000 });
    cost.msPerUnit = 3;
    for (let i = 0; i < 6; i++) await work.next(); // settles at 10 units
    cost.msPerUnit = 0.25;
    for (let i = 0; i < 6; i++) await work.next(); // grows to 120
    expect(asked.at(-1)).toBe(120);
    work.startOver();
    await work.next();
    expect(asked.at(-1)).toBe(10);
  });

  it('pauses at least 2 ms after a transaction that held the lock, counting the work between, in whole milliseconds', async () => {
    t = createTestServices();
    let clock = 0;
    const slept: number[] = [];
    const writer = bulkWriter(t.store, {
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
    });
    const work = writer.slices({
      take: (units) => {
        clock += 0.5; // making the next units, outside the lock
        return [units];
      },
      write: () => {
        clock += 10;
        return 1;
      },
      maxUnits: 1,
    });
    for (let i = 0; i < 3; i++) await work.next();
    // 1.5 ms left of each pause, asked as 2: Node would truncate 1.5 to 1 and sleep about 1.2 ms.
    expect(slept).toEqual([2, 2]);
  });

  it('counts only transactions that held the lock, and stops when the work is done', async () => {
    t = createTestServices();
    const { writer, kind, cost } = timedWork(t);
    cost.msPerUnit = 0; // found nothing worth timing
    const idle = kind({ units: 3 });
    expect(await idle.next()).toBe(2);
    expect(await idle.next()).toBe(1);
    expect(await idle.next()).toBeNull();
    expect(writer.finish()).toEqual({ transactions: 0, longestMs: 0 });
  });
});
