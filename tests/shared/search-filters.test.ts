// Filters, facet counts, best-match order and "did you mean", against an independent count: the
// jobs table read row by row, each salary parsed again from its text, each word matched in
// JavaScript. Both the search (searchJobs) and the cached, rendered path (searchJobsRendered, with
// and without facets, including its fast path without a transaction) are held to it.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HOUR_MS,
  JOB_TYPES,
  LAKH,
  POST_EXPERIENCE_OPTIONS,
  POSTED_WITHIN,
  SALARY_STEPS_LPA,
  SITE_CURRENCY,
  type SearchFilters,
} from '../../shared/domain';
import { annualRange, parseSalary } from '../../shared/domain/salary';
import { searchJobs, searchJobsRendered, type PageFormat, type SearchTotals } from '../../shared/services/job-search';
import { approvePosting, expireDuePostings, expirePosting, submitPosting } from '../../shared/services/postings';
import { FACET_TABLE_READING, facetTableOf } from '../../shared/services/facet-table';
import { createSearchCache } from '../../shared/services/search-cache';
import { FACET_COUNTING, facetCounts, type PostedFrom } from '../../shared/services/search-facets';
import { searchFilter, searchWords } from '../../shared/store/search-query';
import { salaryColumns } from '../../shared/store/jobs-repository';
import { validJob } from '../helpers/fixtures';
import { createTwoProcessServices, type TestServices } from '../helpers/services';

const WORDS = ['react', 'node', 'design', 'designer', 'sales', 'java', 'ui'];
const PLACES = ['Rajkot, Gujarat', 'Remote', 'Pune (remote ok)', 'Surat'];
const SALARIES = ['₹25,000 - ₹40,000 per month', '6-8 LPA', '$60k/year', 'Negotiable', '', '10 LPA', '3 LPA', '5 LPA', '₹60,000 per month'];
const MINUTE = 60_000;

interface Row {
  id: number;
  published_seq: number;
  expires_at: number;
  published_at: number;
  renewed_at: number | null;
  job_title: string;
  company_name: string;
  description: string;
  requirements: string;
  location: string;
  category: number;
  job_type: string;
  experience: string;
  salary: string;
}

interface Query {
  keyword: string;
  location: string;
  category: number | null;
  filters: SearchFilters;
}

const tokens = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const hit = (words: string[], field: string) => words.every((w) => tokens(field).some((token) => (w.length >= 4 ? token.startsWith(w) : token === w)));

/** The truth for one job, from its row alone. */
function matches(job: Row, q: Query, now: number): boolean {
  const f = q.filters;
  const salary = parseSalary(job.salary);
  const lowerPerYear = salary && salary.currency === SITE_CURRENCY ? annualRange(salary).min : null;
  const placed = Math.max(job.published_at, job.renewed_at ?? 0);
  const minute = Math.floor(now / MINUTE) * MINUTE;
  const window = POSTED_WITHIN.find((p) => p.value === f.postedWithin);
  return (
    hit(tokens(q.keyword), `${job.job_title} ${job.company_name} ${job.description} ${job.requirements}`) &&
    hit(tokens(q.location), job.location) &&
    (q.category === null || job.category === q.category) &&
    (!f.jobTypes.length || f.jobTypes.includes(job.job_type as never)) &&
    (!f.experience.length || f.experience.includes(job.experience as never)) &&
    (f.minSalary === null || (lowerPerYear !== null && Math.round(lowerPerYear) >= f.minSalary * LAKH)) &&
    (!f.remote || job.job_type === 'Remote' || tokens(job.location).includes('remote')) &&
    (!window || placed >= minute - window.ms)
  );
}

