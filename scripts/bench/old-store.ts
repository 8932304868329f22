// A store as an older release left it: the real migrations up to `version`, then `jobs` published
// demo jobs written straight into the tables, and the search index and counters filled as that
// release's demo seed left them. Today's seed cannot write an old schema (it keeps the word counts
// of migration 014), so the rows are inserted here with the per-row triggers skipping them (the
// demo mark, migration 012) and the index built in one pass at the end.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_MS, jobContent } from '../../shared/domain';
import { demoJob } from '../../shared/services/demo-jobs';
import { openDatabase } from '../../shared/store/database';
import { MIGRATIONS } from '../../shared/store/migrations';

/** The oldest version this can build: the first with the demo mark the per-row triggers skip. */
const OLDEST = 12;
const ROWS_PER_TRANSACTION = 10_000;

export function buildOldStore(dataDir: string, { version, jobs, now = Date.now() }: { version: number; jobs: number; now?: number }): void {
  if (version < OLDEST || version >= MIGRATIONS.length) throw new Error(`An old store is built at versions ${OLDEST} to ${MIGRATIONS.length - 1}, not ${version}.`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(join(dataDir, 'jobportal.db'), { migrations: MIGRATIONS.slice(0, version) });
  try {
    db.pragma('cache_size = -262144');
    const insert = db.prepare(`
      INSERT INTO jobs (job_title, company_name, location, job_type, salary, category, description, requirements, benefits,
        company_email, company_website, experience, status, submitted_at, due_at, published_at, published_seq, expires_at, updated_at, demo)
      VALUES (@job_title, @company_name, @location, @job_type, @salary, @category, @description, @requirements, @benefits,
        @company_email, @company_website, @experience, 'published', @at, @at, @at, @seq, @expires, @at, 1)`);
    for (let first = 0; first < jobs; first += ROWS_PER_TRANSACTION) {
      db.transaction(() => {
        for (let i = first; i < Math.min(jobs, first + ROWS_PER_TRANSACTION); i++) {
          // Published over the last 20 days, oldest first, so publication order matches the dates.
          const at = now - 20 * DAY_MS + Math.floor((i * 20 * DAY_MS) / jobs);
          insert.run({ ...jobContent(demoJob(i)), at, seq: i + 1, expires: at + 30 * DAY_MS });
        }
      })();
    }
    db.transaction(() => {
      db.exec(`
        INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
          SELECT published_seq, job_title, company_name, description, requirements, location, 'c' || category
          FROM jobs WHERE status = 'published' ORDER BY published_seq;
        UPDATE published_counts SET n = (SELECT count(*) FROM jobs WHERE status = 'published' AND category = published_counts.category);
        INSERT INTO job_status_counts (status, n) SELECT 'published', count(*) FROM jobs WHERE status = 'published'
          ON CONFLICT (status) DO UPDATE SET n = excluded.n;
        INSERT INTO jobs_by_email (email, submitted_at, job_id)
          SELECT company_email, submitted_at, id FROM jobs ORDER BY company_email COLLATE NOCASE, submitted_at, id;
        INSERT INTO jobs_by_company (company, submitted_at, job_id)
          SELECT company_name, submitted_at, id FROM jobs ORDER BY company_name COLLATE NOCASE, submitted_at, id;`);
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
