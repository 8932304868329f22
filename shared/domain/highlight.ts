// Marks the words of a job's text that the visitor's search words match, by the search index's own
// rules, so what is highlighted is what was found. Browser-safe.
//
// The index (shared/store/search-index.ts, migrations 011 and 013) tokenizes with FTS5's unicode61
// and remove_diacritics 2:
// - A word is a run of letters, digits and private-use characters, plus the combining diacritics
//   SQLite removes (listed below, all in U+0300–U+0331); every other character splits words, other
//   combining marks included (so Devanagari vowel signs split a word, as they do in the index).
// - Words are case-folded, and Latin letters lose their diacritics (é → e, ệ → e, İ → i, but ø, ł,
//   ß, æ stay; Greek and Cyrillic keep theirs: ά, й).
// A search word is read as buildMatchExpression reads it (NFKC, lower case, runs of letters and
// digits); one of 4 letters or more matches the words it begins, a shorter one only itself.

/** Search words this long or longer match as prefixes: the store's PREFIX_MIN_LETTERS. */
export const HIGHLIGHT_PREFIX_MIN_LETTERS = 4;

/** The combining marks unicode61 reads as part of a word and removes (SQLite's diacritic table). */
const REMOVED_DIACRITICS = new Set([
  0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x309, 0x30a, 0x30b, 0x30c, 0x30f, 0x311, 0x31b,
  0x323, 0x324, 0x325, 0x326, 0x327, 0x328, 0x32d, 0x32e, 0x330, 0x331,
]);

const WORD_CHARACTER = /[\p{L}\p{N}\p{Co}]/u;
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const LATIN_WITH_DIACRITICS = /^[a-z][\u0300-\u036f]+$/;
/** Latin letters SQLite's table keeps whole although Unicode decomposes them. */
const KEPT_WHOLE = new Set(['ǡ']);

/**
 * The directional isolates (U+2066–U+2069), which Unicode added after SQLite's tables were made:
 * SQLite reads characters it has no class for as parts of words. (So do letters Unicode added since,
 * such as Ϳ, Ԩ or ₹'s newer neighbours ₺ and ₽, which this module does not list; text on this board
 * does not use them.)
 */
const isolates = (code: number) => code >= 0x2066 && code <= 0x2069;

const isWordCharacter = (ch: string) => {
  const code = ch.codePointAt(0)!;
  // ASCII, most of any job's text, without the Unicode class test.
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return WORD_CHARACTER.test(ch) || REMOVED_DIACRITICS.has(code) || isolates(code);
};

/** One character as the tokenizer stores it ('' for a removed diacritic). */
function foldCharacter(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return ch.toLowerCase();
  if (REMOVED_DIACRITICS.has(code)) return '';
  let folded = ch.toLowerCase();
  // Case folding, not lower-casing: ς → σ, ſ → s, ϐ → β (upper then lower, where that is one letter each).
  // Not ı: the Turkish dotless i folds to itself.
  const upper = ch.toUpperCase();
  if (ch !== 'ı' && [...folded].length === 1 && [...upper].length === 1) {
    const again = upper.toLowerCase();
    if ([...again].length === 1) folded = again;
  }
  if (KEPT_WHOLE.has(folded)) return folded;
  const parts = folded.normalize('NFD');
  return LATIN_WITH_DIACRITICS.test(parts) ? parts[0]! : folded;
}

/** A word as the index stores it: case-folded, Latin letters without their diacritics. */
export function foldWord(word: string): string {
  let out = '';
  for (const ch of word) out += foldCharacter(ch);
  return out;
}

interface SearchTerm {
  folded: string;
  prefix: boolean;
}

/** The terms the search asks the index for, from the visitor's words. */
function searchTerms(words: readonly string[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const word of words) {
    for (const w of word.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      const folded = foldWord(w);
      if (folded) terms.push({ folded, prefix: w.length >= HIGHLIGHT_PREFIX_MIN_LETTERS });
    }
  }
  return terms;
}

/** The words of `text` as the index reads them: where each is, and its stored form. */
export function indexWordsOf(text: string): Array<{ start: number; end: number; folded: string }> {
  const words: Array<{ start: number; end: number; folded: string }> = [];
  let start = -1;
  let index = 0;
  for (const ch of text) {
    if (isWordCharacter(ch)) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      words.push({ start, end: index, folded: foldWord(text.slice(start, index)) });
      start = -1;
    }
    index += ch.length;
  }
  if (start >= 0) words.push({ start, end: index, folded: foldWord(text.slice(start, index)) });
  // A word of removed diacritics alone is no word to the index.
  return words.filter((w) => w.folded !== '');
}

/**
 * `text` cut into pieces that together are exactly `text`, each marked whether it is a word the
 * search for `words` matches; neighbouring pieces always differ in their mark.
 */
export function highlightSegments(text: string, words: readonly string[]): Array<{ text: string; match: boolean }> {
  const terms = searchTerms(words);
  const segments: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  const push = (end: number, match: boolean) => {
    if (end <= from) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match });
    from = end;
  };
  // Plain ASCII text (most of a card) whose lower case holds no term has no word a term matches:
  // its words are its runs of letters and digits, lower-cased, and a match begins with the term.
  const lower = terms.length && ASCII_ONLY.test(text) ? text.toLowerCase() : null;
  const none = !terms.length || (lower !== null && !terms.some((t) => lower.includes(t.folded)));
  if (!none) {
    for (const word of indexWordsOf(text)) {
      const hit = terms.some((t) => (t.prefix ? word.folded.startsWith(t.folded) : word.folded === t.folded));
      if (!hit) continue;
      push(word.start, false);
      push(word.end, true);
    }
  }
  push(text.length, false);
  return segments;
}
