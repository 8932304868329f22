// The employer's private link through the API: every mail about a posting carries one; reading,
// editing (a live posting stays live as it was until staff approve), closing, renewing within its
// window; wrong, expired and replaced links are the same 404; "send me my links again".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, LINK_NOT_VALID, MANAGE_LINK_DAYS, expiryFrom } from '../../shared/domain';
import { EDIT_MESSAGES, RENEWED_FOR_REVIEW } from '../../shared/services/employer-postings';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { searchJobs } from '../../shared/services/job-search';
import { LINKS_SENT } from '../../shared/services/posting-mail';
import { approvePosting, expirePosting, rejectPosting, submitPosting } from '../../shared/services/postings';
import { approveChanges, rejectChanges } from '../../shared/services/revision-review';
import { sendExpiryReminders } from '../../shared/services/posting-mail';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const search = (keyword: string) => searchJobs(t.ctx, { jobTitle: keyword }).jobs.map((j) => j.job_title);

async function livePosting(overrides: Record<string, string> = {}) {
  const job = await submitPosting(t.ctx, validJob(overrides));
  await approvePosting(t.ctx, job.id);
  return { id: job.id, link: linkIn(lastMail(t.store, 'posting-published'), 'manage') };
}

describe('the manage link', () => {
  it('comes with the receipt and every later mail, each link working, and opens the posting as its employer sees it', async () => {
    const job = await submitPosting(t.ctx, validJob());
    const receipt = linkIn(lastMail(t.store, 'posting-received'), 'manage');
    expect(receipt.id).toBe(String(job.id));
    const pending = await t.post('posting/view', receipt);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toMatchObject({ id: job.id, state: 'pending', dueAt: job.due_at, applications: 0, canEdit: true, canClose: true });
    await approvePosting(t.ctx, job.id);
    const published = linkIn(lastMail(t.store, 'posting-published'), 'manage');
    expect(published.token).not.toBe(receipt.token);
    for (const link of [receipt, published]) expect((await t.post('posting/view', link)).json().data.state).toBe('live');
  });

  it('is stored only as a hash, and leaves the outbox payload once the mail is sent', async () => {
    const { link } = await livePosting();
    const hashes = t.store.db.prepare('SELECT hex(hash) AS h FROM access_tokens').all() as { h: string }[];
    expect(JSON.stringify(hashes)).not.toContain(Buffer.from(link.token).toString('hex').toUpperCase());
    const row = lastMail(t.store, 'posting-published')!;
    expect(row.payload).toContain(link.token);
    await t.store.write(() => t.store.outbox.markSent(row.id, t.clock.now(), null));
    expect(t.store.outbox.get(row.id)!.payload).not.toContain(link.token);
    expect((await t.post('posting/view', link)).statusCode).toBe(200); // the link itself still works
  });

  it('answers a wrong token, a wrong id, a malformed link and an expired one with the same 404', async () => {
    const { id, link } = await livePosting();
    const other = await livePosting({ job_title: 'Other job' });
    const wrong: Record<string, string>[] = [
      { id: String(id), token: 'A'.repeat(22) },
      { id: other.link.id, token: link.token },
      { id: '999999', token: link.token },
      { id: String(id), token: `${link.token}x` },
      { id: 'abc', token: link.token },
      {},
    ];
    for (const fields of wrong) {
      const res = await t.post('posting/view', fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(404);
      expect(res.json()).toEqual({ status: false, message: LINK_NOT_VALID });
    }
    t.clock.advance(MANAGE_LINK_DAYS * DAY_MS + 1);
    expect((await t.post('posting/view', link)).statusCode).toBe(404);
    expect((await t.post('posting/close', link)).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('keeps a live posting live as it was until staff approve the changes, then applies them in search', async () => {
    const { id, link } = await livePosting();
    const edited = await t.post('posting/edit', { ...link, ...validJob({ job_title: 'Staff React Engineer', salary: '₹20,00,000 a year' }) });
    expect(edited.json()).toMatchObject({ status: true, message: EDIT_MESSAGES.liveSent, data: { state: 'live', pendingChanges: { fields: ['Job title', 'Salary'] } } });
    expect(t.store.jobs.get(id)!.job_title).toBe('Senior React Developer');
    expect(search('Staff')).toEqual([]);
    expect(search('Senior')).toEqual(['Senior React Developer']);

    // A second edit replaces the first; sending the live version again withdraws them.
    await t.post('posting/edit', { ...link, ...validJob({ job_title: 'Staff React Engineer' }) });
    expect(t.store.revisions.pendingOf(id)!.content.salary).toBe('₹12,00,000 a year');
    await approveChanges(t.ctx, id, 'Asha');
    expect(t.store.jobs.get(id)).toMatchObject({ status: 'published', job_title: 'Staff React Engineer' });
    expect(search('Staff')).toEqual(['Staff React Engineer']);
    expect(search('Senior')).toEqual([]);
    expect(linkIn(lastMail(t.store, 'posting-changes-approved'), 'manage').id).toBe(String(id));
  });

  it('rejected changes leave the live version and tell the employer why', async () => {
    const { id, link } = await livePosting();
    await t.post('posting/edit', { ...link, ...validJob({ description: 'Call 98250 12345 to apply.' }) });
    await rejectChanges(t.ctx, id, 'Asha', 'Remove the phone number.');
    expect(t.store.jobs.get(id)!.description).toContain('customer dashboard');
    const view = (await t.post('posting/view', link)).json().data;
    expect(view).toMatchObject({ state: 'live', pendingChanges: null, changesRejected: { reason: 'Remove the phone number.' } });
    const withdrawn = await t.post('posting/edit', { ...link, ...validJob() });
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json().message).toBe(EDIT_MESSAGES.nothingChanged);
  });

  it('sends a corrected rejected posting back to the 24-hour queue, with what changed since the rejection for staff', async () => {
    const job = await submitPosting(t.ctx, validJob());
    t.clock.advance(2 * 3_600_000);
    await rejectPosting(t.ctx, job.id, 'Add the salary currency.');
    const link = linkIn(lastMail(t.store, 'posting-rejected'), 'manage');
    expect((await t.post('posting/view', link)).json().data).toMatchObject({ state: 'rejected', rejectionReason: 'Add the salary currency.' });
    const unchanged = await t.post('posting/edit', { ...link, ...validJob() });
    expect(unchanged.statusCode).toBe(400);
    t.clock.advance(3_600_000);
    const res = await t.post('posting/edit', { ...link, ...validJob({ salary: 'INR 12,00,000 a year' }) });
    expect(res.json()).toMatchObject({ status: true, message: EDIT_MESSAGES.resubmitted, data: { state: 'pending' } });
    const now = t.clock.now();
    expect(t.store.jobs.get(job.id)).toMatchObject({ status: 'pending', submitted_at: now, due_at: now + 24 * 3_600_000, rejection_reason: null });
    expect(t.store.jobs.pending().map((j) => j.id)).toContain(job.id);
    const { postingDetail } = await import('../../shared/services/review');
    expect(postingDetail(t.ctx, job.id).changes).toMatchObject({ kind: 'resubmission', changes: { salary: { from: '₹12,00,000 a year', to: 'INR 12,00,000 a year' } } });
  });

  it('refuses a double submit of the same correction and validates with the post form schema', async () => {
    const job = await submitPosting(t.ctx, validJob());
    const link = linkIn(lastMail(t.store, 'posting-received'), 'manage');
    const bad = await t.post('posting/edit', { ...link, ...validJob({ company_email: 'nope' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.company_email).toBe('Enter a valid email address');
    const first = await t.post('posting/edit', { ...link, ...validJob({ job_title: 'React Developer' }) });
    expect(first.json().message).toBe(EDIT_MESSAGES.pendingSaved);
    const second = await t.post('posting/edit', { ...link, ...validJob({ job_title: 'React Developer' }) });
    expect([second.statusCode, second.json().message]).toEqual([400, EDIT_MESSAGES.nothingChanged]);
    expect(t.store.jobs.get(job.id)).toMatchObject({ status: 'pending', job_title: 'React Developer' });
  });
});

describe('closing and renewing', () => {
  it('closes a live posting at once: out of search, its page gone, no renewal', async () => {
    const { id, link } = await livePosting();
    const res = await t.post('posting/close', link);
    expect(res.json()).toMatchObject({ status: true, data: { state: 'closed', canEdit: false, canClose: false, renew: null } });
    expect(search('React')).toEqual([]);
    expect(t.store.jobs.get(id)).toMatchObject({ status: 'expired', ended_by: 'employer' });
    expect((await t.post('job/getjobdetails', { id: String(id) })).json().status).toBe(false);
    expect((await t.post('posting/renew', link)).statusCode).toBe(409);
    expect((await t.post('posting/close', link)).statusCode).toBe(409);
  });

  it('renews twice on the employer’s word, and sends the third renewal through staff review', async () => {
    const { id, link } = await livePosting();
    let current = link;
    const renew = async () => {
      t.clock.set(t.store.jobs.get(id)!.expires_at! - DAY_MS);
      return (await t.post('posting/renew', current)).json();
    };
    expect((await renew()).data.state).toBe('live');
    expect((await renew()).data.state).toBe('live');
    const third = await renew();
    expect(third).toMatchObject({ status: true, message: RENEWED_FOR_REVIEW });
    expect(t.store.jobs.get(id)).toMatchObject({ status: 'pending', due_at: t.clock.now() + DAY_MS, expires_at: null });
    expect(searchJobs(t.ctx, {}).totalResults).toBe(0);
    // Once staff publish it again, the employer may renew twice more alone (with the link in that mail).
    await approvePosting(t.ctx, id);
    current = linkIn(lastMail(t.store, 'posting-published'), 'manage');
    expect((await renew()).data.state).toBe('live');
    expect((await renew()).data.state).toBe('live');
    expect((await renew()).message).toBe(RENEWED_FOR_REVIEW);
  });

  it('renews only from 3 days before expiry until 30 days after: at once, newest first, 30 more days', async () => {
    const { id, link } = await livePosting();
    const first = t.store.jobs.get(id)!;
    await livePosting({ job_title: 'A newer job' });
    t.clock.set(first.expires_at! - 3 * DAY_MS - 60_000);
    const early = await t.post('posting/renew', link);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/can be renewed from .* until/);

    t.clock.set(first.expires_at! - 2 * DAY_MS);
    const renewed = await t.post('posting/renew', link);
    expect(renewed.json()).toMatchObject({ status: true, data: { state: 'live', expiresAt: expiryFrom(t.clock.now()) } });
    const after = t.store.jobs.get(id)!;
    expect(after.published_seq).toBeGreaterThan(first.published_seq!);
    expect(after.published_at).toBe(first.published_at); // staff's decision time stays for the statistics
    expect(searchJobs(t.ctx, {}).jobs[0]!._id).toBe(String(id));
    expect(searchJobs(t.ctx, {}).totalResults).toBe(2);

    // Run out, then renewed 29 days later; 31 days later it is too late.
    t.clock.set(after.expires_at! + 1);
    const { expireDuePostings } = await import('../../shared/services/postings');
    await expireDuePostings(t.ctx);
    expect((await t.post('posting/view', link)).json().data).toMatchObject({ state: 'expired', renew: { open: true } });
    t.clock.set(after.expires_at! + 31 * DAY_MS);
    expect((await t.post('posting/renew', link)).statusCode).toBe(409);
    t.clock.set(after.expires_at! + 29 * DAY_MS);
    expect((await t.post('posting/renew', link)).json().data.state).toBe('live');
    expect(search('React')).toEqual(['Senior React Developer']);
  });

  it('renews the approved version at once while an edit waits for review, and the edit stays waiting', async () => {
    const { id, link } = await livePosting();
    expect((await t.post('posting/edit', { ...link, ...validJob({ job_title: 'Lead React Developer' }) })).json().message).toBe(EDIT_MESSAGES.liveSent);
    t.clock.set(t.store.jobs.get(id)!.expires_at! - DAY_MS);
    const renewed = await t.post('posting/renew', link);
    expect(renewed.json()).toMatchObject({ status: true, data: { state: 'live' } });
    expect(renewed.json().message).toMatch(/Your changes are still waiting for review\.$/);
    expect(search('React')).toEqual(['Senior React Developer']); // live as staff approved it
    expect(t.store.revisions.pendingOf(id)).toBeTruthy();
    await approveChanges(t.ctx, id, 'Asha');
    expect(search('React')).toEqual(['Lead React Developer']);
  });

  it('sends an edit of a run-out posting (still renewable) to review instead of renewing it', async () => {
    const { id, link } = await livePosting();
    t.clock.set(t.store.jobs.get(id)!.expires_at! + DAY_MS);
    const { expireDuePostings } = await import('../../shared/services/postings');
    await expireDuePostings(t.ctx);
    const unchanged = await t.post('posting/edit', { ...link, ...validJob() });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe('Nothing was changed: use Renew to put it back as it was.');
    const edited = await t.post('posting/edit', { ...link, ...validJob({ job_title: 'Lead React Developer' }) });
    expect(edited.json()).toMatchObject({ status: true, message: EDIT_MESSAGES.resubmitted, data: { state: 'pending' } });
    expect(t.store.jobs.pending().map((job) => job.id)).toEqual([id]);
    expect(search('React')).toEqual([]); // nothing live until staff approve it
    await approvePosting(t.ctx, id);
    expect(search('React')).toEqual(['Lead React Developer']);
  });

  it('never renews a posting staff took down', async () => {
    const { id, link } = await livePosting();
    await expirePosting(t.ctx, id);
    const view = (await t.post('posting/view', link)).json().data;
    expect(view).toMatchObject({ state: 'taken-down', renew: null, canEdit: false });
    expect((await t.post('posting/renew', link)).statusCode).toBe(409);
    expect((await t.post('posting/edit', { ...link, ...validJob({ job_title: 'Again' }) })).statusCode).toBe(409);
  });

  it('never reminds about demo postings: their addresses are made up', async () => {
    await seedDemoJobs(t.ctx, 200);
    const { id } = await livePosting();
    const demoExpiries = t.store.db.prepare(`SELECT expires_at FROM jobs WHERE demo = 1 ORDER BY expires_at`).pluck().all() as number[];
    expect(demoExpiries).toHaveLength(200);
    // Three days before the real posting ends: some demo postings end within those days too.
    const end = t.store.jobs.get(id)!.expires_at!;
    t.clock.set(end - 3 * DAY_MS + 1);
    expect(demoExpiries.filter((at) => at > t.clock.now() && at <= end).length).toBeGreaterThan(5);
    expect(await sendExpiryReminders(t.ctx)).toBe(1);
    expect(t.store.outbox.recent().filter((m) => m.kind === 'posting-expiring').map((m) => m.job_id)).toEqual([id]);
  });

  it('mails the renew link 3 days before expiry, once per expiry, and again after a renewal', async () => {
    const { id } = await livePosting();
    const job = t.store.jobs.get(id)!;
    t.clock.set(job.expires_at! - 4 * DAY_MS);
    expect(await sendExpiryReminders(t.ctx)).toBe(0);
    t.clock.set(job.expires_at! - 3 * DAY_MS + 1);
    expect(await sendExpiryReminders(t.ctx)).toBe(1);
    expect(await sendExpiryReminders(t.ctx)).toBe(0);
    const link = linkIn(lastMail(t.store, 'posting-expiring'), 'manage');
    await t.post('posting/renew', link);
    t.clock.set(t.store.jobs.get(id)!.expires_at! - 2 * DAY_MS);
    expect(await sendExpiryReminders(t.ctx)).toBe(1);
  });
});

describe('send me my links again', () => {
  it('answers the same for any address, mails fresh links only to one with postings, and retires the old links once a new one is used', async () => {
    const { link } = await livePosting();
    const pendingOne = await submitPosting(t.ctx, validJob({ job_title: 'Unreviewed title' }));
    const unknown = await t.post('posting/links', { email: 'nobody@example.com' });
    const known = await t.post('posting/links', { email: 'HIRING@kathiawar.example' });
    expect(unknown.json()).toEqual({ status: true, message: LINKS_SENT });
    expect(known.json()).toEqual({ status: true, message: LINKS_SENT });
    expect(t.store.outbox.recent().filter((m) => m.kind === 'posting-links').map((m) => m.recipient)).toEqual(['hiring@kathiawar.example']);
    const mail = lastMail(t.store, 'posting-links')!;
    const { renderedMail } = await import('../helpers/services');
    const text = renderedMail(mail).text;
    expect(text).toContain('"Senior React Developer"');
    expect(text).not.toContain('Unreviewed title'); // not reviewed by staff: to an unverified address, no visitor text
    expect(text).toContain(`/manage/${pendingOne.id}/`);
    // Whoever asked cannot cut the employer off: the link in use still works, beside the new one.
    expect((await t.post('posting/view', link)).statusCode).toBe(200);
    const freshToken = new RegExp(`/manage/${link.id}/([A-Za-z0-9_-]{22})`).exec(text)![1]!;
    const fresh = { id: link.id, token: freshToken };
    expect((await t.post('posting/view', fresh)).statusCode).toBe(200);
    expect((await t.post('posting/view', link)).statusCode).toBe(200); // viewing is not using it for an action
    // The employer acts through a new link: from then on the older links stop working.
    expect((await t.post('posting/edit', { ...fresh, ...validJob({ job_title: 'Senior React Developer (remote)' }) })).statusCode).toBe(200);
    expect((await t.post('posting/view', link)).statusCode).toBe(404);
    expect((await t.post('posting/view', fresh)).statusCode).toBe(200);
  });
});
