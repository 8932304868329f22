// Post a Job (spec sections 2, 5, 8): fields and options, validation with the shared schema,
// 'Please wait', and the three outcomes (the outcome page, refusal, failure), plus the clear flag.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { CATEGORIES, JOB_TYPES, JobPostSchema, MESSAGES, POST_EXPERIENCE_OPTIONS, fieldErrors, formatDateTimeUtc } from '../../shared/domain';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { alertShown, byLabel, fieldError, fillJobPost, sampleJobPost } from './support/forms';
import { jsonLines, staff, usePortalSession } from './support/server';

const optionsOf = (page: Page, label: string) => byLabel(page, label).locator('option').allInnerTexts();

async function openForm(page: Page) {
  await page.goto('/post-job');
  await page.getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
}

const EMPTY_FORM = Object.fromEntries(Object.keys(JobPostSchema.shape).map((key) => [key, '']));
const postButton = (page: Page) => page.locator('main').getByRole('button', { name: 'Post Job', exact: true });

describeInBrowser('post a job', () => {
  const session = usePortalSession();

  it('has the three sections, every field with its options, the textarea rows and the terms link', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await openForm(page);
    const legends = await page.locator('main fieldset legend').allInnerTexts();
    expect(legends).toEqual(['Job Information', 'Company Information', 'Job Details']);
    expect((await optionsOf(page, 'Category')).slice(1)).toEqual(CATEGORIES.map((c) => c.label));
    expect((await optionsOf(page, 'Job type')).slice(1)).toEqual([...JOB_TYPES]);
    expect((await optionsOf(page, 'Experience')).slice(1)).toEqual([...POST_EXPERIENCE_OPTIONS]);
    const rows = async (label: string) => byLabel(page, label).getAttribute('rows');
    expect([await rows('Job description'), await rows('Requirements'), await rows('Benefits (optional)')]).toEqual(['6', '4', '3']);
    for (const label of ['Job title', 'Location', 'Salary (optional)', 'Company name', 'Company email', 'Company website (optional)']) {
      expect(await byLabel(page, label).inputValue(), `${label} starts empty`).toBe('');
    }
    expect(await page.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');
    await context.close();
  });

  it('says under each field what is wrong and moves focus to the first problem', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await openForm(page);
    await postButton(page).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe('job_title');
    // The messages are the shared schema's, word for word.
    const expected = fieldErrors(JobPostSchema.safeParse(EMPTY_FORM).error!);
    expect(await fieldError(page, 'Job title')).toBe(expected.job_title);
    expect(await fieldError(page, 'Category')).toBe(expected.category);
    expect(await fieldError(page, 'Job type')).toBe(expected.job_type);
    expect(await fieldError(page, 'Experience')).toBe(expected.experience);
    expect(await fieldError(page, 'Company name')).toBe(expected.company_name);
    expect(await fieldError(page, 'Company email')).toBe(expected.company_email);
    expect(await fieldError(page, 'Job description')).toBe(expected.description);
    expect(await fieldError(page, 'Requirements')).toBe(expected.requirements);
    expect(await a11yViolations(page), 'with errors shown').toEqual([]);
    expect(await fieldError(page, 'Salary (optional)')).toBe('');

    await byLabel(page, 'Company email').fill('not-an-email');
    await page.getByLabel('Company website (optional)', { exact: true }).fill('http://');
    await byLabel(page, 'Job title').fill('Designer');
    await postButton(page).click();
    expect(await fieldError(page, 'Job title')).toBe('');
    const invalid = fieldErrors(JobPostSchema.safeParse({ ...EMPTY_FORM, company_email: 'not-an-email', company_website: 'http://' }).error!);
    expect(await fieldError(page, 'Company email')).toBe(invalid.company_email);
    expect(await fieldError(page, 'Company website (optional)')).toBe(invalid.company_website);
    expect(invalid.company_website).toBeTruthy();
    await context.close();
  });

  it('posts a job: Please wait while sending, then the outcome page: the notice, the review deadline, the address mailed, the reference', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await openForm(page);
    const job = sampleJobPost({ job_title: 'Illustrator for Children’s Books', company_email: 'studio@kathiawar.example' });
    await fillJobPost(page, job);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job/addJob', async (route: Route) => {
      await held;
      await route.continue();
    });
    await postButton(page).click();
    await page.getByRole('button', { name: 'Please wait' }).waitFor();
    release();

    await page.getByRole('heading', { level: 1, name: 'Your job is waiting for review' }).waitFor();
    const pending = jsonLines<{ id: number; job_title: string; company_name: string; due_at: string }>(await staff(session.server, 'pending', '--json'));
    const mine = pending.find((p) => p.job_title === job.job_title);
    expect(mine, 'the posting waits for review').toBeTruthy();
    const outcome = await page.locator('[data-outcome="posting"]').innerText();
    expect(outcome).toContain(MESSAGES.jobPosted);
    expect(outcome).toContain(`reviewed by ${formatDateTimeUtc(Date.parse(mine!.due_at))} (within 24 hours)`);
    expect(outcome).toContain('We are emailing your private link to studio@kathiawar.example');
    expect(outcome).toContain(`Your reference is #${mine!.id}`);
    expect(outcome).toContain('No email within a few minutes?');
    expect(await page.getByRole('link', { name: 'Send me my links again' }).first().getAttribute('href')).toBe('/manage');
    // No five-second toast over an emptied form.
    expect(await page.getByTestId('alert-banner').count()).toBe(0);
    expect(await a11yViolations(page), 'on the outcome page').toEqual([]);

    await page.getByRole('button', { name: 'Post another job' }).click();
    expect(await byLabel(page, 'Job title').inputValue()).toBe('');
    expect(await byLabel(page, 'Category').inputValue()).toBe('');
    await context.close();
  });

  it('keeps the values for another posting when the local clear flag is set', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP, { localStorage: { clear: 'true' } });
    await openForm(page);
    await fillJobPost(page, sampleJobPost({ job_title: 'Motion Designer' }));
    await postButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Your job is waiting for review' }).waitFor();
    await page.getByRole('button', { name: 'Post another job' }).click();
    expect(await byLabel(page, 'Job title').inputValue()).toBe('Motion Designer');
    await context.close();
  });

  it("shows the server's refusal as an info notice, with its field errors", async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await openForm(page);
    await fillJobPost(page, sampleJobPost());
    await page.route('**/api/job/addJob', (route: Route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Please check the highlighted fields.', errors: { company_email: 'Use an address at your company' } }),
      }),
    );
    await postButton(page).click();
    const alert = await alertShown(page);
    expect(alert.type).toBe('info');
    expect(alert.text).toContain('Please check the highlighted fields.');
    expect(await fieldError(page, 'Company email')).toBe('Use an address at your company');
    expect(await byLabel(page, 'Job title').inputValue()).toBe(sampleJobPost().job_title);
    await context.close();
  });

  it('shows the error notice and keeps the form when the call fails', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await openForm(page);
    await fillJobPost(page, sampleJobPost());
    await page.route('**/api/job/addJob', (route: Route) => route.abort());
    await postButton(page).click();
    const alert = await alertShown(page);
    expect(alert.type).toBe('error');
    expect(alert.text).toContain('Error submitting application. Please try again.');
    expect(await byLabel(page, 'Company name').inputValue()).toBe(sampleJobPost().company_name);
    await context.close();
  });
});
