import { describe, expect, it } from 'vitest';
import { faqIndex, filterFaq } from '../../src-renderer/portal/components/faq/faq-filter';
import { faqCategories } from '../../src-renderer/portal/content/faq';

describe('FAQ', () => {
  it('has the four categories of the spec with four questions each', () => {
    expect(faqCategories.map((c) => c.title)).toEqual(['General', 'For Job Seekers', 'For Employers', 'Privacy & Security']);
    for (const category of faqCategories) expect(category.entries).toHaveLength(4);
  });

  it('numbers questions category index * 100 + question index, whatever the search shows', () => {
    expect(faqIndex(2, 3)).toBe(203);
    const all = filterFaq(faqCategories, '');
    expect(all.flatMap((g) => g.items.map((i) => i.index))).toEqual([0, 1, 2, 3, 100, 101, 102, 103, 200, 201, 202, 203, 300, 301, 302, 303]);
    const found = filterFaq(faqCategories, 'resume');
    const question = found.flatMap((g) => g.items).find((i) => i.question === 'Which resume files can I upload?');
    expect(question?.index).toBe(102);
  });

  it('filters by question or answer text, ignoring case', () => {
    const lower = filterFaq(faqCategories, 'resume');
    const upper = filterFaq(faqCategories, 'RESUME');
    expect(upper).toEqual(lower);
    const items = lower.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain('resume');
    expect(filterFaq(faqCategories, 'xyzzy-no-such-words')).toEqual([]);
  });

  it('fills contact tokens before searching', () => {
    const fill = (t: string) => t.replaceAll('{email}', 'help@site.test');
    const found = filterFaq(faqCategories, 'help@site.test', fill).flatMap((g) => g.items);
    expect(found.length).toBeGreaterThan(0);
  });
});
