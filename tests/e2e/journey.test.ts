// The whole journey on a phone: an employer posts a job, staff approve it with the CLI, a job
// seeker finds it by keyword, location and category, applies with a PDF, and the employer's
// mail with the application is written under DATA_DIR/mail.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain';
import { PHONE, describeInBrowser, openPage } from './support/browser';
import { byLabel, chooseResume, fillApplication, fillJobPost, openJobFilters, sampleApplication, sampleJobPost } from './support/forms';
import { jsonLines, staff, waitForMail, usePortalSession } from './support/server';

const POSTING = sampleJobPost({
  job_title: 'Kathiawar Heritage Illustrator',
  category: 'Graphic Designers',
  location: 'Junagadh, Gujarat',
  company_name: 'Girnar Picture Books',
  company_email: 'jobs@girnar-books.test',
  company_website: 'https://girnar-books.test',
});

async function search(page: Page, keyword: string, location: string) {
  await openJobFilters(page);
  await byLabel(page, 'Job title or keywords').fill(keyword);
  await byLabel(page, 'Location').fill(location);
  await page.locator('main').getByRole('button', { name: 'Search Jobs' }).click();
}

const card = (page: Page) => page.getByTestId('job-card').filter({ hasText: POSTING.job_title });

describeInBrowser('the whole journey', () => {
  const session = usePortalSession({ demoJobs: 12 });

  it('posts, approves, finds, applies and delivers the application to the employer', async () => {
    const { page, context, errors } = await openPage(session.browser, session.server.url, PHONE);

    // 1. The employer posts the job from the mobile menu.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Post Job' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();
    await fillJobPost(page, POSTING);
    await page.locator('main').getByRole('button', { name: 'Post Job' }).click();
    expect(await page.locator('[data-outcome="posting"]').innerText()).toContain(MESSAGES.jobPosted);

    // 2. Not visible until staff approve it with the CLI.
    await page.goto('/jobs');
    await search(page, 'Heritage', '');
    await page.getByRole('heading', { name: 'No jobs found' }).waitFor();
    const pending = jsonLines<{ id: number | string; job_title: string; due_at: string }>(await staff(session.server, 'pending', '--json'));
    const posting = pending.find((p) => p.job_title === POSTING.job_title);
    expect(posting, 'the posting waits for review').toBeDefined();
    await staff(session.server, 'approve', String(posting!.id));

    // 3. Found by keyword, by location and by category.
    await page.reload();
    await search(page, 'Heritage Illustrator', '');
    await card(page).waitFor();
    await page.getByText('Showing 1 job(s)').waitFor();
    await search(page, '', 'Junagadh');
    await card(page).waitFor();
    await search(page, '', '');
    await openJobFilters(page);
    await byLabel(page, 'Category').selectOption({ label: 'Graphic Designers' });
    await page.getByRole('heading', { level: 2, name: 'Graphic Designers' }).waitFor();
    await card(page).waitFor();
    // textContent, not innerText: a card away from the screen is not laid out (content-visibility),
    // and its innerText is then empty.
    const text = await card(page).textContent();
    expect(text).toContain(POSTING.company_name);
    expect(text).toContain('1 day ago');

    // 4. The job seeker applies with a PDF.
    await card(page).getByRole('link', { name: 'Apply Now' }).click();
    await page.getByRole('heading', { level: 1, name: `Apply for ${POSTING.job_title}` }).waitFor();
    await fillApplication(page);
    await chooseResume(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await page.locator('[data-outcome="application"]').innerText()).toContain(MESSAGES.applied);

    // 5. The employer's mail, with the resume attached, is written as an .eml file.
    const toEmployer = new RegExp(`^To: .*${POSTING.company_email}`, 'mi');
    const mail = await waitForMail(session.server, (m) => toEmployer.test(m) && m.includes('asha-patel-cv.pdf'));
    expect(mail.name).toMatch(/\.eml$/);
    expect(mail.text).toContain(sampleApplication.user_name);
    expect(mail.text).toMatch(/asha-patel-cv\.pdf/);
    expect(mail.text).toMatch(new RegExp(`^Reply-To: .*${sampleApplication.email}`, 'mi'));
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
