// The analytics screen in Chromium over seeded data: the period, the figures, the charts, the
// tables and their CSV export.
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../shared/domain';
import { recordPageView } from '../../shared/services/analytics';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, expirePosting, rejectPosting, submitPosting } from '../../shared/services/postings';
import { pageClassifier } from '../../server/page-status';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { createTestServices, type TestServices } from '../helpers/services';
import { brokenWordsInTables, chromiumPath, consoleBrowserSuite, type ConsolePage } from './console-harness';

const executablePath = chromiumPath();
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.skipIf(!executablePath)('the analytics screen', () => {
  const suite = consoleBrowserSuite();
  let t: TestServices;
  let view: ConsolePage;
  let closedId: number;

  /**
   * Ten days of traffic ending today (2025-06-10): 2 views a day from phones, 2 from Firefox (a wrong
   * link, a 404, and a closed job's page, a 410); a live job, a closed one and an application.
   */
  async function seed() {
    t = createTestServices();
    t.clock.set(Date.UTC(2025, 5, 1, 8));
    const job = await submitPosting(t.ctx, validJob({ job_title: 'Frontend Developer' }));
    const spam = await submitPosting(t.ctx, validJob({ job_title: 'Easy money from home' }));
    const closed = await submitPosting(t.ctx, validJob({ job_title: 'Sales Executive' }));
    t.clock.advance(3 * HOUR_MS);
    await approvePosting(t.ctx, job.id);
    await rejectPosting(t.ctx, spam.id, 'Not a job offer.');
    await approvePosting(t.ctx, closed.id);
    await expirePosting(t.ctx, closed.id);
    closedId = closed.id;
    const classify = pageClassifier(t.ctx);
    for (let day = 0; day < 10; day++) {
      t.clock.set(Date.UTC(2025, 5, 1 + day, 12));
      await recordPageView(t.ctx, { page: '/jobs', referrer: 'https://www.linkedin.com/feed/' }, { ip: '198.51.100.7', userAgent: PHONE, classify });
      await recordPageView(t.ctx, { page: `/apply/${job.id}` }, { ip: '198.51.100.7', userAgent: PHONE, classify });
      await recordPageView(t.ctx, { page: '/old-page' }, { ip: '203.0.113.8', userAgent: FIREFOX, classify });
      await recordPageView(t.ctx, { page: `/apply/${closed.id}` }, { ip: '203.0.113.8', userAgent: FIREFOX, classify });
    }
    await applyToJob(t.ctx, { ...validApplication(), jobId: String(job.id) }, { data: PDF, filename: 'cv.pdf' });
    view = await suite.open(t);
    return view.page;
  }

  it('shows a period of traffic, jobs and moderation, with charts and CSV export', async () => {
    const page = await seed();
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Analytics' }).click();
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('7 days').click();
    await page.getByText('2025-06-04 to 2025-06-10 (UTC days).', { exact: false }).waitFor();
    const figure = (name: string) => page.getByRole('region', { name, exact: true }).locator('p').last().innerText();
    expect(await figure('Page views')).toBe('28');
    expect(await figure('Visitors (per day, summed)')).toBe('14');
    expect(await figure('Not found (404)')).toBe('7');
    expect(await figure('Closed jobs (410)')).toBe('7');
    expect(await figure('Applications')).toBe('1');
    // Recharts draws the lines: one path per series.
    const chart = page.getByRole('region', { name: 'Page views and visitors per day' });
    await chart.locator('.recharts-line path.recharts-curve').first().waitFor({ state: 'attached' });
    expect(await chart.locator('.recharts-line').count()).toBe(2);

    const rows = async (name: string) =>
      (await page.getByRole('table', { name }).locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(await rows('Top pages')).toEqual(['Job pages (all jobs; each below) 7', '/jobs 7']); // ties in path order: /apply/{id}, /jobs
    expect(await rows('Not found (404)')).toEqual(['/old-page 7']);
    expect(await rows('Closed jobs (410)')).toEqual([`/apply/${closedId} 7`]);
    expect(await rows('Referrers')).toEqual(['Direct (no referrer) 21', 'linkedin.com 7']);
    expect(await rows('Devices')).toEqual(['desktop 14', 'mobile 14']);
    expect(await rows('Browsers')).toEqual(['Chrome 14', 'Firefox 14']);

    // The job was published before this week: a month shows it, with its views and application.
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('30 days').click();
    await page.getByText('2025-05-12 to 2025-06-10', { exact: false }).waitFor();
    expect(await rows('Jobs published in this period')).toEqual([
      expect.stringMatching(/^#1 Frontend Developer Kathiawar Digital published 10 1 10%$/),
      expect.stringMatching(/^#3 Sales Executive Kathiawar Digital expired 0 0\b/), // its 410 views are not job views
    ]);
    expect(await figure('Decisions')).toBe('3');
    expect(await figure('Decided within 24 hours')).toBe('100%');
    expect(await figure('Median time to decision')).toBe('3 hours');
    // At the console's smallest window, table columns keep their words whole.
    await page.setViewportSize({ width: 960, height: 600 });
    expect(await brokenWordsInTables(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Top pages as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('top-pages.csv');
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toBe('Page,Views\r\nJob pages (all jobs; each below),10\r\n/jobs,10\r\n');

    // A custom period.
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('Custom').click();
    await page.getByLabel(/^From/).fill('2025-06-01');
    await page.getByLabel(/^To\b/).fill('2025-06-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('2025-06-01 to 2025-06-01', { exact: false }).waitFor();
    expect(await figure('Page views')).toBe('4');
    expect(await figure('Closed jobs (410)')).toBe('1');
  });
});
