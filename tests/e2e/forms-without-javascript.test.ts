// A visitor whose scripts never ran (a slow phone network, a blocker, JavaScript off) still gets
// through: every form is a real form that the server answers with a page, the FAQ's answers open
// as native disclosures, and the blog's categories and "Show more" are links to listing pages.
// Rate limits are on, as on a public site: the forms carry the page's ticket, not a proof of work.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain';
import { PHONE, describeInBrowser } from './support/browser';
import { smallTapTargets } from './support/tap-targets';
import { byLabel, chooseResume, fillApplication, fillJobPost, sampleApplication, sampleJobPost } from './support/forms';
import { jsonLines, staff, usePortalSession } from './support/server';
import { loadBlogPosts } from '../../scripts/blog/load-posts';

async function withoutScripts(browser: Browser, baseURL: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

describeInBrowser('forms and content without JavaScript', () => {
  const session = usePortalSession({ demoJobs: 3, env: { RATE_LIMITS: 'on' } });

  it('posts a job and lands on the outcome page; a refused form comes back with its values and errors', async () => {
    const { page, close } = await withoutScripts(session.browser, session.server.url);
    await page.goto('/post-job');
    await fillJobPost(page, sampleJobPost({ job_title: 'Block Printing Artisan', company_email: 'not-an-email' }));
    await page.locator('main').getByRole('button', { name: 'Post Job' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await byLabel(page, 'Job title').inputValue()).toBe('Block Printing Artisan');
    expect(await byLabel(page, 'Category').inputValue()).toBe('9');

    await byLabel(page, 'Company email').fill('prints@bandhani.example');
    await page.locator('main').getByRole('button', { name: 'Post Job' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your job is waiting for review' }).waitFor();
    const outcome = await page.locator('main').innerText();
    expect(outcome).toContain(MESSAGES.jobPosted);
    expect(outcome).toContain('We are emailing your private link to prints@bandhani.example');
    const pending = jsonLines<{ id: number; job_title: string }>(await staff(session.server, 'pending', '--json'));
    const posted = pending.find((job) => job.job_title === 'Block Printing Artisan');
    expect(outcome).toContain(`Your reference is #${posted!.id}`);
    await close();
  });

  it('applies with a resume and is told what was sent to whom; reports a job from its page', async () => {
    const { page, close } = await withoutScripts(session.browser, session.server.url);
    await page.goto('/jobs');
    await page.getByTestId('job-card').first().getByRole('link', { name: 'Apply Now' }).click();
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/^Apply for /, '');
    await fillApplication(page);
    await chooseResume(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();
    const outcome = await page.locator('[data-outcome="application"]').innerText();
    expect(outcome).toContain(MESSAGES.applied);
    expect(outcome).toContain(`, who posted ${title}`);
    expect(outcome).toContain(`We are emailing a confirmation to ${sampleApplication.email}`);

    await page.getByRole('link', { name: 'Report this job' }).click();
    await byLabel(page, 'Reason').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our staff will look at this job.').waitFor();
    await close();
  });

  it('sends the contact form and answers it on the contact page', async () => {
    const { page, close } = await withoutScripts(session.browser, session.server.url);
    await page.goto('/contact');
    await byLabel(page, 'Your name').fill('Ravi Desai');
    await byLabel(page, 'Your email').fill('ravi.desai@example.test');
    await byLabel(page, 'Subject').selectOption({ label: 'Employer Support' });
    await byLabel(page, 'Message').fill('Can I post a job without JavaScript?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(MESSAGES.contactSent).waitFor();
    await close();
  });

  it('filters and orders the job list through the GET form, and the filters fold away on a phone after', async () => {
    const { page, close } = await withoutScripts(session.browser, session.server.url);
    await page.goto('/jobs');
    await page.getByText('More filters and order').click();
    await page.getByLabel(/^Remote jobs \(\d+\)$/).check();
    await page.getByLabel(/^Last 7 days \(\d+\)$/).check();
    await page.getByLabel('Order').selectOption('best');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('remote') === '1' && url.searchParams.get('posted') === '7d' && url.searchParams.get('sort') === 'best');
    // Folded into one line saying what was searched; opened, the choices are still checked.
    expect(await page.locator('form[role="search"] > details').getAttribute('open')).toBeNull();
    expect(await smallTapTargets(page), 'the filtered list').toEqual([]);
    await page.locator('form[role="search"] > details > summary').click();
    expect(await smallTapTargets(page), 'the filters opened').toEqual([]);
    expect(await page.getByLabel(/^Remote jobs \(\d+\)$/).isChecked()).toBe(true);
    await close();
  });

  it('opens FAQ answers, and reaches every blog article through category and "Show more" links', async () => {
    const { page, close } = await withoutScripts(session.browser, session.server.url);
    await page.goto('/faq');
    const question = page.locator('main details').filter({ has: page.locator('summary', { hasText: 'How do I apply for a job?' }) });
    expect(await question.locator('p').isVisible()).toBe(false);
    await question.locator('summary').click();
    expect(await question.locator('p').isVisible()).toBe(true);

    const filters = page.getByRole('group', { name: 'Filter blog posts by category' });
    await filters.getByRole('link', { name: 'Cybersecurity' }).click();
    await page.waitForURL('**/blog?category=cybersecurity');
    const posts = loadBlogPosts();
    const cyber = posts.filter((post) => post.category === 'Cybersecurity');
    expect(await page.locator('main article').count()).toBe(cyber.length);

    await page.goto('/about');
    await page.getByRole('link', { name: 'Show more articles' }).click();
    await page.waitForURL('**/blog');
    const linked = new Set(await page.locator('main a[href^="/blog/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    expect(linked).toEqual(new Set(posts.map((post) => `/blog/${post.id}`)));
    await close();
  });
});
