// Parsing the salary of the jobs written before migration 018 (later ones are parsed when written).
// In short transactions in id order; `salary_backfill` records how far, and its row is deleted
// when done. A published job the index rebuild of migration 019 has yet to copy gets the parsed
// columns alone, which the index's change trigger leaves out (migration 018): the copy carries its
// salary tokens, and the old index is spared a delete and insert and the search log two rows of its
// text. Any other published job (no rebuild under way: a small store rebuilt whole at open, or
// one the copy has passed) is written with its salary text too, so the trigger indexes it.
import type { Db } from './database';
import { salaryColumns } from './jobs-repository';
import { searchIndexRebuildUnderway } from './search-index-rebuild';

export function createSalaryBackfill(db: Db) {
  const through = db.prepare<[], number>(`SELECT parsed_through FROM salary_backfill`).pluck();
  // seq: the publication number of a published job (what the index holds it under), else null.
  const next = db.prepare<[number, number], { id: number; salary: string; seq: number | null }>(
    `SELECT id, salary, iif(status = 'published', published_seq, NULL) AS seq FROM jobs
     WHERE id > ? AND salary <> '' AND salary_currency IS NULL ORDER BY id LIMIT ?`,
  );
  type Parsed = { id: number; salary_min_annual: number | null; salary_max_annual: number | null; salary_currency: string | null };
  const PARSED = `salary_min_annual = @salary_min_annual, salary_max_annual = @salary_max_annual, salary_currency = @salary_currency`;
  const saveQuietly = db.prepare<Parsed>(`UPDATE jobs SET ${PARSED} WHERE id = @id`);
  // Naming the salary in the SET list is what fires the index's change trigger.
  const saveIndexed = db.prepare<Parsed>(`UPDATE jobs SET ${PARSED}, salary = salary WHERE id = @id`);
  /** Up to which publication number the index holds its jobs' salary tokens only if told: all, unless a rebuild is under way. */
  const copiedThrough = (): number => {
    if (!searchIndexRebuildUnderway(db)) return Number.MAX_SAFE_INTEGER;
    return db.prepare<[], number>(`SELECT rebuilt_through FROM search_index_rebuild`).pluck().get() ?? 0;
  };
  const moveOn = db.prepare<[number]>(`UPDATE salary_backfill SET parsed_through = ?`);
  const done = db.prepare(`DELETE FROM salary_backfill`);
  const underway = (): boolean => through.get() !== undefined;
  const left = db.prepare<[number, number], number>(
    `SELECT count(*) FROM (SELECT 1 FROM jobs WHERE id > ? AND salary <> '' AND salary_currency IS NULL LIMIT ?)`,
  ).pluck();

  return {
    /** Whether jobs written before migration 018 wait for their salary to be parsed. A read. */
    salaryBackfillUnderway: underway,
    /** How many jobs are left to parse, counting up to `atMost`. */
    salariesLeft: (atMost: number): number => left.get(through.get() ?? 0, atMost)!,
    /**
     * Parses the salaries of the next `jobs` jobs with one, in id order; the slice that finds fewer
     * ends the backfill. Returns how many it read (at least 1 while under way), 0 when none was.
     */
    parseSalariesSlice(jobs: number): number {
      const after = through.get();
      if (after === undefined) return 0;
      const rows = next.all(after, Math.max(1, jobs));
      const copied = copiedThrough();
      for (const row of rows) {
        const columns = salaryColumns(row.salary);
        if (columns.salary_currency === null) continue;
        const inIndex = row.seq !== null && row.seq <= copied;
        (inIndex ? saveIndexed : saveQuietly).run({ id: row.id, ...columns });
      }
      if (rows.length < Math.max(1, jobs)) done.run();
      else moveOn.run(rows[rows.length - 1]!.id);
      return Math.max(1, rows.length);
    },
  };
}
