// Server-rendered pages in Chromium: hydration without a console error, a DevTools issue or a second set of head
// tags, reading and searching with JavaScript off, the search in the URL (reload, back, forward,
// a shared link), and the phone layout at 360 px.
import type { ConsoleMessage, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { listJobs, usePortalSession } from './support/server';
import { smallTapTargets } from './support/tap-targets';

const ROUTES = ['/', '/jobs', '/jobs?category=8&page=1', '/apply/1', '/post-job', '/contact', '/faq', '/about', '/privacy', '/terms', '/blog/http-caching-practical-guide', '/blog/no-such-article', '/no/such/page'];
const cards = (page: Page) => page.getByTestId('job-card');

describeInBrowser('server-rendered pages', () => {
  const session = usePortalSession({ demoJobs: 40 });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`hydrates every route without a console error and with one set of head tags at ${viewport.width}px`, async () => {
      const { page, context, errors } = await openPage(session.browser, session.server.url, viewport);
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // A 404 page is itself a "failed resource" to the console; that one is expected.
        if (['error', 'warning'].includes(message.type()) && !/status of 404/.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      // What DevTools lists as Issues (a CSP violation that code caught, say) never reaches the
      // console, yet Lighthouse's Best Practices counts it.
      const devtools = await context.newCDPSession(page);
      devtools.on('Audits.issueAdded', ({ issue }) => problems.push(`${page.url()}: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`));
      await devtools.send('Audits.enable');
      for (const route of ROUTES) {
        const html = await (await page.request.get(route)).text();
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const head = await page.evaluate(() => ({
          titles: document.querySelectorAll('title').length,
          descriptions: document.querySelectorAll('meta[name="description"]').length,
          canonicals: document.querySelectorAll('link[rel="canonical"]').length,
          ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
        }));
        expect(head.titles, route).toBe(1);
        expect(head.descriptions, route).toBeLessThanOrEqual(1);
        expect(head.canonicals, route).toBeLessThanOrEqual(1);
        expect(head.ogTitles, route).toBe(1);
        // The server's h1 is the one the hydrated page shows.
        const serverH1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
        expect(serverH1, route).toBeTruthy();
        expect((await page.locator('h1').innerText()).replace(/\s+/g, ' '), route).toBe(serverH1!.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('keeps the server-rendered blog listing on screen while its code has not loaded yet', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/BlogSection-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/faq');
    const articles = page.locator('section[aria-labelledby="blog-heading"] article');
    expect(await articles.count(), 'hydrated, the listing still shows the server HTML').toBe(6);
    const footerTop = () => page.evaluate(() => Math.round(document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY));
    const footerBefore = await footerTop();
    release();
    await page.locator('#blog-heading').scrollIntoViewIfNeeded();
    await page.locator('[data-island-ready] #blog-heading').waitFor();
    expect(await articles.count()).toBe(6);
    expect(await footerTop(), 'nothing moves when the live listing takes over').toBe(footerBefore);
    await context.close();
  });

  it('can be read and searched with JavaScript off', async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const { jobs, totalResults } = await listJobs(session.server);
    await page.goto('/jobs');
    expect(await cards(page).count()).toBe(25);
    await page.getByText(`Showing ${totalResults} job(s)`).waitFor();

    // Every job opens from its title, with its whole description.
    await cards(page).first().getByRole('link', { name: jobs[0]!.job_title }).click();
    await page.waitForURL(`**/apply/${jobs[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: `Apply for ${jobs[0]!.job_title}` }).waitFor();
    expect(await page.locator('main').innerText()).toContain(jobs[0]!.description.slice(0, 80));

    // Paging is a link, and searching is a plain GET form.
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL('**/jobs?page=2');
    expect(await cards(page).count()).toBe(totalResults - 25);
    const keyword = jobs[0]!.job_title.split(' ')[0]!;
    await page.getByLabel('Job title or keywords').fill(keyword);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('keywords') === keyword);
    const expected = await listJobs(session.server, { jobTitle: keyword });
    await page.getByText(`Showing ${expected.totalResults} job(s)`).waitFor();

    // The home search box leads to the same results; an article reads in full.
    await page.goto('/');
    await page.getByLabel('Job title or keywords').fill(keyword);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('keywords') === keyword);
    await page.getByText(`Showing ${expected.totalResults} job(s)`).waitFor();
    await page.goto('/blog/http-caching-practical-guide');
    expect((await page.locator('article').first().innerText()).length).toBeGreaterThan(3000);
    await context.close();
  });

  it('keeps the search in the URL: reload, back, forward and a shared link show the same results', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const { jobs } = await listJobs(session.server);
    const city = jobs[0]!.location.split(',')[0]!;
    const byCity = await listJobs(session.server, { location: city });
    const writers = await listJobs(session.server, { location: city, category: '8' });
    const line = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

    await page.goto('/jobs');
    await page.getByLabel('Location').fill(city);
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL((url) => url.searchParams.get('location') === city);
    await line(`Showing ${byCity.totalResults} job(s)`);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Content Writers' });
    await page.waitForURL((url) => url.searchParams.get('category') === '8' && url.searchParams.get('location') === city);
    await line(`Showing ${writers.totalResults} jobs in Content Writers`);

    await page.reload();
    await line(`Showing ${writers.totalResults} jobs in Content Writers`);
    expect(await page.getByLabel('Location').inputValue()).toBe(city);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('8');

    await page.goBack();
    await line(`Showing ${byCity.totalResults} job(s)`);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('0');
    await page.goBack();
    await line('Showing 40 job(s)');
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    await page.goForward();
    await line(`Showing ${byCity.totalResults} job(s)`);
    expect(await page.getByLabel('Location').inputValue()).toBe(city);

    // The same address in someone else's browser.
    const shared = await openPage(session.browser, session.server.url, PHONE);
    await shared.page.goto(page.url());
    await shared.page.getByText(`Showing ${byCity.totalResults} job(s)`, { exact: true }).waitFor();
    expect(await cards(shared.page).first().innerText()).toContain(byCity.jobs[0]!.job_title);
    await shared.context.close();
    await context.close();
  });

  it('fits a phone: compact header, results near the top, the application form one tap away, 44 px targets', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto('/jobs');
    const header = await page.locator('header').boundingBox();
    expect(header!.height, 'header height').toBeLessThanOrEqual(64);
    expect((await cards(page).first().boundingBox())!.y, 'first job, no search').toBeLessThan(PHONE.height);

    // After a search the filters fold into one line, so the results start high.
    await page.getByLabel('Location').fill('Gujarat');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL('**/jobs?location=Gujarat');
    // The old page's cards are still there as the URL changes: wait for the fold itself (it fails
    // the test if the filters never fold).
    await page.getByLabel('Location').waitFor({ state: 'hidden', timeout: 5_000 });
    await cards(page).first().waitFor();
    expect((await cards(page).first().boundingBox())!.y, 'first job after a search').toBeLessThan(340);
    expect(await smallTapTargets(page), '/jobs after a search').toEqual([]);

    const title = await cards(page).first().locator('h3').innerText();
    await cards(page).first().getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: `Apply for ${title}` }).waitFor();
    await page.getByRole('link', { name: 'Go to the application form' }).click();
    await page.waitForFunction(() => {
      const form = document.getElementById('application')!.getBoundingClientRect();
      return form.top >= 0 && form.top < window.innerHeight / 2;
    });

    for (const path of ['/', '/jobs', '/apply/1', '/faq', '/contact', '/blog/http-caching-practical-guide', '/no/such/page']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('[data-island-ready] #blog-heading').waitFor();
      expect(await smallTapTargets(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path}: no sideways scroll`).toBe(0);
    }
    await context.close();
  }, 60_000);
});
