import { describe, expect, it } from 'vitest';
import { splitRequirements } from '../../shared/domain/job-text';
import { CARD_EXCERPT_CHARS, cardExcerpt, clampPage, jobCountLine, websiteLink } from '../../src-renderer/portal/components/jobs/job-format';

describe('job card formatting', () => {
  it('splits requirements on commas into trimmed tags', () => {
    expect(splitRequirements(' React, TypeScript ,, CSS ,')).toEqual(['React', 'TypeScript', 'CSS']);
    expect(splitRequirements('')).toEqual([]);
  });

  it('links only to http(s) websites and labels them by host', () => {
    expect(websiteLink('https://www.acme.test/careers')).toEqual({ href: 'https://www.acme.test/careers', label: 'acme.test' });
    expect(websiteLink('acme.test')).toEqual({ href: 'https://acme.test/', label: 'acme.test' });
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('')).toBeNull();
  });

  it('words the count line as the spec does', () => {
    expect(jobCountLine(3)).toBe('Showing 3 job(s)');
    expect(jobCountLine(12, 'Content Writers')).toBe('Showing 12 jobs in Content Writers');
  });

  it('keeps page numbers between 1 and the last page', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(5, 4)).toBe(4);
    expect(clampPage(3, 4)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it("cuts a description longer than a card can show at a word, and leaves an excerpt as it is", () => {
    const short = 'Weave silk sarees on a Jacquard loom.';
    expect(cardExcerpt(short)).toBe(short);
    const long = 'Design handloom patterns with the weavers of Patan. '.repeat(40);
    const excerpt = cardExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(CARD_EXCERPT_CHARS);
    expect(excerpt.length).toBeGreaterThan(CARD_EXCERPT_CHARS - 20);
    expect(excerpt).toMatch(/[a-z]…$/);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(cardExcerpt(excerpt)).toBe(excerpt);
    // One long word: cut inside it rather than lose the text.
    const word = 'x'.repeat(1000);
    expect(cardExcerpt(word)).toBe(`${'x'.repeat(CARD_EXCERPT_CHARS - 1)}…`);
    expect(cardExcerpt(cardExcerpt(word))).toBe(cardExcerpt(word));
  });
});
