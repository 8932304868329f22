// The cached search must be exactly what an independent count says, after any mix of writes (by
// this process or another one on the same file), expiries by time, edits of live jobs and sweeps.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, PAGE_SIZE } from '../../shared/domain';
import { searchJobs } from '../../shared/services/job-search';
import { createSearchCache } from '../../shared/services/search-cache';
import { filterKey, searchFilter, type SearchFilter } from '../../shared/store/search-query';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { approvePosting, expireDuePostings, expirePosting, submitPosting } from '../../shared/services/postings';
import { validJob } from '../helpers/fixtures';
import { createTwoProcessServices, type TestServices } from '../helpers/services';

const WORDS = ['react', 'reactive', 'node', 'design', 'designer', 'sales', 'team', 'java', 'javascript', 'rajkot', 'pune', 'ui', 'uikit'];
const PLACES = ['Rajkot, Gujarat', 'Pune, Maharashtra', 'Surat, Gujarat'];

/** The search as a person reads it: every word must start a word of the right fields (be one, under 4 letters). */
function matches(job: { text: string; location: string; category: number }, query: { keyword: string; location: string; category: number | null }) {
  const tokens = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const hit = (words: string[], field: string) => words.every((w) => tokens(field).some((token) => (w.length >= 4 ? token.startsWith(w) : token === w)));
  return hit(tokens(query.keyword), job.text) && hit(tokens(query.location), job.location) && (query.category === null || job.category === query.category);
}

const QUERIES = [
  { keyword: '', location: '', category: null },
  { keyword: 'react', location: '', category: null },
  { keyword: 'design', location: 'gujarat', category: null },
  { keyword: 'team', location: '', category: 1 },
  { keyword: '', location: '', category: 2 },
  { keyword: 'java node', location: '', category: null },
  { keyword: 'sa', location: 'rajkot', category: null },
  { keyword: 'sal', location: 'rajkot', category: null },
  { keyword: 'ui', location: '', category: null },
  { keyword: 'uik', location: '', category: null },
  { keyword: 'uiki', location: '', category: null },
  { keyword: 'rea', location: '', category: null },
  { keyword: 'reac', location: '', category: null },
  { keyword: 'javas desig', location: '', category: null },
  { keyword: 'reactive', location: '', category: null },
];

type Op =
  | { kind: 'publish'; words: string[]; place: number; category: number; other: boolean }
  | { kind: 'expire'; pick: number; other: boolean }
  | { kind: 'edit'; pick: number; words: string[] }
  | { kind: 'time'; hours: number }
  | { kind: 'sweep' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('publish' as const), words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), place: fc.nat(2), category: fc.integer({ min: 1, max: 2 }), other: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat(), other: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 24 * 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
);

let t: TestServices | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

