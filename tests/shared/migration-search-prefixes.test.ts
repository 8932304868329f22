// Migrations 006, 008, 010, 011 and 013 rebuild the search index from the published jobs with other
// settings (006 adds the 4-letter prefixes, 008 drops them again, 010 keeps columns instead of
// positions, 011 drops the 2-letter prefixes, 013 the 3-letter ones):
// every search answers exactly as before, and the index still follows the jobs afterwards.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fakeClock } from '../../shared/services/clock';
import { demoJob } from '../../shared/services/demo-jobs';
import { searchJobs } from '../../shared/services/job-search';
import { openDatabase, type Db } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { openStore } from '../../shared/store/store';
import { tempDir } from '../helpers/services';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.UTC(2026, 10, 1, 9);
const DAY = 86_400_000;
const QUERIES = ['"team"*', '"deve"*', '"java"*', '"de"*', '"manager"', 'location : ("guja"*)', 'category : c3', '"sale"* AND category : c2'];

it.each([
  { migration: 6, prefixes: '2 3 4', crisismerge: undefined, detail: 'full' },
  { migration: 8, prefixes: '2 3', crisismerge: 32, detail: 'full' },
  { migration: 10, prefixes: '2 3', crisismerge: 32, detail: 'column' },
  { migration: 11, prefixes: '3', crisismerge: 32, detail: 'column' },
  { migration: 13, prefixes: null, crisismerge: 32, detail: 'column' },
])('$migration indexes the same published jobs (prefixes $prefixes, detail $detail), and later changes still reach it', async ({ migration, prefixes, crisismerge, detail }) => {
  dir = tempDir();
  const file = join(dir, 'jobportal.db');
  const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, migration - 1) });
  const insert = old.prepare(`
    INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
      status, submitted_at, due_at, published_at, published_seq, expires_at, expired_at, updated_at)
    VALUES (@job_title, @company_name, @location, @job_type, @category, @description, @requirements, @company_email, @experience,
      @status, @at, @at, @published, @seq, @expires, @expired, @at)`);
  for (let i = 0; i < 300; i++) {
    const status = i % 10 === 9 ? 'expired' : i % 10 === 8 ? 'pending' : 'published';
    const seq = status === 'pending' ? null : i + 1;
    insert.run({ ...demoJob(i), status, at: NOW - 5 * DAY, seq, published: seq && NOW - 5 * DAY, expires: seq && NOW + 25 * DAY, expired: status === 'expired' ? NOW - DAY : null });
  }
  const matching = (db: Db) => QUERIES.map((q) => db.prepare(`SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid`).pluck().all(q));
  const before = matching(old);
  old.close();
  const migrated = openDatabase(file, { migrations: MIGRATIONS.slice(0, migration) });
  const sql = migrated.prepare(`SELECT sql FROM sqlite_master WHERE name = 'jobs_fts'`).pluck().get() as string;
  if (prefixes) expect(sql).toContain(`prefix = '${prefixes}'`);
  else expect(sql).not.toContain('prefix');
  expect(sql.includes('detail = column')).toBe(detail === 'column');
  expect(matching(migrated)).toEqual(before);
  expect(migrated.prepare(`SELECT v FROM jobs_fts_config WHERE k = 'crisismerge'`).pluck().get()).toBe(crisismerge);
  migrated.close();
  // Something to find in every query, and not everything: otherwise the comparison proves little.
  for (const rows of before) expect(rows.length).toBeGreaterThan(0);
  expect(before[0]!.length).toBe(240);

  const store = openStore(dir);
  try {
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(matching(store.db)).toEqual(before);
    const ctx = { store, clock: fakeClock(NOW) };
    expect(searchJobs(ctx, { jobTitle: 'team' }).totalResults).toBe(240);
    // The triggers on jobs write to the new table: a job leaving the published set leaves search.
    await store.write(() => store.jobs.expire(1, NOW, 'staff'));
    expect(searchJobs(ctx, { jobTitle: 'team' }).totalResults).toBe(239);
    expect(store.db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH '"team"*'`).pluck().get()).toBe(239);
  } finally {
    store.close();
  }
});
