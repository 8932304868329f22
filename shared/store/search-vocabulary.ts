// The index's own word list: the words a prefix stands for (read in the search's snapshot, so they
// are exactly the index's), whether it holds a word at all, and the words near a misspelt one.
import type { Db } from './database';
import { PREFIX_MIN_LETTERS } from './search-query';
import type { SearchField, createSearchWordCounts } from './search-word-counts';

/** A prefix standing for more words than this is left to FTS5 to merge. */
const MAX_PREFIX_WORDS = 32;
const KEYWORD_COLUMNS = ['job_title', 'company_name', 'description', 'requirements'];

export function createSearchVocabulary(db: Db, words: ReturnType<typeof createSearchWordCounts>) {
  // One entry per word occurrence, in word order, but a range read stops at the first.
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_words USING fts5vocab(main, jobs_fts, instance)`);
  const firstWordIn = db
    .prepare<[string, string], string>(`SELECT term FROM temp.search_words WHERE term >= ? AND term < ? LIMIT 1`)
    .pluck();
  // "Did you mean": words of a field in a range, with how many jobs hold them.
  const nearWords = db.prepare<{ field: SearchField; from: string; to: string; min: number; max: number }, { term: string; docs: number }>(
    `SELECT term, docs FROM search_term_docs WHERE field = @field AND term >= @from AND term < @to AND length(term) BETWEEN @min AND @max AND docs > 0`,
  );
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_vocabulary USING fts5vocab(main, jobs_fts, col)`);
  const nearWordsInIndex = db.prepare<{ cols: string; from: string; to: string; min: number; max: number }, { term: string; docs: number }>(
    `SELECT term, max(doc) AS docs FROM temp.search_vocabulary WHERE term >= @from AND term < @to AND col IN (SELECT value FROM json_each(@cols))
     AND length(term) BETWEEN @min AND @max GROUP BY term`,
  );

  return {
    /** The index's words that start with `prefix`, or null when there are more than `max`. */
    wordsStartingWith(prefix: string, max = MAX_PREFIX_WORDS): string[] | null {
      const found: string[] = [];
      const end = `${prefix}\u{10FFFF}`;
      for (let word = firstWordIn.get(prefix, end); word !== undefined; word = firstWordIn.get(`${word}\u0001`, end)) {
        if (found.push(word) > max) return null;
      }
      return found;
    },
    /**
     * Whether the index holds `word` as a search asks it (from 4 letters on: some word it begins),
     * in any column: a read of the word list, not a count.
     */
    holdsWord: (word: string): boolean =>
      firstWordIn.get(word, word.length >= PREFIX_MIN_LETTERS ? `${word}\u{10FFFF}` : `${word}\u0001`) !== undefined,
    /**
     * Indexed words of `field` that could be `word` misspelt: beginning with its first or second
     * letter, at most 2 letters longer or shorter, with how many jobs hold each: from the word
     * counts, or from the index itself (fts5vocab) while those are incomplete.
     */
    wordsNear(field: SearchField, word: string): { term: string; docs: number }[] {
      const min = Math.max(1, word.length - 2);
      const max = word.length + 2;
      const initials = [...new Set([...word.slice(0, 2)])];
      const cols = JSON.stringify(field === 'keywords' ? KEYWORD_COLUMNS : ['location']);
      return initials.flatMap((letter) => {
        const range = { from: letter, to: `${letter}\u{10FFFF}`, min, max };
        return words.termDocsComplete() ? nearWords.all({ field, ...range }) : nearWordsInIndex.all({ cols, ...range });
      });
    },
  };
}
