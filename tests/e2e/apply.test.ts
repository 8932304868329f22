// Apply (spec sections 2, 5, 7, 8): the job summary, fetching by id, the resume checks, the
// employer email rule, the outcomes, the promo card and the not-found state.
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { APPLY_EXPERIENCE_OPTIONS, DAY_MS, MESSAGES, NOTICE_PERIODS, RESUME_MAX_BYTES } from '../../shared/domain';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { alertShown, byLabel, chooseResume, fieldError, fillApplication, sampleApplication } from './support/forms';
import { publishJob, samplePdf, usePortalSession } from './support/server';

const JOB = {
  job_title: 'Brand Identity Designer',
  category: '9',
  location: 'Vadodara, Gujarat',
  job_type: 'Contract',
  salary: '₹60,000 a month',
  experience: '2 Year +',
  company_name: 'Lotus Lane Creative',
  company_email: 'talent@lotuslane.test',
  company_website: 'https://lotuslane.test',
  description: 'Shape the visual identity of three new consumer brands, from logo to packaging.',
  requirements: 'Illustrator, Typography, Packaging design',
  benefits: 'Flexible hours, paid time off',
};

/** The value of one field in a captured multipart body. */
const multipartField = (body: string, name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];

async function openApply(page: Page, id: string) {
  await page.goto(`/apply/${id}`);
  await page.getByRole('heading', { level: 1, name: `Apply for ${JOB.job_title}` }).waitFor();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

describeInBrowser('apply', () => {
  const session = usePortalSession({ demoJobs: 30 });
  let jobId: string;

  beforeAll(async () => {
    jobId = await publishJob(session.server, JOB);
  });

  it('opened directly, arrives with the job from the server and shows its summary, the form and the tips', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    let detailsRequests = 0;
    page.on('request', (r: Request) => void (r.url().endsWith('/api/job/getjobdetails') && detailsRequests++));
    await openApply(page, jobId);
    const summary = await page.locator('#job-summary-title').locator('xpath=ancestor::section[1]').innerText();
    for (const value of [JOB.job_title, JOB.company_name, JOB.location, JOB.salary, JOB.experience, JOB.description, JOB.benefits]) {
      expect(summary).toContain(value);
    }
    expect(summary.toLowerCase()).toContain(JOB.job_type.toLowerCase());
    for (const item of JOB.requirements.split(', ')) expect(summary).toContain(item);
    expect(await page.getByRole('link', { name: /Visit lotuslane\.test/ }).getAttribute('href')).toBe('https://lotuslane.test/');
    expect(await page.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
    await page.getByRole('heading', { name: 'Application Tips' }).waitFor();
    expect(await page.getByTestId('promo-card').count()).toBe(0);
    const options = (label: string) => byLabel(page, label).locator('option').allInnerTexts();
    expect((await options('Experience')).slice(1)).toEqual([...APPLY_EXPERIENCE_OPTIONS]);
    expect((await options('Notice period')).slice(1)).toEqual([...NOTICE_PERIODS]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(detailsRequests, 'the server rendered the job: it is in the store already').toBe(0);
    await context.close();
  });

  it('fetches the job by id when reached inside the app without it in the store', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const fetched = page.waitForRequest((r: Request) => r.url().endsWith('/api/job/getjobdetails'));
    // A history entry the app made itself (as a link inside an article would), followed by back/forward.
    await page.evaluate((id) => {
      history.pushState({ usr: null, key: 'from-test', idx: 1 }, '', `/apply/${id}`);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, jobId);
    await fetched;
    await page.getByRole('heading', { level: 1, name: `Apply for ${JOB.job_title}` }).waitFor();
    await context.close();
  });

  it('coming from the job list, starts at the top, and uses the job already in the store when the app loaded the list', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    let detailsRequests = 0;
    page.on('request', (r: Request) => void (r.url().endsWith('/api/job/getjobdetails') && detailsRequests++));
    const openFromCard = async () => {
      const card = page.getByTestId('job-card').filter({ hasText: JOB.job_title });
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('link', { name: 'Apply Now' }).click();
      await page.getByRole('heading', { level: 1, name: `Apply for ${JOB.job_title}` }).waitFor();
      expect(await page.getByText(JOB.benefits).count(), 'the whole job, not what its card shows').toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    };
    // The server's list carries its jobs only as cards: the job page loads the whole job.
    await page.goto('/jobs');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await openFromCard();
    expect(detailsRequests).toBe(1);
    // A list the app loaded itself holds whole jobs.
    await page.goBack();
    await page.getByLabel('Job title or keywords').fill(JOB.job_title);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL(/keywords=/);
    await openFromCard();
    expect(detailsRequests).toBe(1);
    await context.close();
  });

  it('shows the promo card with hashtags and an apply link when the clear flag is true', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP, { localStorage: { clear: 'true' } });
    await openApply(page, jobId);
    const promo = page.getByTestId('promo-card');
    const text = await promo.innerText();
    expect(text).toContain('#hiring');
    expect(text).toContain('#BrandIdentityDesigner');
    expect(await a11yViolations(page), 'with the promo card').toEqual([]);
    expect(await promo.getByRole('link').getAttribute('href')).toBe(`/apply/${jobId}`);
    await context.close();
  });

  it('checks the resume: a wrong type or size empties the picker, and a missing one is named', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await openApply(page, jobId);
    const picker = byLabel(page, 'Resume');
    await chooseResume(page, { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    expect(await fieldError(page, 'Resume')).toBe(MESSAGES.resumeWrongType);
    expect(await picker.inputValue()).toBe('');
    const filesInInput = () => page.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
    expect(await filesInInput()).toBe(0); // the input itself is cleared, not only what it shows

    const big = Buffer.concat([samplePdf(), Buffer.alloc(RESUME_MAX_BYTES)]);
    await chooseResume(page, { name: 'resume.pdf', mimeType: 'application/pdf', buffer: big });
    expect(await fieldError(page, 'Resume')).toBe(MESSAGES.resumeTooLarge);
    expect(await picker.inputValue()).toBe('');
    expect(await filesInInput()).toBe(0);

    await fillApplication(page);
    await submit(page).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await fieldError(page, 'Resume')).toBe(MESSAGES.resumeMissing);
    expect(await a11yViolations(page), 'with errors shown').toEqual([]);

    await chooseResume(page);
    expect(await fieldError(page, 'Resume')).toBe('');
    expect(await picker.inputValue()).toMatch(/asha-patel-cv\.pdf$/);
    await context.close();
  });

  it('applies with the role, company and employer email of a recent job, then says what was sent to whom', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await openApply(page, jobId);
    await fillApplication(page);
    await chooseResume(page);
    let body = '';
    await page.route('**/api/resume/add', async (route: Route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await submit(page).click();
    const outcome = page.locator('[data-outcome="application"]');
    await outcome.waitFor();
    expect(multipartField(body, 'comp_email')).toBe(JOB.company_email);
    expect(multipartField(body, 'role')).toBe(JOB.job_title);
    expect(multipartField(body, 'company')).toBe(JOB.company_name);
    expect(multipartField(body, 'comp_location')).toBe(JOB.location);
    expect(JSON.parse(multipartField(body, 'job')!)).toMatchObject({ _id: jobId, job_title: JOB.job_title });
    expect(body).toContain('filename="asha-patel-cv.pdf"');
    const text = await outcome.innerText();
    expect(text).toContain(MESSAGES.applied);
    expect(text).toContain(`Your application and resume are on their way to ${JOB.company_name}, who posted ${JOB.job_title}`);
    expect(text).toContain(`We are emailing a confirmation to ${sampleApplication.email}, with a link to withdraw`);
    expect(await a11yViolations(page), 'on the outcome').toEqual([]);
    await context.close();
  });

  it('leaves the employer email out for a job published more than 10 days ago', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.clock.setFixedTime(Date.now() + 11 * DAY_MS);
    let body = '';
    await page.route('**/api/resume/add', async (route: Route) => {
      body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: true, message: 'ok' }) });
    });
    await openApply(page, jobId);
    await fillApplication(page);
    await chooseResume(page);
    await submit(page).click();
    await alertShown(page);
    expect(multipartField(body, 'comp_email')).toBe('');
    expect(multipartField(body, 'company')).toBe(JOB.company_name);
    await context.close();
  });

  it("shows the server's refusal as an info alert, with its file error, and keeps the form", async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.route('**/api/resume/add', (route: Route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Please check your resume file.', errors: { cv: MESSAGES.resumeWrongType } }),
      }),
    );
    await openApply(page, jobId);
    await fillApplication(page);
    await chooseResume(page);
    await submit(page).click();
    const alert = await alertShown(page);
    expect(alert.type).toBe('info');
    expect(alert.text).toContain('Please check your resume file.');
    expect(await fieldError(page, 'Resume')).toBe(MESSAGES.resumeWrongType);
    expect(await byLabel(page, 'Full name').inputValue()).toBe(sampleApplication.user_name);
    await context.close();
  });

  it('says a job that is not open cannot be found, with a way back to the jobs', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto('/apply/999999');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse open jobs' }).click();
    await page.waitForURL('**/jobs');
    await context.close();
  });
});
