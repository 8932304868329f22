// Small per-connection scratch indexes with the main index's columns and tokenizer: a handful of
// jobs (those a change touched, those past expiry the sweep has not expired yet) matched against
// many cached searches at once, without touching the main index.
import type { Db } from './database';
import { createDeltaTerms } from './search-delta-terms';
import { matchExpression, type SearchFilter } from './search-query';

export const FTS_COLUMNS = 'job_title, company_name, description, requirements, location, category';
export const FTS_OPTIONS = `tokenize = 'unicode61 remove_diacritics 2'`;

/** A job's searchable text, as the index and the search log hold it; `facets` is the index's `category` column (migration 018). */
export interface IndexedText {
  job_title: string;
  company_name: string;
  description: string;
  requirements: string;
  location: string;
  facets: string;
}

export interface LiveDoc extends IndexedText {
  seq: number;
  expires_at: number;
}

export function createSearchScratch(db: Db) {
  for (const name of ['search_delta', 'search_gone']) {
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${name} USING fts5 (${FTS_COLUMNS}, ${FTS_OPTIONS})`);
  }
  // Rowid is 2·seq (a job as it was before a change) or 2·seq + 1 (as it is after); `side` picks one.
  const scratch = (name: string) => ({
    insert: db.prepare<LiveDoc & { rowid: number }>(
      `INSERT INTO temp.${name} (rowid, ${FTS_COLUMNS})
       VALUES (@rowid, @job_title, @company_name, @description, @requirements, @location, @facets)`,
    ),
    clear: db.prepare(`DELETE FROM temp.${name}`),
    all: db.prepare<{ side: number; from: number }, number>(`SELECT count(*) FROM temp.${name} WHERE rowid % 2 = @side AND rowid >= 2 * @from`).pluck(),
    match: db
      .prepare<{ match: string; side: number; from: number }, number>(
        `SELECT count(*) FROM temp.${name} WHERE ${name} MATCH @match AND rowid % 2 = @side AND rowid >= 2 * @from`,
      )
      .pluck(),
  });
  const delta = scratch('search_delta');
  const gone = scratch('search_gone');
  const readDeltaTerms = createDeltaTerms(db);
  // The cached searches that search-delta-terms.ts leaves to FTS5, at once: one statement.
  const deltaByExpression = db
    .prepare<[string], [number, number, number]>(
      `SELECT e.key, sum(search_delta.rowid % 2 = 0), sum(search_delta.rowid % 2 = 1)
       FROM json_each(?) AS e JOIN temp.search_delta ON search_delta MATCH e.value ->> 0 AND search_delta.rowid >= 2 * (e.value ->> 1)
       GROUP BY e.key`,
    )
    .raw();

  const count = (table: typeof delta, filter: SearchFilter, side: 0 | 1) => {
    const match = matchExpression(filter);
    const from = filter.fromSeq ?? 0;
    return match ? table.match.get({ match, side, from })! : table.all.get({ side, from })!;
  };

  return {
    /** The published jobs past expiry that the index still holds (until the sweep expires them). */
    setGone(docs: LiveDoc[]): void {
      gone.clear.run();
      for (const doc of docs) gone.insert.run({ ...doc, rowid: 2 * doc.seq });
    },
    /** How many of those match `filter`. */
    goneMatching: (filter: SearchFilter) => count(gone, filter, 0),
    /** Loads a change: `before` holds the versions that were live, `after` those live now. */
    setDelta(before: LiveDoc[], after: LiveDoc[]): void {
      delta.clear.run();
      for (const doc of before) delta.insert.run({ ...doc, rowid: 2 * doc.seq });
      for (const doc of after) delta.insert.run({ ...doc, rowid: 2 * doc.seq + 1 });
    },
    /** For each filter, how many of the change's jobs match it: before the change, and after it. */
    deltaMatchingEach(filters: readonly SearchFilter[]): [before: number, after: number][] {
      const out = filters.map((): [number, number] => [0, 0]);
      const expressions: [string, number][] = [];
      const at: number[] = [];
      const terms = filters.length ? readDeltaTerms() : null;
      filters.forEach((filter, i) => {
        const match = matchExpression(filter);
        if (terms?.handles(filter)) out[i] = terms.count(filter);
        else if (match) {
          expressions.push([match, filter.fromSeq ?? 0]);
          at.push(i);
        } else out[i] = [count(delta, filter, 0), count(delta, filter, 1)];
      });
      for (const [key, before, after] of deltaByExpression.all(JSON.stringify(expressions))) out[at[key]!] = [before, after];
      return out;
    },
  };
}
