// Debian's Chromium driven by playwright-core. Without a browser the suites are skipped with a
// visible message, except under CI=true, where a missing browser fails the run.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, it } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasBrowser = existsSync(CHROMIUM_PATH);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

/** `describe` for browser suites: runs, is skipped with a notice, or fails under CI. */
export function describeInBrowser(name: string, suite: () => void) {
  if (hasBrowser) return describe(name, suite);
  const notice = `No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH or install Debian's chromium)`;
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs a browser under CI', () => {
        throw new Error(`${notice}: browser tests cannot be skipped under CI=true.`);
      });
    });
  }
  console.warn(`\n[browser tests skipped] ${name}: ${notice}.\n`);
  return describe.skip(`${name} [skipped: ${notice}]`, suite);
}

/** One browser per test file. Playwright starts it with a fresh temporary user-data dir. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** An isolated context (own storage) on the live server; page errors and CSP violations are collected. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
  init?: { localStorage?: Record<string, string> },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  if (init?.localStorage) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, init.localStorage);
  }
  const page = await context.newPage();
  // Pages arrive rendered by the server and readable before their scripts run; a person's taps
  // before React takes over would do nothing, so navigations wait until the page is live.
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return response;
    };
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}
