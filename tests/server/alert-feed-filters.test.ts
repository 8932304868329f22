// The search's filters through the API and the feeds, with inject(): the alert sign-up and change
// keep job type, experience, minimum salary and remote and refuse an unknown value with a 400 that
// names the field; the search feed follows the same URL parameters as /jobs, lists what the search
// shows for them, and refuses an unknown value with a 400 that names the parameter (never a 500).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedQueryFromParams } from '../../server/routes/feeds';
import {
  DAY_MS,
  JOB_TYPES,
  JobListRequestSchema,
  POST_EXPERIENCE_OPTIONS,
  POSTED_WITHIN,
  SALARY_STEPS_LPA,
  cleanFilters,
  filterFields,
  jobFeedPath,
  type JobListQuery,
  type SearchFilters,
} from '../../shared/domain';
import { annualRange, parseSalary } from '../../shared/domain/salary';
import { searchJobs } from '../../shared/services/job-search';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';

const PLACES = ['Rajkot, Gujarat', 'Remote', 'Pune (remote ok)'];
const SALARIES = ['₹25,000 - ₹40,000 per month', '6-8 LPA', '$60k/year', '', '12 LPA', '3 LPA'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every job type, experience, salary and place, some of them days older than others.
  let i = 0;
  for (const type of JOB_TYPES) {
    for (const place of PLACES) {
      const experience = POST_EXPERIENCE_OPTIONS[i % POST_EXPERIENCE_OPTIONS.length]!;
      const salary = SALARIES[i % SALARIES.length]!;
      const job = await submitPosting(t.ctx, validJob({ job_title: `Developer ${i}`, job_type: type, location: place, experience, salary, category: String((i % 2) + 1) }));
      await approvePosting(t.ctx, job.id);
      t.clock.advance((i % 4) * DAY_MS);
      i++;
    }
  }
}, 60_000);
afterAll(async () => t?.close());

const filtersArb: fc.Arbitrary<SearchFilters> = fc.record({
  jobTypes: fc.subarray([...JOB_TYPES], { maxLength: 3 }),
  experience: fc.subarray([...POST_EXPERIENCE_OPTIONS], { maxLength: 3 }),
  postedWithin: fc.option(fc.constantFrom(...POSTED_WITHIN.map((p) => p.value)), { nil: null }),
  minSalary: fc.option(fc.constantFrom(...SALARY_STEPS_LPA), { nil: null }),
  remote: fc.boolean(),
});
const queryArb: fc.Arbitrary<JobListQuery> = fc.record({
  keyword: fc.constantFrom('', 'developer', 'develop'),
  location: fc.constantFrom('', 'gujarat', 'remote'),
  category: fc.constantFrom('0', '1', '2'),
  page: fc.integer({ min: 1, max: 3 }),
  filters: filtersArb,
  sort: fc.constantFrom('newest' as const, 'best' as const),
});

/** The job ids of a feed's entries, in its order. */
const feedIds = (xml: string) => [...xml.matchAll(/<id>[^<]*\/apply\/(\d+)<\/id>/g)].map((m) => m[1]!);

