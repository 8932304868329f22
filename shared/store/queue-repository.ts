// The SQL behind the console's review work: the queue and search over every posting (light rows,
// so 5,000 of them travel cheaply), the employer's history and likely duplicates.
import type { Job, JobStatus } from '../domain';
import type { Db } from './database';

/** A posting as the queue lists it: enough to find and order it, not its full text. */
export type PostingSummary = Pick<
  Job,
  'id' | 'job_title' | 'company_name' | 'company_email' | 'location' | 'category' | 'status' | 'submitted_at' | 'due_at' | 'updated_at'
> & {
  /** A live posting whose employer sent changes: when they are due for review. */
  changes_due_at: number | null;
  /** Reports from visitors staff have not settled. */
  open_reports: number;
};

export interface PostingFilter {
  /** null: every status; 'reported': postings with open reports. */
  status: JobStatus | 'reported' | null;
  /** Words to find in the title, company, email or location, or an id. */
  text: string | null;
  category: number | null;
  /** An employer's email address, exactly (any case). */
  employer: string | null;
  limit: number;
}

const EXTRA = `(SELECT r.due_at FROM posting_revisions r WHERE r.job_id = jobs.id AND r.status = 'pending') AS changes_due_at,
  (SELECT count(*) FROM job_reports p WHERE p.job_id = jobs.id AND p.resolved_at IS NULL) AS open_reports`;
const COLUMNS = `id, job_title, company_name, company_email, location, category, status, submitted_at, due_at, updated_at, ${EXTRA}`;
// Static SQL for every filter: a parameter that is NULL matches everything.
const WHERE = `(@category IS NULL OR category = @category)
  AND (@employer IS NULL OR company_email = @employer COLLATE NOCASE)
  AND (@text IS NULL OR job_title LIKE @like ESCAPE '\\' OR company_name LIKE @like ESCAPE '\\'
       OR company_email LIKE @like ESCAPE '\\' OR location LIKE @like ESCAPE '\\' OR CAST(id AS TEXT) = @id_text)`;

export interface EmployerHistory {
  total: number;
  pending: number;
  published: number;
  rejected: number;
  expired: number;
  /** Postings from this address that visitors reported, whatever became of the reports. */
  reported: number;
}

export type DuplicateCandidate = Pick<Job, 'id' | 'job_title' | 'company_name' | 'company_email' | 'status' | 'submitted_at'>;

