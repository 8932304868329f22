// Tap targets on a phone: every visible control at least 44 x 44 CSS pixels. Links inside running
// text (a sentence of a paragraph or list item) are exempt, as WCAG's target-size rule exempts them.
import type { Page } from 'playwright-core';

export const MIN_TAP = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

export function smallTapTargets(page: Page, min = MIN_TAP): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]');
    const small: { what: string; width: number; height: number }[] = [];
    for (const el of controls) {
      // The content of a closed disclosure is not there to tap (Chromium still lays it out).
      if ((el.tagName === 'SUMMARY' ? el.parentElement?.parentElement : el)?.closest('details:not([open])')) continue;
      // A checkbox or radio inside its label is tapped anywhere on the label.
      const target = el.tagName === 'INPUT' && ['checkbox', 'radio'].includes((el as HTMLInputElement).type) ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A native file input is drawn by its label-styled button; the input itself is hidden off-screen by some styles.
      if (el.closest('[aria-hidden="true"]') || el.tabIndex < 0) continue;
      // (No named helper functions in here: some transforms wrap them in a helper the page lacks.)
      const block = el.tagName === 'A' ? el.closest('p, li, td, blockquote') : null;
      if (block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40);
        small.push({ what: `${el.tagName.toLowerCase()} "${label}"`, width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return small;
  }, min);
}