describe('the search feed', () => {
  it('follows the /jobs page link of any search: the same filters, the jobs the search shows newest first', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const path = jobFeedPath(query);
        const res = await t.app.inject({ url: path });
        expect(res.statusCode, path).toBe(200);
        const shown = searchJobs(t.ctx, { jobTitle: query.keyword, location: query.location, category: query.category, ...filterFields(query.filters), sort: 'newest' });
        expect(feedIds(res.body), path).toEqual(shown.jobs.map((j) => j._id));
        // Its own address: the same search, without order or page.
        expect(res.body).toContain(`<link rel="self" type="application/atom+xml" href="http://localhost:3000${path.replace(/&/g, '&amp;')}"/>`);
        expect(path).not.toMatch(/[?&](sort|page)=/);
      }),
      { numRuns: 80 },
    );
  });

  it('reads its parameters back as the /jobs page wrote them (lists in their options\' order)', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const read = feedQueryFromParams(new URL(jobFeedPath(query), 'http://x.invalid').searchParams);
        expect(read).toEqual({ ...query, filters: cleanFilters(query.filters), sort: 'newest', page: 1 });
      }),
      { numRuns: 300 },
    );
  });

  it('narrows by each filter, and says the filters in its title', async () => {
    const res = await t.app.inject({ url: '/feeds/jobs.atom?type=Contract&type=Full-time&salary=5&remote=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title type="text">New jobs: [Full-time, Contract, ₹5 lakh a year or more, Remote] | Job Portal</title>');
    const ids = feedIds(res.body);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const job = t.store.jobs.get(Number(id))!;
      expect(['Full-time', 'Contract']).toContain(job.job_type);
      expect(job.location.toLowerCase()).toContain('remote');
      const salary = parseSalary(job.salary)!;
      expect([salary.currency, annualRange(salary).min >= 500_000]).toEqual(['INR', true]);
    }
    const all = feedIds((await t.app.inject({ url: '/feeds/jobs.atom' })).body);
    expect(all.length).toBeGreaterThan(ids.length);
  });

  const refused = [
    ['type=Bogus', 'type', /^type: Unknown job type: choose from Full-time, /],
    ['type=Full-time&type=Weekends', 'type', /^type: Unknown job type/],
    ['experience=Senior', 'experience', /^experience: Unknown experience: choose from Freshers, /],
    ['salary=7', 'salary', /^salary: Minimum salary is one of 3, 5, 10, 15, 20, 30, 50 \(lakh a year\)$/],
    ['salary=5&salary=10', 'salary', /^salary: Minimum salary is one of/],
    ['posted=2d', 'posted', /^posted: Posted within is one of 1d, 3d, 7d, 30d$/],
    ['remote=yes', 'remote', /^remote: Remote is 1 or 0$/],
    ['category=99', 'category', /^category: Choose a category$/],
    ['keywords=react&category=abc', 'category', /^category: Choose a category$/],
  ] as const;
  it.each(refused)('refuses %s with a 400 naming the parameter', async (query, param, message) => {
    const res = await t.app.inject({ url: `/feeds/jobs.atom?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.message).toMatch(message);
    expect(Object.keys(body.errors)).toEqual([param]);
  });

  it('answers any value of any filter with the feed or a 400, as the job list call accepts it or not', async () => {
    const PARAMS = { type: 'jobType', experience: 'experience', posted: 'postedWithin', salary: 'minSalary', remote: 'remote' } as const;
    const valueArb = fc.oneof(
      fc.constantFrom('', '1', '0', 'true', '5', '7', '1d', '2d', 'Remote', 'Freshers', '1 Year +', 'Full-time,Contract', ' 5 '),
      fc.string({ maxLength: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...(Object.keys(PARAMS) as (keyof typeof PARAMS)[])), valueArb, async (param, value) => {
        const res = await t.app.inject({ url: `/feeds/jobs.atom?${new URLSearchParams({ [param]: value })}` });
        const accepted = JobListRequestSchema.safeParse({ [PARAMS[param]]: value }).success;
        expect(res.statusCode, `${param}=${JSON.stringify(value)}`).toBe(accepted ? 200 : 400);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the alert forms', () => {
  const signup = (fields: Record<string, string>) => t.post('alert/subscribe', { email: 'seeker@example.com', keywords: 'developer', ...fields });

  it.each([
    [{ jobType: 'Bogus' }, 'jobType', /^Unknown job type/],
    [{ experience: '10 Years' }, 'experience', /^Unknown experience/],
    [{ minSalary: '7' }, 'minSalary', /^Minimum salary is one of/],
    [{ remote: 'yes' }, 'remote', /^Remote is 1 or 0$/],
  ])('the sign-up refuses %o with a 400 naming the field, and saves nothing', async (fields, field, message) => {
    const before = t.store.alerts.countFor('seeker@example.com');
    const res = await signup(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toMatch(message);
    expect(t.store.alerts.countFor('seeker@example.com')).toBe(before);
  });

  it('the sign-up keeps the filters; the page shows them, changes them, and refuses a bad one without changing anything', async () => {
    t.clock.advance(DAY_MS); // a new day for the address's mail
    const res = await signup({ jobType: 'Internship,Remote', experience: '', minSalary: '3', remote: '1', postedWithin: '1d' });
    expect(res.statusCode).toBe(200);
    const link = linkIn(lastMail(t.store, 'alert-confirm'), 'alert');
    const view = await t.post('alert/view', link);
    // "Posted within" is not an alert's: it mails the jobs new since its last mail.
    expect(view.json().data.search).toEqual({ keywords: 'developer', location: '', category: '0', jobType: 'Remote,Internship', experience: '', minSalary: '3', remote: '1' });
    await t.post('alert/confirm', link);

    const bad = await t.post('alert/update', { ...link, keywords: 'designer', minSalary: '4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.minSalary).toMatch(/^Minimum salary is one of/);
    expect((await t.post('alert/view', link)).json().data.search).toMatchObject({ keywords: 'developer', minSalary: '3' });

    const changed = await t.post('alert/update', { ...link, keywords: 'designer', experience: 'Freshers', remote: '0' });
    expect(changed.json().data.search).toEqual({ keywords: 'designer', location: '', category: '0', jobType: '', experience: 'Freshers', minSalary: '', remote: '' });
  });
});
