// The shared frame on every route (spec section 2): header, mobile menu, footer, blog listing,
// titles, page views, 404, and accessibility and layout checks on phone and desktop.
import { expect, it } from 'vitest';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { SUPPORT_EMAIL, SUPPORT_PHONE, usePortalSession } from './support/server';

const ROUTES = [
  { path: '/', title: 'Free Job Board | Job Portal' },
  { path: '/jobs', title: 'Find Jobs | Job Portal' },
  { path: '/post-job', title: 'Post a Job | Job Portal' },
  { path: '/contact', title: 'Contact Us | Job Portal' },
  { path: '/faq', title: 'Frequently Asked Questions | Job Portal' },
  { path: '/about', title: 'About Us | Job Portal' },
  { path: '/privacy', title: 'Privacy Policy | Job Portal' },
  { path: '/terms', title: 'Terms & Conditions | Job Portal' },
  { path: '/blog/http-caching-practical-guide', title: 'A Practical Guide to HTTP Caching for Web Developers | Job Portal' },
  { path: '/blog/no-such-article', title: 'Blog Post Not Found | Job Portal' },
  { path: '/apply/999999', title: 'Job Not Found | Job Portal' },
  { path: '/no/such/page', title: 'Page Not Found | Job Portal' },
];
const NAV = [
  ['Home', '/'],
  ['Find Jobs', '/jobs'],
  ['Contact', '/contact'],
  ['About', '/about'],
  ['FAQ', '/faq'],
  ['Post Job', '/post-job'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
] as const;

describeInBrowser('shared frame', () => {
  const session = usePortalSession({ demoJobs: 3 });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`gives every route its title, one h1, the frame and no accessibility problems at ${viewport.width}px`, async () => {
      const { page, context, errors } = await openPage(session.browser, session.server.url, viewport);
      for (const route of ROUTES) {
        const where = `${route.path} at ${viewport.width}px`;
        await page.goto(route.path);
        await page.locator('h1').first().waitFor();
        await page.locator('#blog-heading').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.title(), where).toBe(route.title);
        expect(await page.locator('h1').count(), `${where}: one h1`).toBe(1);
        expect(await page.locator('header').count(), where).toBe(1);
        expect(await page.locator('main').count(), where).toBe(1);
        expect(await page.locator('footer').count(), where).toBe(1);
        // The blog listing comes after the route content, before the footer.
        const order = await page.evaluate(() => {
          const main = document.querySelector('main')!;
          const blog = document.getElementById('blog-heading')!;
          const footer = document.querySelector('footer')!;
          return Boolean(main.compareDocumentPosition(blog) & 4) && Boolean(blog.compareDocumentPosition(footer) & 4);
        });
        expect(order, `${where}: blog between main and footer`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${where}: no sideways scroll`).toBe(0);
        expect(await a11yViolations(page), where).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('answers unknown paths with HTTP 404 and a Page Not Found screen with ways out', async () => {
    const { page, context } = await openPage(session.browser, session.server.url);
    const response = await page.goto('/jobs/unknown/path');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    const main = page.locator('main');
    for (const name of ['Go to Home', 'Browse Jobs', 'Contact Us', 'Post a Job', 'FAQ', 'About Us']) {
      expect(await main.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await main.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
    await page.goto('/faq');
    await page.goto('/still/unknown');
    await main.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/faq');
    await context.close();
  });

  it('shows the header: logo home, eight links with the current one highlighted, two buttons', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/about');
    const logo = page.locator('header img').first();
    expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([100, 100]);
    expect(await page.getByRole('link', { name: 'Job Portal home' }).first().getAttribute('href')).toBe('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(NAV.map(([label]) => label));
    for (const [label, path] of NAV) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      // The old screen stays until the new one's code has loaded; then the highlight moves.
      await nav.locator(`a[href="${path}"][aria-current="page"]`).waitFor();
      const current = await nav.locator('[aria-current="page"]').allInnerTexts();
      expect(current, `highlighted after choosing ${label}`).toEqual([label]);
    }
    const header = page.locator('header');
    expect(await header.getByRole('link', { name: 'Find Jobs', exact: true }).count()).toBe(2);
    expect(await header.getByRole('link', { name: 'Post Job', exact: true }).count()).toBe(2);
    await context.close();
  });

  it('opens and closes the mobile menu, which leaves out About and closes on a choice', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await a11yViolations(page), 'with the menu open').toEqual([]);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Home', 'Find Jobs', 'Contact', 'FAQ', 'Post Job', 'Privacy', 'Terms', 'Find Jobs', 'Post Job']);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the four-column footer with the configured contacts', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/contact');
    const footer = page.locator('footer');
    for (const heading of ['Quick Links', 'Legal', 'Contact Info']) {
      await footer.getByRole('heading', { name: heading }).waitFor();
    }
    const text = await footer.innerText();
    expect(text).toContain('Job Portal connects talented professionals with opportunities.');
    expect(text).toContain(SUPPORT_EMAIL);
    expect(text).toContain(SUPPORT_PHONE);
    expect(text).toContain('Rajkot, Gujarat, India');
    expect(text).toContain('© 2025 Job Portal. All rights reserved.');
    expect(await footer.getByRole('link', { name: 'Post a Job', exact: true }).getAttribute('href')).toBe('/post-job');
    expect(await footer.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    await context.close();
  });

  it('lets a keyboard user skip to the content first', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/');
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it("shows the newest jobs on a home page reached inside the app, loading the jobs API's code only then", async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const newest = page.getByRole('region', { name: 'Newest jobs' });
    expect(await newest.getByRole('listitem').count()).toBe(3); // server-rendered
    const atStart = [...scripts];
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.getByRole('link', { name: 'Job Portal home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => newest.getByRole('listitem').count(), { timeout: 10_000 }).toBe(3); // asked for by the page
    // The jobs API's chunk (named after api/jobs.ts) came with the navigation, not with the page.
    const jobsApi = (path: string) => /^\/assets\/jobs-[\w-]+\.js$/.test(path);
    expect(atStart.filter(jobsApi)).toEqual([]);
    expect(scripts.filter(jobsApi).length).toBeGreaterThan(0);
    await context.close();
  });

  it('records a page view for every route change on 127.0.0.1, with no IP sent by the page', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const sent: string[] = [];
    let answered = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/job/analytics')) sent.push(request.postData() ?? '');
    });
    page.on('response', (response) => void (response.url().endsWith('/api/job/analytics') && answered++));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/terms');
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(3);
    expect(sent).toHaveLength(3);
    for (const body of sent) expect(body).not.toMatch(/name="ip"/);

    const views = session.server.runtime.services.store.pageViews.recent(10).reverse();
    expect(views.map((v) => v.page).slice(-3)).toEqual(['/', '/faq', '/terms']);
    const [home, faq] = views.slice(-3);
    expect(home!.referrer).toBe('Direct');
    expect(faq!.referrer).toBe(`${session.server.url}/`);
    expect(home!.browser).toContain('Chrome');
    await context.close();
  });
});
