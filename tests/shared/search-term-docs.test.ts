// The word counts behind one-word searches (migration 014) must equal what the index itself holds,
// after any mix of writes by any process, a bulk load's own counting, and a bulk load stopped early.
import fc from 'fast-check';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/domain';
import { demoJob } from '../../shared/services/demo-jobs';
import type { ServiceContext } from '../../shared/services/context';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { encodeChunk } from '../../shared/services/demo/seed-rows';
import { approvePosting, expireDuePostings, expirePosting, submitPosting } from '../../shared/services/postings';
import { searchJobs } from '../../shared/services/job-search';
import { sweep } from '../../shared/services/retention';
import type { SearchField } from '../../shared/store/search-index';
import { KEYWORD_COLUMNS, matchExpression, searchFilter, searchWords } from '../../shared/store/search-query';

const SEARCH_FIELDS: Record<SearchField, string> = { keywords: KEYWORD_COLUMNS, location: 'location' };
import { openDatabase, type Db } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';
import type { Store } from '../../shared/store/store';
import { validJob } from '../helpers/fixtures';
import { createTestServices, createTwoProcessServices, type TestServices } from '../helpers/services';

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

const FIELDS = Object.keys(SEARCH_FIELDS) as SearchField[];
const COMPLETE = { pending_jobs: 0, recounted_through: null };

/** Every word the index holds, with the counts table's figure and FTS5's own count, per field. */
function countsAgainstIndex({ db }: { db: Db }) {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.check_words USING fts5vocab(main, jobs_fts, row)`);
  const words = db.prepare(`SELECT term FROM temp.check_words`).pluck().all() as string[];
  const table = db.prepare(`SELECT docs FROM search_term_docs WHERE field = ? AND term = ?`).pluck();
  const fts = db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH ?`).pluck();
  const stored = db.prepare(`SELECT field, term, docs FROM search_term_docs WHERE docs <> 0`).all() as { field: SearchField; term: string; docs: number }[];
  return {
    mismatches: words.flatMap((term) =>
      FIELDS.map((field) => ({ field, term, table: (table.get(field, term) as number | undefined) ?? 0, index: fts.get(`${SEARCH_FIELDS[field]} : "${term}"`) as number }))
        .filter((row) => row.table !== row.index),
    ),
    // A word the index no longer holds must not be counted either.
    strays: stored.filter((row) => !words.includes(row.term)),
    pending: db.prepare(`SELECT pending_jobs, recounted_through FROM search_term_docs_state`).get(),
  };
}

/** A one-word (or prefix) search's count, by the store, against FTS5 answering the same search alone. */
function oneWordCounts(store: Store, queries: { keyword: string; location: string }[]) {
  const fts = store.db.prepare(`SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH ?`).pluck();
  return store.read(() =>
    queries.map(({ keyword, location }) => {
      const filter = searchFilter({ keywords: searchWords(keyword), location: searchWords(location) });
      return { keyword, location, store: store.search.countPublished(filter), index: fts.get(matchExpression(filter)) as number };
    }),
  );
}

const WORDS = ['team', 'teams', 'teamwork', 'react', 'reactive', 'node', 'design', 'designer', 'ui', 'uikit', 'café', 'Zürich'];
const PLACES = ['Rajkot, Gujarat', 'Pune, Maharashtra', 'Zürich, Switzerland', 'Team Valley, UK'];
const ONE_WORD_QUERIES = [
  ...['team', 'teams', 'teamw', 'reac', 'react', 'reactive', 'node', 'desi', 'ui', 'uiki', 'cafe', 'zurich', 'nothing'].map((keyword) => ({ keyword, location: '' })),
  ...['rajkot', 'zuri', 'zürich', 'team', 'valley', 'pune'].map((location) => ({ keyword: '', location })),
];

type Op =
  | { kind: 'publish'; words: string[]; place: number; other: boolean }
  | { kind: 'expire'; pick: number; other: boolean }
  | { kind: 'edit'; pick: number; words: string[] }
  | { kind: 'delete'; pick: number }
  | { kind: 'time'; hours: number }
  | { kind: 'sweep' };

const words = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('publish' as const), words, place: fc.nat(3), other: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat(), other: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), words }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 24 * 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
);

