// An employer's postings are found through two tables the triggers keep (migration 009), and the
// demo seed adds its jobs to them afterwards, in key order. Whatever writes happen, the lookups
// must answer exactly what a scan of the jobs would.
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JobPostSchema, jobContent, type JobContent } from '../../shared/domain';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { addEmployerBacklog } from '../../shared/services/employer-backlog';
import { sweep } from '../../shared/services/retention';
import { openDatabase } from '../../shared/store/database';
import { encodeDemoJobs } from '../../shared/store/jobs-repository';
import { MIGRATIONS } from '../../shared/store/migrations';
import { openStore, type Store } from '../../shared/store/store';
import { validJob } from '../helpers/fixtures';
import { createTestServices, tempDir, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(() => t?.close());

const EMAILS = ['jobs@acme.example', 'JOBS@Acme.example', 'hr@kiln.example', 'careers@quarry.example'];
const COMPANIES = ['Acme Tiles', 'ACME TILES', 'Kiln Works', 'Quarry & Co'];

const content = (company_email: string, company_name: string): JobContent => ({
  ...jobContent(JobPostSchema.parse(validJob({ company_name }))),
  company_email,
});

/** What the tables must hold: one entry per job, its own keys. */
function expectTablesFollowJobs(store: Store) {
  const { db } = store;
  const entries = (table: string, key: string) => db.prepare(`SELECT ${key} AS key, submitted_at, job_id FROM ${table} ORDER BY job_id`).all();
  expect(entries('jobs_by_email', 'email')).toEqual(db.prepare(`SELECT company_email AS key, submitted_at, id AS job_id FROM jobs ORDER BY id`).all());
  expect(entries('jobs_by_company', 'company')).toEqual(db.prepare(`SELECT company_name AS key, submitted_at, id AS job_id FROM jobs ORDER BY id`).all());
}

/** The lookups answer as a scan of the jobs (any case of the address) would. */
function expectLookupsMatchScan(store: Store, email: string) {
  const { db } = store;
  const scanned = db.prepare(`SELECT id, status FROM jobs WHERE company_email = ? COLLATE NOCASE ORDER BY submitted_at DESC, id`).all(email) as {
    id: number;
    status: string;
  }[];
  expect(
    store.jobs
      .byEmail(email.toUpperCase(), 1000)
      .map((job) => job.id)
      .sort((a, b) => a - b),
  ).toEqual(scanned.map((job) => job.id).sort((a, b) => a - b));
  const history = store.queue.employerHistory(email);
  expect(history.total).toBe(scanned.length);
  for (const status of ['pending', 'published', 'rejected', 'expired'] as const) {
    expect(history[status]).toBe(scanned.filter((job) => job.status === status).length);
  }
  const found = store.queue.find({ status: null, text: null, category: null, employer: email, limit: 1000 });
  expect(found.total).toBe(scanned.length);
  expect(found.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(scanned.map((job) => job.id).sort((a, b) => a - b));
}

describe('the employer tables', () => {
  it('follow every insert, change and deletion of a job, and answer as a scan would', async () => {
    type Op =
      | { kind: 'insert'; email: number; company: number }
      | { kind: 'change'; job: number; email: number; company: number; resubmit: boolean; keep: boolean }
      | { kind: 'remove'; job: number }
      | { kind: 'demo'; jobs: number; email: number }
      | { kind: 'backlog' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), email: fc.nat(3), company: fc.nat(3) }),
      fc.record({ kind: fc.constant('change' as const), job: fc.nat(20), email: fc.nat(3), company: fc.nat(3), resubmit: fc.boolean(), keep: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), job: fc.nat(20) }),
      fc.record({ kind: fc.constant('demo' as const), jobs: fc.integer({ min: 1, max: 5 }), email: fc.nat(3) }),
      fc.record({ kind: fc.constant('backlog' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        t = createTestServices();
        try {
          const { store, clock } = t;
          const ids = () => store.db.prepare(`SELECT id FROM jobs ORDER BY id`).pluck().all() as number[];
          for (const o of ops) {
            clock.advance(1000);
            const now = clock.now();
            await store.write(() => {
              const pick = (k: number) => ids()[k % Math.max(1, ids().length)];
              if (o.kind === 'insert') store.jobs.insert(content(EMAILS[o.email]!, COMPANIES[o.company]!), { status: 'pending', submitted_at: now, due_at: now });
              if (o.kind === 'change') {
                const id = pick(o.job);
                const job = id === undefined ? undefined : store.jobs.get(id);
                if (!job) return;
                // Or the same employer: a resubmission still moves submitted_at, the tables' second key.
                const changed = o.keep ? content(job.company_email, job.company_name) : content(EMAILS[o.email]!, COMPANIES[o.company]!);
                if (job.status === 'pending') store.jobs.updateContent(job.id, changed, now, job.updated_at);
                else if (job.status === 'published' && !o.resubmit) store.jobs.applyLive(job.id, changed, now);
                else if (job.status === 'published') store.jobs.expire(job.id, now, 'staff') && store.jobs.resubmit(job.id, changed, now, now, now);
              }
              if (o.kind === 'remove') {
                const id = pick(o.job);
                if (id !== undefined) store.jobs.remove(id);
              }
              if (o.kind === 'demo') {
                const rows = Array.from({ length: o.jobs }, () => ({ content: content(EMAILS[o.email]!, 'Demo Works'), publishedAt: now, expiresAt: now + 1e9 }));
                store.jobs.insertDemoJobs([encodeDemoJobs(rows)]);
              }
            });
            if (o.kind === 'backlog') await addEmployerBacklog(t.ctx);
          }
          await addEmployerBacklog(t.ctx);
          expect(store.db.prepare(`SELECT count(*) FROM jobs_by_employer_backlog`).pluck().get()).toBe(0);
          expectTablesFollowJobs(t.store);
          for (const email of EMAILS) expectLookupsMatchScan(t.store, email);
        } finally {
          t.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keep the demo seed out until its end, then hold every seeded job', async () => {
    t = createTestServices();
    const seeded = await seedDemoJobs(t.ctx, 120);
    expect(seeded.inserted).toBe(120);
    expect(t.store.db.prepare(`SELECT count(*) FROM jobs_by_employer_backlog`).pluck().get()).toBe(0);
    expectTablesFollowJobs(t.store);
    // The demo employers that post most, and one that posted once.
    const counts = t.store.db.prepare(`SELECT company_email, count(*) AS n FROM jobs GROUP BY company_email COLLATE NOCASE ORDER BY n DESC`).all() as {
      company_email: string;
      n: number;
    }[];
    expect(counts[0]!.n).toBeGreaterThan(1);
    for (const { company_email } of [counts[0]!, counts[1]!, counts.at(-1)!]) expectLookupsMatchScan(t.store, company_email);
    // Likely duplicates reach the seeded jobs through the company table too.
    // A job of the employer that posts most, so there are others to find.
    const busiest = t.store.db.prepare(`SELECT id FROM jobs WHERE company_email = ? ORDER BY id LIMIT 1`).pluck().get(counts[0]!.company_email) as number;
    const job = t.store.jobs.get(busiest)!;
    const around = t.store.queue.sameEmployerAround(job, 60 * 86_400_000).map((c) => c.id);
    const sameCompany = t.store.db
      .prepare(`SELECT id FROM jobs WHERE id <> ? AND (company_name = ? COLLATE NOCASE OR company_email = ? COLLATE NOCASE)`)
      .pluck()
      .all(job.id, job.company_name, job.company_email);
    expect(sameCompany.length).toBeGreaterThan(0);
    expect(around.sort((a, b) => a - b)).toEqual(sameCompany);
  });

  it('get what an interrupted seed left from the next retention sweep', async () => {
    t = createTestServices();
    const now = t.clock.now();
    const rows = [0, 1, 2].map((i) => ({ content: content('jobs@acme.example', `Acme ${i}`), publishedAt: now - i, expiresAt: now + 1e9 }));
    // The seed's own writes, without the addition at its end.
    await t.store.write(() => t.store.jobs.insertDemoJobs([encodeDemoJobs(rows)]));
    expect(t.store.jobs.byEmail('jobs@acme.example', 10)).toEqual([]);
    await sweep(t.ctx);
    expect(t.store.jobs.byEmail('jobs@acme.example', 10)).toHaveLength(3);
    expectTablesFollowJobs(t.store);
    expect(t.store.db.prepare(`SELECT count(*) FROM jobs_by_employer_backlog`).pluck().get()).toBe(0);
  });

  it('stage the backlog in spans of ids, and clear only what a span staged', async () => {
    t = createTestServices();
    const { store } = t;
    const now = t.clock.now();
    const demo = (n: number, email: string) =>
      store.write(() =>
        store.jobs.insertDemoJobs([encodeDemoJobs(Array.from({ length: n }, () => ({ content: content(email, 'Demo'), publishedAt: now, expiresAt: now + 1e9 })))]),
      );
    // Three bulk loads with ordinary postings between them (those have their entries already).
    await demo(3, 'a@demo.example');
    await store.write(() => store.jobs.insert(content('b@real.example', 'Real'), { status: 'pending', submitted_at: now, due_at: now }));
    await demo(2, 'a@demo.example');
    await demo(4, 'c@demo.example');
    const backlog = () => store.db.prepare(`SELECT first_id, last_id FROM jobs_by_employer_backlog ORDER BY first_id`).all();
    expect(backlog()).toEqual([
      { first_id: 1, last_id: 3 },
      { first_id: 5, last_id: 6 },
      { first_id: 7, last_id: 10 },
    ]);
    const stageAndAdd = async (maxJobs: number) => {
      const span = store.read(() => store.jobs.stageEmployerBacklog(maxJobs))!;
      await store.write(() => {
        store.jobs.addStagedToEmployerTable('email', 1, span.jobs);
        store.jobs.addStagedToEmployerTable('company', 1, span.jobs);
      });
      return span;
    };
    // A span of at most 6 ids: the first two loads (ids 1 to 6, the ordinary posting among them).
    const first = await stageAndAdd(6);
    expect(first).toMatchObject({ from: 1, to: 6, jobs: 6 });
    await store.write(() => store.jobs.clearEmployerBacklog(first));
    expect(backlog()).toEqual([{ first_id: 7, last_id: 10 }]);
    expect(store.jobs.byEmail('a@demo.example', 10)).toHaveLength(5);
    expect(store.jobs.byEmail('c@demo.example', 10)).toEqual([]);

    const second = await stageAndAdd(6);
    expect(second).toMatchObject({ from: 7, to: 10, jobs: 4 });
    // Meanwhile the newest job goes and a new load takes its id: that load was not staged, so
    // clearing the span must leave it, though its ids lie within the span.
    await store.write(() => store.jobs.remove(10));
    await demo(1, 'd@demo.example');
    expect(store.db.prepare(`SELECT max(id) FROM jobs`).pluck().get()).toBe(10);
    await store.write(() => store.jobs.clearEmployerBacklog(second));
    expect(backlog()).toEqual([{ first_id: 10, last_id: 10 }]);
    await addEmployerBacklog(t.ctx);
    expect(backlog()).toEqual([]);
    expect(store.jobs.byEmail('c@demo.example', 10)).toHaveLength(3);
    expect(store.jobs.byEmail('d@demo.example', 10).map((job) => job.id)).toEqual([10]);
    // The removed job's entries went with it; the job that took its id has its own.
    expectTablesFollowJobs(store);
  });

  it('stale entries (a job changed after the backlog was staged) never lead to the wrong employer', async () => {
    t = createTestServices();
    const now = t.clock.now();
    const rows = [0, 1].map((i) => ({ content: content('jobs@acme.example', 'Acme Tiles'), publishedAt: now + i, expiresAt: now + 1e9 }));
    await t.store.write(() => t.store.jobs.insertDemoJobs([encodeDemoJobs(rows)]));
    const staged = t.store.read(() => t.store.jobs.stageEmployerBacklog(100))!;
    expect(staged.jobs).toBe(2);
    // Meanwhile the console moves one of them to another employer.
    const [moved, kept] = t.store.db.prepare(`SELECT id FROM jobs ORDER BY id`).pluck().all() as number[];
    await t.store.write(() => t.store.jobs.applyLive(moved!, content('hr@kiln.example', 'Kiln Works'), now + 5));
    await t.store.write(() => {
      t.store.jobs.addStagedToEmployerTable('email', 1, staged.jobs);
      t.store.jobs.addStagedToEmployerTable('company', 1, staged.jobs);
      t.store.jobs.clearEmployerBacklog(staged);
    });
    // The stale entry is there, and the job's own address decides.
    expect(t.store.db.prepare(`SELECT count(*) FROM jobs_by_email WHERE job_id = ?`).pluck().get(moved)).toBe(2);
    expect(t.store.jobs.byEmail('jobs@acme.example', 10).map((job) => job.id)).toEqual([kept]);
    expect(t.store.jobs.byEmail('hr@kiln.example', 10).map((job) => job.id)).toEqual([moved]);
    for (const email of ['jobs@acme.example', 'hr@kiln.example']) expectLookupsMatchScan(t.store, email);
    const keptJob = t.store.jobs.get(kept!)!;
    expect(t.store.queue.sameEmployerAround(keptJob, 86_400_000)).toEqual([]);
  });
});

it('migration 009 fills the employer tables from the jobs already stored', async () => {
  const dir = tempDir();
  try {
    const old = openDatabase(join(dir, 'jobportal.db'), { migrations: MIGRATIONS.slice(0, 8) });
    const insert = old.prepare(`
      INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
        status, submitted_at, due_at, updated_at)
      VALUES (@job_title, @company_name, @location, @job_type, @category, @description, @requirements, @company_email, @experience,
        'pending', @at, @at, @at)`);
    for (let i = 0; i < 40; i++) insert.run({ ...content(EMAILS[i % 4]!, COMPANIES[(i >> 2) % 4]!), at: 1_000 + (i % 7) });
    old.close();
    const store = openStore(dir);
    try {
      expect(store.db.prepare(`SELECT count(*) FROM jobs_by_email`).pluck().get()).toBe(40);
      expectTablesFollowJobs(store);
      for (const email of EMAILS) expectLookupsMatchScan(store, email);
      // The old indexes on jobs are gone: the tables took their names.
      expect(store.db.prepare(`SELECT type FROM sqlite_master WHERE name IN ('jobs_by_email', 'jobs_by_company')`).pluck().all()).toEqual(['table', 'table']);
    } finally {
      store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
