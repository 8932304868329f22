// The moderation console as staff use it, in real Chromium, over the real handlers and a test store.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { approvePosting } from '../../shared/services/postings';
import { seedConsole } from '../helpers/console-fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';
import { buildConsole, chromiumPath, launchChromium, openConsole, serveStatic, type ConsolePage } from './console-harness';

const executablePath = chromiumPath();

describe.skipIf(!executablePath)('the moderation console', () => {
  let browser: Browser;
  let site: { url: string; close: () => Promise<void> };
  let renderer: { dir: string; remove: () => void };
  let t: TestServices;
  let view: ConsolePage;

  beforeAll(async () => {
    renderer = await buildConsole();
    site = await serveStatic(renderer.dir);
    browser = await launchChromium(executablePath!);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    renderer?.remove();
  });
  afterEach(async () => {
    // Nothing the page did may have broken its CSP, thrown, or reached beyond the app.
    const problems = view?.problems ?? [];
    await view?.close();
    t?.close();
    expect(problems, 'console errors, page errors or outside requests').toEqual([]);
  });

  async function open() {
    t = createTestServices();
    const ids = await seedConsole(t);
    view = await openConsole(browser, site.url, t.ctx);
    return { ids, page: view.page };
  }

  const section = (page: Page, name: RegExp | string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name });
  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  it('opens on a dashboard with counts per status, overdue postings and mail status', async () => {
    const { page } = await open();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting for review' });
    await waiting.getByText('1 overdue').waitFor();
    expect(await waiting.innerText()).toContain('2');
    expect(await page.getByRole('region', { name: 'Published' }).innerText()).toMatch(/Published\s+1/);
    expect(await page.getByRole('region', { name: 'Reviews to approve' }).innerText()).toMatch(/2/);
    expect(await page.getByRole('region', { name: 'Unread messages' }).innerText()).toMatch(/2/);
    expect(await page.getByRole('region', { name: 'Mail waiting to send' }).innerText()).toMatch(/6/);
    const mail = page.getByRole('table', { name: 'Recent mail' });
    await mail.getByText('jobs@everlane.example').waitFor();
    expect(await mail.getByText('Waiting').count()).toBe(6);
    expect(await section(page, /^Review queue/).innerText()).toContain('2');
  });

  it('shows the review queue by due time with overdue marked and each posting in full', async () => {
    const { page } = await open();
    await section(page, /^Review queue/).click();
    await page.getByText('2 postings wait for review, 1 past the 24-hour promise. Oldest deadline first.').waitFor();
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles).toEqual(['Android Developer', 'HR Executive']);

    const overdue = card(page, 'Android Developer');
    await overdue.getByText('Overdue by 2 hours').waitFor();
    await overdue.getByText('Build features for our Android app.').waitFor();
    for (const text of ['Everlane Apps · Rajkot, Gujarat', 'Android & iOS App Developers', 'Kotlin', 'Jetpack Compose', 'Health insurance', 'jobs@everlane.example']) {
      expect(await overdue.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    await card(page, 'HR Executive').getByText('Due in 18 hours').waitFor();
  });

  it('approves a posting, which leaves the queue and goes live', async () => {
    const { ids, page } = await open();
    await section(page, /^Review queue/).click();
    await card(page, 'Android Developer').getByRole('button', { name: 'Approve and publish' }).click();
    await page.getByRole('status').getByText('Published "Android Developer". It is live for 30 days and the employer is emailed.').waitFor();
    await card(page, 'Android Developer').waitFor({ state: 'detached' });
    expect(t.store.jobs.get(ids.overdue)!.status).toBe('published');
  });

  it('rejects a posting only with a reason, which is stored and mailed', async () => {
    const { ids, page } = await open();
    await section(page, /^Review queue/).click();
    await card(page, 'HR Executive').getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject posting' });
    await dialog.getByRole('button', { name: 'Reject and notify employer' }).click();
    await dialog.getByText('Reason is required').waitFor();
    expect(t.store.jobs.get(ids.fresh)!.status).toBe('pending');

    await dialog.getByRole('textbox', { name: 'Reason for the employer' }).fill('Please add the salary currency.');
    await dialog.getByRole('button', { name: 'Reject and notify employer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Rejected "HR Executive". The employer is emailed the reason.').waitFor();
    await card(page, 'HR Executive').waitFor({ state: 'detached' });
    expect(t.store.jobs.get(ids.fresh)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the salary currency.' });
    expect(renderedMail(t.store.outbox.recent(1)[0]).text).toContain('Please add the salary currency.');
  });

  it('explains a conflict when someone else handled the posting first, and refreshes', async () => {
    const { ids, page } = await open();
    await section(page, /^Review queue/).click();
    await card(page, 'HR Executive').waitFor();
    await approvePosting(t.ctx, ids.fresh); // the staff CLI, meanwhile
    await card(page, 'HR Executive').getByRole('button', { name: 'Approve and publish' }).click();
    await page
      .getByRole('alert')
      .getByText(`Job ${ids.fresh} is published, so it cannot be approved; it may have been handled already.`)
      .waitFor();
    await card(page, 'HR Executive').waitFor({ state: 'detached' });
  });

  it('expires a published posting after a confirmation', async () => {
    const { ids, page } = await open();
    await section(page, 'Postings').click();
    const live = card(page, 'Content Writer');
    await live.getByRole('button', { name: 'Expire now…' }).click();
    await live.getByRole('button', { name: 'Keep it' }).click();
    expect(t.store.jobs.get(ids.live)!.status).toBe('published');
    await live.getByRole('button', { name: 'Expire now…' }).click();
    await live.getByRole('button', { name: 'Yes, expire it' }).click();
    await page.getByRole('status').getByText('Expired "Content Writer". It no longer appears on the site.').waitFor();
    expect(t.store.jobs.get(ids.live)!.status).toBe('expired');

    await page.getByRole('radiogroup', { name: 'Show postings that are' }).getByText('Expired', { exact: true }).click();
    await page.getByText('1 expired posting', { exact: true }).waitFor();
    await card(page, 'Content Writer').getByText('Expired', { exact: true }).first().waitFor();
  });

  it('approves and rejects visitor reviews', async () => {
    const { ids, page } = await open();
    await section(page, /^Reviews/).click();
    const good = card(page, 'Meera Shah');
    await good.getByText('Found a job in two weeks.').waitFor();
    await good.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').getByText('Approved the review by Meera Shah. It now shows on the site.').waitFor();
    await card(page, 'Cheap Pills').getByRole('button', { name: 'Reject' }).click();
    await page.getByText('No reviews waiting').waitFor();
    expect(t.store.reviews.get(ids.goodReview)!.status).toBe('approved');
    expect(t.store.reviews.get(ids.spamReview)!.status).toBe('rejected');
  });

  it('shows contact messages and marks one read', async () => {
    const { ids, page } = await open();
    await section(page, /^Messages/).click();
    await page.getByText('2 recent, 2 unread.', { exact: false }).waitFor();
    const question = card(page, 'Employer Support: Ravi Kumar');
    await question.getByText('How long does review take?').waitFor();
    await question.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByText('2 recent, 1 unread.', { exact: false }).waitFor();
    expect(await question.getByText('Unread').count()).toBe(0);
    expect(await card(page, 'Feedback: Anita Rao').getByText('Unread').count()).toBe(1);
    expect(t.store.messages.recent().find((m) => m.id === ids.question)!.read_at).toBe(t.clock.now());
  });

  it('charts the most visited pages', async () => {
    const { page } = await open();
    await section(page, 'Page views').click();
    await page.getByRole('region', { name: 'Total views' }).getByText('5', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Pages visited' }).innerText()).toMatch(/3/);
    const pages = await page.getByRole('list', { name: 'Most visited pages' }).getByRole('listitem').allInnerTexts();
    expect(pages.map((p) => p.replace(/\s+/g, ' ').trim())).toEqual(['/jobs 3 views', '/ 1 view', '/post-job 1 view']);
  });
});
