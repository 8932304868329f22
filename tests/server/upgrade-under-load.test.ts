// An upgrade from an older release with the real server running on the store: the server migrates
// at open in short steps and finishes the rest in slices while it answers searches and job posts;
// another process trying to write is never shut out for long. `npm run bench:migration` is the same
// run at 200,000 jobs; here 60,000 keep it under half a minute. Times on a shared machine vary, and
// a loaded one stalls a process for up to about 300 ms at any moment, in any transaction: so the
// bounds are relative to what the shipped migrations, applied whole, hold the lock for on the same
// store, at a size where that is well above such a stall.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { measureUpgrade } from '../../scripts/bench/migration-upgrade';
import { buildOldStore } from '../../scripts/bench/old-store';
import { systemClock } from '../../shared/services/clock';
import { searchJobs } from '../../shared/services/job-search';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { slicedStepOf } from '../../shared/store/sliced-migrations';
import { openStore } from '../../shared/store/store';
import { tempDir } from '../helpers/services';

const JOBS = 60_000;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it(`upgrades ${JOBS.toLocaleString('en')} jobs from version 12 while the server answers, never holding the write lock long`, async () => {
  const whole = tempDir();
  const upgraded = tempDir();
  dirs.push(whole, upgraded);
  buildOldStore(whole, { version: 12, jobs: JOBS });
  const started = performance.now();
  openDatabase(join(whole, 'jobportal.db'), { wholeUpTo: Infinity }).close();
  const wholeMs = performance.now() - started; // 013 and 014 in one transaction each (and the short ones after)

  const report = await measureUpgrade(upgraded, { jobs: JOBS, fromVersion: 12 });
  console.log(
    `upgrade of ${JOBS} jobs: whole ${wholeMs.toFixed(0)} ms; sliced: lock waited at most ${report.lock.longestMs.toFixed(1)} ms ` +
      `(p99 ${report.lock.p99Ms.toFixed(1)}), held at most ${report.held?.longestMs} ms in ${report.held?.transactions} transactions; ` +
      `worst search ${report.reads.max.toFixed(1)} ms, worst post ${report.writes.max.toFixed(1)} ms`,
  );

  // At open, only the short steps: the new index created empty, the word-count tables.
  expect(report.migrations.map((m) => [m.name, m.how])).toEqual(MIGRATIONS.slice(12).map((m) => [m.name, slicedStepOf(m) ? 'sliced' : 'whole']));
  expect(report.migrations.filter((m) => m.how === 'sliced').map((m) => m.name)).toEqual(['013-search-no-prefix-index', '014-search-term-docs', '019-search-facets-index']);
  for (const m of report.migrations) expect(m.held_ms).toBeLessThan(wholeMs / 10);
  // The rest in many short transactions, while the server answered everything it was asked.
  expect(report.held!.transactions).toBeGreaterThanOrEqual(10);
  expect(report.held!.longestMs).toBeLessThan(wholeMs / 3);
  expect(report.lock.longestMs).toBeLessThan(wholeMs / 2);
  expect(report.lock.p99Ms).toBeLessThan(wholeMs / 10); // about two slices
  expect(report.reads.count).toBeGreaterThan(0);
  expect(report.writes.count).toBeGreaterThan(0);
  expect([report.reads.failures, report.writes.failures]).toEqual([0, 0]);
  expect(Math.max(report.reads.max, report.writes.max)).toBeLessThan(wholeMs);

  // The store is where the shipped migrations leave it, and its searches are exact.
  const store = openStore(upgraded);
  try {
    expect(store.db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'jobs_fts'`).pluck().get()).not.toContain('prefix');
    expect(store.search.termDocsIncomplete()).toBe(false);
    const posted = store.db.prepare(`SELECT count(*) FROM jobs WHERE job_title LIKE 'Upgrade Watcher%'`).pluck().get();
    expect(posted).toBe(report.writes.count); // pending review, not published: no search finds them
    expect(searchJobs({ store, clock: systemClock }, { jobTitle: 'team' }).totalResults).toBe(JOBS);
  } finally {
    store.close();
  }
}, 120_000);
