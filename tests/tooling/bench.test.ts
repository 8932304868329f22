// The benchmark's own parts that decide whether a run is right: the query mix, and the
// independent count and answer checks, held against the real search on a small demo store, and
// the file cache reading that says whether a run read the disk.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswers, facetVariants } from '../../scripts/bench/checks';
import { independentCounts, wordFrequencies } from '../../scripts/bench/corpus';
import { chooseShapes } from '../../scripts/bench/first-time';
import { formFields, queryKey, type Query } from '../../scripts/bench/http';
import { readIntoFileCache, residentShare } from '../../scripts/bench/processes';
import { buildMix, checkSample, requestSequence } from '../../scripts/bench/query-mix';
import { DEFAULT_JOB_DATA_KEY, NO_FILTERS, pageDataElement, type PublicJob } from '../../shared/domain';
import { DEVELOPER_PAGE_3, pageProblems, searchPath, type PageCase } from '../../scripts/bench/pages';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { encryptJobData } from '../../shared/services/job-data-encryption';
import { searchJobs } from '../../shared/services/job-search';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices;
const JOBS = 3_000;

beforeAll(async () => {
  t = createTestServices();
  await seedDemoJobs(t.ctx, JOBS);
});
afterAll(() => t.close());

/** The job list call's answer body, as the route builds it from the form the bench sends. */
function answer(query: Query): string {
  const page = searchJobs(t.ctx, formFields(query));
  return JSON.stringify({ status: true, data: encryptJobData(page.jobs, DEFAULT_JOB_DATA_KEY), ...page, jobs: undefined });
}

describe('the query mix', () => {
  it('has 1,000 distinct searches, the default listing first, weights adding up to 1, the same every time', () => {
    const mix = buildMix(1_000);
    expect(new Set(mix.map(queryKey)).size).toBe(1_000);
    expect(mix[0]).toMatchObject({ page: 1, jobTitle: '', location: '', category: null });
    expect(mix.reduce((sum, q) => sum + q.weight, 0)).toBeCloseTo(1, 9);
    expect(mix.filter((q) => q.page <= 3).reduce((sum, q) => sum + q.weight, 0)).toBeGreaterThan(0.85);
    expect(mix.some((q) => q.page > 3)).toBe(true);
    expect(buildMix(1_000)).toEqual(mix);
    const sequence = requestSequence(mix, 20_000);
    expect(sequence.filter((i) => i === 0).length / sequence.length).toBeCloseTo(mix[0]!.weight, 1);
  });
});

describe('the independent count', () => {
  it('gives the same totals as the search for every shape and a sample of the mix', () => {
    const file = join(t.dataDir, 'jobportal.db');
    const now = t.clock.now();
    const frequencies = wordFrequencies(file, now);
    expect(frequencies.jobs).toBe(JOBS);
    expect(frequencies.keyword.get('team')).toBe(JOBS);
    const queries = [...chooseShapes(frequencies, 2).flatMap((s) => s.queries), ...checkSample(buildMix(1_000), 30)];
    const filtered = queries.filter((q) => q.facets);
    expect(filtered.length).toBeGreaterThanOrEqual(2); // the filtered shape and the mix's filtered kind
    const variants = queries.flatMap(facetVariants);
    const counts = independentCounts(file, now, [...queries, ...variants.map((v) => v.query)]);
    const facetCount = new Map(variants.map((v, i) => [queryKey(v.query), counts[queries.length + i]!]));
    const report = checkAnswers(
      queries.map((query, i) => ({
        query,
        body: answer(query),
        expected: counts[i]!,
        facets: facetVariants(query).map((v) => ({ ...v, expected: facetCount.get(queryKey(v.query))! })),
      })),
    );
    expect(report.problems).toEqual([]);
    // The filters narrow something real in the demo data: a salary step and a job type both match some jobs.
    expect(variants.some((v) => v.facet === 'minSalary' && facetCount.get(queryKey(v.query))! > 0)).toBe(true);
    expect(report.totalsMatch).toBe(queries.length);
    expect(report.jobs).toBeGreaterThan(300);
  });

  it('notices a wrong total, a wrong page and a job that does not match', () => {
    const query: Query = { page: 1, jobTitle: 'developer', location: '', category: null };
    const body = JSON.parse(answer(query));
    const wrongTotal = checkAnswers([{ query, body: JSON.stringify(body), expected: body.totalResults + 1 }]);
    expect(wrongTotal.problems[0]).toMatch(/totalResults \d+, independent count \d+/);
    const otherQuery: Query = { ...query, jobTitle: 'zzqx' };
    const wrongJobs = checkAnswers([{ query: otherQuery, body: JSON.stringify(body), expected: body.totalResults }]);
    expect(wrongJobs.pagesOk).toBe(0);
    expect(wrongJobs.problems[0]).toMatch(/lacks "zzqx"/);
  });

  it('notices a wrong facet count and a job that a filter excludes', () => {
    const query: Query = { page: 1, jobTitle: 'developer', location: '', category: null, filters: { jobType: 'Full-time', remote: true }, facets: true };
    const body = JSON.parse(answer(query));
    const [first] = facetVariants(query);
    const wrongFacet = checkAnswers([{ query, body: JSON.stringify(body), expected: body.totalResults, facets: [{ ...first!, expected: body.facets.jobType[first!.option] + 1 }] }]);
    expect(wrongFacet.problems[0]).toMatch(/facet jobType Full-time: \d+, independent count \d+/);
    const otherType: Query = { ...query, filters: { jobType: 'Contract' } };
    const wrongJobs = checkAnswers([{ query: otherType, body: JSON.stringify(body), expected: body.totalResults }]);
    if (body.totalResults > 0) expect(wrongJobs.problems[0]).toMatch(/is Full-time/);
  });
});

