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
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/job/getjobdata')) answers.push(((await response.json()) as { data: string }).data);
    });
    await page.goto('/jobs');
    await page.getByLabel('Job title or keywords').fill('team'); // in every demo job
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL(/keywords=team/);
    await page.getByText('Showing 40 job(s)').waitFor();
    expect(await page.locator('[data-testid="job-card"]').count()).toBe(25);
    // The answer really was encrypted with the rotated key, and only that key opens it.
    expect(answers.length).toBeGreaterThan(0);
    expect(decryptJobData<PublicJob[]>(answers[0]!, KEY)).toHaveLength(25);
    expect(() => decryptJobData(answers[0]!, 'job-portal-compat-key')).toThrow();
    expect(errors).toEqual([]);
    await context.close();
  });
});