describe('word counts for one-word searches', () => {
  it('equal the index after any mix of publishing, editing, expiring and deleting, by this process and another', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 25 }), async (ops) => {
        t?.close();
        const { ctx: here, other, there } = (t = createTwoProcessServices());
        const ids: number[] = [];
        for (const op of ops) {
          const ctx = 'other' in op && op.other ? there : here;
          const id = 'pick' in op && ids.length ? ids[op.pick % ids.length]! : undefined;
          if (op.kind === 'publish') {
            const job = await submitPosting(ctx, validJob({ job_title: op.words.join(' '), description: `Work with ${op.words.at(-1)} people.`, location: PLACES[op.place]! }));
            await approvePosting(ctx, job.id);
            ids.push(job.id);
          } else if (op.kind === 'expire' && id && t.store.jobs.get(id)?.status === 'published') {
            await expirePosting(ctx, id);
          } else if (op.kind === 'edit' && id) {
            await other.write(() => other.db.prepare(`UPDATE jobs SET job_title = ?, location = ? WHERE id = ?`).run(op.words.join(' '), PLACES[op.pick % PLACES.length], id));
          } else if (op.kind === 'delete' && id) {
            await other.write(() => other.db.prepare(`DELETE FROM jobs WHERE id = ?`).run(id));
            ids.splice(ids.indexOf(id), 1);
          } else if (op.kind === 'time') {
            t.clock.advance(op.hours * HOUR_MS);
          } else if (op.kind === 'sweep') {
            await expireDuePostings(there);
          }
        }
        const { mismatches, strays, pending } = countsAgainstIndex(t.store);
        expect(mismatches).toEqual([]);
        expect(strays).toEqual([]);
        expect(pending).toEqual(COMPLETE);
        for (const row of oneWordCounts(t.store, ONE_WORD_QUERIES)) expect(row.store, JSON.stringify(row)).toBe(row.index);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('count a word with the words it begins exactly, when they overlap in the same jobs', async () => {
    t = createTestServices();
    for (const title of ['Team lead', 'Teams admin', 'Teamwork coach', 'Team and teams', 'Team teamwork teams', 'Designer']) {
      await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: title, description: 'Build things.', requirements: 'Care.' }))).id);
    }
    const [team] = oneWordCounts(t.store, [{ keyword: 'team', location: '' }]);
    expect(team).toEqual({ keyword: 'team', location: '', store: 5, index: 5 });
    expect(searchJobs(t.ctx, { jobTitle: 'teams' }).totalResults).toBe(3);
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(5);
  });

  it('are counted again by a demo seed, its rows made in this thread or in a worker', async () => {
    for (const count of [300, 10_000]) {
      t?.close();
      t = createTestServices();
      const job = await submitPosting(t.ctx, validJob({ job_title: 'Team Café lead' }));
      await approvePosting(t.ctx, job.id);
      const recount = vi.spyOn(t.store.search, 'startTermDocsRecount');
      await seedDemoJobs(t.ctx, count);
      expect(recount).toHaveBeenCalledOnce();
      const { mismatches, strays, pending } = countsAgainstIndex(t.store);
      expect({ count, mismatches: mismatches.slice(0, 5), strays: strays.slice(0, 5), pending }).toEqual({ count, mismatches: [], strays: [], pending: COMPLETE });
      const every = oneWordCounts(t.store, [{ keyword: 'team', location: '' }, { keyword: 'with', location: '' }, { keyword: 'cafe', location: '' }]);
      expect(every.map((row) => row.store)).toEqual(every.map((row) => row.index));
      expect(every[0]!.store).toBe(count + 1);
    }
  }, 60_000);

  it('wait for a bulk load stopped before it counted: searches count in the index, and the next seed counts again', async () => {
    t = createTestServices();
    const plan = { firstIndex: 0, publishedAt: Float64Array.from({ length: 64 }, (_, i) => t!.clock.now() - (64 - i) * HOUR_MS) };
    await t.store.write(() => t!.store.jobs.insertDemoJobs([encodeChunk(plan, 0), encodeChunk(plan, 1)]));
    expect(countsAgainstIndex(t.store).pending).toEqual({ pending_jobs: 64, recounted_through: null });
    // Not counted, yet every total is exact: the index counts.
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(64);
    const [team] = oneWordCounts(t.store, [{ keyword: 'team', location: '' }]);
    expect(team!.store).toBe(64);

    const recount = vi.spyOn(t.store.search, 'startTermDocsRecount');
    await seedDemoJobs(t.ctx, 50, { firstIndex: 64 });
    expect(recount).toHaveBeenCalledOnce();
    const { mismatches, pending } = countsAgainstIndex(t.store);
    expect({ mismatches, pending }).toEqual({ mismatches: [], pending: COMPLETE });
    expect(oneWordCounts(t.store, [{ keyword: 'team', location: '' }])[0]!.store).toBe(114);
  });
});

