// A JOB_DATA_KEY other than the default, end to end: the server encrypts the job list with it,
// hands it to the page at run time (no rebuild), and the portal decrypts a search with it.
import { expect, it } from 'vitest';
import { decryptJobData, type PublicJob } from '../../shared/domain';
import { DESKTOP, describeInBrowser, openPage } from './support/browser';
import { usePortalSession } from './support/server';

const KEY = 'rotated key for this deployment €$&';

describeInBrowser('a rotated job-data key', () => {
  const session = usePortalSession({ demoJobs: 40, env: { JOB_DATA_KEY: KEY } });

  it('lists, searches and pages jobs with the key the server runs with', async () => {
    const { page, context, errors } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/jobs');
    await page.getByLabel('Job title or keywords').fill('team'); // in every demo job
    const searched = page.waitForResponse((response) => response.url().endsWith('/api/job/getjobdata') && response.request().postData()?.includes('team') === true);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    const answer = ((await (await searched).json()) as { data: string }).data;
    await page.waitForURL(/keywords=team/);
    // The page was rendered with 40 jobs already: the cards are counted once the search's answer is on it.
    await expect.poll(() => page.locator('[data-testid="job-card"]').count()).toBe(25);
    await page.getByText('Showing 40 job(s)').waitFor();
    // The answer really was encrypted with the rotated key, and only that key opens it.
    expect(decryptJobData<PublicJob[]>(answer, KEY)).toHaveLength(25);
    expect(() => decryptJobData(answer, 'job-portal-compat-key')).toThrow();
    expect(errors).toEqual([]);
    await context.close();
  });
});
