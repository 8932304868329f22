// An upgrade from version 12 on keeps the site answering (docs/migrations.md): no migration after it
// may, applied whole, build an index over a table that grows with the site or rewrite its rows,
// unless it has a sliced form. SQLite builds an index in one statement, about a second per million
// rows, with the write lock held throughout; a migration that needs one over such a table needs a
// design that avoids it (a small table kept by triggers, a partial index over few rows).
import { expect, it } from 'vitest';
import { MIGRATIONS } from '../../shared/store/migrations';
import { slicedStepOf } from '../../shared/store/sliced-migrations';

/** The first version a live upgrade starts from: the oldest store the upgrade bench builds. */
const LIVE_UPGRADE_FROM = 12;
/** Tables with a row per job, page view or application: a million rows on a big store. */
const GROWING = '(jobs|page_views|applications|search_log)';

const WHOLE_WORK_OVER_GROWING = [
  new RegExp(`CREATE\\s+(UNIQUE\\s+)?INDEX\\s+\\w+\\s+ON\\s+${GROWING}\\b`, 'i'),
  new RegExp(`\\bUPDATE\\s+${GROWING}\\s+SET\\b`, 'i'),
  new RegExp(`\\bINSERT\\s+INTO\\s+\\w+[^;]*?\\bSELECT\\b[^;]*?\\bFROM\\s+${GROWING}\\b`, 'i'),
];

/**
 * The statement a migration's SQL runs whole over a growing table, or null. Trigger bodies run per
 * row, and `EXISTS (SELECT 1 FROM t)` reads one row: both are left out.
 */
function wholeWorkOverGrowingTable(sql: string): string | null {
  const outsideTriggers = sql
    .replace(/CREATE\s+TRIGGER[\s\S]*?\bEND;/gi, '')
    .replace(/--[^\n]*/g, '')
    .replace(/\bEXISTS\s*\(\s*SELECT\s+1\s+FROM\s+\w+\s*\)/gi, 'EXISTS (…)');
  for (const pattern of WHOLE_WORK_OVER_GROWING) {
    const found = pattern.exec(outsideTriggers);
    if (found) return found[0];
  }
  return null;
}

it('recognises whole work over a growing table, and leaves per-row triggers and small tables alone', () => {
  expect(wholeWorkOverGrowingTable(`CREATE INDEX jobs_x ON jobs (expires_at) WHERE status = 'published';`)).toMatch(/ON jobs/);
  expect(wholeWorkOverGrowingTable(`UPDATE page_views SET gone = 0;`)).toMatch(/UPDATE page_views/);
  expect(wholeWorkOverGrowingTable(`INSERT INTO t (a) SELECT id FROM jobs ORDER BY id;`)).toMatch(/FROM jobs/);
  expect(wholeWorkOverGrowingTable(`INSERT INTO t (a) SELECT 0 WHERE EXISTS (SELECT 1 FROM jobs);`)).toBeNull();
  expect(wholeWorkOverGrowingTable(`CREATE TRIGGER t AFTER INSERT ON jobs BEGIN UPDATE jobs SET demo = 0 WHERE id = new.id; END;`)).toBeNull();
  expect(wholeWorkOverGrowingTable(`CREATE INDEX held_by_age ON held_applications (held_at);`)).toBeNull();
});

it('no migration after version 12 runs whole work over a growing table without a sliced form', () => {
  const offending = MIGRATIONS.slice(LIVE_UPGRADE_FROM)
    .filter((migration) => slicedStepOf(migration) === null)
    .map((migration) => ({ name: migration.name, statement: wholeWorkOverGrowingTable(migration.sql) }))
    .filter(({ statement }) => statement !== null);
  expect(offending).toEqual([]);
});

it('the migrations before it that do so are the ones docs/migrations.md names as applied whole', () => {
  const whole = MIGRATIONS.slice(1, LIVE_UPGRADE_FROM)
    .filter((migration) => slicedStepOf(migration) === null && wholeWorkOverGrowingTable(migration.sql) !== null)
    .map((migration) => migration.name.slice(0, 3));
  expect(whole).toEqual(['002', '003', '004', '005', '007', '009']);
});
