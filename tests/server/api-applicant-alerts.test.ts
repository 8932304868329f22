// Applicants and job seekers through the API: withdrawing an application (gone at once), a second
// application refused, job alerts (double opt-in, digests by the fake clock, exactly once across a
// restart, one-click unsubscribe, the limit, the lapse), reports and their take-down, the feeds.
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atomDocument } from '../../server/routes/atom';
import { ALERTS_PER_ADDRESS, ALERT_LIFETIME_DAYS, DAY_MS, HOUR_MS, LINK_NOT_VALID } from '../../shared/domain';
import { sendDueDigests } from '../../shared/services/alert-digests';
import { ALREADY_APPLIED } from '../../shared/services/applications';
import { ALERT_SIGNUP_SENT } from '../../shared/services/job-alerts';
import { REPORT_ALREADY, REPORT_RECEIVED, takeDownReported } from '../../shared/services/job-reports';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { openStore } from '../../shared/store/store';
import { createTestApp, type TestApp } from '../helpers/app';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';
import { renderedMail } from '../helpers/services';

// The feeds' writer, watched: a poll answered from the cache writes nothing.
vi.mock('../../server/routes/atom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/routes/atom')>();
  return { ...actual, atomDocument: vi.fn(actual.atomDocument) };
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function live(overrides: Record<string, string> = {}) {
  const job = await submitPosting(t.ctx, validJob(overrides));
  await approvePosting(t.ctx, job.id);
  return job.id;
}
const apply = (jobId: number, overrides: Record<string, string> = {}) =>
  t.post('resume/add', { ...validApplication(overrides), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' });

describe('withdrawing an application', () => {
  it('deletes the application, its resume file and its unsent mail at once, and the link then opens nothing', async () => {
    const jobId = await live();
    expect((await apply(jobId)).statusCode).toBe(200);
    const confirmation = lastMail(t.store, 'application-confirmation')!;
    const link = linkIn(confirmation, 'withdraw');
    expect(renderedMail(confirmation).text).toContain('The email already sent to the employer cannot be recalled.');
    const view = await t.post('application/view', link);
    expect(view.json().data).toMatchObject({ jobTitle: 'Senior React Developer', company: 'Kathiawar Digital', delivered: false });
    expect(readdirSync(t.store.paths.resumes)).toHaveLength(1);

    const res = await t.post('application/withdraw', link);
    expect(res.json().status).toBe(true);
    expect(t.store.applications.count()).toBe(0);
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
    expect(t.store.outbox.recent().filter((m) => m.application_id !== null)).toEqual([]);
    expect(t.store.db.prepare('SELECT count(*) AS n FROM access_tokens WHERE application_id IS NOT NULL').get()).toEqual({ n: 0 });
    for (const call of ['application/view', 'application/withdraw']) {
      const again = await t.post(call, link);
      expect([again.statusCode, again.json().message]).toEqual([404, LINK_NOT_VALID]);
    }
    // The employer's count of applications that arrived keeps it.
    expect(t.store.applications.arrivedFor(jobId)).toBe(1);
  });

  it('says when the employer already has the application by mail', async () => {
    const jobId = await live();
    await apply(jobId);
    const employerMail = lastMail(t.store, 'application')!;
    await t.store.write(() => t.store.outbox.markSent(employerMail.id, t.clock.now(), null));
    const view = await t.post('application/view', linkIn(lastMail(t.store, 'application-confirmation'), 'withdraw'));
    expect(view.json().data.delivered).toBe(true);
  });
});

describe('applying twice', () => {
  it('refuses the same address on the same job within 30 days, sends nothing twice, and allows it after', async () => {
    const jobId = await live();
    expect((await apply(jobId)).statusCode).toBe(200);
    const again = await apply(jobId, { email: 'ASHA@applicant.example', user_name: 'Asha P.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, message: ALREADY_APPLIED });
    expect(t.store.applications.count()).toBe(1);
    expect(t.store.outbox.recent().filter((m) => m.kind.startsWith('application'))).toHaveLength(2);
    expect(readdirSync(t.store.paths.resumes)).toHaveLength(1);
    expect((await apply(jobId, { email: 'someone.else@applicant.example' })).statusCode).toBe(200);
    t.clock.advance(31 * DAY_MS);
    const other = await live({ job_title: 'Still open' });
    expect((await apply(other)).statusCode).toBe(200);
  });
});

describe('job alerts', () => {
  const signup = (fields: Record<string, string> = {}) =>
    t.post('alert/subscribe', { email: 'seeker@example.com', keywords: 'react', location: 'Rajkot', category: '1', ...fields });

  it('sends nothing but a confirmation request (with no search words in it) until confirmed, then daily digests of new matches only', async () => {
    await live({ job_title: 'React Developer before the alert' });
    expect((await signup()).json()).toEqual({ status: true, message: ALERT_SIGNUP_SENT });
    const confirmMail = lastMail(t.store, 'alert-confirm')!;
    const text = renderedMail(confirmMail).text;
    expect(text).not.toMatch(/react|rajkot/i);
    const link = linkIn(confirmMail, 'alert');
    expect((await t.post('alert/view', link)).json().data).toMatchObject({ state: 'unconfirmed', search: { keywords: 'react', location: 'Rajkot', category: '1' } });

    await live({ job_title: 'React Engineer' });
    t.clock.advance(2 * DAY_MS);
    expect(await sendDueDigests(t.ctx)).toEqual({ sent: 0, nothingNew: 0, lapsed: 0 });

    expect((await t.post('alert/confirm', link)).json().data.state).toBe('active');
    t.clock.advance(HOUR_MS);
    await live({ job_title: 'React Native Developer' });
    await live({ job_title: 'Accountant', category: '5' });
    expect((await sendDueDigests(t.ctx)).sent).toBe(0); // not a day yet
    t.clock.advance(DAY_MS);
    expect((await sendDueDigests(t.ctx)).sent).toBe(1);
    const digest = lastMail(t.store, 'alert-digest')!;
    const { text: body, headers, subject } = renderedMail(digest);
    expect(subject).toBe('1 new job for your alert: react · Rajkot · Web Designers & Developers');
    expect(body).toContain('React Native Developer at Kathiawar Digital');
    expect(body).not.toContain('React Engineer');
    expect(body).not.toContain('Accountant');
    expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/alert\/unsubscribe\/\d+\/[A-Za-z0-9_-]{22}>$/);

    // Nothing new: no mail the next day.
    t.clock.advance(DAY_MS);
    expect(await sendDueDigests(t.ctx)).toMatchObject({ sent: 0, nothingNew: 1 });
  });

  it('sends each digest exactly once across a restart of the process, and none is lost', async () => {
    await signup({ keywords: '', location: '', category: '' });
    await t.post('alert/confirm', linkIn(lastMail(t.store, 'alert-confirm'), 'alert'));
    await live({ job_title: 'First new job' });
    t.clock.advance(DAY_MS + 1);
    expect((await sendDueDigests(t.ctx)).sent).toBe(1);
    // Another process opens the same database (as after a restart) and runs the schedule again.
    const again = openStore(t.dataDir);
    try {
      expect((await sendDueDigests({ store: again, clock: t.clock })).sent).toBe(0);
      await live({ job_title: 'Second new job' });
      t.clock.advance(DAY_MS);
      expect((await sendDueDigests({ store: again, clock: t.clock })).sent).toBe(1);
    } finally {
      again.close();
    }
    const digests = t.store.outbox.recent().filter((m) => m.kind === 'alert-digest').map((m) => renderedMail(m).text);
    expect(digests).toHaveLength(2);
    expect(digests.filter((d) => d.includes('First new job'))).toHaveLength(1);
    expect(digests.filter((d) => d.includes('Second new job'))).toHaveLength(1);
  });

  it('unsubscribes in one click with the urlencoded POST of RFC 8058, without a proof of work', async () => {
    const proofApp = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const { subscribeAlert, confirmAlert } = await import('../../shared/services/job-alerts');
      await subscribeAlert(proofApp.ctx, { email: 'seeker@example.com' });
      const link = linkIn(lastMail(proofApp.store, 'alert-confirm'), 'alert');
      await confirmAlert(proofApp.ctx, link);
      const wrong = await proofApp.app.inject({
        method: 'POST',
        url: `/api/alert/unsubscribe/${link.id}/${'B'.repeat(22)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect([wrong.statusCode, wrong.json().message]).toEqual([404, LINK_NOT_VALID]);
      const noBody = await proofApp.app.inject({ method: 'POST', url: `/api/alert/unsubscribe/${link.id}/${link.token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' });
      expect(noBody.statusCode).toBe(400);
      const res = await proofApp.app.inject({
        method: 'POST',
        url: `/api/alert/unsubscribe/${link.id}/${link.token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(proofApp.store.alerts.get(Number(link.id))).toBeUndefined();
      // The page's own actions do need the proof.
      expect((await proofApp.post('alert/subscribe', { email: 'x@example.com' })).statusCode).toBe(400);
      // Elsewhere, urlencoded bodies are still refused.
      const elsewhere = await proofApp.app.inject({ method: 'POST', url: '/api/job/addJob', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
      expect(elsewhere.statusCode).toBe(415);
    } finally {
      await proofApp.close();
    }
  });

  it('shows a person who opens the unsubscribe address a page with the one-click button, and answers its press with a page', async () => {
    const { subscribeAlert, confirmAlert } = await import('../../shared/services/job-alerts');
    await subscribeAlert(t.ctx, { email: 'opens-in-browser@example.com' });
    const link = linkIn(lastMail(t.store, 'alert-confirm'), 'alert');
    await confirmAlert(t.ctx, link);
    const url = `/api/alert/unsubscribe/${link.id}/${link.token}`;
    const shown = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.body).toContain(`<form method="post" action="${url}" enctype="application/x-www-form-urlencoded">`);
    expect(shown.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(shown.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(t.store.alerts.get(Number(link.id))).toBeDefined(); // opening the page deletes nothing

    const press = () =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: 'List-Unsubscribe=One-Click' });
    const pressed = await press();
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('<p>Unsubscribed: this job alert is deleted.</p>');
    expect(t.store.alerts.get(Number(link.id))).toBeUndefined();
    const again = await press();
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This unsubscribe link no longer works');
  });

  it('keeps at most 5 alerts an address (the sixth sign-up is told so by mail, same answer), and changes, renews and deletes through the page', async () => {
    for (let i = 0; i < ALERTS_PER_ADDRESS + 1; i++) {
      t.clock.advance(DAY_MS); // the daily cap of mails to one address
      expect((await signup({ keywords: `word${i}` })).json().message).toBe(ALERT_SIGNUP_SENT);
    }
    expect(t.store.alerts.countFor('seeker@example.com')).toBe(ALERTS_PER_ADDRESS);
    const sent = (kind: string) => t.store.outbox.recent(500).filter((m) => m.kind === kind).map((m) => m.recipient);
    expect(sent('alert-confirm')).toEqual(Array(ALERTS_PER_ADDRESS).fill('seeker@example.com'));
    expect(sent('alert-limit')).toEqual(['seeker@example.com']);
    const link = linkIn(t.store.outbox.recent().find((m) => m.kind === 'alert-confirm'), 'alert');
    await t.post('alert/confirm', link);
    const changed = await t.post('alert/update', { ...link, keywords: 'designer', location: '', category: '9' });
    expect(changed.json().data.search).toEqual({ keywords: 'designer', location: '', category: '9', jobType: '', experience: '', minSalary: '', remote: '' });
    t.clock.advance(100 * DAY_MS);
    const renewed = await t.post('alert/renew', link);
    expect(renewed.json().data.lapsesAt).toBe(t.clock.now() + ALERT_LIFETIME_DAYS * DAY_MS);
    const deleted = await t.post('alert/delete', link);
    expect(deleted.json()).toMatchObject({ status: true, data: null });
    expect((await t.post('alert/view', link)).statusCode).toBe(404);
  });

  it('lapses 6 months after confirmation unless renewed, and unconfirmed sign-ups are purged after 7 days', async () => {
    await signup();
    const link = linkIn(lastMail(t.store, 'alert-confirm'), 'alert');
    t.clock.advance(DAY_MS);
    await signup({ email: 'never@example.com' });
    await t.post('alert/confirm', link);
    const { sweep } = await import('../../shared/services/retention');
    t.clock.advance(8 * DAY_MS);
    await sweep(t.ctx);
    expect(t.store.alerts.countFor('never@example.com')).toBe(0);
    t.clock.advance(ALERT_LIFETIME_DAYS * DAY_MS);
    await live();
    expect(await sendDueDigests(t.ctx)).toMatchObject({ sent: 0, lapsed: 1 });
    expect((await t.post('alert/view', link)).json().data.state).toBe('lapsed');
  });

  it('an expired confirmation link opens nothing', async () => {
    await signup();
    const link = linkIn(lastMail(t.store, 'alert-confirm'), 'alert');
    t.clock.advance(7 * DAY_MS + 1);
    expect((await t.post('alert/confirm', link)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('counts one report per client, job and day, shows them to staff, and a take-down expires the posting with a recorded decision', async () => {
    const jobId = await live();
    expect((await t.post('job/report', { jobId: String(jobId), reason: 'scam', details: 'Asks for a deposit' })).json().message).toBe(REPORT_RECEIVED);
    expect((await t.post('job/report', { jobId: String(jobId), reason: 'other' })).json().message).toBe(REPORT_ALREADY);
    const bad = await t.post('job/report', { jobId: String(jobId), reason: 'because', details: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['details', 'reason']);
    expect((await t.post('job/report', { jobId: '99999', reason: 'scam' })).statusCode).toBe(404);
    t.clock.advance(DAY_MS);
    await t.post('job/report', { jobId: String(jobId), reason: 'misleading' });
    expect(t.store.reports.openCount(jobId)).toBe(2);
    expect(t.store.queue.find({ status: 'reported', text: null, category: null, employer: null, limit: 10 }).rows).toMatchObject([{ id: jobId, open_reports: 2 }]);

    const { decision } = await takeDownReported(t.ctx, jobId, 'Asha');
    expect(decision).toMatchObject({ action: 'expire', actor: 'Asha', reason: 'Taken down after 2 report(s): Scam or fraud, Misleading.' });
    expect(t.store.jobs.get(jobId)).toMatchObject({ status: 'expired', ended_by: 'staff' });
    expect(t.store.reports.openCount(jobId)).toBe(0);
    expect((await t.post('job/report', { jobId: String(jobId), reason: 'scam' })).statusCode).toBe(404);
  });
});

describe('feeds', () => {
  it('serves Atom feeds of all jobs, a search and a category, cacheable with an ETag', async () => {
    await live({ job_title: 'React Developer', category: '1' });
    await live({ job_title: 'Copy Writer', category: '8' });
    const all = await t.app.inject({ url: '/feeds/jobs.atom' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(all.headers['cache-control']).toBe('public, max-age=600');
    expect(all.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(all.body).toContain('React Developer at Kathiawar Digital');
    expect(all.body).toContain('Copy Writer at Kathiawar Digital');
    const searched = await t.app.inject({ url: '/feeds/jobs.atom?keywords=developer' });
    expect(searched.body).toContain('React Developer');
    expect(searched.body).not.toContain('Copy Writer');
    const category = await t.app.inject({ url: '/feeds/content-writing.atom' });
    expect(category.body).toContain('Copy Writer');
    expect(category.body).not.toContain('React Developer');
    const cached = await t.app.inject({ url: '/feeds/jobs.atom', headers: { 'if-none-match': all.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('keeps a feed\'s text until a job on it changes, and shows a new job in the very next poll', async () => {
    await live({ job_title: 'React Developer', category: '1' });
    const built = vi.mocked(atomDocument);
    built.mockClear();
    const first = await t.app.inject({ url: '/feeds/jobs.atom?keywords=developer' });
    const again = await t.app.inject({ url: '/feeds/jobs.atom?keywords=developer' });
    expect(again.body).toBe(first.body);
    expect(built).toHaveBeenCalledTimes(1); // the poll was answered from the cache
    // Another spelling of the same search is its own feed: its title says what was typed.
    expect((await t.app.inject({ url: '/feeds/jobs.atom?keywords=Developer' })).body).toContain('<title type="text">New jobs: Developer | Job Portal</title>');

    await live({ job_title: 'Node Developer', category: '1' });
    const after = await t.app.inject({ url: '/feeds/jobs.atom?keywords=developer', headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Node Developer at Kathiawar Digital');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });
});
