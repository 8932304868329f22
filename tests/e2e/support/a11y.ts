// axe-core checks (WCAG 2.1 A and AA, plus landmarks and one h1 a page) on the live page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  rule: string;
  impact: string | null;
  where: string[];
}

interface AxeResult {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Violations on the page as it is now (evaluated through the debugger, so the CSP still holds). */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'heading-order': { enabled: false } },
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      where: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} -> ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
    }));
  });
}
