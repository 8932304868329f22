import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, MESSAGES, RESUME_MAX_BYTES } from '../../shared/domain';
import { moderateReview } from '../../shared/services/feedback';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { renderedMail } from '../helpers/services';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfOfSize } from '../helpers/documents';
import { DOC, DOCX, EXE, PDF, ZIP, validApplication, validJob } from '../helpers/fixtures';

let t: TestApp;
let jobId: number;
beforeEach(async () => {
  t = await createTestApp();
  jobId = (await submitPosting(t.ctx, validJob())).id;
  await approvePosting(t.ctx, jobId);
});
afterEach(async () => t.close());

/** What the spec's client sends: the form, role, comp_email, company, comp_location and the job. */
const applyFields = (overrides: Record<string, string> = {}) => ({
  ...validApplication(),
  role: 'Senior React Developer',
  comp_email: 'hiring@kathiawar.example',
  company: 'Kathiawar Digital',
  comp_location: 'Rajkot, Gujarat',
  job: JSON.stringify({ _id: String(jobId), job_title: 'Senior React Developer' }),
  ...overrides,
});

describe('resume/add', () => {
  it.each([
    ['PDF', PDF, 'cv.pdf'],
    ['DOC', DOC, 'cv.doc'],
    ['DOCX', DOCX, 'cv.docx'],
  ])('accepts a %s resume and queues the mails', async (_type, data, filename) => {
    const res = await t.post('resume/add', applyFields(), { data, filename });
    expect(res.statusCode).toBe(200);
    // What was sent to whom, for the outcome page.
    expect(res.json()).toEqual({
      status: true,
      message: MESSAGES.applied,
      application: { jobTitle: 'Senior React Developer', companyName: 'Kathiawar Digital', email: 'asha@applicant.example', confirmation: { queued: true } },
    });
    expect(t.store.applications.count()).toBe(1);
    expect(t.store.outbox.recent().filter((m) => m.kind.startsWith('application'))).toHaveLength(2);
  });

  it('takes a plain jobId too', async () => {
    const fields = applyFields({ jobId: String(jobId) });
    delete (fields as Record<string, string>).job;
    expect((await t.post('resume/add', fields, { data: PDF, filename: 'cv.pdf' })).statusCode).toBe(200);
  });

  it('answers the spec messages for missing, wrong-type and oversize resumes', async () => {
    const missing = await t.post('resume/add', applyFields());
    expect([missing.statusCode, missing.json().errors.cv]).toEqual([400, MESSAGES.resumeMissing]);

    for (const [data, name] of [[EXE, 'cv.pdf'], [ZIP, 'cv.docx'], [Buffer.from('hello'), 'cv.txt']] as const) {
      const wrong = await t.post('resume/add', applyFields(), { data, filename: name });
      expect([wrong.statusCode, wrong.json().errors.cv]).toEqual([415, MESSAGES.resumeWrongType]);
    }

    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES - PDF.length + 1)]);
    const tooLarge = await t.post('resume/add', applyFields(), { data: big, filename: 'cv.pdf' });
    expect([tooLarge.statusCode, tooLarge.json().errors.cv]).toEqual([413, MESSAGES.resumeTooLarge]);

    const exactlyMax = pdfOfSize(RESUME_MAX_BYTES);
    expect((await t.post('resume/add', applyFields(), { data: exactlyMax, filename: 'cv.pdf' })).statusCode).toBe(200);
    expect(readdirSync(t.store.paths.resumes)).toHaveLength(1);
  });

  it('reports field errors and the missing resume together', async () => {
    const res = await t.post('resume/add', applyFields({ email: 'x', phone: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Enter a valid email address', phone: 'Phone is required', cv: MESSAGES.resumeMissing });
  });

  it('refuses an application to a job that is not live, or a malformed job field', async () => {
    const pending = (await submitPosting(t.ctx, validJob())).id;
    const res = await t.post('resume/add', applyFields({ job: JSON.stringify({ _id: String(pending) }) }), { data: PDF, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(404);
    const bad = await t.post('resume/add', applyFields({ job: '{not json' }), { data: PDF, filename: 'cv.pdf' });
    expect(bad.statusCode).toBe(400);
    expect(t.store.applications.count()).toBe(0);
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
  });

  it('refuses a file in any other field', async () => {
    const res = await t.post('resume/add', applyFields(), { field: 'photo', data: PDF, filename: 'x.pdf' });
    expect(res.statusCode).toBe(400);
  });

  it('drops honeypot submissions without storing anything', async () => {
    const res = await t.post('resume/add', applyFields({ [HONEYPOT_FIELD]: 'x' }), { data: PDF, filename: 'cv.pdf' });
    expect(res.json().status).toBe(true);
    expect(t.store.applications.count()).toBe(0);
  });
});

describe('resume/resume_count', () => {
  it('counts the applications received', async () => {
    expect((await t.post('resume/resume_count')).json()).toEqual({ status: true, count: 0 });
    await t.post('resume/add', applyFields(), { data: PDF, filename: 'cv.pdf' });
    expect((await t.post('resume/resume_count')).json()).toEqual({ status: true, count: 1 });
  });
});

describe('reviews', () => {
  it('shows a review only after staff approval', async () => {
    const added = await t.post('job/addreview', { name: 'Meera', rating: '5', comment: 'Found my job in a week.', role: 'Designer' });
    expect(added.json()).toEqual({ status: true, message: 'Thank you for your review! It will appear once our team has approved it.' });
    expect((await t.post('job/getreview')).json()).toEqual({ status: true, data: [] });
    const [pending] = t.store.reviews.pending();
    await moderateReview(t.ctx, pending!.id, 'approved');
    const data = (await t.post('job/getreview')).json().data;
    expect(data).toEqual([{ _id: String(pending!.id), name: 'Meera', rating: 5, comment: 'Found my job in a week.', role: 'Designer', date: expect.any(String) }]);
  });

  it('drops honeypot reviews and contact messages without storing or mailing', async () => {
    const review = await t.post('job/addreview', { name: 'Bot', rating: '5', comment: 'Buy now', [HONEYPOT_FIELD]: 'x' });
    const proposal = await t.post('job/addproposal', { name: 'Bot', email: 'bot@spam.example', subject: 'general', message: 'Buy', [HONEYPOT_FIELD]: 'x' });
    expect([review.json().status, proposal.json().status]).toEqual([true, true]);
    expect(t.store.reviews.pending()).toEqual([]);
    expect(t.store.messages.recent()).toEqual([]);
    expect(t.store.outbox.recent().some((m) => m.kind === 'contact')).toBe(false);
  });

  it('validates the rating', async () => {
    const res = await t.post('job/addreview', { name: 'X', rating: '9', comment: 'Hmm' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.rating).toBe('Choose a rating from 1 to 5');
  });
});

describe('job/addproposal', () => {
  it('stores the message and queues it to the support address', async () => {
    const res = await t.post('job/addproposal', { name: 'Ravi', email: 'ravi@example.com', subject: 'employer', message: 'How do I edit a posting?' });
    expect(res.json()).toEqual({ status: true, message: MESSAGES.contactSent });
    const [mail] = t.store.outbox.recent();
    expect(mail).toMatchObject({ kind: 'contact', recipient: 'support@jobportal.test', reply_to: 'ravi@example.com' });
    expect(renderedMail(mail).subject).toBe('[Employer Support] Message from Ravi');
  });

  it('needs one of the six subjects', async () => {
    const res = await t.post('job/addproposal', { name: 'Ravi', email: 'ravi@example.com', subject: 'spam', message: 'x' });
    expect(res.json().errors).toEqual({ subject: 'Choose a subject' });
  });
});

describe('job/analytics', () => {
  it('stores the page view with the IP from the request, truncated, not one sent by the client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job/analytics',
      remoteAddress: '198.51.100.23',
      payload: (() => {
        const f = new FormData();
        for (const [k, v] of Object.entries({ browser: 'Mozilla/5.0 (X11)', os: 'Linux x86_64', ip: '1.2.3.4', page: '/jobs', referrer: '', timestamp: '2025-06-01T10:00:00Z' })) f.append(k, v);
        return f;
      })(),
    });
    expect(res.json()).toEqual({ status: true });
    expect(t.store.pageViews.recent()[0]).toMatchObject({ ip: '198.51.100.0', page: '/jobs', referrer: 'Direct', os: 'Linux x86_64', client_timestamp: '2025-06-01T10:00:00Z' });
  });

  it("reads the device and browser from the request's own User-Agent, and decides which pages were 404s", async () => {
    const send = (fields: Record<string, string>, userAgent: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return t.app.inject({ method: 'POST', url: '/api/job/analytics', remoteAddress: '198.51.100.23', headers: { 'user-agent': userAgent }, payload: form });
    };
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    // The page claims to be a desktop Chrome; the request's header is what counts.
    await send({ browser: 'Chrome on Windows', page: '/no-such-page', referrer: 'https://www.google.com/' }, phone);
    const job = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, job.id);
    await send({ page: `/apply/${job.id}` }, phone);
    const [live, missing] = t.store.pageViews.recent();
    expect(missing).toMatchObject({ status: 404, job_id: null, device: 'mobile', agent: 'Safari', source: 'google.com', browser: 'Chrome on Windows' });
    expect(live).toMatchObject({ status: 200, job_id: job.id });
    expect(missing!.visitor).toBe(live!.visitor); // one visitor that day

    // Closed, the job's page answers 410 (tests/ssr), and its view is recorded as one; an id that never named a job stays a 404.
    await expirePosting(t.ctx, job.id);
    await send({ page: `/apply/${job.id}` }, phone);
    await send({ page: '/apply/424242' }, phone);
    const [unknown, closed] = t.store.pageViews.recent(2);
    expect([closed, unknown]).toMatchObject([
      { page: `/apply/${job.id}`, status: 410, job_id: null },
      { page: '/apply/424242', status: 404, job_id: null },
    ]);
  });
});
