// Migrations that a large store applies in slices. The shipped SQL of these migrations rebuilds or
// recounts everything in one transaction, which held the write lock for 20 s to 2 minutes at
// 1,000,000 jobs. On a store with more than a few published jobs, the migration runner applies
// instead a short schema step that leaves the rest to resumable work in short transactions
// (services/sliced-migrations.ts), with the old structures answering until the new ones are
// complete. The end state is the shipped migration's (tests/shared/migration-sliced.test.ts).
import type { Db } from './database';
import type { Migration } from './migrations';
import { rebuildsSearchIndex, searchIndexRebuildUnderway, startSearchIndexRebuild } from './search-index-rebuild';

/** Up to this many published jobs, a migration runs whole: a few milliseconds, and nothing left to finish. */
export const WHOLE_UP_TO_PUBLISHED_JOBS = 1_000;

/** Where migration 014's one-transaction count of every published job's words begins. */
const WORD_COUNT_IN_ONE_TRANSACTION = 'CREATE VIRTUAL TABLE temp.search_term_count';

/**
 * The short step of `migration` when it has a sliced form, else null. Migration 014 creates its
 * tables and starts a recount (a recount's slices are the store's own: search-word-counts.ts); until
 * it is done, one-word searches count in the index itself, exactly, as they do during any recount.
 */
export function slicedStepOf(migration: Migration): ((db: Db) => void) | null {
  if (rebuildsSearchIndex(migration.sql)) return (db) => startSearchIndexRebuild(db, migration.sql, migration.name);
  const countAt = migration.sql.indexOf(WORD_COUNT_IN_ONE_TRANSACTION);
  if (migration.name === '014-search-term-docs' && countAt > 0) {
    return (db) => {
      db.exec(migration.sql.slice(0, countAt));
      db.exec(`UPDATE search_term_docs_state SET recounted_through = 0`);
    };
  }
  return null;
}

/**
 * Whether a migration with a sliced form should take it: the store has more published jobs than
 * `wholeUpTo`, or a rebuild is under way already (a later rebuild then replaces it, where the
 * shipped SQL would drop the index the rebuild is about to swap out).
 */
export function takesSlicedForm(db: Db, wholeUpTo: number): boolean {
  if (searchIndexRebuildUnderway(db)) return true;
  const hasCounts = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'published_counts'`).get() !== undefined;
  const published = db
    .prepare<[], number>(hasCounts ? `SELECT coalesce(sum(n), 0) FROM published_counts` : `SELECT count(*) FROM jobs WHERE status = 'published'`)
    .pluck()
    .get()!;
  return published > wholeUpTo;
}