describe('the page checks', () => {
  /** A search page as the server renders it, reduced to what the checks read: the page data and one card per job. */
  function searchPage(query: Query, jobs: PublicJob[], totalResults: number) {
    const data = { kind: 'jobs' as const, query: { keyword: query.jobTitle, location: '', category: '', page: query.page, filters: NO_FILTERS, sort: 'newest' as const }, result: { jobs, totalPages: Math.ceil(totalResults / 25), totalResults } };
    const cards = jobs.map((job) => `<article data-testid="job-card">${job.job_title}</article>`).join('');
    return `<html><head><title>Find Jobs | Job Portal</title></head><body><h1>Find Your Perfect Job</h1>${cards}${pageDataElement({ data, now: 0 })}</body></html>`;
  }

  it('passes a right search page and notices a wrong total, a missing card, a job without the word and a wrong status', () => {
    const query = DEVELOPER_PAGE_3;
    const page: PageCase = { name: 'search', path: searchPath(query), contains: 'Find Your Perfect Job', query };
    const found = searchJobs(t.ctx, { ...query, category: undefined, limit: 25 });
    const [expected] = independentCounts(join(t.dataDir, 'jobportal.db'), t.clock.now(), [query]);
    expect(found.jobs.length).toBe(25);
    const ok = { status: 200, ms: 1, body: searchPage(query, found.jobs, found.totalResults) };
    expect(pageProblems(page, ok, expected)).toEqual([]);
    expect(pageProblems(page, ok, expected! + 1)[0]).toMatch(/independent count/);
    expect(pageProblems(page, { ...ok, body: ok.body.replace('data-testid="job-card"', '') }, expected)[0]).toMatch(/24 cards/);
    const other = { ...found.jobs[0]!, _id: 'x', job_title: 'Gardener', company_name: 'Green', description: 'Plants.', requirements: 'Soil' };
    expect(pageProblems(page, { ...ok, body: searchPage(query, [other, ...found.jobs.slice(1)], found.totalResults) }, expected).join()).toMatch(/lacks "developer"/);
    expect(pageProblems(page, { ...ok, status: 404 }, expected)).toEqual(['search: status 404']);
  });

  it("reads a page's title with its character references", () => {
    const page: PageCase = { name: 'article', path: '/blog/x', contains: '<article', title: "A Developer's Checklist | Job Portal" };
    const html = (title: string) => `<html><head><title>${title}</title></head><body><article></article></body></html>`;
    expect(pageProblems(page, { status: 200, ms: 1, body: html('A Developer&#39;s Checklist | Job Portal') })).toEqual([]);
    expect(pageProblems(page, { status: 200, ms: 1, body: html('A Developer&#x27;s Checklist | Job Portal') })).toEqual([]);
    expect(pageProblems(page, { status: 200, ms: 1, body: html('Another | Job Portal') })).toHaveLength(1);
  });
});

describe('the file cache reading', () => {
  it('reads a file into the OS file cache, tells how much of it is there, and NaN for a file that is not there', () => {
    const file = join(t.dataDir, 'resident.bin');
    writeFileSync(file, Buffer.alloc(20 << 20, 7)); // larger than one read chunk
    readIntoFileCache(file);
    const share = residentShare(file);
    if (Number.isNaN(share)) return expect(existsSync('/usr/bin/fincore') || existsSync('/bin/fincore')).toBe(false);
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThanOrEqual(1);
    expect(residentShare(join(t.dataDir, 'missing.bin'))).toBeNaN();
  });
});
