// An employer's changes to a live posting, decided in Chromium as new postings are: found by
// "#id", approved with A, rejected with R and a standard reason; and tables whose words never break.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { editOwnPosting } from '../../shared/services/employer-postings';
import { seedConsole } from '../helpers/console-fixtures';
import { validJob } from '../helpers/fixtures';
import { linkIn } from '../helpers/private-links';
import { createTestServices, type TestServices } from '../helpers/services';
import { brokenWordsInTables, chromiumPath, consoleBrowserSuite, consoleTransports, type ConsolePage } from './console-harness';

const executablePath = chromiumPath();

describe.skipIf(!executablePath).each(consoleTransports())("an employer's changes in the console (%s)", (transport) => {
  const suite = consoleBrowserSuite();
  let t: TestServices;
  let view: ConsolePage;

  /** A console on the fixtures, with the live posting's employer having sent a new title. */
  async function openWithChanges(title: string) {
    t = createTestServices();
    const ids = await seedConsole(t);
    const link = linkIn(t.store.outbox.recent(500).find((m) => m.kind === 'posting-published' && m.job_id === ids.live), 'manage');
    await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: title, category: '8', company_name: 'Navrang Media' }) });
    view = await suite.open(t, { transport, viewport: { width: 960, height: 600 } });
    const { page } = view;
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: /^Review queue/ }).click();
    await page.getByRole('textbox', { name: 'Search postings' }).fill(`#${ids.live}`);
    const queue = page.getByRole('listbox', { name: 'Postings' });
    await expect.poll(() => queue.getByRole('option').allInnerTexts(), { timeout: 8_000 }).toEqual([expect.stringMatching(/^Content Writer/)]);
    await page.getByText(`${title}`).first().waitFor(); // the diff shows the employer's version
    expect(await brokenWordsInTables(page)).toEqual([]);
    await page.locator('body').click({ position: { x: 5, y: 300 } }); // the keys act outside the search box
    return { ids, page };
  }

  const status = (page: Page) => page.getByRole('status').first();

  it('approves the changes with A', async () => {
    const { ids, page } = await openWithChanges('Senior Content Writer');
    await page.keyboard.press('a');
    await status(page).getByText('Published the changes; the employer is emailed.').waitFor();
    expect(t.store.jobs.get(ids.live)?.job_title).toBe('Senior Content Writer');
    expect(t.store.revisions.pendingOf(ids.live)).toBeUndefined();
  });

  it('rejects the changes with R and a standard reason, keeping the live version', async () => {
    const { ids, page } = await openWithChanges('Writer!!! Call now');
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Changes to Content Writer at Navrang Media').waitFor();
    expect(await dialog.innerText()).toContain('the live version stays as it is');
    await page.keyboard.press('1');
    await page.keyboard.press('Control+Enter');
    await status(page).getByText('Rejected the changes; the employer is emailed why.').waitFor();
    expect(t.store.jobs.get(ids.live)?.job_title).toBe('Content Writer');
    expect(t.store.revisions.pendingOf(ids.live)).toBeUndefined();
  });
});
