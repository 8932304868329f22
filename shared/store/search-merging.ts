// Who merges the search index's segments. Everyday writes leave it to FTS5, which merges inside
// whichever write flushes a segment, 4 segments of one size at a time (its `automerge`). A bulk load
// (the demo seed) takes it over: no write merges (`automerge` 0), and the load merges 16 at a time
// itself, in transactions of their own, so no write holds the lock for a merge's sake (see
// docs/search.md, "Bulk loads").
import type { Db } from './database';

/** FTS5's merge width (its `automerge` and `usermerge`), and a bulk load's. */
const FTS5_DEFAULT_MERGE_WIDTH = 4;
const BULK_MERGE_WIDTH = 16;

/**
 * One bounded step of FTS5's 'merge' on index `table`: about `pages` leaf pages written where some
 * size of segment has `usermerge` segments, or a merge is under way. Returns `pages` when it merged
 * (FTS5 writes "roughly N pages"), 0 when there was nothing to merge: FTS5's documented sign is that
 * the command changed at least two rows (`total_changes()`), so nothing reads its private records.
 */
export function fts5MergeStep(db: Db, table: string): (pages: number) => number {
  const merge = db.prepare<[bigint]>(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ?)`);
  const totalChanges = db.prepare<[], number>(`SELECT total_changes()`).pluck();
  return (pages) => {
    const before = totalChanges.get()!;
    merge.run(BigInt(Math.max(1, Math.round(pages))));
    return totalChanges.get()! - before >= 2 ? pages : 0;
  };
}

export function createSearchMerging(db: Db) {
  const setOption = db.prepare<[string, bigint]>(`INSERT INTO jobs_fts (jobs_fts, rank) VALUES (?, ?)`);
  function setBulkMerging(bulk: boolean): void {
    setOption.run('automerge', bulk ? 0n : BigInt(FTS5_DEFAULT_MERGE_WIDTH));
    setOption.run('usermerge', BigInt(bulk ? BULK_MERGE_WIDTH : FTS5_DEFAULT_MERGE_WIDTH));
  }
  const writesMerge = db.prepare<[], number | null>(`SELECT v FROM jobs_fts_config WHERE k = 'automerge'`).pluck();
  // A bulk load logs a "start again" row (op 0) with each batch it writes.
  const bulkLoadSince = db.prepare<[number], number>(`SELECT EXISTS (SELECT 1 FROM search_log WHERE op = 0 AND at >= ?)`).pluck();

  return {
    /** Takes merging over for a bulk load (true), or hands it back to FTS5 (false). */
    setBulkMerging,
    /**
     * Hands merging back to FTS5 when a bulk load took it and has written nothing since `since` (a
     * real time: the log is stamped by SQLite): it was stopped before it could. Returns whether it did.
     */
    handBackAbandonedMerging(since: number): boolean {
      if (writesMerge.get() !== 0 || bulkLoadSince.get(since)) return false;
      setBulkMerging(false);
      return true;
    },
    /**
     * Writes about `pages` leaf pages of merged segments, where some size of segment has `usermerge`
     * segments or a merge is under way. Returns about how many it wrote: 0 when there was nothing to merge.
     */
    mergeSegments: fts5MergeStep(db, 'jobs_fts'),
  };
}
