// How many published jobs hold each word, per field searched (migration 014): kept by a trigger on
// the search log for everyday changes, and recounted in slices after a bulk load (the demo seed),
// which leaves its jobs uncounted. A one-word search is counted from these (search-index.ts).
import type { Db } from './database';
import { FTS_OPTIONS } from './search-scratch';

/** The fields a word is counted in: the keywords (title, company, description, requirements) and the location. */
export type SearchField = 'keywords' | 'location';
export function createSearchWordCounts(db: Db) {
  const termDocs = db
    .prepare<{ field: SearchField; term: string }, number>(`SELECT docs FROM search_term_docs WHERE field = @field AND term = @term`)
    .pluck();
  const termDocsState = db.prepare<[], { pending_jobs: number; recounted_through: number | null }>(
    `SELECT pending_jobs, recounted_through FROM search_term_docs_state`,
  );
  const complete = () => {
    const state = termDocsState.get()!;
    return state.pending_jobs === 0 && state.recounted_through === null;
  };
  const bulkLoadWordsLeft = db
    .prepare<{ since: number }, number>(
      `SELECT pending_jobs <> 0 AND recounted_through IS NULL AND NOT EXISTS (SELECT 1 FROM search_log WHERE op = 0 AND at >= @since)
       FROM search_term_docs_state`,
    )
    .pluck();
  const startRecount = db.prepare(`UPDATE search_term_docs_state SET pending_jobs = 0, recounted_through = 0`);
  const forgetTermDocs = db.prepare(`DELETE FROM search_term_docs`);
  // A recount's slices go through a scratch index of this connection's, as the migration's count did.
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_recount USING fts5 (keywords, location, content = '', detail = column, ${FTS_OPTIONS})`);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_recount_words USING fts5vocab (temp, search_recount, col)`);
  const recountEnd = db
    .prepare<{ after: number; jobs: number }, number>(
      `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after
       ORDER BY published_seq LIMIT 1 OFFSET @jobs - 1`,
    )
    .pluck();
  const recountJobs = db.prepare<{ after: number; through: number }>(
    `INSERT INTO temp.search_recount (rowid, keywords, location)
     SELECT published_seq, concat_ws(' ', job_title, company_name, description, requirements), location
     FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after AND published_seq <= @through`,
  );
  const addRecounted = db.prepare(
    `INSERT INTO search_term_docs (field, term, docs) SELECT col, term, doc FROM temp.search_recount_words WHERE true
     ON CONFLICT (field, term) DO UPDATE SET docs = docs + excluded.docs`,
  );
  const clearRecount = db.prepare(`INSERT INTO temp.search_recount (search_recount) VALUES ('delete-all')`);
  const recountedThrough = db.prepare<{ through: number | null }>(`UPDATE search_term_docs_state SET recounted_through = @through`);

  return {
    /** How many published jobs hold `term` in `field` (0 for none). Meaningful only while `termDocsComplete`. */
    termDocs: (field: SearchField, term: string): number => termDocs.get({ field, term }) ?? 0,
    /** Whether every published job's words are counted (no bulk load pending, no recount under way). */
    termDocsComplete: complete,
    /** Whether some published jobs' words are not counted: a bulk load under way or stopped, or a recount under way. */
    termDocsIncomplete: (): boolean => !complete(),
    /**
     * Whether a recount should run: one is under way (its process may have stopped), or a bulk load
     * left jobs uncounted and has written nothing since `since` (a real time), so it was stopped.
     */
    termDocsRecountDue: (since: number): boolean => termDocsState.get()!.recounted_through !== null || bulkLoadWordsLeft.get({ since }) === 1,
    /** Whether a recount is under way (begun by a recount, or by migration 014 on a large store). */
    termDocsRecountUnderway: (): boolean => termDocsState.get()!.recounted_through !== null,
    /**
     * Starts counting every published job's words again, unless a recount is under way already:
     * searches count in the index until `recountTermDocs` has passed the newest job.
     */
    startTermDocsRecount(): void {
      if (termDocsState.get()!.recounted_through !== null) return;
      forgetTermDocs.run();
      startRecount.run();
    },
    /**
     * Counts the words of the next `jobs` published jobs of a recount, in publication order, or of all
     * that are left when that is no more: then the recount is done. Returns how many it counted, at
     * least 1 while a recount was under way, 0 when none was. Any process may go on with a recount
     * another one began: each transaction starts where the last one, of whichever process, ended.
     */
    recountTermDocs(jobs: number): number {
      const after = termDocsState.get()!.recounted_through;
      if (after === null) return 0;
      const end = recountEnd.get({ after, jobs: Math.max(1, jobs) });
      const counted = recountJobs.run({ after, through: end ?? Number.MAX_SAFE_INTEGER }).changes;
      addRecounted.run();
      clearRecount.run();
      recountedThrough.run({ through: end ?? null });
      return Math.max(1, counted);
    },
  };
}
