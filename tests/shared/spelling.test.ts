import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestWords, editDistance, maxSuggestionDistance } from '../../shared/domain/spelling';

/** The textbook optimal-string-alignment distance, the full table: what the banded one must equal. */
function referenceDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const vocab = (entries: Record<string, number>) => Object.entries(entries).map(([term, docs]) => ({ term, docs }));

const VOCABULARY = vocab({
  developer: 5200, developers: 900, development: 3100, develop: 400, manager: 4100, managers: 600, manage: 800,
  management: 2500, engineer: 3900, engineering: 1500, accountant: 700, accounts: 900, java: 1200, lava: 2,
  data: 2600, python: 1100, react: 900, sales: 3000, scales: 40, nurse: 300, teacher: 450, driver: 800,
  designer: 700, design: 1300, marketing: 2100, analyst: 1000, ux: 300, ui: 500, it: 2000, sql: 800,
  receptionist: 150, chennai: 600, bengaluru: 1700, bangalore: 1400, pune: 1300, mumbai: 2000,
});

describe('closestWords', () => {
  it('suggests the words a typo was meant to be', () => {
    expect(closestWords('devloper', VOCABULARY)).toEqual(['developer', 'developers']);
    expect(closestWords('managr', VOCABULARY)).toEqual(['manager', 'manage', 'managers']);
    expect(closestWords('enginer', VOCABULARY)).toEqual(['engineer']);
    expect(closestWords('acountant', VOCABULARY)).toEqual(['accountant']);
    expect(closestWords('receptionst', VOCABULARY)).toEqual(['receptionist']);
    expect(closestWords('bengaluur', VOCABULARY)).toEqual(['bengaluru']);
    expect(closestWords('mumabi', VOCABULARY)).toEqual(['mumbai']);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(closestWords('mangaer', VOCABULARY)).toEqual(['manager', 'manage', 'managers']);
    expect(closestWords('pyhton', VOCABULARY)).toEqual(['python']);
    expect(closestWords('jaav', VOCABULARY)).toEqual(['java']);
    expect(closestWords('salse', VOCABULARY)).toEqual(['sales', 'scales']);
    expect(editDistance('ca', 'ac')).toBe(1);
    // Optimal string alignment edits no substring twice: "ca" → "abc" is 3, not 2.
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('ranks by distance, then documents, then alphabetically', () => {
    expect(closestWords('sale', VOCABULARY, 5)).toEqual(['sales']);
    expect(closestWords('sqles', VOCABULARY, 5)).toEqual(['sales', 'sql', 'scales']);
    expect(closestWords('jav', VOCABULARY, 5)).toEqual(['java']);
    expect(closestWords('xava', VOCABULARY, 5)).toEqual(['java', 'lava']);
    expect(closestWords('ab', vocab({ ac: 5, ad: 5, aa: 5, abc: 9 }), 4)).toEqual(['abc', 'aa', 'ac', 'ad']);
    expect(closestWords('ab', vocab({ ac: 5, ad: 5, aa: 5, abc: 9 }), 2)).toEqual(['abc', 'aa']);
  });

  it('allows 1 edit up to 4 letters and 2 beyond', () => {
    expect(maxSuggestionDistance(4)).toBe(1);
    expect(maxSuggestionDistance(5)).toBe(2);
    expect(closestWords('jxvx', VOCABULARY)).toEqual([]);
    expect(closestWords('pytxxn', VOCABULARY)).toEqual(['python']);
    expect(closestWords('pxtxxn', VOCABULARY)).toEqual([]);
  });

  it('is case- and accent-insensitive and never suggests the word itself', () => {
    expect(closestWords('DEVLOPER', VOCABULARY)).toEqual(['developer', 'developers']);
    expect(closestWords('ＤＥＶＬＯＰＥＲ', VOCABULARY)).toEqual(['developer', 'developers']);
    expect(closestWords('Devéloper', VOCABULARY)).toEqual(['developers', 'develop']);
    expect(closestWords('developer', VOCABULARY)).toEqual(['developers', 'develop']);
    expect(closestWords('Pune', VOCABULARY)).toEqual([]);
    // Greek keeps its accents in the index, so an accented Greek word is itself, not a typo.
    expect(closestWords('Αθήνα', vocab({ αθήνα: 5, αθηνα: 1 }))).toEqual(['αθηνα']);
    expect(closestWords('', VOCABULARY)).toEqual([]);
    expect(closestWords('devloper', VOCABULARY, 0)).toEqual([]);
    expect(closestWords('devloper', [])).toEqual([]);
  });

  it('reads the vocabulary once, from any iterable, counting a repeated term once', () => {
    function* terms() {
      yield { term: 'developer', docs: 1 };
      yield { term: 'developers', docs: 2 };
      yield { term: 'developer', docs: 3 };
    }
    expect(closestWords('devloper', terms())).toEqual(['developer', 'developers']);
  });

  const word = fc.stringMatching(/^[a-e]{0,9}$/);

  it('measures distance as the full table does, symmetrically', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(d).toBe(referenceDistance(a, b));
        expect(editDistance(b, a)).toBe(d);
      }),
      { numRuns: 2000 },
    );
  });

  it('suggests exactly the terms within the distance allowed, never the word', () => {
    fc.assert(
      fc.property(word, fc.uniqueArray(word, { maxLength: 30 }), (w, terms) => {
        const result = closestWords(w, terms.map((term) => ({ term, docs: term.length })), 100);
        const max = maxSuggestionDistance(w.length);
        expect(result).not.toContain(w);
        for (const term of result) expect(referenceDistance(w, term)).toBeLessThanOrEqual(max);
        // An empty word (nothing typed) has no suggestions.
        const expected = w ? terms.filter((t) => t !== w && referenceDistance(w, t) <= max) : [];
        expect([...result].sort()).toEqual([...expected].sort());
        const distances = result.map((t) => referenceDistance(w, t));
        expect(distances).toEqual([...distances].sort((x, y) => x - y));
      }),
      { numRuns: 1000 },
    );
  });
});
