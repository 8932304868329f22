// Migrations applied in slices on a large store (store/sliced-migrations.ts): they end exactly where
// the shipped migrations end, the old index answers every search exactly until the new one is
// complete, changes made meanwhile reach the new index, and any process can finish the work.
import { execFile } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';
import { buildOldStore } from '../../scripts/bench/old-store';
import { fakeClock } from '../../shared/services/clock';
import { demoJob } from '../../shared/services/demo-jobs';
import { searchJobs } from '../../shared/services/job-search';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { finishSlicedMigrations, upgradeHolding, upgradeWorkLeft } from '../../shared/services/sliced-migrations';
import { openDatabase, type Db } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import { createSearchIndexRebuild } from '../../shared/store/search-index-rebuild';
import { slicedStepOf } from '../../shared/store/sliced-migrations';
import { openStore, type Store } from '../../shared/store/store';
import { validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';

const NOW = Date.UTC(2026, 10, 1, 9);
const QUERIES = ['"team"*', '"deve"*', '"java"*', '"manager"', 'location : ("guja"*)', 'category : c3', '"sale"* AND category : c2', '"zzrenamed"', 'category : tfulltime', 'category : (e1year OR e2year)', 'category : sal3'];
const dirs: string[] = [];
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newDir = () => {
  const dir = tempDir();
  return dir;
};
const open = (dir: string) => {
  const store = openStore(dir);
  stores.push(store);
  return store;
};

const matching = (db: Db, table = 'jobs_fts') => QUERIES.map((q) => db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).pluck().all(q));
/** The schema, with the quotes SQLite puts around a renamed table's name taken off. */
const schemaOf = (db: Db) =>
  db
    .prepare<[], { type: string; name: string; sql: string | null }>(`SELECT type, name, sql FROM sqlite_master ORDER BY name`)
    .all()
    .map((row) => ({ ...row, sql: row.sql?.replace(/["'](jobs_fts\w*)["']/g, '$1') }));
const stateOf = (db: Db) => ({
  version: db.pragma('user_version', { simple: true }),
  schema: schemaOf(db),
  // FTS5's merge settings as they apply (a setting at its default may or may not have a row).
  config: { automerge: 4, usermerge: 4, ...Object.fromEntries(db.prepare<[], [string, unknown]>(`SELECT k, v FROM jobs_fts_config`).raw().all()) },
  termDocs: db.prepare(`SELECT field, term, docs FROM search_term_docs ORDER BY field, term`).all(),
  termDocsState: db.prepare(`SELECT pending_jobs, recounted_through FROM search_term_docs_state`).all(),
  matching: matching(db),
});

/**
 * A store at `version` with jobs in it: from 12 on as a demo seed left it, before that (no demo mark
 * yet) posted and published one by one, through the triggers of that version.
 */
function oldStore(dir: string, version: number): void {
  if (version >= 12) return buildOldStore(dir, { version, jobs: 600, now: NOW });
  const db = openDatabase(join(dir, 'jobportal.db'), { migrations: MIGRATIONS.slice(0, version) });
  const insert = db.prepare(`
    INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
      status, submitted_at, due_at, published_at, published_seq, expires_at, updated_at)
    VALUES (@job_title, @company_name, @location, @job_type, @category, @description, @requirements, @company_email, @experience,
      @status, @at, @at, @published, @seq, @expires, @at)`);
  db.transaction(() => {
    for (let i = 0; i < 400; i++) {
      const seq = i % 10 === 9 ? null : i + 1; // a tenth still pending review
      insert.run({ ...demoJob(i), status: seq ? 'published' : 'pending', at: NOW - 86_400_000, seq, published: seq && NOW, expires: seq && NOW + 29 * 86_400_000 });
    }
  })();
  db.close();
}

it.each([5, 12, 13])('from version %i, the sliced forms end exactly where the shipped migrations end', async (version) => {
  const whole = newDir();
  oldStore(whole, version);
  const sliced = newDir();
  copyFileSync(join(whole, 'jobportal.db'), join(sliced, 'jobportal.db'));

  openDatabase(join(whole, 'jobportal.db'), { wholeUpTo: Infinity }).close();
  // Both sides then parse the older postings' salaries (migration 018's backfill: code, not SQL).
  const wholeStore = open(whole);
  await finishSlicedMigrations({ store: wholeStore, clock: fakeClock(NOW) });
  const expected = stateOf(wholeStore.db);
  openDatabase(join(sliced, 'jobportal.db'), { wholeUpTo: 0 }).close();
  const store = open(sliced);
  const ctx = { store, clock: fakeClock(NOW) };
  expect(upgradeWorkLeft(ctx)).toBe(true);
  const lock = upgradeHolding(await finishSlicedMigrations(ctx));
  expect(upgradeWorkLeft(ctx)).toBe(false);
  expect(lock.transactions).toBeGreaterThan(1);

  expect(stateOf(store.db)).toEqual(expected);
  expect(expected.matching[0]!.length).toBeGreaterThan(100); // the comparison finds something
  const how = store.db.prepare(`SELECT how FROM schema_migrations WHERE version > ? ORDER BY version`).pluck().all(version);
  expect(how).toEqual(MIGRATIONS.slice(version).map((m) => (slicedStepOf(m) ? 'sliced' : 'whole')));
});

it('a small store upgrades whole at open, with nothing left to finish', () => {
  const dir = newDir();
  buildOldStore(dir, { version: 12, jobs: 200, now: NOW });
  const store = open(dir);
  expect(upgradeWorkLeft({ store, clock: fakeClock(NOW) })).toBe(false);
  expect(store.db.prepare(`SELECT how FROM schema_migrations WHERE version > 12`).pluck().all()).toEqual(MIGRATIONS.slice(12).map(() => 'whole'));
});

it('while the index is rebuilt, the old one answers exactly, changes reach both, and another process finishes', async () => {
  const dir = newDir();
  buildOldStore(dir, { version: 12, jobs: 1_200, now: NOW });
  const here = open(dir); // more jobs than are rebuilt whole: 013 and 014 take their sliced form
  const other = open(dir); // another process on the same file: the CLI, the console
  const clock = fakeClock(NOW);
  const ctx = { store: here, clock };
  expect(here.db.prepare(`SELECT how FROM schema_migrations WHERE version IN (13, 14)`).pluck().all()).toEqual(['sliced', 'sliced']);
  const oldIndex = () => here.db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'jobs_fts'`).pluck().get() as string;
  expect(oldIndex()).toContain(`prefix = '3'`); // migration 011's index still serves
  const team = () => searchJobs(ctx, { jobTitle: 'team' }).totalResults;
  expect(team()).toBe(1_200);

  // A third of the jobs copied, by one transaction of this process.
  expect(await here.write(() => here.searchRebuild.rebuildSlice(400))).toBe(400);
  expect(here.searchRebuild.state()).toEqual({ migration: '019-search-facets-index', rebuilt_through: 400 }); // the newest rebuild replaces 013's
  expect(here.search.termDocsIncomplete()).toBe(true); // one-word searches count in the index meanwhile

  // Changes on both sides of how far it got: an expiry, an edit, a deletion, a new publication.
  const idOf = (seq: number) => here.db.prepare(`SELECT id FROM jobs WHERE published_seq = ?`).pluck().get(seq) as number;
  await here.write(() => {
    here.jobs.expire(idOf(10), NOW, 'staff');
    here.jobs.expire(idOf(900), NOW, 'staff');
    here.db.prepare(`UPDATE jobs SET job_title = 'Zzrenamed Analyst' WHERE published_seq IN (20, 1000)`).run();
    here.db.prepare(`DELETE FROM jobs WHERE published_seq IN (30, 1100)`).run();
  });
  const posted = await submitPosting(ctx, validJob({ job_title: 'Zzrenamed Team Lead' }));
  await approvePosting(ctx, posted.id);
  expect(oldIndex()).toContain(`prefix = '3'`);
  expect(team()).toBe(1_200 - 4 + 1); // every job has "team" in its text; exact throughout
  expect(searchJobs(ctx, { jobTitle: 'zzrenamed' }).totalResults).toBe(3);

  // Another process finishes the rebuild and the recount, from where this one stopped.
  await finishSlicedMigrations({ store: other, clock });
  expect(upgradeWorkLeft(ctx)).toBe(false);
  expect(oldIndex()).not.toContain('prefix');
  expect(oldIndex()).toContain('detail = full');
  expect(here.db.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'jobs_fts_retired%' OR name LIKE 'jobs_fts_next%'`).all()).toEqual([]);

  // The new index holds exactly the published jobs as they are now.
  here.db.exec(`CREATE VIRTUAL TABLE temp.reference USING fts5 (job_title, company_name, description, requirements, location, category,
    content = '', detail = column, tokenize = 'unicode61 remove_diacritics 2')`);
  here.db.exec(`INSERT INTO temp.reference (rowid, job_title, company_name, description, requirements, location, category)
    SELECT published_seq, job_title, company_name, description, requirements, location, search_facets FROM jobs WHERE status = 'published'`);
  expect(matching(here.db)).toEqual(matching(here.db, 'reference'));
  expect(here.search.termDocsIncomplete()).toBe(false);
  expect(team()).toBe(1_197);
  expect(searchJobs(ctx, { jobTitle: 'zzrenamed' }).totalResults).toBe(3);
  // And it follows later changes, through the same triggers.
  await here.write(() => here.jobs.expire(posted.id, NOW, 'staff'));
  expect(searchJobs(ctx, { jobTitle: 'zzrenamed' }).totalResults).toBe(2);
  expect(here.db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH '"zzrenamed"'`).pluck().get()).toBe(2);
});

it('the staff CLI finishes the work on a store no server runs on, and says when nothing is left', async () => {
  const dir = newDir();
  buildOldStore(dir, { version: 13, jobs: 1_200, now: NOW });
  const staff = async () => (await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'upgrade'], { env: { ...process.env, DATA_DIR: dir } })).stdout;
  expect(await staff()).toMatch(/^Upgrade finished: \d+ transaction\(s\), the longest held the write lock [\d.]+ ms\.\n$/);
  expect(await staff()).toBe('Nothing left to do: the database is fully upgraded.\n');
  const store = open(dir);
  expect(store.search.termDocsIncomplete()).toBe(false);
  expect(store.db.prepare(`SELECT how FROM schema_migrations WHERE version = 14`).pluck().get()).toBe('sliced');
});

it('a later rebuild replaces one still under way, whose partial index is emptied in slices like the old one', () => {
  const dir = newDir();
  const file = join(dir, 'jobportal.db');
  buildOldStore(dir, { version: 12, jobs: 1_200, now: NOW });
  // A release whose last migration is 013, stopped a third of the way through its rebuild.
  const at13 = openDatabase(file, { migrations: MIGRATIONS.slice(0, 13), wholeUpTo: 0 });
  at13.transaction(() => createSearchIndexRebuild(at13).rebuildSlice(400)).immediate();
  at13.close();
  // A later release rebuilds the index again.
  const detailNone = { name: `${String(MIGRATIONS.length + 1).padStart(3, '0')}-search-detail-none`, sql: MIGRATIONS[12]!.sql.replace('detail = column', 'detail = none') };
  const db = openDatabase(file, { migrations: [...MIGRATIONS, detailNone], wholeUpTo: 0 });
  try {
    const rebuild = createSearchIndexRebuild(db);
    expect(rebuild.state()).toEqual({ migration: detailNone.name, rebuilt_through: 0 });
    expect(rebuild.retiredLeft()).toBe(true);
    while (db.transaction(() => rebuild.rebuildSlice(500)).immediate() > 0 && rebuild.state());
    let slices = 0;
    while (db.transaction(() => rebuild.dropRetiredSlice(1_000)).immediate() > 0) slices++;
    expect(slices).toBeGreaterThan(2); // two retired indexes, emptied a table at a time, then dropped
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'jobs_fts_%' ORDER BY name`).pluck().all()).toEqual([
      'jobs_fts_config',
      'jobs_fts_data',
      'jobs_fts_docsize',
      'jobs_fts_idx',
    ]);
    expect(db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'jobs_fts'`).pluck().get()).toContain('detail = none');
    expect(db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH '"team"'`).pluck().get()).toBe(1_200);
  } finally {
    db.close();
  }
});
