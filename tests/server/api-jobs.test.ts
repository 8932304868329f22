import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, MESSAGES, decryptJobData, type PublicJob } from '../../shared/domain';
import { approvePosting } from '../../shared/services/postings';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const decrypt = <T>(data: string) => decryptJobData<T>(data, t.config.jobDataKey);

async function postAndApprove(overrides: Record<string, string> = {}) {
  const res = await t.post('job/addJob', validJob(overrides));
  expect(res.json()).toMatchObject({ status: true, message: MESSAGES.jobPosted });
  const [pending] = t.store.jobs.pending();
  approvePosting(t.ctx, pending!.id);
  t.clock.advance(1000);
  return pending!.id;
}

describe('job/addJob', () => {
  it('stores a valid posting as pending review, invisible until approved', async () => {
    const res = await t.post('job/addJob', validJob());
    expect(res.statusCode).toBe(200);
    const [pending] = t.store.jobs.pending();
    // The reference, where the private link went and when the review is due, for the outcome page.
    expect(res.json()).toEqual({
      status: true,
      message: 'Job posted successfully! We will review and publish it shortly.',
      posting: { reference: pending!.id, email: validJob().company_email, dueAt: pending!.due_at, receipt: { queued: true } },
    });
    expect(t.store.jobs.pending()).toHaveLength(1);
    const list = await t.post('job/getjobdata', { page: '1', jobTitle: '', location: '', limit: '25', category: '' });
    expect(list.json().totalResults).toBe(0);
  });

  it('answers 400 with a message per field', async () => {
    const res = await t.post('job/addJob', validJob({ company_email: 'nope', category: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      message: 'Please correct the highlighted fields.',
      errors: { category: 'Choose a category', company_email: 'Enter a valid email address' },
    });
    expect(t.store.jobs.pending()).toHaveLength(0);
  });

  it('silently drops a submission that filled the honeypot', async () => {
    const res = await t.post('job/addJob', { ...validJob(), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.json()).toEqual({ status: true, message: MESSAGES.jobPosted });
    expect(t.store.jobs.pending()).toHaveLength(0);
  });
});

describe('job/getjobdata', () => {
  it('returns the page encrypted with crypto-js, with exact totals', async () => {
    await seedDemoJobs(t.ctx, 30);
    const res = await t.post('job/getjobdata', { page: '2', jobTitle: '', location: '', limit: '25', category: '' });
    const body = res.json();
    expect(body).toMatchObject({ status: true, totalPages: 2, totalResults: 30 });
    expect(typeof body.data).toBe('string');
    expect(body.data).not.toContain('job_title');
    const jobs = decrypt<PublicJob[]>(body.data);
    expect(jobs).toHaveLength(5);
    expect(Object.keys(jobs[0]!).sort()).toEqual(
      ['_id', 'benefits', 'category', 'company_email', 'company_name', 'company_website', 'date', 'description', 'expires_at', 'experience', 'job_title', 'job_type', 'location', 'requirements', 'salary'].sort(),
    );
    expect(new Date(jobs[0]!.date).toISOString()).toBe(jobs[0]!.date);
  });

  it('filters by keyword, location and category together', async () => {
    const id = await postAndApprove({ job_title: 'Flutter Developer', category: '6', location: 'Surat, Gujarat' });
    await postAndApprove({ job_title: 'Flutter Developer', category: '6', location: 'Pune' });
    await postAndApprove({ job_title: 'Designer', category: '9', location: 'Surat, Gujarat' });
    const res = await t.post('job/getjobdata', { page: '1', jobTitle: 'flutter', location: 'surat', limit: '25', category: '6' });
    const body = res.json();
    expect(body.totalResults).toBe(1);
    expect(decrypt<PublicJob[]>(body.data).map((j) => j._id)).toEqual([String(id)]);
  });

  it("reads category '0' as all categories, as the portal's selected category is '0'", async () => {
    await postAndApprove({ category: '3' });
    const res = await t.post('job/getjobdata', { page: '1', category: '0' });
    expect(res.json()).toMatchObject({ status: true, totalResults: 1 });
  });

  it('gives the employer address only for jobs published 10 or fewer days ago', async () => {
    const id = await postAndApprove();
    const emailNow = async () => decrypt<PublicJob>((await t.post('job/getjobdetails', { id: String(id) })).json().data).company_email;
    expect(await emailNow()).toBe('hiring@kathiawar.example');
    t.clock.advance(10 * 24 * 3_600_000);
    expect(await emailNow()).toBe('hiring@kathiawar.example');
    t.clock.advance(24 * 3_600_000);
    expect(await emailNow()).toBe('');
  });

  it('answers each search for its own fields when asked again, and refuses a bad one every time', async () => {
    await postAndApprove({ job_title: 'Flutter Developer', location: 'Surat, Gujarat' });
    await postAndApprove({ job_title: 'Designer', location: 'Pune' });
    const total = async (fields: Record<string, string>) => (await t.post('job/getjobdata', fields)).json().totalResults;
    // Fields that would read alike if they were simply joined: each is its own search.
    for (let round = 0; round < 2; round++) {
      expect(await total({ jobTitle: 'flutter', location: '' })).toBe(1);
      expect(await total({ jobTitle: '', location: 'flutter' })).toBe(0);
      expect(await total({ jobTitle: 'designer' })).toBe(1);
      expect(await total({ jobTitle: 'designer', location: 'surat' })).toBe(0);
      expect(await total({})).toBe(2);
    }
    for (let round = 0; round < 2; round++) {
      const res = await t.post('job/getjobdata', { jobTitle: 'x'.repeat(500) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, errors: { jobTitle: 'Keyword is too long' } });
    }
  });

  it('accepts the call with no fields at all (first page, all jobs)', async () => {
    await postAndApprove();
    const res = await t.post('job/getjobdata', {});
    expect(res.json()).toMatchObject({ status: true, totalResults: 1, totalPages: 1 });
  });
});

describe('job/getjobdata: the optional filters, order and facets', () => {
  it('narrows by job type, experience, minimum salary, remote and posted within; the spec fields answer as before', async () => {
    await postAndApprove({ job_title: 'Flutter Developer', job_type: 'Full-time', experience: '2 Year +', salary: '6-8 LPA', location: 'Surat' });
    await postAndApprove({ job_title: 'Flutter Intern', job_type: 'Internship', experience: 'Freshers', salary: '₹15,000 per month', location: 'Remote' });
    await postAndApprove({ job_title: 'Flutter Lead', job_type: 'Remote', experience: '5 Year +', salary: 'Negotiable', location: 'Pune' });
    const total = async (fields: Record<string, string>) => (await t.post('job/getjobdata', { jobTitle: 'flutter', ...fields })).json().totalResults;
    expect(await total({})).toBe(3);
    expect(await total({ jobType: 'Full-time' })).toBe(1);
    expect(await total({ jobType: 'Full-time,Internship' })).toBe(2);
    expect(await total({ experience: 'Freshers' })).toBe(1);
    expect(await total({ minSalary: '5' })).toBe(1); // 6-8 LPA; a monthly ₹15,000 is 1.8 lakh a year; "Negotiable" has none
    expect(await total({ minSalary: '10' })).toBe(0);
    expect(await total({ remote: '1' })).toBe(2); // the Remote job type, and "Remote" as the location
    expect(await total({ postedWithin: '1d' })).toBe(3);
    t.clock.advance(2 * 24 * 3_600_000);
    expect(await total({ postedWithin: '1d' })).toBe(0);
    expect(await total({ postedWithin: '3d' })).toBe(3);
    // The spec's client sends none of them: its answer has exactly the fields it always had.
    const plain = (await t.post('job/getjobdata', { page: '1', jobTitle: '', location: '', limit: '25', category: '' })).json();
    expect(Object.keys(plain).sort()).toEqual(['data', 'page', 'status', 'totalPages', 'totalResults']);
  });

  it('answers facet counts and best-match order when asked', async () => {
    await postAndApprove({ job_title: 'Kotlin Developer', job_type: 'Contract', description: 'Apps.' });
    await postAndApprove({ job_title: 'Mobile Engineer', job_type: 'Full-time', description: 'Kotlin and Swift, Kotlin first.' });
    const res = await t.post('job/getjobdata', { jobTitle: 'kotlin', sort: 'best', facets: '1' });
    const body = res.json();
    expect(body.totalResults).toBe(2);
    expect(body.facets.jobType).toEqual({ 'Full-time': 1, 'Part-time': 0, Contract: 1, Freelance: 0, Remote: 0, Internship: 0 });
    expect(body.facets.remote).toBe(0);
    expect(decrypt<PublicJob[]>(body.data).map((j) => j.job_title)).toEqual(['Kotlin Developer', 'Mobile Engineer']);
    const none = (await t.post('job/getjobdata', { jobTitle: 'kotln', facets: '1' })).json();
    expect(none).toMatchObject({ totalResults: 0, suggestions: [{ field: 'keywords', word: 'kotln', suggestions: ['kotlin'] }] });
  });

  it('refuses an unknown option with a 400 that names the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ jobType: 'Full-time,Astronaut' }, 'jobType'],
      [{ experience: '99 Year +' }, 'experience'],
      [{ postedWithin: '2d' }, 'postedWithin'],
      [{ minSalary: '4' }, 'minSalary'],
      [{ remote: 'yes' }, 'remote'],
      [{ sort: 'oldest' }, 'sort'],
      [{ facets: 'all' }, 'facets'],
    ];
    for (const [fields, field] of cases) {
      const res = await t.post('job/getjobdata', fields);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
  });
});

describe('job/getjobdetails', () => {
  it('returns one live job, encrypted', async () => {
    const id = await postAndApprove();
    const res = await t.post('job/getjobdetails', { id: String(id) });
    expect(res.statusCode).toBe(200);
    expect(decrypt<PublicJob>(res.json().data)).toMatchObject({ _id: String(id), job_title: 'Senior React Developer', category: 1 });
  });

  it.each(['', '0', '999', 'abc', '1 OR 1=1', "1'; DROP TABLE jobs; --"])('answers 404 for the id %j', async (id) => {
    await postAndApprove();
    const res = await t.post('job/getjobdetails', { id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'This job is no longer available. It may have expired or been removed.' });
  });

  it('hides a pending job', async () => {
    await t.post('job/addJob', validJob());
    const [pending] = t.store.jobs.pending();
    expect((await t.post('job/getjobdetails', { id: String(pending!.id) })).statusCode).toBe(404);
  });
});