const filtersArb: fc.Arbitrary<SearchFilters> = fc.record({
  jobTypes: fc.subarray([...JOB_TYPES], { maxLength: 2 }),
  experience: fc.subarray([...POST_EXPERIENCE_OPTIONS], { maxLength: 2 }),
  postedWithin: fc.option(fc.constantFrom(...POSTED_WITHIN.map((p) => p.value)), { nil: null }),
  minSalary: fc.option(fc.constantFrom(...SALARY_STEPS_LPA), { nil: null }),
  remote: fc.boolean(),
});
const queryArb: fc.Arbitrary<Query> = fc.record({
  keyword: fc.constantFrom('', 'react', 'design', 'java node', 'ui', 'desi'),
  location: fc.constantFrom('', 'gujarat', 'remote'),
  category: fc.constantFrom(null, 1, 2),
  filters: filtersArb,
});

const requestOf = (q: Query, extra: Record<string, string> = {}) => ({
  jobTitle: q.keyword,
  location: q.location,
  category: q.category === null ? '' : String(q.category),
  jobType: q.filters.jobTypes.join(','),
  experience: q.filters.experience.join(','),
  postedWithin: q.filters.postedWithin ?? '',
  minSalary: q.filters.minSalary === null ? '' : String(q.filters.minSalary),
  remote: q.filters.remote ? '1' : '',
  ...extra,
});

type Op =
  | { kind: 'publish'; words: string[]; place: number; category: number; type: number; experience: number; salary: number; other: boolean }
  | { kind: 'expire'; pick: number }
  | { kind: 'edit'; pick: number; type: number; salary: number; place: number }
  | { kind: 'time'; hours: number }
  | { kind: 'sweep' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('publish' as const),
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      place: fc.nat(PLACES.length - 1),
      category: fc.integer({ min: 1, max: 2 }),
      type: fc.nat(JOB_TYPES.length - 1),
      experience: fc.nat(POST_EXPERIENCE_OPTIONS.length - 1),
      salary: fc.nat(SALARIES.length - 1),
      other: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), type: fc.nat(JOB_TYPES.length - 1), salary: fc.nat(SALARIES.length - 1), place: fc.nat(PLACES.length - 1) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 24 * 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
);

/** A wire format that shows what the rendered path decided: the page's ids and its totals. */
const plain: PageFormat = { id: 'test', render: (jobs, totals: SearchTotals) => Buffer.from(JSON.stringify({ ids: jobs.map((j) => j._id), ...totals })) };

let t: TestServices | undefined;
const READING = { ...FACET_TABLE_READING };
afterEach(() => {
  t?.close();
  t = undefined;
  Object.assign(FACET_TABLE_READING, READING);
  FACET_COUNTING.maxCandidates = 250_000;
});