describe('a recount of the word counts', () => {
  it('runs in short transactions beside other writers, stays exact, and any process may finish it', async () => {
    const { other, there } = (t = createTwoProcessServices());
    const plan = { firstIndex: 0, publishedAt: Float64Array.from({ length: 96 }, (_, i) => t!.clock.now() - (96 - i) * HOUR_MS) };
    await t.store.write(() => t!.store.jobs.insertDemoJobs([0, 1, 2].map((k) => encodeChunk(plan, k))));
    const publish = async (ctx: ServiceContext, title: string) => approvePosting(ctx, (await submitPosting(ctx, validJob({ job_title: title }))).id);
    await publish(t.ctx, 'Teamwork lead');
    await t.store.write(() => t!.store.search.startTermDocsRecount());
    const seqs = (t.store.db.prepare(`SELECT id FROM jobs WHERE status = 'published' ORDER BY published_seq`).pluck().all() as number[]);

    // Between its transactions, another process changes jobs it has passed and jobs it has not.
    const steps: (() => Promise<unknown>)[] = [
      () => expirePosting(there, seqs[3]!), // passed by the time it runs
      () => expirePosting(there, seqs[90]!), // not yet reached
      () => other.write(() => other.db.prepare(`UPDATE jobs SET job_title = 'Kotlin teams lead' WHERE id IN (?, ?)`).run(seqs[5], seqs[80])),
      () => publish(there, 'Team Zürich café'),
      () => other.write(() => other.db.prepare(`DELETE FROM jobs WHERE id IN (?, ?)`).run(seqs[10], seqs[85])),
    ];
    let transactions = 0;
    while (t.store.search.termDocsIncomplete()) {
      // One-word searches count in the index meanwhile: still exact.
      const [team] = oneWordCounts(t.store, [{ keyword: 'team', location: '' }]);
      expect(team!.store).toBe(team!.index);
      // The first slices here, the rest by the other process.
      const store = transactions < 3 ? t.store : other;
      await store.write(() => store.search.recountTermDocs(16));
      await steps[transactions++]?.();
    }
    expect(transactions).toBeGreaterThan(steps.length); // every change came while it ran
    const { mismatches, strays, pending } = countsAgainstIndex(t.store);
    expect({ mismatches, strays, pending }).toEqual({ mismatches: [], strays: [], pending: COMPLETE });
    // Once done, the counts follow every change again.
    await publish(there, 'Team lead');
    expect(countsAgainstIndex(t.store).mismatches).toEqual([]);
  });

  it('is what the retention sweep does after a seed stopped before it counted, or a recount that stopped', async () => {
    t = createTestServices();
    const plan = { firstIndex: 0, publishedAt: Float64Array.from({ length: 32 }, (_, i) => t!.clock.now() - (32 - i) * HOUR_MS) };
    await t.store.write(() => t!.store.jobs.insertDemoJobs([encodeChunk(plan, 0)]));
    // A seed that wrote a moment ago may still be running: nothing to do yet.
    await sweep(t.ctx);
    expect(countsAgainstIndex(t.store).pending).toEqual({ pending_jobs: 32, recounted_through: null });
    // Ten minutes without a batch (the log is stamped by SQLite's clock): it was stopped.
    t.store.db.prepare(`UPDATE search_log SET at = at - ?`).run(11 * MINUTE_MS);
    await sweep(t.ctx);
    expect(countsAgainstIndex(t.store)).toEqual({ mismatches: [], strays: [], pending: COMPLETE });

    // A recount stopped halfway is taken up by the next sweep.
    await t.store.write(() => t!.store.search.startTermDocsRecount());
    await t.store.write(() => t!.store.search.recountTermDocs(10));
    expect(countsAgainstIndex(t.store).pending).toEqual({ pending_jobs: 0, recounted_through: expect.any(Number) });
    await sweep(t.ctx);
    expect(countsAgainstIndex(t.store)).toEqual({ mismatches: [], strays: [], pending: COMPLETE });
  });
});

describe('migration 014', () => {
  it('counts the words of the jobs published before it, and only those', async () => {
    t = createTestServices();
    const file = join(t.dataDir, 'old.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 13) });
    const insert = old.prepare(`
      INSERT INTO jobs (job_title, company_name, location, job_type, category, description, requirements, company_email, experience,
        status, submitted_at, due_at, published_at, published_seq, expires_at, updated_at)
      VALUES (@job_title, @company_name, @location, @job_type, @category, @description, @requirements, @company_email, @experience,
        @status, @at, @at, @at, @seq, @expires, @at)`);
    const now = t.clock.now();
    for (let i = 0; i < 200; i++) {
      const status = i % 10 === 9 ? 'pending' : 'published';
      insert.run({ ...demoJob(i), status, at: now - DAY_MS, seq: status === 'published' ? i + 1 : null, expires: now + 29 * DAY_MS });
    }
    old.close();
    const migrated = openDatabase(file);
    try {
      const { mismatches, strays, pending } = countsAgainstIndex({ db: migrated });
      expect({ mismatches, strays, pending }).toEqual({ mismatches: [], strays: [], pending: COMPLETE });
      expect(migrated.prepare(`SELECT docs FROM search_term_docs WHERE field = 'keywords' AND term = 'team'`).pluck().get()).toBe(180);
      expect(migrated.prepare(`SELECT count(*) FROM search_term_scratch_words`).pluck().get()).toBe(0);
    } finally {
      migrated.close();
    }
  });
});
