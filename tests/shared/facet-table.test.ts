// The facet table: each process's copy of the indexed jobs' filter attributes, read whole or in
// a worker thread, kept in step by the search log, and its one-pass count of a search's options.
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS, SALARY_STEPS_LPA } from '../../shared/domain';
import { createFacetTable, type FacetTable } from '../../shared/services/facet-table';
import { searchJobs } from '../../shared/services/job-search';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { searchFilter, type SearchFilter } from '../../shared/store/search-query';
import type { Store } from '../../shared/store/store';
import { validJob } from '../helpers/fixtures';
import { createTwoProcessServices, type TestServices } from '../helpers/services';

let t: (TestServices & { other: Store; there: { store: Store } }) | undefined;
afterEach(() => {
  t?.close();
  t = undefined;
});

async function publish(overrides: Record<string, string>, ctx = t!.ctx) {
  const job = await submitPosting(ctx, validJob(overrides));
  await approvePosting(ctx, job.id);
  return job.id;
}

/** Counts of everything in the store for `filter` (no words, so every indexed job is a candidate). */
function countAll(table: FacetTable, store: Store, filter: SearchFilter, postedFrom: number[] = []) {
  return store.read(() => {
    if (!table.sync()) return null;
    return table.count({ filter, postedFrom, candidates: null, gone: new Set(store.search.expiredSeqs(t!.clock.now())) });
  });
}

const typeCount = (tally: { jobType: Uint32Array }, type: (typeof JOB_TYPES)[number]) => tally.jobType[JOB_TYPES.indexOf(type) + 1];

describe('the facet table', () => {
  it('counts each option as the search with that option chosen in its group, every other choice kept', async () => {
    t = createTwoProcessServices();
    await publish({ job_type: 'Full-time', experience: '3 Year +', salary: '6-8 LPA', location: 'Pune' });
    await publish({ job_type: 'Contract', experience: '3 Year +', salary: '12 LPA', location: 'Remote' });
    await publish({ job_type: 'Remote', experience: 'Freshers', salary: 'Negotiable', location: 'Surat' });
    await publish({ job_type: 'Full-time', experience: 'Freshers', salary: '$90k/year', location: 'Surat (remote ok)' });
    const table = createFacetTable(t.store);

    const all = countAll(table, t.store, searchFilter({}), [1, 3])!;
    expect(all.total).toBe(4);
    expect(typeCount(all, 'Full-time')).toBe(2);
    expect(typeCount(all, 'Remote')).toBe(1);
    expect(all.experience[POST_EXPERIENCE_OPTIONS.indexOf('Freshers') + 1]).toBe(2);
    // 6-8 LPA reaches 3 and 5 lakh; 12 LPA reaches 3, 5 and 10; dollars and "Negotiable" none.
    expect(all.minSalary).toEqual(SALARY_STEPS_LPA.map((step) => (step <= 5 ? 2 : step <= 10 ? 1 : 0)));
    expect(all.remote).toBe(3); // Remote location, Remote job type, "remote" in the location
    expect(all.postedWithin).toEqual([4, 2]);

    // Remote chosen: the other groups count remote jobs only; the remote option counts them all.
    const remote = countAll(table, t.store, searchFilter({ remote: true }), [1, 3])!;
    expect(remote.total).toBe(3);
    expect(typeCount(remote, 'Full-time')).toBe(1);
    expect(remote.postedWithin).toEqual([3, 2]);
    expect(remote.minSalary[0]).toBe(1);
    expect(remote.remote).toBe(3);
    // A job type chosen: its own group still counts every type.
    const contract = countAll(table, t.store, searchFilter({ jobTypes: ['Contract'], remote: true }), [1])!;
    expect(contract.total).toBe(1);
    expect(typeCount(contract, 'Full-time')).toBe(1);
    expect(contract.postedWithin).toEqual([1]);
  });

  it('follows every process\'s changes through the log, and leaves out jobs past their expiry time', async () => {
    t = createTwoProcessServices();
    const first = await publish({ job_type: 'Contract' });
    const table = createFacetTable(t.store);
    expect(countAll(table, t.store, searchFilter({}))!.total).toBe(1);
    await publish({ job_type: 'Internship' }, t.there as never);
    await expirePosting(t.ctx, first);
    const after = countAll(table, t.store, searchFilter({}))!;
    expect(after.total).toBe(1);
    expect(typeCount(after, 'Internship')).toBe(1);
    expect(typeCount(after, 'Contract')).toBe(0);
    t.clock.advance(31 * 24 * 3_600_000); // past expiry, not swept
    expect(countAll(table, t.store, searchFilter({}))!.total).toBe(0);
  });

  it('reads a large store in a worker thread while writes go on, then counts as one read in place', async () => {
    t = createTwoProcessServices();
    for (let i = 0; i < 7; i++) await publish({ job_type: JOB_TYPES[i % JOB_TYPES.length]! });
    const byWorker = createFacetTable(t.store, { wholeUpTo: 0 });
    expect(countAll(byWorker, t.store, searchFilter({}))).toBeNull(); // still reading
    expect(byWorker.stats().reading).toBe(true);
    await publish({ job_type: 'Freelance' }, t.there as never); // while it reads
    while (countAll(byWorker, t.store, searchFilter({})) === null) await new Promise((resolve) => setTimeout(resolve, 5));
    const whole = countAll(createFacetTable(t.store), t.store, searchFilter({}))!;
    const byWorkerCount = countAll(byWorker, t.store, searchFilter({}))!;
    expect(byWorkerCount.total).toBe(8);
    expect(byWorkerCount).toEqual(whole);
  });

  it("gives a filtered search's pages, newest first, from the jobs its pass found, counted or cached", async () => {
    t = createTwoProcessServices();
    const contracts: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await publish({ job_title: `Planner ${i}`, job_type: i % 3 === 0 ? 'Full-time' : 'Contract' });
      if (i % 3 !== 0) contracts.unshift(String(id));
    }
    const request = (page: number) => ({ jobTitle: 'planner', jobType: 'Contract', limit: '3', page: String(page), facets: '1' });
    for (let round = 0; round < 2; round++) {
      // The second round finds every count cached: the pass runs for the page alone.
      for (let page = 1; page <= 3; page++) expect(searchJobs(t.ctx, request(page)).jobs.map((j) => j._id)).toEqual(contracts.slice((page - 1) * 3, page * 3));
    }
  });
});
