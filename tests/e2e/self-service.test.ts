// Private links followed from the .eml files the server wrote, in Chromium: the employer's manage
// page (status, edit, close), the applicant's withdraw page, and a job alert from the sign-up on
// Find Jobs through confirmation to a digest with one-click unsubscribe. Plus "Report this job".
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { alertShown, byLabel } from './support/forms';
import { publishJob, samplePdf, staff, usePortalSession, waitForMail } from './support/server';

const JOB = {
  job_title: 'Warehouse Planner',
  category: '5',
  location: 'Surat, Gujarat',
  job_type: 'Full-time',
  salary: '',
  experience: '2 Year +',
  company_name: 'Tapi Logistics',
  company_email: 'jobs@tapi-logistics.test',
  company_website: '',
  description: 'Plan the daily loading of forty trucks and keep the stock counts right.',
  requirements: 'Excel, Planning, Logistics',
  benefits: '',
};

/** The message's text with quoted-printable soft line breaks and folded header lines undone. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

/** The first private link of a kind in a mail, as a path. */
function linkIn(eml: string, page: 'manage' | 'withdraw' | 'alerts'): string {
  const match = new RegExp(`https?://[^/\\s]+(/${page}/\\d+/[A-Za-z0-9_-]{22})`).exec(unfold(eml));
  if (!match) throw new Error(`no ${page} link in:\n${eml}`);
  return match[1]!;
}

async function fill(page: Page, label: string, value: string) {
  await byLabel(page, label).fill(value);
}