describe('cached search against an independent count', () => {
  it('gives exact totals and pages, newest first, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 35 }), async (ops) => {
        t?.close();
        const { ctx: here, other, there } = (t = createTwoProcessServices());
        const jobs = new Map<number, { text: string; location: string; category: number }>();

        const check = () => {
          const now = t!.clock.now();
          // The truth, read without the index or the cache: live means published and not past expiry.
          const live = (t!.store.db.prepare(`SELECT id, published_seq, expires_at FROM jobs WHERE status = 'published'`).all() as { id: number; published_seq: number; expires_at: number }[])
            .filter((j) => j.expires_at > now)
            .sort((a, b) => b.published_seq - a.published_seq);
          for (const query of QUERIES) {
            const expected = live.filter((j) => matches(jobs.get(j.id)!, query)).map((j) => String(j.id));
            const request = { jobTitle: query.keyword, location: query.location, category: query.category ?? '' };
            const first = searchJobs(here, { ...request, page: 1 });
            expect(first.totalResults, JSON.stringify(query)).toBe(expected.length);
            expect(first.jobs.map((j) => j._id)).toEqual(expected.slice(0, PAGE_SIZE));
          }
        };

        for (const op of ops) {
          const ctx = 'other' in op && op.other ? there : here;
          const ids = [...jobs.keys()];
          if (op.kind === 'publish') {
            const content = { job_title: op.words.join(' '), description: 'Work with our team.', requirements: 'Skills', company_name: 'Acme', location: PLACES[op.place]!, category: String(op.category) };
            const job = await submitPosting(ctx, validJob(content));
            await approvePosting(ctx, job.id);
            jobs.set(job.id, { text: `${content.job_title} Acme ${content.description} ${content.requirements}`, location: content.location, category: op.category });
          } else if (op.kind === 'expire' && ids.length) {
            const id = ids[op.pick % ids.length]!;
            if (t.store.jobs.get(id)!.status === 'published') await expirePosting(ctx, id);
          } else if (op.kind === 'edit' && ids.length) {
            const id = ids[op.pick % ids.length]!;
            const title = op.words.join(' ');
            // A live edit, as staff approving a new version would make it.
            await other.write(() => other.db.prepare(`UPDATE jobs SET job_title = ? WHERE id = ?`).run(title, id));
            const job = jobs.get(id)!;
            jobs.set(id, { ...job, text: `${title} Acme Work with our team. Skills` });
          } else if (op.kind === 'time') {
            t.clock.advance(op.hours * HOUR_MS);
          } else if (op.kind === 'sweep') {
            await expireDuePostings(there);
          }
          check();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('starts afresh after a bulk load by another process, and the bulk load indexes and counts like single inserts', async () => {
    const { other } = (t = createTwoProcessServices());
    const one = await submitPosting(t.ctx, validJob({ job_title: 'Kotlin Developer', category: '6' }));
    await approvePosting(t.ctx, one.id);
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(1); // cached
    expect(searchJobs(t.ctx, { category: '6' }).totalResults).toBe(1);
    await seedDemoJobs({ store: other, clock: t.clock }, 300);
    const live = t.store.db.prepare(`SELECT count(*) AS n FROM jobs WHERE status = 'published'`).get() as { n: number };
    expect(live.n).toBe(301);
    // Every job here says "team"; the bulk rows are in the index and the counters exactly.
    expect(searchJobs(t.ctx, { jobTitle: 'team' }).totalResults).toBe(301);
    const inCategory = t.store.db.prepare(`SELECT count(*) AS n FROM jobs WHERE status = 'published' AND category = 6`).get() as { n: number };
    expect(searchJobs(t.ctx, { category: '6' }).totalResults).toBe(inCategory.n);
    expect(searchJobs(t.ctx, {}).totalResults).toBe(301);
    // A reset row per batch, not a row per job.
    expect(t.store.db.prepare(`SELECT count(*) AS n FROM search_log WHERE op = 1`).get()).toEqual({ n: 1 });
    expect((t.store.db.prepare(`SELECT count(*) AS n FROM search_log WHERE op = 0`).get() as { n: number }).n).toBeLessThan(10);
    // The bulk load's wider index merging is put back to FTS5's default for everyday writes.
    expect(t.store.db.prepare(`SELECT v FROM jobs_fts_config WHERE k = 'automerge'`).get()).toEqual({ v: 4 });
  });

  it('sees a job published by another process in the very next search, and its expiry the moment it passes', async () => {
    const { there } = (t = createTwoProcessServices());
    expect(searchJobs(t.ctx, { jobTitle: 'react' }).totalResults).toBe(0); // cached: zero
    const job = await submitPosting(there, validJob({ job_title: 'React Developer' }));
    await approvePosting(there, job.id);
    expect(searchJobs(t.ctx, { jobTitle: 'react' }).jobs.map((j) => j._id)).toEqual([String(job.id)]);
    t.clock.advance(30 * DAY_MS);
    expect(searchJobs(t.ctx, { jobTitle: 'react' }).totalResults).toBe(0);
    expect(searchJobs(t.ctx, {}).totalResults).toBe(0);
  });
});

describe("the cache's memory budget", () => {
  it("drops the least recently used searches' pages past it and keeps their totals, so nothing is counted again", async () => {
    t = createTwoProcessServices();
    await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: 'React Developer' }))).id);
    const counted: string[] = [];
    const index = { ...t.store.search, countPublished: (filter: SearchFilter) => (counted.push(filterKey(filter)), t!.store.search.countPublished(filter)) };
    const cache = createSearchCache(index, { maxBytes: 100 });
    const now = t.clock.now();
    const react = searchFilter({ keywords: ['react'] });
    const all = searchFilter({});
    const page = (bytes: number) => () => ({ data: Buffer.alloc(bytes), validUntil: Infinity });
    t.store.read(() => {
      cache.sync(now);
      expect(cache.total(react)).toBe(1);
      cache.page(react, 'p1', now, page(60));
      cache.page(all, 'p1', now, page(60)); // over the budget: react's page goes, its total stays
      expect(cache.lookup(react, 'p1', now)).toBeUndefined();
      expect(cache.lookup(all, 'p1', now)).toBeDefined();
      expect(cache.total(react)).toBe(1);
      expect(cache.stats()).toMatchObject({ filters: 2, bytes: 60 });
    });
    expect(counted).toEqual([filterKey(react), filterKey(all)]);
  });
});
