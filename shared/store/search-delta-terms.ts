// A change's jobs matched against every cached search by their words, in JavaScript.
//
// Asked of FTS5 one expression at a time, each cached search costs about 50 to 90 us to parse and
// run against the scratch index (a change against 1,000 cached searches: tens of milliseconds, once
// a minute at 1,000,000 jobs as jobs reach their expiry time). The scratch index's own word list
// (fts5vocab, the tokens exactly as SQLite's tokenizer made them) is read once per change instead,
// and each search is a few set lookups over it. A search with a word that is not plain ASCII is left
// to FTS5, whose tokenizer folds such words in ways this does not repeat.
import type { Db } from './database';
import { experienceToken, jobTypeToken, salaryToken } from '../domain/search-options';
import { PREFIX_MIN_LETTERS, type SearchFilter } from './search-query';

type Field = 'keywords' | 'location' | 'category';
/** Column numbers of the scratch index (FTS_COLUMNS): title, company, description, requirements, location, category. */
const FIELD_OF_COLUMN: readonly Field[] = ['keywords', 'keywords', 'keywords', 'keywords', 'location', 'category'];

/** A set of the change's jobs, one bit each. */
type Jobs = Uint32Array;

export interface DeltaTerms {
  /** Whether the filter can be matched here (its words are plain ASCII). */
  handles(filter: SearchFilter): boolean;
  /** How many of the change's jobs match `filter`, before the change and after it. */
  count(filter: SearchFilter): [before: number, after: number];
}

export function createDeltaTerms(db: Db) {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_delta_terms USING fts5vocab(temp, search_delta, instance)`);
  // One row per job and column: its tokens, space-separated (tokens never hold a space).
  const terms = db
    .prepare<[], [number, number, string]>(
      `SELECT doc, CASE col WHEN 'job_title' THEN 0 WHEN 'company_name' THEN 1 WHEN 'description' THEN 2 WHEN 'requirements' THEN 3
         WHEN 'location' THEN 4 ELSE 5 END, group_concat(term, ' ') FROM temp.search_delta_terms GROUP BY doc, col`,
    )
    .raw();
  const docs = db.prepare<[], number>(`SELECT rowid FROM temp.search_delta ORDER BY rowid`).pluck();

  /** Reads the scratch index as it holds the change now. */
  return function read(): DeltaTerms {
    const rowids = docs.all();
    const slot = new Map(rowids.map((rowid, i) => [rowid, i]));
    const words = Math.ceil(rowids.length / 32) || 1;
    const none = (): Jobs => new Uint32Array(words);
    const byField: Record<Field, Map<string, Jobs>> = { keywords: new Map(), location: new Map(), category: new Map() };
    for (const [doc, column, list] of terms.all()) {
      const at = slot.get(doc)!;
      const field = byField[FIELD_OF_COLUMN[column]!];
      for (const token of list.split(' ')) {
        let jobs = field.get(token);
        if (!jobs) field.set(token, (jobs = none()));
        jobs[at >> 5]! |= 1 << (at & 31);
      }
    }
    const sorted = { keywords: [...byField.keywords.keys()].sort(), location: [...byField.location.keys()].sort() };

    const union = (into: Jobs, jobs: Jobs | undefined) => {
      if (jobs) for (let i = 0; i < words; i++) into[i]! |= jobs[i]!;
      return into;
    };
    /** The jobs holding the word in the field: the word itself, or any word it begins when it is long enough. */
    function withWord(field: 'keywords' | 'location', word: string): Jobs {
      if (word.length < PREFIX_MIN_LETTERS) return union(none(), byField[field].get(word));
      const list = sorted[field];
      let low = 0;
      let high = list.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (list[middle]! < word) low = middle + 1;
        else high = middle;
      }
      const jobs = none();
      for (let i = low; i < list.length && list[i]!.startsWith(word); i++) union(jobs, byField[field].get(list[i]!));
      return jobs;
    }
    const anyToken = (tokens: readonly string[]) => tokens.reduce((jobs, token) => union(jobs, byField.category.get(token)), none());

    return {
      handles: (filter) => [...filter.keywords, ...filter.location].every((word) => /^[a-z0-9]+$/.test(word)),
      count(filter) {
        const sets: Jobs[] = [
          ...filter.keywords.map((word) => withWord('keywords', word)),
          ...filter.location.map((word) => withWord('location', word)),
        ];
        if (filter.category !== null) sets.push(anyToken([`c${filter.category}`]));
        if (filter.jobTypes.length) sets.push(anyToken(filter.jobTypes.map(jobTypeToken)));
        if (filter.experience.length) sets.push(anyToken(filter.experience.map(experienceToken)));
        if (filter.minSalary !== null) sets.push(anyToken([salaryToken(filter.minSalary)]));
        if (filter.remote) sets.push(union(anyToken([jobTypeToken('Remote')]), byField.location.get('remote')));
        const from = 2 * (filter.fromSeq ?? 0);
        const result: [number, number] = [0, 0];
        rowids.forEach((rowid, at) => {
          if (rowid >= from && sets.every((jobs) => (jobs[at >> 5]! >>> (at & 31)) & 1)) result[rowid % 2]!++;
        });
        return result;
      },
    };
  };
}
