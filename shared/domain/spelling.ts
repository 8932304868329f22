// "Did you mean": the index's words closest to a word the visitor typed. Browser-safe.
//
// Distance is the optimal-string-alignment form of Damerau–Levenshtein: insertions, deletions,
// substitutions and swaps of two neighbouring letters each cost 1 ("devloper" → "developer" 1,
// "mangaer" → "manager" 1), no substring edited twice. A word of up to 4 letters may be 1 edit off,
// a longer one 2: with 2 edits a short word reaches too many others ("java" is 2 from "data",
// "jazz" and "ja"), while typing errors in longer words often come in pairs.
//
// Letters are UTF-16 code units (the board's words are overwhelmingly Latin, one unit each). The
// word is read as the search reads it (NFKC) and folded as the index's tokenizer (unicode61, remove_diacritics 2) stores its terms:
// case-folded, Latin letters without diacritics (Greek and Cyrillic keep theirs).
import { foldWord } from './highlight';

/** The most edits a suggestion may be away from a word of `length` letters. */
export function maxSuggestionDistance(length: number): number {
  return length <= 4 ? 1 : 2;
}


/**
 * The distance between `a` and `b` if it is at most `max`, else max + 1. Only the band of cells
 * within `max` of the diagonal is computed, and it stops as soon as a whole row exceeds `max`.
 * `rows` are three scratch rows of at least b.length + 2 entries.
 */
function boundedDistance(a: string, b: string, max: number, rows: [Int32Array, Int32Array, Int32Array]): number {
  const m = a.length;
  const n = b.length;
  const over = max + 1;
  if (Math.abs(m - n) > max) return over;
  let before = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= n + 1 && j < prev.length; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cur[0] = i <= max ? i : over;
    if (lo > 1) cur[lo - 1] = over;
    let rowMin = lo === 1 ? cur[0] : over;
    const ca = a.charCodeAt(i - 1);
    const caBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1]! + (ca === cb ? 0 : 1);
      const deletion = prev[j]! + 1;
      if (deletion < d) d = deletion;
      const insertion = cur[j - 1]! + 1;
      if (insertion < d) d = insertion;
      if (j > 1 && i > 1 && ca === b.charCodeAt(j - 2) && caBefore === cb) {
        const swap = before[j - 2]! + 1;
        if (swap < d) d = swap;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < n) cur[hi + 1] = over;
    if (rowMin > max) return over;
    const spare = before;
    before = prev;
    prev = cur;
    cur = spare;
  }
  return Math.min(prev[n]!, over);
}

const scratchRows = (length: number): [Int32Array, Int32Array, Int32Array] => [
  new Int32Array(length + 2),
  new Int32Array(length + 2),
  new Int32Array(length + 2),
];

/** The optimal-string-alignment distance between two strings (no bound). */
export function editDistance(a: string, b: string): number {
  const max = Math.max(a.length, b.length);
  return boundedDistance(a, b, max, scratchRows(b.length));
}

/**
 * Up to `limit` terms of `vocabulary` closest to `word` (within maxSuggestionDistance of its
 * length), nearest first, then the commonest (most documents), then alphabetical. Never the word
 * itself. A term listed twice counts with its larger document count.
 */
export function closestWords(word: string, vocabulary: Iterable<{ term: string; docs: number }>, limit = 3): string[] {
  const w = foldWord(word.normalize('NFKC'));
  if (!w || !(limit >= 1)) return [];
  const max = maxSuggestionDistance(w.length);
  const rows = scratchRows(w.length + max);
  const found = new Map<string, { distance: number; docs: number }>();
  for (const { term, docs } of vocabulary) {
    if (Math.abs(term.length - w.length) > max || term === w) continue;
    const distance = boundedDistance(w, term, max, rows);
    if (distance > max) continue;
    const known = found.get(term);
    if (!known || docs > known.docs) found.set(term, { distance, docs });
  }
  return [...found]
    .sort(([ta, a], [tb, b]) => a.distance - b.distance || b.docs - a.docs || (ta < tb ? -1 : ta > tb ? 1 : 0))
    .slice(0, Math.floor(limit))
    .map(([term]) => term);
}
