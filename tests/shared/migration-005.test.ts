// Migration 005 on a database populated by the version before it: every job, application,
// decision and count survives, search answers the same, expired postings learn who ended them.
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fakeClock } from '../../shared/services/clock';
import { searchJobs } from '../../shared/services/job-search';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { openStore } from '../../shared/store/store';
import { tempDir } from '../helpers/services';
import { rmSync } from 'node:fs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.UTC(2025, 5, 1, 9);
const DAY = 86_400_000;

it('keeps jobs, search, counts, applications and decisions, and marks who ended each expired posting', async () => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 4) });
  expect(old.pragma('user_version', { simple: true })).toBe(4);
  const insert = old.prepare(`
    INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
      status, submitted_at, due_at, published_at, published_seq, expires_at, expired_at, updated_at)
    VALUES (@title, 'Acme', 'Rajkot, Gujarat', 'Full-time', @category, 'Build things.', 'React, SQL', 'jobs@acme.example', '1 Year +',
      @status, @at, @at, @published, @seq, @expires, @expired, @at)`);
  const rows = [
    { title: 'Live React Developer', category: 1, status: 'published', seq: 1, expires: NOW + 10 * DAY, expired: null },
    { title: 'Live Content Writer', category: 8, status: 'published', seq: 2, expires: NOW + 20 * DAY, expired: null },
    { title: 'Ran Out Designer', category: 9, status: 'expired', seq: 3, expires: NOW - DAY, expired: NOW - DAY },
    { title: 'Taken Down Scam', category: 1, status: 'expired', seq: 4, expires: NOW + 5 * DAY, expired: NOW - 2 * DAY },
    { title: 'Waiting Tester', category: 1, status: 'pending', seq: null, expires: null, expired: null },
  ];
  for (const row of rows) insert.run({ ...row, at: NOW - 5 * DAY, published: row.seq ? NOW - 5 * DAY : null });
  old.prepare(`INSERT INTO decisions (job_id, action, actor, at) VALUES (4, 'expire', 'Asha', ?)`).run(NOW - 2 * DAY);
  old.prepare(`INSERT INTO decisions (job_id, action, actor, at, undone_by) VALUES (3, 'expire', 'Asha', ?, 99)`).run(NOW - 3 * DAY);
  old.prepare(`
    INSERT INTO applications (job_id, user_name, email, phone, location, experience, cover_letter, notice_period, created_at)
    VALUES (1, 'Asha', 'asha@example.com', '+91 98250 12345', 'Surat', 'Fresher', 'Hello', '30 days', ?)`).run(NOW - DAY);
  // What the live jobs' index, counts and log held before.
  const fts = (db: typeof old) => db.prepare(`SELECT count(*) AS n FROM jobs_fts WHERE jobs_fts MATCH 'react*'`).get();
  const before = {
    counts: old.prepare('SELECT category, n FROM published_counts WHERE n > 0 ORDER BY category').all(),
    log: old.prepare('SELECT count(*) AS n FROM search_log').get(),
    fts: fts(old),
  };
  old.close();

  const store = openStore(dir);
  try {
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(store.db.prepare('SELECT count(*) AS n FROM jobs').get()).toEqual({ n: 5 });
    expect(store.applications.count()).toBe(1);
    expect(store.decisions.ofJob(4)).toHaveLength(1);
    expect(store.jobs.get(3)).toMatchObject({ status: 'expired', ended_by: 'expiry', renewed_at: null });
    expect(store.jobs.get(4)).toMatchObject({ status: 'expired', ended_by: 'staff' });
    expect(store.jobs.get(1)).toMatchObject({ status: 'published', ended_by: null });
    expect(store.db.prepare('SELECT category, n FROM published_counts WHERE n > 0 ORDER BY category').all()).toEqual(before.counts);
    expect(store.db.prepare('SELECT count(*) AS n FROM search_log').get()).toEqual(before.log);
    expect(fts(store.db)).toEqual(before.fts);
    const ctx = { store, clock: fakeClock(NOW) };
    const all = searchJobs(ctx, {});
    expect([all.totalResults, all.jobs.map((j) => j.job_title)]).toEqual([2, ['Live Content Writer', 'Live React Developer']]);
    expect(searchJobs(ctx, { jobTitle: 'developer' }).jobs.map((j) => j.job_title)).toEqual(['Live React Developer']);
    // The first renewal after the migration: newest first, index and counts still exact.
    const job = store.jobs.get(1)!;
    await store.write(() => store.jobs.renew(1, NOW, NOW + 30 * DAY, job.expires_at!));
    const after = searchJobs(ctx, {});
    expect([after.totalResults, after.jobs[0]!.job_title]).toEqual([2, 'Live React Developer']);
    expect(searchJobs(ctx, { jobTitle: 'developer' }).totalResults).toBe(1);
  } finally {
    store.close();
  }
});