describe('filters and facet counts against an independent count', () => {
  it('totals, pages and every facet count are exact after any sequence of changes, cached or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 25 }), fc.array(queryArb, { minLength: 3, maxLength: 6 }), fc.boolean(), async (ops, queries, byWorker) => {
        t?.close();
        // The facet table read in the first search's snapshot, or by a worker thread while the
        // changes go on, as a large store's is.
        Object.assign(FACET_TABLE_READING, byWorker ? { wholeUpTo: 0 } : READING);
        const { ctx: here, other, there } = (t = createTwoProcessServices());
        const ids: number[] = [];

        /** A search's facet counts from the facet table, with an answer cache that has seen nothing. */
        const uncachedFacets = (q: Query, now: number) =>
          here.store.read(() => {
            const cache = createSearchCache(here.store.search);
            cache.sync(now);
            const minute = Math.floor(now / MINUTE) * MINUTE;
            const from = (value: string) => here.store.search.firstSeqPlacedFrom(minute - POSTED_WITHIN.find((p) => p.value === value)!.ms);
            const postedFrom = Object.fromEntries(POSTED_WITHIN.map(({ value }) => [value, from(value)])) as PostedFrom;
            const filter = searchFilter({
              keywords: searchWords(q.keyword),
              location: searchWords(q.location),
              category: q.category,
              jobTypes: q.filters.jobTypes,
              experience: q.filters.experience,
              minSalary: q.filters.minSalary,
              remote: q.filters.remote,
              fromSeq: q.filters.postedWithin ? from(q.filters.postedWithin) : null,
            });
            return facetCounts(filter, postedFrom, cache, facetTableOf(here.store), here.store.search, now)?.facets;
          });
        const check = async () => {
          // A table read by a worker counts once the worker is done.
          while (!here.store.read(() => facetTableOf(here.store).sync())) await new Promise((resolve) => setTimeout(resolve, 1));
          const now = t!.clock.now();
          const live = (t!.store.db.prepare(`SELECT * FROM jobs WHERE status = 'published'`).all() as Row[])
            .filter((j) => j.expires_at > now)
            .sort((a, b) => b.published_seq - a.published_seq);
          const count = (q: Query) => live.filter((j) => matches(j, q, now)).length;
          for (const q of queries) {
            const expected = live.filter((j) => matches(j, q, now)).map((j) => String(j.id));
            const label = JSON.stringify(q);
            const answer = searchJobs(here, requestOf(q), { withFacets: true });
            expect(answer.totalResults, label).toBe(expected.length);
            expect(answer.jobs.map((j) => j._id), label).toEqual(expected.slice(0, 20));
            // Each option: the search with that option chosen instead of its group's choice.
            const f = q.filters;
            const facets = answer.facets!;
            for (const type of JOB_TYPES) expect(facets.jobType[type], `${label} ${type}`).toBe(count({ ...q, filters: { ...f, jobTypes: [type] } }));
            for (const e of POST_EXPERIENCE_OPTIONS) expect(facets.experience[e], `${label} ${e}`).toBe(count({ ...q, filters: { ...f, experience: [e] } }));
            for (const { value } of POSTED_WITHIN) expect(facets.postedWithin[value], `${label} ${value}`).toBe(count({ ...q, filters: { ...f, postedWithin: value } }));
            for (const step of SALARY_STEPS_LPA) expect(facets.minSalary[String(step)], `${label} ${step}`).toBe(count({ ...q, filters: { ...f, minSalary: step } }));
            expect(facets.remote, `${label} remote`).toBe(count({ ...q, filters: { ...f, remote: true } }));
            // The facet table itself, kept in step by the log since it was read: counted again past the answer cache.
            expect(uncachedFacets(q, now), label).toEqual(facets);
            // The rendered path, twice (the second is the fast path), and with facets through the same cache.
            for (let i = 0; i < 2; i++) {
              const rendered = JSON.parse(searchJobsRendered(here, requestOf(q), plain).toString()) as { ids: string[]; totalResults: number };
              expect(rendered.totalResults, label).toBe(expected.length);
              expect(rendered.ids, label).toEqual(expected.slice(0, 20));
            }
            for (let i = 0; i < 2; i++) {
              // The second is the answer made for the first, reused while nothing changed.
              const withFacets = JSON.parse(searchJobsRendered(here, requestOf(q, { facets: '1' }), plain).toString()) as SearchTotals & { ids: string[] };
              expect(withFacets.facets, label).toEqual(facets);
              expect(withFacets.totalResults, label).toBe(expected.length);
              expect(withFacets.ids, label).toEqual(expected.slice(0, 20));
            }
          }
        };

        for (const op of ops) {
          if (op.kind === 'publish') {
            const ctx = op.other ? there : here;
            const content = {
              job_title: op.words.join(' '),
              description: 'Work with us.',
              requirements: 'Skills',
              company_name: 'Acme',
              location: PLACES[op.place]!,
              category: String(op.category),
              job_type: JOB_TYPES[op.type]!,
              experience: POST_EXPERIENCE_OPTIONS[op.experience]!,
              salary: SALARIES[op.salary]!,
            };
            const job = await submitPosting(ctx, validJob(content));
            await approvePosting(ctx, job.id);
            ids.push(job.id);
          } else if (op.kind === 'expire' && ids.length) {
            const id = ids[op.pick % ids.length]!;
            if (t.store.jobs.get(id)!.status === 'published') await expirePosting(here, id);
          } else if (op.kind === 'edit' && ids.length) {
            // A live edit by another process, as staff approving a new version would make it.
            const id = ids[op.pick % ids.length]!;
            const salary = SALARIES[op.salary]!;
            await other.write(() =>
              other.db
                .prepare(
                  `UPDATE jobs SET job_type = @type, location = @place, salary = @salary, salary_min_annual = @salary_min_annual,
                     salary_max_annual = @salary_max_annual, salary_currency = @salary_currency WHERE id = @id`,
                )
                .run({ id, type: JOB_TYPES[op.type]!, place: PLACES[op.place]!, salary, ...salaryColumns(salary) }),
            );
          } else if (op.kind === 'time') {
            t.clock.advance(op.hours * HOUR_MS);
          } else if (op.kind === 'sweep') {
            await expireDuePostings(there);
          }
          await check();
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});

describe('facet counts of a broad search', () => {
  it('are left out when the words match more jobs than are read for counting, and shown for a narrower search', async () => {
    t = createTwoProcessServices();
    for (let i = 0; i < 4; i++) await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: `Tally Accountant ${i}` }))).id);
    await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: 'Kotlin Developer' }))).id);
    FACET_COUNTING.maxCandidates = 2;
    const broad = searchJobs(t.ctx, { jobTitle: 'accountant', facets: '1' });
    expect(broad.totalResults).toBe(4);
    expect(broad.facets).toBeUndefined();
    const narrow = searchJobs(t.ctx, { jobTitle: 'kotlin', facets: '1' });
    expect(narrow.totalResults).toBe(1);
    expect(Object.values(narrow.facets!.jobType).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('best match and did you mean', () => {
  it('puts a job with the words in its title before one with them only in its description', async () => {
    t = createTwoProcessServices();
    const inTitle = await submitPosting(t.ctx, validJob({ job_title: 'Kotlin Developer', description: 'Build apps.' }));
    await approvePosting(t.ctx, inTitle.id);
    const inText = await submitPosting(t.ctx, validJob({ job_title: 'Mobile Engineer', description: 'Kotlin and Swift apps, Kotlin first.' }));
    await approvePosting(t.ctx, inText.id);
    for (let i = 0; i < 5; i++) await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: `Accountant ${i}`, description: 'Books.' }))).id);
    expect(searchJobs(t.ctx, { jobTitle: 'kotlin' }).jobs.map((j) => j._id)).toEqual([String(inText.id), String(inTitle.id)]); // newest first
    expect(searchJobs(t.ctx, { jobTitle: 'kotlin', sort: 'best' }).jobs.map((j) => j._id)).toEqual([String(inTitle.id), String(inText.id)]);
  });

  it('suggests the closest indexed words for a word the index does not hold, and only when nothing matched', async () => {
    t = createTwoProcessServices();
    await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: 'Senior Developer', location: 'Ahmedabad' }))).id);
    await approvePosting(t.ctx, (await submitPosting(t.ctx, validJob({ job_title: 'Developer Advocate', location: 'Ahmedabad' }))).id);
    const answer = searchJobs(t.ctx, { jobTitle: 'devloper', location: 'ahmdabad', facets: '1' });
    expect(answer.totalResults).toBe(0);
    expect(answer.suggestions).toEqual([
      { field: 'keywords', word: 'devloper', suggestions: ['developer'] },
      { field: 'location', word: 'ahmdabad', suggestions: ['ahmedabad'] },
    ]);
    expect(searchJobs(t.ctx, { jobTitle: 'developer', facets: '1' }).suggestions).toBeUndefined();
    // A word the index holds gets no suggestion, even when the whole search finds nothing.
    expect(searchJobs(t.ctx, { jobTitle: 'developer devloper', facets: '1' }).suggestions).toEqual([{ field: 'keywords', word: 'devloper', suggestions: ['developer'] }]);
  });
});
