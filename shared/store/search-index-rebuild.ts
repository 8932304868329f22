// A rebuild of the search index in slices, for a migration that gives the index new settings on a
// store too large to rebuild in one transaction (migrations 006, 008, 010, 011 and 013 took 41 s to
// 2 minutes at 1,000,000 jobs, the whole time holding the write lock).
//
// The migration itself only creates the new index, empty, as `jobs_fts_next`. Slices then copy the
// published jobs into it in publication order; `rebuilt_through` records how far, so any process can
// go on where another stopped. Meanwhile the old index keeps answering every search, exactly, kept
// in step by the triggers as always; a trigger on the search log (which records every job entering
// or leaving the published set) applies the same change to the new index for the jobs already
// copied, and the slices find the others as they are then. The slice that finds no job left swaps
// the two indexes by renaming them, in the same transaction, and the old one is emptied afterwards
// in slices of its own before it is dropped (dropping a 1 GB index at once frees every page in one
// transaction too).
import type { Db } from './database';
import { fts5MergeStep } from './search-merging';

const NEXT = 'jobs_fts_next';
const RETIRED_PREFIX = 'jobs_fts_retired_';
const INDEXED = 'job_title, company_name, description, requirements, location, category';
/**
 * What the index's `category` column holds: a job's filter tokens from migration 018 on, before it
 * the category's token alone (a rebuild left under way by an older migration runs at that version).
 */
const facetsOf = (db: Db): string =>
  db.prepare(`SELECT 1 FROM pragma_table_xinfo('jobs') WHERE name = 'search_facets'`).get() ? 'search_facets' : `'c' || category`;
/** The statement a rebuild migration creates its index with (migrations 006 to 013 all write it so). */
const CREATE_INDEX = /CREATE VIRTUAL TABLE jobs_fts USING fts5 \(([^;]*)\);/;
const CRISISMERGE = /INSERT INTO jobs_fts \(jobs_fts, rank\) VALUES \('crisismerge', (\d+)\);/;
/**
 * FTS5 settings a bulk load may have changed on the live index, with FTS5's defaults: the new index
 * takes them over. While it is filled, it merges nothing inside a write (automerge 0), where merging
 * into ever larger segments made one transaction in ten take 100 to 400 ms; the rebuild merges
 * MERGE_WIDTH segments at a time in transactions of its own, as the demo seed does.
 */
const CARRIED_OPTIONS = { automerge: 4, usermerge: 4 };
const MERGE_WIDTH = 16;

/** Whether a migration's SQL is a rebuild of the search index this module can do in slices. */
export const rebuildsSearchIndex = (sql: string): boolean => /DROP TABLE jobs_fts;/.test(sql) && CREATE_INDEX.test(sql);

/** Whether a rebuild is under way (its migration is applied; the old index still serves). */
export const searchIndexRebuildUnderway = (db: Db): boolean =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_index_rebuild'`).get() !== undefined;

/**
 * The short step of a rebuild migration: the new index, empty, with the settings `sql` gives it,
 * and the trigger that keeps the copied part of it in step. A rebuild under way with other settings
 * is replaced (its partial index is retired and emptied in slices).
 */
export function startSearchIndexRebuild(db: Db, sql: string, migration: string): void {
  const [, columns] = CREATE_INDEX.exec(sql)!;
  if (searchIndexRebuildUnderway(db)) {
    db.exec(`DROP TRIGGER search_index_rebuild_follow; DROP TABLE search_index_rebuild;`);
    db.exec(`ALTER TABLE ${NEXT} RENAME TO ${retiredName(db)}`);
  }
  db.exec(`CREATE VIRTUAL TABLE ${NEXT} USING fts5 (${columns});`);
  const crisismerge = CRISISMERGE.exec(sql)?.[1];
  if (crisismerge) db.exec(`INSERT INTO ${NEXT} (${NEXT}, rank) VALUES ('crisismerge', ${Number(crisismerge)})`);
  db.exec(`INSERT INTO ${NEXT} (${NEXT}, rank) VALUES ('automerge', 0); INSERT INTO ${NEXT} (${NEXT}, rank) VALUES ('usermerge', ${MERGE_WIDTH});`);
  db.exec(`
    CREATE TABLE search_index_rebuild (
      migration       TEXT    NOT NULL, -- the migration whose index this is
      rebuilt_through INTEGER NOT NULL  -- the new index holds the published jobs up to this publication number
    );
    CREATE TRIGGER search_index_rebuild_follow AFTER INSERT ON search_log
      WHEN new.op <> 0 AND new.seq <= (SELECT rebuilt_through FROM search_index_rebuild) BEGIN
      DELETE FROM ${NEXT} WHERE new.op = -1 AND rowid = new.seq;
      INSERT INTO ${NEXT} (rowid, ${INDEXED})
        SELECT published_seq, job_title, company_name, description, requirements, location, ${facetsOf(db)}
        FROM jobs WHERE new.op = 1 AND published_seq = new.seq;
    END;`);
  db.prepare(`INSERT INTO search_index_rebuild (migration, rebuilt_through) VALUES (?, 0)`).run(migration);
}

