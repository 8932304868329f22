// The content screens (spec section 2): FAQ, About, Privacy, Terms and the blog.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../shared/domain';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { SUPPORT_EMAIL, usePortalSession } from './support/server';
import { loadBlogPosts } from '../../scripts/blog/load-posts';

const questions = (page: Page) => page.locator('main details > summary');
const question = (page: Page, text: string) => page.locator('main details').filter({ has: page.locator('summary', { hasText: text }) });
const isOpen = (page: Page, text: string) => question(page, text).evaluate((details: HTMLDetailsElement) => details.open);
const blogFilters = (page: Page) => page.getByRole('group', { name: 'Filter blog posts by category' }).getByRole('link');
const pressedFilter = (page: Page) => page.getByRole('group', { name: 'Filter blog posts by category' }).locator('[aria-current="true"]');

describeInBrowser('content screens', () => {
  const session = usePortalSession();

  it('FAQ: four categories of four questions, live search, independent questions, no results', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const categories = await page.locator('main h2').allInnerTexts();
    expect(categories).toEqual(['General', 'For Job Seekers', 'For Employers', 'Privacy & Security']);
    expect(await questions(page).count()).toBe(16);

    const first = 'What is Job Portal?';
    const second = 'How do I apply for a job?';
    await question(page, first).locator('summary').click();
    await question(page, second).locator('summary').click();
    expect(await isOpen(page, first)).toBe(true);
    expect(await isOpen(page, second)).toBe(true);
    await question(page, first).locator('summary').click();
    expect(await isOpen(page, first)).toBe(false);
    expect(await isOpen(page, second)).toBe(true);

    const support = question(page, 'How can I reach your support team?');
    await support.locator('summary').click();
    const answer = await support.innerText();
    expect(answer).toContain(SUPPORT_EMAIL);
    expect(answer).not.toContain('{email}');
    expect(await a11yViolations(page), 'with questions open').toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await search.fill('RESUME');
    await page.waitForFunction(() => document.querySelectorAll('main details').length < 16);
    const shown = await questions(page).count();
    expect(shown).toBeGreaterThan(0);
    await search.fill('resume');
    expect(await questions(page).count()).toBe(shown);
    // An open question stays open while the search shows it.
    await search.fill('apply');
    expect(await isOpen(page, second)).toBe(true);

    await search.fill('xyzzy plugh');
    await page.getByText('No results found', { exact: true }).waitFor();
    expect(await questions(page).count()).toBe(0);
    await context.close();
  });

  it('About: every section and two calls to action', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Job Portal' }).waitFor();
    const headings = await page.locator('main h2').allInnerTexts();
    for (const heading of ['Our Mission', 'Our Story', 'What Makes Us Different', 'Our Team', 'Our Values', 'Our Impact']) {
      expect(headings).toContain(heading);
    }
    expect(await page.locator('main').innerText()).toContain('1000+');
    expect(await page.getByRole('link', { name: 'Post a Job' }).last().getAttribute('href')).toBe('/post-job');
    await page.getByRole('link', { name: 'Find Your Dream Job' }).click();
    await page.waitForURL('**/jobs');
    await page.getByText('Showing 0 job(s)').waitFor();
    await context.close();
  });

  it('Privacy and Terms: last updated Jun 2025, with the support contacts filled in', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    for (const [path, title] of [['/privacy', 'Privacy Policy'], ['/terms', 'Terms & Conditions']] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Last updated: Jun 2025');
      expect(text).toContain(SUPPORT_EMAIL);
      expect(text).not.toMatch(/\{email\}|\{phone\}/);
      expect(await page.locator('main h2').count()).toBeGreaterThan(3);
    }
    await context.close();
  });

  it('Blog listing: ten filters, cards with every field, back to All on every route change', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/about');
    await blogFilters(page).first().waitFor();
    // The listing arrives rendered by the server; its code loads as it comes into view.
    await page.locator('#blog-heading').scrollIntoViewIfNeeded();
    await page.locator('[data-island-ready] #blog-heading').waitFor();
    expect(await blogFilters(page).allInnerTexts()).toEqual(['All', ...BLOG_CATEGORIES]);
    expect(await pressedFilter(page).innerText()).toBe('All');

    const section = page.locator('section[aria-labelledby="blog-heading"]');
    const card = section.locator('article').first();
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toMatch(/\d+ min read/);
    expect(cardText).toMatch(/[A-Z][a-z]+ \d{1,2}, 20\d\d/);
    expect(await card.locator('img').getAttribute('alt')).toBeTruthy();
    expect(await card.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await card.getByRole('link', { name: 'Read more' }).getAttribute('href')).toMatch(/^\/blog\/[a-z0-9-]+$/);

    await blogFilters(page).filter({ hasText: 'Cybersecurity' }).click();
    const badges = await section.locator('article').evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="blog-category"]')?.textContent));
    expect(badges.length).toBeGreaterThanOrEqual(5);
    expect(new Set(badges)).toEqual(new Set(['Cybersecurity']));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.waitForFunction(() => document.querySelector('[aria-current="true"]')?.textContent === 'All');
    await context.close();
  });

  it('Blog article: HTML body on demand, related posts of its category, and an unknown id', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/http-caching-practical-guide-[\w-]+\.js$/.test(request.url())) bodies.push(request.url());
    });
    await page.goto('/');
    await page.locator('#blog-heading').waitFor();
    expect(bodies).toEqual([]); // no article body in the first page load

    await page.goto('/blog/http-caching-practical-guide');
    await page.getByRole('heading', { level: 1, name: 'A Practical Guide to HTTP Caching for Web Developers' }).waitFor();
    const article = page.locator('article[aria-labelledby="article-title"]');
    await article.locator('h2').first().waitFor();
    expect(bodies).toHaveLength(1);
    expect(await article.innerText()).toContain('Cache-Control');

    const related = page.locator('section[aria-labelledby="related-heading"] article');
    expect(await related.count()).toBeGreaterThan(0);
    for (const badge of await related.getByTestId('blog-category').allInnerTexts()) expect(badge.toLowerCase()).toBe('web development');
    const relatedTitle = await related.first().locator('h3').innerText();
    await related.first().getByRole('link', { name: 'Read more' }).click();
    await page.getByRole('heading', { level: 1, name: relatedTitle }).waitFor();

    await page.goto('/blog/not-a-real-article');
    await page.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('Home: statistics strip, nine category counts in order, How It Works and the closing call to action', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/');
    const main = page.locator('main');
    for (const stat of ['1000+', 'Active Job Listings', '5000+', 'Registered Users', '200+', 'Partner Companies', '95%', 'Success Rate']) {
      await main.getByText(stat, { exact: true }).first().waitFor();
    }
    const text = await main.innerText();
    const counts = [...text.matchAll(/(\d+\+) jobs/g)].map((m) => m[1]);
    expect(counts).toEqual(['150+', '200+', '120+', '180+', '90+', '250+', '110+', '140+', '160+']);
    expect(text).toContain('How It Works');
    await main.getByRole('link', { name: 'Find Jobs Now' }).waitFor();
    expect(await main.getByRole('link', { name: 'Post a Job' }).count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('renders every one of the 50 articles with its cover and body, loading nothing from another origin', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(session.server.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const posts = loadBlogPosts();
    expect(posts).toHaveLength(50);
    for (const post of posts) {
      await page.goto(`/blog/${post.id}`);
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      const article = page.locator('article[aria-labelledby="article-title"]');
      await article.locator('h2').first().waitFor();
      const cover = page.locator('main img').first();
      expect(await cover.getAttribute('alt'), post.id).toBe(post.imageAlt);
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), post.id).toBe(true);
      expect((await article.innerText()).length, post.id).toBeGreaterThan(3000);
    }
    expect(foreign).toEqual([]);
    await context.close();
  }, 120_000);
});
