import type { JobPost, JobStatus } from '../domain';
import type { Db } from './database';

/** A job row as stored (snake_case, times in epoch milliseconds). */
export interface JobRow {
  id: number;
  job_title: string;
  company_name: string;
  location: string;
  job_type: string;
  salary: string;
  category: number;
  description: string;
  requirements: string;
  benefits: string;
  company_email: string;
  company_website: string;
  experience: string;
  status: JobStatus;
  submitted_at: number;
  due_at: number;
  published_at: number | null;
  published_seq: number | null;
  expires_at: number | null;
  rejected_at: number | null;
  rejection_reason: string | null;
  expired_at: number | null;
  updated_at: number;
}

export interface JobQuery {
  /** An FTS5 MATCH expression, built by `buildMatchExpression`; empty for none. */
  match: string;
  category?: number;
  limit: number;
  offset: number;
}

type SearchParams = Omit<JobQuery, 'category'> & { category: number | null };

/**
 * The search statements. Text searches count and page inside the FTS index (which holds exactly
 * the live jobs, newest publication = highest rowid) and read only the page's rows from `jobs`;
 * listings without text walk the partial indexes on `jobs`.
 */
function searchStatements(db: Db) {
  const listing = (where: string) => ({
    page: db.prepare<SearchParams, JobRow>(
      `SELECT * FROM jobs WHERE ${where} ORDER BY published_seq DESC LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<SearchParams, { n: number }>(`SELECT count(*) AS n FROM jobs WHERE ${where}`),
  });
  return {
    plain: listing(`status = 'published'`),
    category: listing(`status = 'published' AND category = @category`),
    text: {
      page: db.prepare<SearchParams, JobRow>(`
        SELECT j.* FROM (
          SELECT rowid AS seq FROM jobs_fts WHERE jobs_fts MATCH @match ORDER BY rowid DESC LIMIT @limit OFFSET @offset
        ) AS hit JOIN jobs j ON j.published_seq = hit.seq
        ORDER BY j.published_seq DESC`),
      count: db.prepare<SearchParams, { n: number }>(`SELECT count(*) AS n FROM jobs_fts WHERE jobs_fts MATCH @match`),
    },
  };
}

export function createJobsRepository(db: Db) {
  const search = searchStatements(db);
  // Written as ORDER BY ... LIMIT 1 so SQLite reads one entry of the partial index, not all of it.
  const nextSeq = `(coalesce((SELECT published_seq FROM jobs WHERE published_seq IS NOT NULL ORDER BY published_seq DESC LIMIT 1), 0) + 1)`;
  const insert = db.prepare<JobPost & { status: JobStatus; submitted_at: number; due_at: number; published_at: number | null; expires_at: number | null }>(`
    INSERT INTO jobs (job_title, company_name, location, job_type, salary, category, description, requirements,
      benefits, company_email, company_website, experience, status, submitted_at, due_at, published_at, published_seq,
      expires_at, updated_at)
    VALUES (@job_title, @company_name, @location, @job_type, coalesce(@salary, ''), @category, @description, @requirements,
      coalesce(@benefits, ''), @company_email, coalesce(@company_website, ''), @experience, @status, @submitted_at, @due_at,
      @published_at, CASE WHEN @status = 'published' THEN ${nextSeq} END, @expires_at, @submitted_at)`);
  const byId = db.prepare<[number], JobRow>(`SELECT * FROM jobs WHERE id = ?`);
  const pending = db.prepare<[], JobRow>(`SELECT * FROM jobs WHERE status = 'pending' ORDER BY due_at, id`);
  const byStatus = db.prepare<{ status: JobStatus; limit: number; offset: number }, JobRow>(
    `SELECT * FROM jobs WHERE status = @status ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const publish = db.prepare<{ id: number; now: number; expires_at: number }>(
    `UPDATE jobs SET status = 'published', published_at = @now, published_seq = ${nextSeq}, expires_at = @expires_at,
       updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  );
  const reject = db.prepare<{ id: number; now: number; reason: string }>(
    `UPDATE jobs SET status = 'rejected', rejected_at = @now, rejection_reason = @reason, updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  );
  const expire = db.prepare<{ id: number; now: number }>(
    `UPDATE jobs SET status = 'expired', expired_at = @now, updated_at = @now WHERE id = @id AND status = 'published'`,
  );
  const dueForExpiry = db.prepare<{ now: number }, JobRow>(
    `SELECT * FROM jobs WHERE status = 'published' AND expires_at <= @now ORDER BY expires_at`,
  );
  const anyDueForExpiry = db.prepare<{ now: number }, { found: number }>(
    `SELECT 1 AS found FROM jobs WHERE status = 'published' AND expires_at <= @now LIMIT 1`,
  );
  const closedBefore = db.prepare<{ before: number }, { id: number }>(
    `SELECT id FROM jobs WHERE status IN ('rejected', 'expired') AND updated_at < @before`,
  );
  const remove = db.prepare<[number]>(`DELETE FROM jobs WHERE id = ?`);
  const statusCounts = db.prepare<[], { status: JobStatus; n: number }>(`SELECT status, count(*) AS n FROM jobs GROUP BY status`);

  return {
    insert(job: JobPost, at: { status: JobStatus; submitted_at: number; due_at: number; published_at?: number; expires_at?: number }): number {
      const values = { ...job, published_at: null, expires_at: null, ...at };
      return Number(insert.run(values).lastInsertRowid);
    },
    get: (id: number): JobRow | undefined => byId.get(id),
    pending: (): JobRow[] => pending.all(),
    listByStatus: (status: JobStatus, limit = 100, offset = 0): JobRow[] => byStatus.all({ status, limit, offset }),
    /** Compare-and-set transitions: false when the job was not in the expected state. */
    publish: (id: number, now: number, expiresAt: number) => publish.run({ id, now, expires_at: expiresAt }).changes === 1,
    reject: (id: number, now: number, reason: string) => reject.run({ id, now, reason }).changes === 1,
    expire: (id: number, now: number) => expire.run({ id, now }).changes === 1,
    dueForExpiry: (now: number): JobRow[] => dueForExpiry.all({ now }),
    anyDueForExpiry: (now: number): boolean => anyDueForExpiry.get({ now }) !== undefined,
    closedBefore: (before: number): number[] => closedBefore.all({ before }).map((r) => r.id),
    remove: (id: number) => remove.run(id).changes === 1,
    statusCounts(): Record<JobStatus, number> {
      const counts = { pending: 0, published: 0, rejected: 0, expired: 0 };
      for (const row of statusCounts.all()) counts[row.status] = row.n;
      return counts;
    },
    /**
     * One page of published jobs, newest publication first, with the exact total. Callers apply
     * due expiries first (see searchJobs), so published means live.
     */
    search(query: JobQuery): { rows: JobRow[]; total: number } {
      const shape = query.match ? search.text : query.category ? search.category : search.plain;
      const match = query.match && query.category ? `${query.match} AND category : c${query.category}` : query.match;
      const params: SearchParams = { ...query, match, category: query.category ?? null };
      const total = shape.count.get(params)?.n ?? 0;
      const rows = total > query.offset ? shape.page.all(params) : [];
      return { rows, total };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/**
 * Turns visitor text into a safe FTS5 expression: each word becomes a quoted prefix term, so no
 * visitor input is ever parsed as FTS syntax. Keywords search title, company, description and
 * requirements; location words search the location column. All words must match.
 */
export function buildMatchExpression(keyword: string, location: string): string {
  const words = (s: string) => (s.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  // One letter is a word of its own ("C", "R"): as a prefix it would match most of the index.
  const terms = (ws: string[]) => ws.map((w) => (w.length > 1 ? `"${w}"*` : `"${w}"`)).join(' AND ');
  const parts: string[] = [];
  const keywordWords = words(keyword);
  const locationWords = words(location);
  if (keywordWords.length) parts.push(`{job_title company_name description requirements} : (${terms(keywordWords)})`);
  if (locationWords.length) parts.push(`location : (${terms(locationWords)})`);
  return parts.join(' AND ');
}