/** A name no retired index has yet. */
function retiredName(db: Db): string {
  const taken = new Set(db.prepare<[], string>(`SELECT name FROM sqlite_master WHERE name LIKE '${RETIRED_PREFIX}%'`).pluck().all());
  let n = 1;
  while (taken.has(`${RETIRED_PREFIX}${n}`)) n++;
  return `${RETIRED_PREFIX}${n}`;
}

export function createSearchIndexRebuild(db: Db) {
  const state = () =>
    searchIndexRebuildUnderway(db)
      ? db.prepare<[], { migration: string; rebuilt_through: number }>(`SELECT migration, rebuilt_through FROM search_index_rebuild`).get()!
      : null;

  /** The old index gives way to the new one, which takes over its merge settings. */
  function switchOver(): void {
    const option = db.prepare<[string], number>(`SELECT v FROM jobs_fts_config WHERE k = ?`).pluck();
    for (const [k, fts5Default] of Object.entries(CARRIED_OPTIONS)) {
      // FTS5 takes an option's value only as an integer, which a JavaScript number is not bound as.
      db.prepare(`INSERT INTO ${NEXT} (${NEXT}, rank) VALUES (?, ?)`).run(k, BigInt(option.get(k) ?? fts5Default));
    }
    db.exec(`DROP TRIGGER search_index_rebuild_follow; DROP TABLE search_index_rebuild;`);
    // With legacy renaming, the triggers on jobs keep naming jobs_fts, which is then the new index.
    db.pragma('legacy_alter_table = ON');
    try {
      db.exec(`ALTER TABLE jobs_fts RENAME TO ${retiredName(db)}; ALTER TABLE ${NEXT} RENAME TO jobs_fts;`);
    } finally {
      db.pragma('legacy_alter_table = OFF');
    }
  }

  /** Retired indexes, the oldest first. */
  const retiredIndexes = () =>
    db.prepare<[], string>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '${RETIRED_PREFIX}%' AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name`).pluck().all();

  return {
    /** Which migration's index is being built, and how far; null when none is. */
    state,
    /**
     * Copies the next `jobs` published jobs into the new index, in publication order; when none is
     * left, switches the indexes over in the same transaction. Returns how many jobs it copied, at
     * least 1 while a rebuild was under way, 0 when none was. Inside a write transaction.
     */
    rebuildSlice(jobs: number): number {
      const current = state();
      if (!current) return 0;
      const after = current.rebuilt_through;
      const end = db
        .prepare<{ after: number; jobs: number }, number>(
          `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after
           ORDER BY published_seq LIMIT 1 OFFSET @jobs - 1`,
        )
        .pluck()
        .get({ after, jobs: Math.max(1, jobs) });
      const copied = db
        .prepare(
          `INSERT INTO ${NEXT} (rowid, ${INDEXED})
           SELECT published_seq, job_title, company_name, description, requirements, location, ${facetsOf(db)}
           FROM jobs INDEXED BY jobs_live_recent WHERE status = 'published' AND published_seq > @after AND published_seq <= @through
           ORDER BY published_seq`,
        )
        .run({ after, through: end ?? Number.MAX_SAFE_INTEGER }).changes;
      if (end === undefined) switchOver();
      else db.prepare(`UPDATE search_index_rebuild SET rebuilt_through = ?`).run(end);
      return Math.max(1, copied);
    },
    /** Merges about `pages` leaf pages of the new index's segments; returns about how many it wrote, 0 when nothing was due. */
    mergeSlice(pages: number): number {
      return state() ? fts5MergeStep(db, NEXT)(pages) : 0;
    },
    /** Whether a retired index is left to empty and drop. A read. */
    retiredLeft: (): boolean => retiredIndexes().length > 0,
    /**
     * Deletes up to `rows` rows of a retired index's tables (FTS5's own, which only this may write
     * to: the index is out of use), and drops the index once they are empty. Returns how many rows
     * it deleted (at least 1 when it dropped an index), 0 when no retired index is left.
     */
    dropRetiredSlice(rows: number): number {
      const [name] = retiredIndexes();
      if (!name) return 0;
      db.unsafeMode(true); // FTS5's tables are closed to writes in better-sqlite3's defensive mode
      try {
        const slices = [
          `DELETE FROM "${name}_data" WHERE id IN (SELECT id FROM "${name}_data" LIMIT @rows)`,
          `DELETE FROM "${name}_docsize" WHERE id IN (SELECT id FROM "${name}_docsize" LIMIT @rows)`,
          `DELETE FROM "${name}_idx" WHERE (segid, term) IN (SELECT segid, term FROM "${name}_idx" LIMIT @rows)`,
        ];
        for (const slice of slices) {
          const deleted = db.prepare(slice).run({ rows: Math.max(1, rows) }).changes;
          if (deleted > 0) return deleted;
        }
      } finally {
        db.unsafeMode(false);
      }
      db.exec(`DROP TABLE "${name}"`);
      return 1;
    },
  };
}

export type SearchIndexRebuild = ReturnType<typeof createSearchIndexRebuild>;
