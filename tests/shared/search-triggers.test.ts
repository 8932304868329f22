// The index's change trigger fires for an update of any column of jobs but the parsed salary's
// three, which the salary backfill writes alone (migration 018). A column added to jobs later must
// join its list, or an update of that column alone would leave every process's answer cache stale.
import { expect, it } from 'vitest';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';

const LEFT_OUT = ['id', 'salary_min_annual', 'salary_max_annual', 'salary_currency', 'search_facets'];

it('lists every column of jobs but the parsed salary', () => {
  const db = openDatabase(':memory:', { migrations: MIGRATIONS });
  const sql = db.prepare<[], string>(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'jobs_published_change'`).pluck().get()!;
  const listed = /AFTER UPDATE OF ([\s\S]+?) ON jobs/.exec(sql)![1]!.split(',').map((column) => column.trim());
  const columns = db.prepare<[], string>(`SELECT name FROM pragma_table_xinfo('jobs')`).pluck().all();
  expect([...listed].sort()).toEqual(columns.filter((column) => !LEFT_OUT.includes(column)).sort());
  db.close();
});
