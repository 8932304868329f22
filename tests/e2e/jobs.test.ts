// Find Jobs (spec sections 2 and 4): cards, count lines, pagination, loading, empty and failed
// states, the cached first page, category mode, the home search, and the resume count. The first
// page comes rendered by the server; later searches go through the spec's encrypted call.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { daysAgoLabel } from '../../shared/domain';
import { cardExcerpt } from '../../src-renderer/portal/components/jobs/job-format';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { listJobs, usePortalSession } from './support/server';

const JOB_COUNT = 30;

const cards = (page: Page) => page.getByTestId('job-card');
const countLine = (page: Page) => page.locator('#job-results');

async function showsText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Counts job list requests made by the page. */
function countJobRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/job/getjobdata')) counter.count++;
  });
  return counter;
}

describeInBrowser('job list', () => {
  const session = usePortalSession({ demoJobs: JOB_COUNT });

  it('shows every field of a job card, 25 cards a page, and pages within bounds', async () => {
    const { jobs } = await listJobs(session.server);
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: 'Find Your Perfect Job' }).waitFor();
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(25);

    const job = jobs[0]!;
    const card = cards(page).first();
    const text = await card.innerText();
    for (const value of [job.job_title, job.company_name, job.location, job.experience, daysAgoLabel(job.date), job.salary]) {
      expect(text).toContain(value);
    }
    expect(text.toLowerCase()).toContain(job.job_type.toLowerCase());
    const tags = await card.getByRole('list', { name: 'Requirements' }).getByRole('listitem').allInnerTexts();
    expect(tags.map((t) => t.trim().toLowerCase())).toEqual(job.requirements.split(',').map((r) => r.trim().toLowerCase()));
    // A long description is cut where the two lines never reach: the clamp still hides some of it.
    const description = card.getByText(cardExcerpt(job.description));
    expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
    if (cardExcerpt(job.description) !== job.description) expect(await description.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await card.getByRole('link', { name: /opens in a new tab/ }).getAttribute('href')).toBe(new URL(job.company_website).href);
    expect(await card.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(`/apply/${job._id}`);

    expect(await card.getByRole('link', { name: job.job_title }).getAttribute('href')).toBe(`/apply/${job._id}`);

    // Paging is by link (/jobs?page=2), and the arrow at either end is a disabled button.
    await showsText(page, 'Page 1 of 2');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL('**/jobs?page=2');
    await showsText(page, 'Page 2 of 2');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length === 5);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
    await showsText(page, 'Page 1 of 2');
    await context.close();
  });

  it('arrives with the jobs rendered; a search shows the spinner while loading, then the empty state', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    const requests = countJobRequests(page);
    await page.goto('/jobs');
    await cards(page).first().waitFor();
    expect(requests.count, 'the first page comes from the server').toBe(0);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job/getjobdata', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Job title or keywords').fill('zzqx-no-such-job');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await showsText(page, 'Loading jobs...');
    release();
    await page.getByRole('heading', { name: 'No jobs found' }).waitFor();
    await showsText(page, 'Try adjusting your search criteria or browse all categories.');
    await showsText(page, 'Showing 0 job(s)');
    expect(await page.getByRole('button', { name: 'Next page' }).count()).toBe(0);
    await context.close();
  });

  it("says a list that could not be loaded could not be loaded, never 'No jobs found', and retries", async () => {
    const { page, context, errors } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs');
    await cards(page).first().waitFor();
    await page.route('**/api/job/getjobdata', (route: Route) => route.abort());
    await page.getByLabel('Location').fill('Rajkot');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    const failed = page.getByRole('alert').filter({ hasText: "We couldn't load jobs" });
    await failed.waitFor();
    expect(await page.getByText('No jobs found').count()).toBe(0);
    expect(await page.getByText('Loading jobs...').count()).toBe(0);
    expect(await cards(page).count()).toBe(0);

    await page.unroute('**/api/job/getjobdata');
    await failed.getByRole('link', { name: 'Try again' }).click();
    await page.waitForFunction(() => /Showing \d+ job\(s\)/.test(document.getElementById('job-results')?.textContent ?? ''));
    expect(await failed.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reuses the first unfiltered page from client state; searching or paging fetches again', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const requests = countJobRequests(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/jobs');
    await cards(page).first().waitFor();
    expect(requests.count, 'rendered by the server').toBe(0);

    await nav.getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await nav.getByRole('link', { name: 'Find Jobs' }).click();
    await cards(page).first().waitFor();
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    expect(requests.count, 'the cached first page').toBe(0);

    await page.getByRole('link', { name: 'Next page' }).click();
    await showsText(page, 'Page 2 of 2');
    expect(requests.count).toBe(1);

    await page.getByLabel('Location').fill('Rajkot');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL('**/jobs?location=Rajkot');
    await expect.poll(() => requests.count).toBe(2);
    await context.close();
  });

  it('requests the resume count on opening and keeps it when the clear flag is present', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP, { localStorage: { clear: 'false' } });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/resume/resume_count'));
    await page.goto('/jobs');
    const { count } = (await (await answer).json()) as { count: number };
    await page.waitForFunction((expected) => localStorage.getItem('count') === String(expected), count);
    await context.close();
  });

  it('opens a category from a home card, and every Find Jobs link goes back to all categories', async () => {
    const writers = await listJobs(session.server, { category: '8' });
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: /Content Writers\s*140\+ jobs/ }).click();
    await page.waitForURL('**/jobs?category=8');
    await page.getByRole('heading', { level: 2, name: 'Content Writers' }).waitFor();
    await showsText(page, `Showing ${writers.totalResults} jobs in Content Writers`);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('8');
    expect(await cards(page).count()).toBe(Math.min(25, writers.totalResults));

    await page.locator('header').getByRole('link', { name: 'Find Jobs' }).last().click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    expect(await page.getByRole('heading', { level: 2, name: 'Content Writers' }).count()).toBe(0);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('0');

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Graphic Designers' });
    await page.waitForURL('**/jobs?category=9');
    await page.getByRole('heading', { level: 2, name: 'Graphic Designers' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('link', { name: 'Browse All Jobs' }).click();
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    await context.close();
  });

  it('applies the home search on the job list', async () => {
    const { jobs } = await listJobs(session.server);
    const keyword = jobs[0]!.job_title.split(' ')[0]!;
    const city = jobs[0]!.location.split(',')[0]!;
    const expected = await listJobs(session.server, { jobTitle: keyword, location: city });
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto('/');
    await page.getByLabel('Job title or keywords').fill(keyword);
    await page.getByLabel('Location').fill(city);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('keywords') === keyword && url.searchParams.get('location') === city);
    await showsText(page, `Showing ${expected.totalResults} job(s)`);
    expect(await page.getByLabel('Job title or keywords').inputValue()).toBe(keyword);
    expect(await page.getByLabel('Location').inputValue()).toBe(city);
    expect(await cards(page).first().innerText()).toContain(expected.jobs[0]!.job_title);
    await context.close();
  });
  it('narrows by a filter and orders by best match from the form, each option with its count', async () => {
    const expected = await listJobs(session.server, { jobType: 'Contract', sort: 'best' });
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs');
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    await page.getByText('More filters and order').click();
    // Beside each option: how many jobs the search would show with it chosen.
    const contract = page.getByLabel(`Contract (${expected.totalResults})`);
    await contract.check();
    await page.getByLabel('Order').selectOption('best');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('type').join() === 'Contract' && url.searchParams.get('sort') === 'best');
    await showsText(page, `Showing ${expected.totalResults} job(s)`);
    expect(await page.getByLabel(`Contract (${expected.totalResults})`).isChecked()).toBe(true);
    if (expected.totalResults > 0) expect(await cards(page).first().innerText()).toContain(expected.jobs[0]!.job_title);
    // Back to all jobs: the choice follows the URL.
    await page.goBack();
    await showsText(page, `Showing ${JOB_COUNT} job(s)`);
    await page.getByText('More filters and order').click();
    expect(await page.getByLabel(/^Contract \(/).isChecked()).toBe(false);
    await context.close();
  });
});
