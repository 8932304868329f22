// The moderation console as staff use it, in real Chromium, over the real handlers and a test store.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { JobPostSchema, jobContent } from '../../shared/domain';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { openStore } from '../../shared/store/store';
import { seedConsole } from '../helpers/console-fixtures';
import { validJob } from '../helpers/fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';
import { chromiumPath, consoleBrowserSuite, consoleTransports, type ConsoleOptions, type ConsolePage } from './console-harness';

const executablePath = chromiumPath();

// Every test runs twice: on a store on this computer, and on a hosted one through sshd and `staff rpc`.
describe.skipIf(!executablePath).each(consoleTransports())('the moderation console (%s)', (transport) => {
  const suite = consoleBrowserSuite();
  let t: TestServices;
  let view: ConsolePage;

  async function open(options?: ConsoleOptions) {
    t = createTestServices();
    const ids = await seedConsole(t);
    view = await suite.open(t, { ...options, transport });
    return { ids, page: view.page };
  }

  const section = (page: Page, name: RegExp | string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name });
  const card = (page: Page, title: string) => page.getByRole('article', { name: title });
  const queue = (page: Page) => page.getByRole('listbox', { name: 'Postings' });
  const status = (page: Page) => page.getByRole('status').first();

  async function openQueue(page: Page) {
    await section(page, /^Review queue/).click();
    await queue(page).getByRole('option').first().waitFor();
  }

  it('opens on a dashboard with counts per status, overdue postings and mail status', async () => {
    const { page } = await open();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting for review' });
    await waiting.getByText('1 overdue').waitFor();
    expect(await waiting.innerText()).toContain('2');
    expect(await page.getByRole('region', { name: 'Published' }).innerText()).toMatch(/Published\s+1/);
    expect(await page.getByRole('region', { name: 'Reviews to approve' }).innerText()).toMatch(/2/);
    expect(await page.getByRole('region', { name: 'Unread messages' }).innerText()).toMatch(/2/);
    const mail = page.getByRole('table', { name: 'Recent mail' });
    await mail.getByText('jobs@everlane.example').waitFor();
    expect(await section(page, /^Review queue/).innerText()).toContain('2');
    if (transport === 'local') await page.getByText('Moderating as').getByRole('button', { name: /Asha Patel/ }).waitFor();
    else await page.getByText('Moderating as Asha Patel').waitFor(); // the key's name: shown, not changeable here
  });

  it('lists the queue by deadline beside the posting, with the decisions in view at 960×600', async () => {
    const { page } = await open({ viewport: { width: 960, height: 600 } });
    await openQueue(page);
    expect(await queue(page).getByRole('option').allInnerTexts()).toEqual([
      expect.stringMatching(/^Android Developer\s+Everlane Apps · Rajkot, Gujarat\s+Overdue by 2 hours$/),
      expect.stringMatching(/^HR Executive\s+Tapi Textiles · Rajkot, Gujarat\s+Due in 18 hours$/),
    ]);
    const detail = card(page, 'Android Developer');
    await detail.getByText('Build features for our Android app.').waitFor();
    for (const text of ['Android & iOS App Developers', 'Kotlin', 'Jetpack Compose', 'Health insurance', 'jobs@everlane.example']) {
      expect(await detail.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    const approve = detail.getByRole('button', { name: /^Approve/ });
    const box = (await approve.boundingBox())!;
    expect(box.y + box.height, 'the Approve button is above the fold').toBeLessThanOrEqual(600);
    expect(box.x + box.width).toBeLessThanOrEqual(960);
    // Signals beside it: the employer's record and what Google for Jobs would miss.
    await detail.getByRole('region', { name: 'Employer history' }).getByText('First posting from this address.').waitFor();
  });

  it('works from the keyboard: approve, undo, next, reject with a standard reason', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').waitFor();

    await page.keyboard.press('a');
    await status(page).getByText('Published "Android Developer". It is live for 30 days; the employer is emailed.').waitFor();
    // Focus moves on to the next posting.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-labelledby')?.startsWith('detail-'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('HR Executive');
    const approved = t.store.decisions.ofJob(ids.overdue)[0]!;
    expect(approved).toMatchObject({ action: 'approve', actor: 'Asha Patel' });

    await page.keyboard.press('u');
    await status(page).getByText('Undone: "Android Developer" is pending again. Any mail to the employer was withdrawn.').waitFor();
    expect(t.store.jobs.get(ids.overdue)!.status).toBe('pending');
    expect(t.store.outbox.get(approved.mail_id!)!.status).toBe('cancelled');
    await card(page, 'Android Developer').waitFor();

    await page.keyboard.press('j');
    await card(page, 'HR Executive').waitFor();
    await page.keyboard.press('k');
    await card(page, 'Android Developer').waitFor();
    await page.keyboard.press('j');
    await card(page, 'HR Executive').waitFor();

    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    await dialog.getByRole('group', { name: 'Standard reasons' }).getByText('Contact details in the description').waitFor();
    await page.keyboard.press('2');
    const reason = dialog.getByRole('textbox', { name: 'Reason for the employer' });
    expect(await reason.inputValue()).toMatch(/^The description asks applicants to call/);
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await status(page).getByText('Rejected "HR Executive". The employer is emailed the reason.').waitFor();
    const rejected = t.store.jobs.get(ids.fresh)!;
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejection_reason).toMatch(/^The description asks applicants to call/);
    expect(renderedMail(t.store.outbox.recent(1)[0]).text).toContain('send it again with your private link');

    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Undo the last decision (within 10 seconds)').waitFor();
  });

  it('rejects only with a reason', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    await dialog.getByRole('button', { name: /Reject and notify employer/ }).click();
    await dialog.getByText('Reason is required').waitFor();
    expect(t.store.jobs.get(ids.overdue)!.status).toBe('pending');
    await dialog.getByRole('textbox', { name: 'Reason for the employer' }).fill('Please add the salary currency.');
    await dialog.getByRole('button', { name: /Reject and notify employer/ }).click();
    await status(page).getByText('Rejected "Android Developer". The employer is emailed the reason.').waitFor();
    expect(t.store.jobs.get(ids.overdue)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the salary currency.' });
  });

  it('says who decided first when another moderator got there, and refreshes', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').waitFor();
    await approvePosting(t.ctx, ids.overdue, { actor: 'Ravi Kumar' }); // another console, meanwhile
    await page.keyboard.press('a');
    await page.getByRole('alert').getByText(`Job ${ids.overdue} was already approved by Ravi Kumar at 2025-06-02 11:00 UTC.`).waitFor();
    await queue(page).getByRole('option', { name: 'Android Developer' }).waitFor({ state: 'detached' });
  });

  it('refuses to approve a posting its employer replaced after it was opened, and shows the new text', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').waitFor();
    const before = t.store.jobs.get(ids.overdue)!;
    const replaced = jobContent(JobPostSchema.parse(validJob({ job_title: 'Earn from home, no interview' })));
    await t.store.write(() => t.store.jobs.updateContent(ids.overdue, replaced, before.updated_at + 1, before.updated_at)); // the employer, meanwhile
    await page.keyboard.press('a');
    await page.getByRole('alert').getByText(/changed since you opened it/).waitFor();
    expect(t.store.jobs.get(ids.overdue)!.status).toBe('pending');
    await card(page, 'Earn from home, no interview').waitFor();
  });

  it('decides several selected postings at once, and undoes them together', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').waitFor();
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByText('2 postings, 2 selected').waitFor();
    await page.getByRole('button', { name: 'Approve 2 selected' }).click();
    await status(page).getByText('Published 2 postings.').waitFor();
    expect([t.store.jobs.get(ids.overdue)!.status, t.store.jobs.get(ids.fresh)!.status]).toEqual(['published', 'published']);
    await page.getByText('Nothing to review. New postings appear here.').waitFor();
    await status(page).getByRole('button', { name: /^Undo/ }).click();
    await status(page).getByText(/^Undone: 2 postings are back as they were/).waitFor();
    await queue(page).getByRole('option').nth(1).waitFor();

    // Reject both with one reason.
    await queue(page).getByRole('checkbox', { name: 'Select Android Developer for a bulk action' }).check();
    await queue(page).getByRole('checkbox', { name: 'Select HR Executive for a bulk action' }).check();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    await dialog.getByText('2 postings').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason for the employer' }).fill('Duplicate of an earlier posting.');
    await dialog.getByRole('button', { name: /Reject and notify employer/ }).click();
    await status(page).getByText('Rejected 2 postings.').waitFor();
    expect(t.store.jobs.get(ids.fresh)).toMatchObject({ status: 'rejected', rejection_reason: 'Duplicate of an earlier posting.' });
  });

  it('edits a posting before publishing, and the employer is told what changed', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await card(page, 'Android Developer').waitFor();
    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: 'Edit before publishing' });
    await dialog.getByRole('textbox', { name: 'Salary' }).fill('₹9,00,000 a year');
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('');
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await dialog.getByText('Job title is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Android Developer (Kotlin)');
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await status(page).getByText('Published "Android Developer (Kotlin)". It is live for 30 days; the employer is emailed.').waitFor();
    const [approve, edit] = t.store.decisions.ofJob(ids.overdue);
    expect(edit).toMatchObject({ action: 'edit', actor: 'Asha Patel', changes: { salary: { from: '₹12,00,000 a year', to: '₹9,00,000 a year' } } });
    const mail = renderedMail(t.store.outbox.get(approve!.mail_id!)).text;
    expect(mail).toContain('- Job title: Android Developer (Kotlin)\n- Salary: ₹9,00,000 a year');
  });

  it('searches every posting, and takes a published one down with T', async () => {
    const { ids, page } = await open();
    await openQueue(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('any');
    await page.getByRole('textbox', { name: 'Search postings' }).fill('navrang');
    // The unfiltered list already holds it: wait for the filtered answer (slower over SSH) to replace it.
    await expect.poll(() => queue(page).getByRole('option').allInnerTexts(), { timeout: 8_000 }).toEqual([expect.stringMatching(/^Content Writer/)]);
    await card(page, 'Content Writer').waitFor();
    await page.locator('body').click({ position: { x: 5, y: 300 } }); // out of the search box
    await page.keyboard.press('t');
    await status(page).getByText('Expired "Content Writer". It no longer appears on the site.').waitFor();
    expect(t.store.jobs.get(ids.live)!.status).toBe('expired');
  });

  it('keeps 5,000 pending postings smooth: only the rows in view are in the page', { timeout: 60_000 }, async () => {
    const { page } = await open({ viewport: { width: 960, height: 600 } });
    await t.store.write(() => {
      for (let i = 0; i < 5_000; i++) {
        const at = t.clock.now() - (i % 1_000) * 60_000;
        t.store.jobs.insert(jobContent(JobPostSchema.parse(validJob({ job_title: `Bulk posting ${i}` }))), { status: 'pending', submitted_at: at, due_at: at + 24 * 3_600_000 });
      }
    });
    await openQueue(page);
    await page.getByText('5002 postings').waitFor();
    expect(await queue(page).getByRole('option').count()).toBeLessThan(40);
    for (let i = 0; i < 30; i++) await page.keyboard.press('j');
    await page.waitForFunction(() => document.querySelector('[role=option][aria-selected=true]')?.getBoundingClientRect().bottom! <= window.innerHeight);
    expect(await queue(page).getByRole('option').count()).toBeLessThan(40);
  });

  it('shows postings another program added without being asked', async () => {
    const { page } = await open();
    await openQueue(page);
    const other = openStore(t.dataDir); // the public server, on its own connection
    try {
      await submitPosting({ store: other, clock: t.clock }, validJob({ job_title: 'Night Shift Network Engineer', category: '7' }));
      await queue(page).getByRole('option', { name: 'Night Shift Network Engineer' }).waitFor({ timeout: 8_000 });
    } finally {
      other.close();
    }
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
    await question.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByText('2 recent, 1 unread.', { exact: false }).waitFor();
    expect(t.store.messages.recent().find((m) => m.id === ids.question)!.read_at).toBe(t.clock.now());
  });

  it("sets the moderator name (on this computer; over SSH it is the key's) and edits the standard reasons", async () => {
    const { page } = await open();
    await section(page, 'Settings').click();
    if (transport === 'local') {
      await page.getByRole('textbox', { name: 'Your name' }).fill('Ravi Kumar');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('status').getByText('Saved. Your decisions are recorded as Ravi Kumar.').waitFor();
      await page.getByRole('button', { name: /Moderating as Ravi Kumar/ }).waitFor();
    } else {
      await page.getByText("Your decisions are recorded as Asha Patel, the name the site's operator gave your SSH key.").waitFor();
      expect(await page.getByRole('textbox', { name: 'Your name' }).count()).toBe(0);
    }
    const fresh = page.getByRole('region', { name: 'New reason' });
    await fresh.getByRole('textbox', { name: 'New reason: title' }).fill('No salary currency');
    await fresh.getByRole('textbox', { name: 'What the employer reads' }).fill('Say which currency the salary is in, then post the job again.');
    await fresh.getByRole('button', { name: 'Add reason' }).click();
    await page.getByRole('region', { name: 'Reason 9' }).getByRole('textbox', { name: 'Reason 9: title' }).waitFor();
    expect(t.store.decisions.reasons().map((r) => r.title)).toContain('No salary currency');
  });
});
