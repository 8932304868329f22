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
  now: number;
  limit: number;
  offset: number;
}

type SearchParams = Omit<JobQuery, 'category'> & { category: number | null };

const LIVE = `j.status = 'published' AND j.expires_at > @now`;
const NEWEST_FIRST = `ORDER BY j.published_at DESC, j.id DESC`;

/** The four shapes of the job search: with or without text, with or without a category. */
function searchStatements(db: Db) {
  const variant = (withText: boolean, withCategory: boolean) => {
    const from = withText ? `jobs_fts JOIN jobs j ON j.id = jobs_fts.rowid` : `jobs j`;
    const where = [LIVE, withText && `jobs_fts MATCH @match`, withCategory && `j.category = @category`]
      .filter(Boolean)
      .join(' AND ');
    return {
      page: db.prepare<SearchParams, JobRow>(`SELECT j.* FROM ${from} WHERE ${where} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`),
      count: db.prepare<SearchParams, { n: number }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`),
    };
  };
  return {
    plain: variant(false, false),
    category: variant(false, true),
    text: variant(true, false),
    textCategory: variant(true, true),
  };
}

export function createJobsRepository(db: Db) {
  const search = searchStatements(db);
  const insert = db.prepare<JobPost & { status: JobStatus; submitted_at: number; due_at: number; published_at: number | null; expires_at: number | null }>(`
    INSERT INTO jobs (job_title, company_name, location, job_type, salary, category, description, requirements,
      benefits, company_email, company_website, experience, status, submitted_at, due_at, published_at, expires_at, updated_at)
    VALUES (@job_title, @company_name, @location, @job_type, coalesce(@salary, ''), @category, @description, @requirements,
      coalesce(@benefits, ''), @company_email, coalesce(@company_website, ''), @experience, @status, @submitted_at, @due_at,
      @published_at, @expires_at, @submitted_at)`);
  const byId = db.prepare<[number], JobRow>(`SELECT * FROM jobs WHERE id = ?`);
  const pending = db.prepare<[], JobRow>(`SELECT * FROM jobs WHERE status = 'pending' ORDER BY due_at, id`);
  const byStatus = db.prepare<{ status: JobStatus; limit: number; offset: number }, JobRow>(
    `SELECT * FROM jobs WHERE status = @status ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const publish = db.prepare<{ id: number; now: number; expires_at: number }>(
    `UPDATE jobs SET status = 'published', published_at = @now, expires_at = @expires_at, updated_at = @now
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
    closedBefore: (before: number): number[] => closedBefore.all({ before }).map((r) => r.id),
    remove: (id: number) => remove.run(id).changes === 1,
    statusCounts(): Record<JobStatus, number> {
      const counts = { pending: 0, published: 0, rejected: 0, expired: 0 };
      for (const row of statusCounts.all()) counts[row.status] = row.n;
      return counts;
    },
    /** One page of live jobs, newest first, with the exact total. */
    search(query: JobQuery): { rows: JobRow[]; total: number } {
      const shape = query.match
        ? query.category ? search.textCategory : search.text
        : query.category ? search.category : search.plain;
      const params: SearchParams = { ...query, category: query.category ?? null };
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
  const terms = (ws: string[]) => ws.map((w) => `"${w}"*`).join(' AND ');
  const parts: string[] = [];
  const keywordWords = words(keyword);
  const locationWords = words(location);
  if (keywordWords.length) parts.push(`{job_title company_name description requirements} : (${terms(keywordWords)})`);
  if (locationWords.length) parts.push(`location : (${terms(locationWords)})`);
  return parts.join(' AND ');
}
