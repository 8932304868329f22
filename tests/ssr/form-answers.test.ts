// Forms sent without JavaScript: a browser posts the form to its API call and gets a page back,
// the form's own page rendered by the server with the outcome (what happens next, where the mail
// went, or that a cap held it back), or with the form again, its values and the errors. The page
// carries a signed ticket in place of the proof of work.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { FORM_TICKET_FIELD, MESSAGES, formatDateTimeUtc } from '../../shared/domain';
import { FORM_TICKET_MESSAGES } from '../../shared/services/form-tickets';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { VISITOR_MAIL_CLIENT_ADDRESSES_DAILY } from '../../shared/services/visitor-mail';
import { createTestApp, type TestApp } from '../helpers/app';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { mainText as tagSpacedText, pageData } from './ssr-helpers';

let t: TestApp;
/** The main text as read: no space where an inline element ended before punctuation. */
const mainText = (html: string) => tagSpacedText(html).replace(/ (?=[.,;:)])/g, '').replace(/# /g, '#');
const HTML = 'text/html,application/xhtml+xml,application/xhtml+xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  // Rate limits on, as on a public site: the forms must carry the page's ticket.
  t = await createTestApp({ env: { PORTAL_DIR: inject('portalDir'), RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

/** The ticket a page's forms carry, read from the page as a browser gets it. */
async function ticketOf(path: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: path });
  const ticket = new RegExp(`name="${FORM_TICKET_FIELD}" value="([^"]+)"`).exec(page.body)?.[1];
  expect(ticket, `${path} has a form ticket`).toBeTruthy();
  return ticket!;
}

/** Posts a form as a browser does without JavaScript: multipart, asking for HTML. */
function browserPost(url: string, fields: Record<string, string>, file?: { data: Buffer; filename: string }, ip = '203.0.113.9') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('cv', new Blob([new Uint8Array(file.data)], { type: 'application/pdf' }), file.filename);
  return t.app.inject({ method: 'POST', url, payload: form, headers: { accept: HTML }, remoteAddress: ip });
}

describe('a job posted without JavaScript', () => {
  it('answers with the outcome page: review deadline, where the private link went, the reference, what to do without mail', async () => {
    const ticket = await ticketOf('/post-job');
    const res = await browserPost('/api/job/addJob', { ...validJob({ company_email: 'hr@rajkot-textiles.example' }), [FORM_TICKET_FIELD]: ticket });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const [pending] = t.store.jobs.pending().filter((job) => job.company_email === 'hr@rajkot-textiles.example');
    const text = mainText(res.body);
    expect(text).toContain(MESSAGES.jobPosted);
    expect(text).toContain(`reviewed by ${formatDateTimeUtc(pending!.due_at!)} (within 24 hours)`);
    expect(text).toContain('We are emailing your private link to hr@rajkot-textiles.example');
    expect(text).toContain(`Your reference is #${pending!.id}`);
    expect(text).toContain('No email within a few minutes?');
    expect(res.body).toContain('href="/manage"');
    // The answer is at the API call's address: it starts no scripts.
    expect(res.body).not.toMatch(/<script type="module"/);
    expect(pageData(res.body)?.answer?.posting).toMatchObject({ reference: pending!.id, receipt: { queued: true } });
  });

  it('shows the form again with the values sent, the message and each field error, with the status of the refusal', async () => {
    const ticket = await ticketOf('/post-job');
    const res = await browserPost('/api/job/addJob', { ...validJob({ job_title: 'Loom Technician', company_email: 'not-an-email' }), [FORM_TICKET_FIELD]: ticket });
    expect(res.statusCode).toBe(400);
    expect(mainText(res.body)).toContain('Enter a valid email address');
    expect(res.body).toMatch(/<input[^>]*name="job_title"[^>]*value="Loom Technician"|<input[^>]*value="Loom Technician"[^>]*name="job_title"/);
    expect(res.body).toMatch(/name="company_email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="company_email"/);
  });

  it('refuses a form without the page ticket or with a forged or stale one, saying what to do', async () => {
    const missing = await browserPost('/api/job/addJob', validJob());
    expect(missing.statusCode).toBe(400);
    expect(mainText(missing.body)).toContain('Please wait a moment while your browser confirms this form');
    const forged = await browserPost('/api/job/addJob', { ...validJob(), [FORM_TICKET_FIELD]: `${Date.now()}.${'A'.repeat(32)}` });
    expect(mainText(forged.body)).toContain(FORM_TICKET_MESSAGES.missing);
    const ticket = await ticketOf('/post-job');
    t.clock.advance(3 * 3_600_000);
    const stale = await browserPost('/api/job/addJob', { ...validJob(), [FORM_TICKET_FIELD]: ticket });
    expect(stale.statusCode).toBe(400);
    expect(mainText(stale.body)).toContain(FORM_TICKET_MESSAGES.expired);
    // An API client asking for JSON gets JSON, as before.
    const json = await t.post('job/addJob', validJob());
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  it('says on the page when the daily caps held the receipt back, and how to get the link', async () => {
    const ip = '198.51.100.77';
    // A campus network's day of postings to different addresses (over hours: the hourly rate limit is lower).
    for (let i = 0; i < VISITOR_MAIL_CLIENT_ADDRESSES_DAILY; i++) await submitPosting(t.ctx, validJob({ company_email: `office${i}@campus.example` }), { ip });
    const ticket = await ticketOf('/post-job');
    const res = await browserPost('/api/job/addJob', { ...validJob({ company_email: 'late@campus.example' }), [FORM_TICKET_FIELD]: ticket }, undefined, ip);
    const text = mainText(res.body);
    expect(text).toContain('We could not email your private link to late@campus.example');
    expect(text).toContain('your network (its internet address) has already caused as many emails');
    expect(text).toContain('Your posting is saved and will be reviewed all the same');
    expect(t.store.jobs.pending().some((job) => job.company_email === 'late@campus.example')).toBe(true);
  });
});

describe('an application sent without JavaScript', () => {
  it('answers on the job page with what was sent to whom and where the withdraw link went', async () => {
    const posted = await submitPosting(t.ctx, validJob({ job_title: 'Dyeing Supervisor', company_name: 'Saurashtra Mills' }));
    await approvePosting(t.ctx, posted.id);
    const ticket = await ticketOf(`/apply/${posted.id}`);
    const fields = { ...validApplication({ email: 'meera@applicant.example' }), jobId: String(posted.id), [FORM_TICKET_FIELD]: ticket };
    const res = await browserPost(`/api/resume/add?page=${encodeURIComponent(`/apply/${posted.id}`)}`, fields, { data: PDF, filename: 'meera-cv.pdf' });
    expect(res.statusCode).toBe(200);
    const text = mainText(res.body);
    expect(text).toContain(MESSAGES.applied);
    expect(text).toContain('Your application and resume are on their way to Saurashtra Mills, who posted Dyeing Supervisor');
    expect(text).toContain('We are emailing a confirmation to meera@applicant.example, with a link to withdraw');
    expect(text).toContain('Apply for Dyeing Supervisor'); // on the job's own page
    expect(t.store.outbox.recent(5).map((m) => m.kind)).toContain('application');
  });

  it('never renders an answer at an address a stranger chose', async () => {
    const ticket = await ticketOf('/contact');
    const res = await browserPost('/api/job/addproposal?page=%2F%2Fevil.example%2F', { name: 'A', [FORM_TICKET_FIELD]: ticket });
    expect(res.statusCode).toBe(400);
    expect(pageData(res.body)?.data).toEqual({ kind: 'none' });
    expect(mainText(res.body)).toContain('Send Us a Message');
  });
});

describe('the other visitor forms without JavaScript', () => {
  it('contact, review, alert and links each answer on their page with their message', async () => {
    const contact = await browserPost('/api/job/addproposal', {
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'general',
      message: 'Do you list jobs in Jamnagar?',
      [FORM_TICKET_FIELD]: await ticketOf('/contact'),
    });
    expect(mainText(contact.body)).toContain(MESSAGES.contactSent);
    const review = await browserPost('/api/job/addreview', { name: 'Ravi', rating: '5', comment: 'Found a job in a week.', [FORM_TICKET_FIELD]: await ticketOf('/') });
    expect(review.statusCode).toBe(200);
    expect(mainText(review.body)).toContain('Thank you for your review!');
    const alert = await browserPost('/api/alert/subscribe?page=%2Fjobs%3Fkeywords%3Dweaver', {
      email: 'ravi@example.com',
      keywords: 'weaver',
      location: '',
      category: '0',
      [FORM_TICKET_FIELD]: await ticketOf('/jobs'),
    });
    expect(mainText(alert.body)).toContain('Almost done: we sent you an email.');
    expect(pageData(alert.body)?.data).toMatchObject({ kind: 'jobs', query: { keyword: 'weaver' } });
    const links = await browserPost('/api/posting/links', { email: 'ravi@example.com', [FORM_TICKET_FIELD]: await ticketOf('/manage') });
    expect(mainText(links.body)).toContain('If postings were sent from this address');
  });
});