export function createQueueRepository(db: Db) {
  type Params = Omit<PostingFilter, 'status' | 'limit'> & { like: string | null; id_text: string | null };
  // The review queue: pending postings (through their due-time index) and live postings whose
  // employer sent changes, together by deadline, the most urgent first.
  const changed = `status = 'published' AND id IN (SELECT job_id FROM posting_revisions WHERE status = 'pending')`;
  const pending = db.prepare<Params & { limit: number }, PostingSummary>(
    `SELECT * FROM (
       SELECT ${COLUMNS} FROM jobs INDEXED BY jobs_pending_by_due WHERE status = 'pending' AND ${WHERE}
       UNION ALL
       SELECT id, job_title, company_name, company_email, location, category, status, submitted_at,
         (SELECT r.due_at FROM posting_revisions r WHERE r.job_id = jobs.id AND r.status = 'pending') AS due_at, updated_at, ${EXTRA}
       FROM jobs WHERE ${changed} AND ${WHERE}
     ) ORDER BY due_at, id LIMIT @limit`,
  );
  const pendingCount = db
    .prepare<Params, number>(
      `SELECT (SELECT count(*) FROM jobs INDEXED BY jobs_pending_by_due WHERE status = 'pending' AND ${WHERE})
            + (SELECT count(*) FROM jobs WHERE ${changed} AND ${WHERE})`,
    )
    .pluck();
  // Postings visitors reported, the most reported first.
  const reported = db.prepare<Params & { limit: number }, PostingSummary>(
    `SELECT ${COLUMNS} FROM jobs WHERE id IN (SELECT job_id FROM job_reports WHERE resolved_at IS NULL) AND ${WHERE}
     ORDER BY open_reports DESC, id LIMIT @limit`,
  );
  const reportedCount = db
    .prepare<Params, number>(`SELECT count(*) FROM jobs WHERE id IN (SELECT job_id FROM job_reports WHERE resolved_at IS NULL) AND ${WHERE}`)
    .pluck();
  const others = db.prepare<Params & { status: JobStatus | null; limit: number }, PostingSummary>(
    `SELECT ${COLUMNS} FROM jobs WHERE (@status IS NULL OR status = @status) AND ${WHERE} ORDER BY updated_at DESC, id DESC LIMIT @limit`,
  );
  // One employer's postings: through the address table (migration 009), whatever the other filters.
  const ofEmployer = `id IN (SELECT job_id FROM jobs_by_email WHERE email = @employer)`;
  const byEmployer = db.prepare<Params & { status: JobStatus | null; limit: number }, PostingSummary>(
    `SELECT ${COLUMNS} FROM jobs WHERE ${ofEmployer} AND (@status IS NULL OR status = @status) AND ${WHERE}
     ORDER BY CASE WHEN @status = 'pending' THEN due_at ELSE -updated_at END, id LIMIT @limit`,
  );
  const byEmployerCount = db
    .prepare<Params & { status: JobStatus | null }, number>(
      `SELECT count(*) FROM jobs WHERE ${ofEmployer} AND (@status IS NULL OR status = @status) AND ${WHERE}`,
    )
    .pluck();
  const othersCount = db
    .prepare<Params & { status: JobStatus | null }, number>(`SELECT count(*) FROM jobs WHERE (@status IS NULL OR status = @status) AND ${WHERE}`)
    .pluck();

  // The employer tables lead to the jobs; each job's own address decides (an entry can be stale: migration 009).
  const history = db.prepare<{ email: string }, { status: JobStatus; n: number }>(
    `SELECT status, count(*) AS n FROM jobs
     WHERE id IN (SELECT job_id FROM jobs_by_email WHERE email = @email) AND company_email = @email COLLATE NOCASE GROUP BY status`,
  );
  const reportedOf = db
    .prepare<{ email: string }, number>(
      `SELECT count(DISTINCT r.job_id) FROM jobs_by_email e CROSS JOIN jobs j ON j.id = e.job_id AND e.email = j.company_email
       JOIN job_reports r ON r.job_id = j.id WHERE e.email = @email`,
    )
    .pluck();
  const candidates = db.prepare<{ id: number; email: string; company: string; from: number; to: number }, DuplicateCandidate>(`
    SELECT id, job_title, company_name, company_email, status, submitted_at FROM jobs
    WHERE id IN (SELECT job_id FROM jobs_by_email WHERE email = @email AND submitted_at BETWEEN @from AND @to
                 UNION SELECT job_id FROM jobs_by_company WHERE company = @company AND submitted_at BETWEEN @from AND @to)
      AND id <> @id AND submitted_at BETWEEN @from AND @to
      AND (company_email = @email COLLATE NOCASE OR company_name = @company COLLATE NOCASE)
    ORDER BY submitted_at DESC LIMIT 200`);

  return {
    /** Postings matching the filter (pending by deadline, others most recently changed first) and how many match. */
    find(filter: PostingFilter): { total: number; rows: PostingSummary[] } {
      const text = filter.text?.trim() || null;
      const params = {
        category: filter.category,
        employer: filter.employer?.trim() || null,
        text,
        like: text && `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        // "#12" (as the console's search box suggests) or "12" names posting 12.
        id_text: text?.replace(/^#\s*/, '') ?? null,
      };
      if (filter.status === 'reported') {
        return { total: reportedCount.get(params) ?? 0, rows: reported.all({ ...params, limit: filter.limit }) };
      }
      if (params.employer) {
        const withStatus = { ...params, status: filter.status };
        return { total: byEmployerCount.get(withStatus) ?? 0, rows: byEmployer.all({ ...withStatus, limit: filter.limit }) };
      }
      if (filter.status === 'pending') {
        return { total: pendingCount.get(params) ?? 0, rows: pending.all({ ...params, limit: filter.limit }) };
      }
      const withStatus = { ...params, status: filter.status };
      return { total: othersCount.get(withStatus) ?? 0, rows: others.all({ ...withStatus, limit: filter.limit }) };
    },
    /** Every posting sent from this address, counted by state. */
    employerHistory(email: string): EmployerHistory {
      const counts: EmployerHistory = { total: 0, pending: 0, published: 0, rejected: 0, expired: 0, reported: reportedOf.get({ email }) ?? 0 };
      for (const { status, n } of history.all({ email })) {
        counts[status] = n;
        counts.total += n;
      }
      return counts;
    },
    /** Other postings from the same address or company submitted within `windowMs` of this one. */
    sameEmployerAround: (job: Pick<Job, 'id' | 'company_email' | 'company_name' | 'submitted_at'>, windowMs: number): DuplicateCandidate[] =>
      candidates.all({
        id: job.id,
        email: job.company_email,
        company: job.company_name,
        from: job.submitted_at - windowMs,
        to: job.submitted_at + windowMs,
      }),
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
