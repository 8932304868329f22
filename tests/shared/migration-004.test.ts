// Migration 004 on a database made by the shipped migrations 001 to 003: the search log keeps its
// rows and its counter and learns the bulk-load row, the bulk-load switch and the console's
// covering index arrive, and postings are counted per status.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fakeClock } from '../../shared/services/clock';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { searchJobs } from '../../shared/services/job-search';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { openStore } from '../../shared/store/store';
import { tempDir } from '../helpers/services';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.UTC(2026, 10, 1, 9);
const DAY = 86_400_000;

it('upgrades a version 3 database: log, counter, indexes, status counts and bulk loading', async () => {
  dir = tempDir();
  const old = openDatabase(join(dir, 'jobportal.db'), { migrations: MIGRATIONS.slice(0, 3) });
  const insert = old.prepare(`
    INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
      status, submitted_at, due_at, published_at, published_seq, expires_at, updated_at)
    VALUES (@title, 'Acme', 'Rajkot, Gujarat', 'Full-time', 1, 'Build things with a small team.', 'React', 'jobs@acme.example', '1 Year +',
      @status, @at, @at, @published, @seq, @expires, @at)`);
  insert.run({ title: 'Live React Developer', status: 'published', seq: 1, at: NOW - DAY, published: NOW - DAY, expires: NOW + 20 * DAY });
  insert.run({ title: 'Waiting Tester', status: 'pending', seq: null, at: NOW - DAY, published: null, expires: null });
  // The log's counter ran ahead of its rows (the sweep prunes old rows): it must not go back.
  old.prepare(`DELETE FROM search_log`).run();
  const counter = old.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'search_log'`).pluck().get();
  expect(counter).toBe(1);
  old.close();

  const store = openStore(dir);
  try {
    const { db } = store;
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name IN ('jobs_by_updated', 'jobs_summary', 'jobs_by_status') ORDER BY name`).pluck().all()).toEqual(['jobs_summary']);
    expect(db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'search_log'`).pluck().all()).toEqual([counter]);
    expect(db.prepare(`SELECT status, n FROM job_status_counts ORDER BY status`).all()).toEqual([
      { status: 'pending', n: 1 },
      { status: 'published', n: 1 },
    ]);
    const ctx = { store, clock: fakeClock(NOW) };
    expect(searchJobs(ctx, { jobTitle: 'team' }).totalResults).toBe(1);
    // Bulk loading needs the switch and the log's op 0; the log goes on from its old counter.
    await seedDemoJobs(ctx, 50, { firstIndex: 1 });
    expect(searchJobs(ctx, { jobTitle: 'team' }).totalResults).toBe(51);
    expect(db.prepare(`SELECT min(id) AS first, op FROM search_log`).get()).toEqual({ first: 2, op: 0 });
  } finally {
    store.close();
  }
});
