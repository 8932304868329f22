// Parsing the salary of the jobs written before migration 018 (later ones are parsed when written).
// In short transactions in id order; `salary_backfill` records how far, and its row is deleted
// when done. Each parsed job is an ordinary update, so the triggers carry its salary tokens
// into the search index, the search log and every process's answer cache.
import type { Db } from './database';
import { salaryColumns } from './jobs-repository';

export function createSalaryBackfill(db: Db) {
  const through = db.prepare<[], number>(`SELECT parsed_through FROM salary_backfill`).pluck();
  const next = db.prepare<[number, number], { id: number; salary: string }>(
    `SELECT id, salary FROM jobs WHERE id > ? AND salary <> '' AND salary_currency IS NULL ORDER BY id LIMIT ?`,
  );
  const save = db.prepare<{ id: number; salary_min_annual: number | null; salary_max_annual: number | null; salary_currency: string | null }>(
    `UPDATE jobs SET salary_min_annual = @salary_min_annual, salary_max_annual = @salary_max_annual, salary_currency = @salary_currency WHERE id = @id`,
  );
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
      for (const row of rows) {
        const columns = salaryColumns(row.salary);
        if (columns.salary_currency !== null) save.run({ id: row.id, ...columns });
      }
      if (rows.length < Math.max(1, jobs)) done.run();
      else moveOn.run(rows[rows.length - 1]!.id);
      return Math.max(1, rows.length);
    },
  };
}