describeInBrowser('self-service through private links', () => {
  const session = usePortalSession({ demoJobs: 5 });

  it('the manage page from the published mail: status in words, the posting, edit for review, close', { timeout: 90_000 }, async () => {
    const jobId = await publishJob(session.server, JOB);
    // A decision's mail is held 15 seconds, while staff can still undo it.
    const mail = await waitForMail(session.server, (text) => text.includes('Your job posting is live') && text.includes(JOB.job_title), 40_000);
    const path = linkIn(mail.text, 'manage');
    expect(path).toMatch(new RegExp(`^/manage/${jobId}/`));

    const { page, context, errors } = await openPage(session.browser, session.server.url, DESKTOP);
    const response = await page.goto(path);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('heading', { level: 1, name: JOB.job_title }).waitFor();
    expect(await page.getByTestId('posting-status').innerText()).toMatch(/^Live: 30 days left, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    expect(await page.getByTestId('application-count').innerText()).toBe('No applications yet.');
    expect(await page.locator('#job-summary-title').innerText()).toBe(JOB.job_title);
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit' }).click();
    await fill(page, 'Job title', 'Senior Warehouse Planner');
    await page.getByRole('button', { name: 'Send changes for review' }).click();
    const sent = await alertShown(page);
    expect(sent.type).toBe('success');
    expect(sent.text).toContain('Your changes go live once our staff approve them');
    await page.getByText('Your changes are waiting for review').waitFor();
    // Still live as it was.
    expect(await page.locator('#job-summary-title').innerText()).toBe(JOB.job_title);
    expect(session.server.runtime.store.jobs.get(Number(jobId))!.job_title).toBe(JOB.job_title);

    await page.getByRole('button', { name: 'Close it now' }).click();
    await page.getByRole('button', { name: 'Yes, close it' }).click();
    await page.getByText(/^Closed on /).waitFor();
    expect(session.server.runtime.store.jobs.get(Number(jobId))).toMatchObject({ status: 'expired', ended_by: 'employer' });
    const gone = await page.request.get(`/apply/${jobId}`);
    expect(gone.status()).toBe(410);

    // A wrong token: the same page as any link that opens nothing, with a 404.
    const wrong = await page.goto(path.replace(/[A-Za-z0-9_-]{22}$/, 'A'.repeat(22)));
    expect(wrong?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the withdraw page from the confirmation mail deletes the application and says the employer copy stays', async () => {
    const jobId = await publishJob(session.server, { ...JOB, job_title: 'Night Shift Supervisor' });
    const form = new FormData();
    const fields = {
      user_name: 'Kiran Shah',
      email: 'kiran.shah@applicant.test',
      phone: '+91 98250 55555',
      location: 'Surat',
      experience: '2-3 years',
      notice_period: '15 days',
      coverLetter: 'I have run night shifts at a distribution centre for two years.',
      jobId,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('cv', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'kiran.pdf');
    expect((await fetch(`${session.server.url}/api/resume/add`, { method: 'POST', body: form })).status).toBe(200);
    const mail = await waitForMail(session.server, (text) => text.includes('Your application for Night Shift Supervisor'));
    const { store } = session.server.runtime;
    expect(store.applications.count()).toBe(1);

    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    const response = await page.goto(linkIn(mail.text, 'withdraw'));
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1, name: 'Withdraw your application' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Tapi Logistics');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const withdrawCalls: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/application/withdraw') && withdrawCalls.push(request.method()));
    // A double click sends one request: the button ignores clicks while its request is under way.
    await page.getByRole('button', { name: 'Withdraw my application' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Application withdrawn' }).waitFor();
    expect(withdrawCalls).toEqual(['POST']);
    expect(await page.locator('main').innerText()).toContain('If the employer had already received them by email, that copy is theirs');
    expect(store.applications.count()).toBe(0);
    expect((await page.goto(linkIn(mail.text, 'withdraw')))?.status()).toBe(404);
    await context.close();
  });

  it('a job alert from Find Jobs: confirmed from the mail, a digest with one-click unsubscribe that works', async () => {
    await publishJob(session.server, { ...JOB, job_title: 'Dock Planner' });
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs?keywords=planner');
    const head = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(head).toMatch(/\/feeds\/jobs\.atom\?keywords=planner$/);
    expect(await page.getByRole('link', { name: 'Atom feed of this search' }).getAttribute('href')).toBe('/feeds/jobs.atom?keywords=planner');
    await fill(page, 'Your email', 'seeker@applicant.test');
    await page.getByRole('button', { name: 'Create alert' }).click();
    expect((await alertShown(page)).text).toContain('Open the link in it to confirm your alert');

    const confirm = await waitForMail(session.server, (text) => text.includes('Confirm your job alert'));
    expect(unfold(confirm.text)).not.toMatch(/planner/i); // no visitor text to an unverified address
    await page.goto(linkIn(confirm.text, 'alerts'));
    await page.getByRole('heading', { level: 1, name: 'Confirm your job alert' }).waitFor();
    expect(await page.getByTestId('alert-search').innerText()).toBe('"planner"');
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your job alert', exact: true }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);

    await publishJob(session.server, { ...JOB, job_title: 'Route Planner' });
    expect(await staff(session.server, 'digests', '--all')).toContain('Queued 1 digest(s)');
    const digest = await waitForMail(session.server, (text) => text.includes('for your alert: planner'));
    const text = unfold(digest.text);
    expect(text).toContain('Route Planner at Tapi Logistics');
    expect(text).not.toContain('Dock Planner');
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(text)?.[1];
    expect(unsubscribe).toMatch(/\/api\/alert\/unsubscribe\/\d+\/[A-Za-z0-9_-]{22}$/);
    // What a mail program does (RFC 8058): a POST with the one key, urlencoded.
    const path = new URL(unsubscribe!).pathname;
    const res = await fetch(session.server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await page.goto(linkIn(digest.text, 'alerts'));
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    await context.close();
  });

  it('a job alert from a filtered Find Jobs page keeps the filters: shown and changed on its page, followed by its digest and feed', { timeout: 90_000 }, async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs?keywords=planner&type=Full-time&posted=7d&remote=1');
    const feed = '/feeds/jobs.atom?keywords=planner&type=Full-time&posted=7d&remote=1';
    expect(await page.getByRole('link', { name: 'Atom feed of this search' }).getAttribute('href')).toBe(feed);
    expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toMatch(/\/feeds\/jobs\.atom\?keywords=planner&type=Full-time&posted=7d&remote=1$/);
    expect((await fetch(session.server.url + feed)).status).toBe(200);
    await fill(page, 'Your email', 'filters@applicant.test');
    await page.getByRole('button', { name: 'Create alert' }).click();
    expect((await alertShown(page)).text).toContain('Open the link in it to confirm your alert');

    const confirm = await waitForMail(session.server, (text) => text.includes('Confirm your job alert') && text.includes('filters@applicant.test'));
    await page.goto(linkIn(confirm.text, 'alerts'));
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your job alert', exact: true }).waitFor();
    // "Posted within" stays with the search: an alert mails what is new since its last mail.
    expect(await page.getByTestId('alert-search').innerText()).toBe('"planner", Full-time, Remote');
    const jobType = page.getByRole('group', { name: 'Job type' });
    expect(await jobType.getByLabel('Full-time').isChecked()).toBe(true);
    expect(await page.getByLabel('Remote jobs').isChecked()).toBe(true);
    await jobType.getByLabel('Contract').check();
    await byLabel(page, 'Salary at least').selectOption('5');
    await page.getByRole('button', { name: 'Save search' }).click();
    // The confirmation's alert can still be up (it stays 5 s): wait for the one the save shows.
    await page.getByTestId('alert-banner').filter({ hasText: 'Saved. The next emails use this search.' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('alert-search').innerText()).toBe('"planner", Full-time, Contract, ₹5 lakh a year or more, Remote');
    expect(await page.getByRole('link', { name: 'See these jobs now' }).getAttribute('href')).toBe('/jobs?keywords=planner&type=Full-time&type=Contract&salary=5&remote=1');
    expect(await a11yViolations(page)).toEqual([]);
    await page.reload();
    expect(await page.getByTestId('alert-search').innerText()).toBe('"planner", Full-time, Contract, ₹5 lakh a year or more, Remote');

    await publishJob(session.server, { ...JOB, job_title: 'Remote Stock Planner', job_type: 'Contract', location: 'Remote', salary: '6-8 LPA' });
    await publishJob(session.server, { ...JOB, job_title: 'Office Stock Planner', location: 'Surat, Gujarat', salary: '6-8 LPA' });
    await publishJob(session.server, { ...JOB, job_title: 'Junior Remote Planner', location: 'Remote', salary: '3 LPA' });
    expect(await staff(session.server, 'digests', '--all')).toContain('Queued 1 digest(s)');
    const digest = unfold((await waitForMail(session.server, (text) => unfold(text).includes('Remote Stock Planner at Tapi Logistics'))).text);
    expect(digest).not.toContain('Office Stock Planner');
    expect(digest).not.toContain('Junior Remote Planner');
    await context.close();
  });

  it('reports a job from its page', async () => {
    const jobId = await publishJob(session.server, { ...JOB, job_title: 'Fleet Coordinator' });
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto(`/apply/${jobId}`);
    await page.getByRole('link', { name: 'Report this job' }).click();
    await byLabel(page, 'Reason').selectOption({ label: 'Scam or fraud' });
    await fill(page, 'What did you notice? (optional)', 'They asked me for a registration fee.');
    await page.getByRole('button', { name: 'Send report' }).click();
    expect((await alertShown(page)).text).toContain('Thank you. Our staff will look at this job.');
    expect(session.server.runtime.store.reports.openOf(Number(jobId))).toMatchObject([{ reason: 'scam', details: 'They asked me for a registration fee.' }]);
    await context.close();
  });
});
