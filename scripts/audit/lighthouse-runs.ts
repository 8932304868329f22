// Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and a 4x slower CPU) against
// Debian's Chromium, several runs per page, medians per category.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  url: string;
  /** Median score (0-100) per category. */
  median: Record<Category, number>;
  runs: Record<Category, number>[];
  /** Median of the main metrics, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function lighthouseMedians(urls: string[], runs: number, log: (line: string) => void): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const closeChrome = () => chrome.kill();
  process.once('SIGTERM', closeChrome);
  try {
    const results: PageScores[] = [];
    for (const url of urls) {
      const scores: Record<Category, number>[] = [];
      const metrics: PageScores['metrics'][] = [];
      // A run Lighthouse could not record (NO_NAVSTART and the like) measured nothing: it is run
      // again, a few times at most, rather than counted as a zero.
      for (let run = 1, failures = 0; run <= runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          log(`  run ${run} ${url}: Lighthouse could not measure the page (${runtimeError.code}: ${runtimeError.message})`);
          if (++failures <= 3) {
            run--;
            continue;
          }
        }
        const score = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
        scores.push(score);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        metrics.push({
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
        });
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        log(`  run ${run} ${url}: ${CATEGORIES.map((c) => `${c} ${score[c]}`).join(', ')}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`);
      }
      results.push({
        url,
        runs: scores,
        median: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores.map((s) => s[c]))])) as Record<Category, number>,
        metrics: {
          fcp: median(metrics.map((m) => m.fcp)),
          lcp: median(metrics.map((m) => m.lcp)),
          tbt: median(metrics.map((m) => m.tbt)),
          cls: median(metrics.map((m) => m.cls)),
          si: median(metrics.map((m) => m.si)),
        },
      });
    }
    return results;
  } finally {
    process.off('SIGTERM', closeChrome);
    chrome.kill();
  }
}
