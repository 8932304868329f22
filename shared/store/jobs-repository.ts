import type { EndedBy, Job, JobContent, JobStatus } from '../domain';
import { annualRange, parseSalary } from '../domain/salary';
import type { Db } from './database';

/** The parsed salary columns of migration 018 (per year; all null when the text does not parse). */
export interface SalaryColumns {
  salary_min_annual: number | null;
  salary_max_annual: number | null;
  salary_currency: string | null;
}

/** A salary's columns, parsed when a posting is written so the salary filter is an index lookup. */
export function salaryColumns(salary: string): SalaryColumns {
  const parsed = parseSalary(salary);
  if (!parsed) return { salary_min_annual: null, salary_max_annual: null, salary_currency: null };
  const { min, max } = annualRange(parsed);
  return { salary_min_annual: Math.round(min), salary_max_annual: Math.round(max), salary_currency: parsed.currency };
}
const withSalary = <T extends { salary: string }>(content: T): T & SalaryColumns => ({ ...content, ...salaryColumns(content.salary) });

export interface JobLifecycle {
  status: JobStatus;
  submitted_at: number;
  due_at: number;
  published_at?: number | null;
  expires_at?: number | null;
}

/** An UPDATE's assignments of a posting's whole content, from the JobContent parameters. */
const SET_CONTENT = `job_title = @job_title, company_name = @company_name, location = @location, job_type = @job_type,
      salary = @salary, category = @category, description = @description, requirements = @requirements, benefits = @benefits,
      company_email = @company_email, company_website = @company_website, experience = @experience,
      salary_min_annual = @salary_min_annual, salary_max_annual = @salary_max_annual, salary_currency = @salary_currency`;

/** A demo row's columns as `encodeDemoJobs` writes them: the content, then the publication times. */
const DEMO_CONTENT = [
  'job_title', 'company_name', 'location', 'job_type', 'salary', 'category', 'description', 'requirements',
  'benefits', 'company_email', 'company_website', 'experience',
] as const satisfies readonly (keyof JobContent)[];
const DEMO_ROW = [...DEMO_CONTENT, 'salary_min_annual', 'salary_max_annual', 'salary_currency', 'published_at', 'expires_at'] as const;
/** A demo job is submitted, due, published and last changed at once: its published_at. */
const DEMO_PUBLISHED_AT = `r.value ->> ${DEMO_ROW.indexOf('published_at')}`;
// A content field added to JobContent but not to DEMO_CONTENT fails the type check here.
const _everyDemoField: Exclude<keyof JobContent, (typeof DEMO_CONTENT)[number]> extends never ? true : never = true;
void _everyDemoField;

/** Demo rows as `insertDemoJobs` takes them: `encodeDemoJobs`'s text, or SQLite's JSONB of it. */
export type DemoJobsChunk = string | Uint8Array;

export interface DemoJobRow {
  content: JobContent;
  publishedAt: number;
  expiresAt: number;
}

/**
 * Published demo jobs as `insertDemoJobs` takes them: a JSON array of rows in DEMO_ROW order. Plain
 * text, so the seed can make it in a worker thread while this one writes.
 */
export function encodeDemoJobs(rows: readonly DemoJobRow[]): string {
  return JSON.stringify(
    rows.map(({ content, publishedAt, expiresAt }) => {
      const salary = salaryColumns(content.salary);
      return [...DEMO_CONTENT.map((field) => content[field]), salary.salary_min_annual, salary.salary_max_annual, salary.salary_currency, publishedAt, expiresAt];
    }),
  );
}

/** Ids `from` to `to` of the employer backlog, as staged from the ranges up to rowid `seen`. */
export interface EmployerBacklogSpan {
  from: number;
  to: number;
  seen: number;
}

export function createJobsRepository(db: Db) {
  // Written as ORDER BY ... LIMIT 1 so SQLite reads one entry of the unique index, not all of it.
  const nextSeq = `(coalesce((SELECT published_seq FROM jobs WHERE published_seq IS NOT NULL ORDER BY published_seq DESC LIMIT 1), 0) + 1)`;
  const insert = db.prepare<JobContent & SalaryColumns & Required<JobLifecycle> & { demo: 0 | 1 }>(`
    INSERT INTO jobs (job_title, company_name, location, job_type, salary, category, description, requirements,
      benefits, company_email, company_website, experience, salary_min_annual, salary_max_annual, salary_currency,
      status, submitted_at, due_at, published_at, published_seq, expires_at, updated_at, demo)
    VALUES (@job_title, @company_name, @location, @job_type, @salary, @category, @description, @requirements,
      @benefits, @company_email, @company_website, @experience, @salary_min_annual, @salary_max_annual, @salary_currency,
      @status, @submitted_at, @due_at,
      @published_at, CASE WHEN @status = 'published' THEN ${nextSeq} END, @expires_at, @submitted_at, @demo)`);
  const byId = db.prepare<[number], Job>(`SELECT * FROM jobs WHERE id = ?`);
  // Sitemap reads, by ranges of publication numbers: each walks the covering index of live jobs.
  const liveSeqEdge = (order: 'ASC' | 'DESC') =>
    db
      .prepare<{ now: number }, number>(
        `SELECT published_seq FROM jobs INDEXED BY jobs_live_recent
         WHERE status = 'published' AND expires_at > @now ORDER BY published_seq ${order} LIMIT 1`,
      )
      .pluck();
  const oldestLiveSeq = liveSeqEdge('ASC');
  const newestLiveSeq = liveSeqEdge('DESC');
  const newestLiveIn = db.prepare<{ first: number; last: number; now: number }, { updated_at: number }>(
    `SELECT updated_at FROM jobs INDEXED BY jobs_live_recent
     WHERE status = 'published' AND published_seq BETWEEN @first AND @last AND expires_at > @now ORDER BY published_seq DESC LIMIT 1`,
  );
  const liveIn = db.prepare<{ first: number; last: number; now: number }, { id: number; updated_at: number }>(
    `SELECT id, updated_at FROM jobs INDEXED BY jobs_live_recent
     WHERE status = 'published' AND published_seq BETWEEN @first AND @last AND expires_at > @now ORDER BY published_seq DESC`,
  );
  const pending = db.prepare<[], Job>(`SELECT * FROM jobs WHERE status = 'pending' ORDER BY due_at, id`);
  const byStatus = db.prepare<{ status: JobStatus; limit: number; offset: number }, Job>(
    `SELECT * FROM jobs WHERE status = @status ORDER BY updated_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const publish = db.prepare<{ id: number; now: number; expires_at: number }>(
    `UPDATE jobs SET status = 'published', published_at = @now, published_seq = ${nextSeq}, expires_at = @expires_at,
       renewals_since_review = 0, updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  );
  const reject = db.prepare<{ id: number; now: number; reason: string }>(
    `UPDATE jobs SET status = 'rejected', rejected_at = @now, rejection_reason = @reason, updated_at = @now
     WHERE id = @id AND status = 'pending'`,
  );
  const expire = db.prepare<{ id: number; now: number; by: EndedBy }>(
    `UPDATE jobs SET status = 'expired', expired_at = @now, ended_by = @by, updated_at = @now WHERE id = @id AND status = 'published'`,
  );
  // The employer closes a live posting, or withdraws one still waiting for review.
  const close = db.prepare<{ id: number; now: number }>(
    `UPDATE jobs SET status = 'expired', expired_at = @now, ended_by = 'employer', updated_at = @now
     WHERE id = @id AND status IN ('published', 'pending')`,
  );
  // A renewal: newest first again (a new publication number) and 30 more days, in one update of
  // the row, so the search triggers move it in the index and the log. Compare-and-set on the
  // expiry the caller judged the window by.
  const renew = db.prepare<{ id: number; now: number; expires_at: number; seen_expires_at: number }>(
    `UPDATE jobs SET status = 'published', published_seq = ${nextSeq}, expires_at = @expires_at, renewed_at = @now,
       renewals_since_review = renewals_since_review + 1, expired_at = NULL, ended_by = NULL, updated_at = @now
     WHERE id = @id AND expires_at = @seen_expires_at
       AND (status = 'published' OR (status = 'expired' AND ended_by = 'expiry'))`,
  );
  // A renewal past the ones an employer may make alone: back in the 24-hour queue as it is.
  const renewForReview = db.prepare<{ id: number; now: number; due_at: number; seen_expires_at: number }>(
    `UPDATE jobs SET status = 'pending', submitted_at = @now, due_at = @due_at, published_at = NULL, published_seq = NULL,
       expires_at = NULL, expired_at = NULL, ended_by = NULL, renewed_at = NULL, updated_at = @now
     WHERE id = @id AND expires_at = @seen_expires_at
       AND (status = 'published' OR (status = 'expired' AND ended_by = 'expiry'))`,
  );
  const renewalsSinceReview = db.prepare<[number], number>(`SELECT renewals_since_review FROM jobs WHERE id = ?`).pluck();
  // A corrected posting sent again (after a rejection, or after its 30 days ran out): back in the
  // 24-hour queue as a new submission, with nothing left of its last publication.
  const resubmit = db.prepare<JobContent & SalaryColumns & { id: number; now: number; due_at: number; seen: number }>(`
    UPDATE jobs SET ${SET_CONTENT},
      status = 'pending', submitted_at = @now, due_at = @due_at, published_at = NULL, published_seq = NULL, expires_at = NULL,
      rejected_at = NULL, rejection_reason = NULL, expired_at = NULL, ended_by = NULL, renewed_at = NULL, updated_at = @now
    WHERE id = @id AND status IN ('rejected', 'expired') AND updated_at = @seen`);
  // Approved changes to a live posting: one update of the live row (the triggers re-index it).
  const applyLive = db.prepare<JobContent & SalaryColumns & { id: number; now: number }>(`
    UPDATE jobs SET ${SET_CONTENT}, updated_at = @now
    WHERE id = @id AND status = 'published'`);
  const byEmail = db.prepare<{ email: string; limit: number }, Job>(
    `SELECT j.* FROM jobs_by_email e CROSS JOIN jobs j ON j.id = e.job_id AND e.email = j.company_email
     WHERE e.email = @email ORDER BY e.submitted_at DESC LIMIT @limit`,
  );
  const dueForExpiry = db.prepare<{ now: number; limit: number }, { id: number }>(
    `SELECT id FROM jobs INDEXED BY jobs_published_expiry WHERE status = 'published' AND expires_at <= @now
     ORDER BY expires_at LIMIT @limit`,
  );
  const closedBefore = db.prepare<{ before: number; limit: number }, { id: number }>(
    `SELECT id FROM jobs WHERE status IN ('rejected', 'expired') AND updated_at < @before LIMIT @limit`,
  );
  const remove = db.prepare<[number]>(`DELETE FROM jobs WHERE id = ?`);
  const statusCounts = db.prepare<[], { status: JobStatus; n: number }>(`SELECT status, n FROM job_status_counts`);
  // Bulk loading: the per-row triggers skip demo rows (migration 012), so the batch is indexed,
  // counted and logged as a reset by the statements below. Only inside one write transaction.
  // What the mark costs production inserts and gains the seed: docs/search.md, "Bulk loads".
  // The whole batch in one statement, from a JSON array of rows in DEMO_ROW order: one call and one
  // statement journal for the batch, where a statement per row journals every page it touches again.
  // jsonb_each hands each row over parsed (as JSONB), so its fields are read without parsing the row's
  // text again for each one, as json_each's text values are: the insert takes about 40% less time.
  const bulkInsert = db.prepare<{ rows: DemoJobsChunk; first: number }>(`
    INSERT INTO jobs (${DEMO_ROW.join(', ')}, status, submitted_at, due_at, published_seq, updated_at, demo)
    SELECT ${DEMO_ROW.map((_, i) => `r.value ->> ${i}`).join(', ')}, 'published', ${DEMO_PUBLISHED_AT}, ${DEMO_PUBLISHED_AT},
      @first + r.key, ${DEMO_PUBLISHED_AT}, 1
    FROM jsonb_each(@rows) AS r ORDER BY r.key`);
  const bulkIndex = db.prepare<{ first: number; last: number }>(`
    INSERT INTO jobs_fts (rowid, job_title, company_name, description, requirements, location, category)
    SELECT published_seq, job_title, company_name, description, requirements, location, search_facets
    FROM jobs WHERE published_seq BETWEEN @first AND @last AND status = 'published' ORDER BY published_seq`);
  const bulkCount = db.prepare<{ first: number; last: number }>(`
    UPDATE published_counts SET n = n + (
      SELECT count(*) FROM jobs WHERE published_seq BETWEEN @first AND @last AND status = 'published' AND category = published_counts.category)`);
  const bulkStatusCount = db.prepare<{ count: number }>(
    `INSERT INTO job_status_counts (status, n) VALUES ('published', @count) ON CONFLICT (status) DO UPDATE SET n = n + @count`,
  );
  // One "start again" row tells caching readers that more changed than is worth applying.
  const bulkLog = db.prepare<{ last: number }>(`INSERT INTO search_log (seq, op) VALUES (@last, 0)`);
  // The bulk load adds its jobs' word counts when it finishes (migration 014).
  const bulkTermDocsPending = db.prepare<{ count: number }>(`UPDATE search_term_docs_state SET pending_jobs = pending_jobs + @count`);
  // Bulk-loaded jobs reach the employer tables later, in key order (migration 009).
  const backlogAdd = db.prepare<{ first: number; last: number }>(
    `INSERT INTO jobs_by_employer_backlog (first_id, last_id) VALUES (@first, @last)`,
  );
  const backlogRanges = db.prepare<[], { rowid: number; first_id: number; last_id: number }>(
    `SELECT rowid, first_id, last_id FROM jobs_by_employer_backlog ORDER BY first_id`,
  );
  // Staged in this connection's temp tables (no write lock), sorted by each table's key; numbered
  // in that order, so slices of numbers are slices of keys. Sorted as bytes, not as the tables'
  // NOCASE: SQLite sorts that about a third faster (2.3 against 3.3 s per table for 1,000,000 jobs),
  // and the order only decides which pages fill together: keys that differ in letter case alone
  // (none among the demo employers' addresses) land a few entries apart.
  const staging = { email: 'temp.employer_backlog_email', company: 'temp.employer_backlog_company' } as const;
  for (const table of Object.values(staging)) {
    db.exec(`CREATE TABLE IF NOT EXISTS ${table} (n INTEGER PRIMARY KEY, key TEXT NOT NULL, submitted_at INTEGER NOT NULL, job_id INTEGER NOT NULL)`);
  }
  const stage = (table: keyof typeof staging, column: 'company_email' | 'company_name') => ({
    clear: db.prepare(`DELETE FROM ${staging[table]}`),
    // Every job in the span, read from the console's covering index (a tenth of the rows' size);
    // jobs between the ranges already have their entries, and adding them again changes nothing.
    fill: db.prepare<{ from: number; to: number }>(
      `INSERT INTO ${staging[table]} (key, submitted_at, job_id)
       SELECT ${column}, submitted_at, id FROM jobs INDEXED BY jobs_summary WHERE id BETWEEN @from AND @to
       ORDER BY ${column}, submitted_at, id`,
    ),
    add: db.prepare<{ from: number; to: number }>(
      `INSERT OR IGNORE INTO jobs_by_${table} (${table}, submitted_at, job_id)
       SELECT key, submitted_at, job_id FROM ${staging[table]} WHERE n BETWEEN @from AND @to`,
    ),
  });
  const stagedFor = { email: stage('email', 'company_email'), company: stage('company', 'company_name') };
  // Only the ranges the snapshot saw (a later one has a higher rowid) that lie within the span staged.
  const backlogClear = db.prepare<EmployerBacklogSpan>(
    `DELETE FROM jobs_by_employer_backlog WHERE rowid <= @seen AND first_id >= @from AND last_id <= @to`,
  );
  const lastSeq = db.prepare<[], number | null>(`SELECT published_seq FROM jobs WHERE published_seq IS NOT NULL ORDER BY published_seq DESC LIMIT 1`).pluck();
  const updateContent = db.prepare<JobContent & SalaryColumns & { id: number; now: number; seen: number }>(`
    UPDATE jobs SET ${SET_CONTENT}, updated_at = @now
    WHERE id = @id AND status = 'pending' AND updated_at = @seen`);
  // Undo: back to the state before a decision, only while the decision is still the latest change.
  const reopen = {
    published: db.prepare<{ id: number; now: number; at: number }>(
      `UPDATE jobs SET status = 'pending', published_at = NULL, published_seq = NULL, expires_at = NULL, updated_at = @now
       WHERE id = @id AND status = 'published' AND updated_at = @at`,
    ),
    rejected: db.prepare<{ id: number; now: number; at: number }>(
      `UPDATE jobs SET status = 'pending', rejected_at = NULL, rejection_reason = NULL, updated_at = @now
       WHERE id = @id AND status = 'rejected' AND updated_at = @at`,
    ),
    expired: db.prepare<{ id: number; now: number; at: number }>(
      `UPDATE jobs SET status = 'published', expired_at = NULL, ended_by = NULL, updated_at = @now
       WHERE id = @id AND status = 'expired' AND updated_at = @at`,
    ),
  };
  const pendingDue = db.prepare<{ now: number; urgent: number }, { overdue: number; urgent: number; next_due: number | null }>(`
    SELECT coalesce(sum(due_at < @now), 0) AS overdue, coalesce(sum(due_at <= @urgent), 0) AS urgent, min(due_at) AS next_due
    FROM jobs INDEXED BY jobs_pending_by_due WHERE status = 'pending' AND due_at <= @urgent`);
  const nextDue = db.prepare<[], number | null>(`SELECT min(due_at) FROM jobs WHERE status = 'pending'`).pluck();

  return {
    insert(content: JobContent, at: JobLifecycle): number {
      return Number(insert.run({ ...withSalary(content), published_at: null, expires_at: null, ...at, demo: 0 }).lastInsertRowid);
    },
    /**
     * Inserts many published demo jobs at once (the demo seed), marked as demo postings (no mail
     * about them), from `encodeDemoJobs` texts (or their JSONB) in order: the same rows, index entries and counts as
     * inserting them one by one, several times faster, but for the words' counts, which the caller
     * counts again (`search.recountTermDocs`) once it has written them all; caching readers start afresh. Stops taking
     * chunks once `enough()` says so (asked after each one), leaving the rest. Returns how many jobs
     * it inserted, from how many chunks. Call inside a write transaction.
     */
    insertDemoJobs(encoded: readonly DemoJobsChunk[], enough = () => false): { jobs: number; chunks: number } {
      const first = (lastSeq.get() ?? 0) + 1;
      let count = 0;
      let lastId = 0;
      let chunks = 0;
      while (chunks < encoded.length && !(chunks > 0 && enough())) {
        const inserted = bulkInsert.run({ rows: encoded[chunks++]!, first: first + count });
        count += inserted.changes;
        lastId = Number(inserted.lastInsertRowid);
      }
      if (count === 0) return { jobs: 0, chunks };
      // Ids follow one another: the write lock is held, and each new row takes the highest id + 1.
      backlogAdd.run({ first: lastId - count + 1, last: lastId });
      const range = { first, last: first + count - 1 };
      bulkIndex.run(range);
      bulkCount.run(range);
      bulkStatusCount.run({ count });
      bulkLog.run({ last: range.last });
      bulkTermDocsPending.run({ count });
      return { jobs: count, chunks };
    },
    /**
     * Stages jobs bulk loads left out of the employer tables (`insertDemoJobs`), the lowest ids first
     * and a span of at most `maxJobs` ids, in this connection's temp tables, sorted by each table's
     * key. Returns the span to clear once it is added and how many jobs it staged; null when there
     * is no backlog. Writes only temp tables: call inside `store.read`, so they are one snapshot.
     */
    stageEmployerBacklog(maxJobs: number): (EmployerBacklogSpan & { jobs: number }) | null {
      const ranges = backlogRanges.all();
      if (ranges.length === 0) return null;
      const span = { from: ranges[0]!.first_id, to: ranges[0]!.last_id, seen: Math.max(...ranges.map((range) => range.rowid)) };
      for (const range of ranges) if (range.last_id - span.from < maxJobs) span.to = Math.max(span.to, range.last_id);
      let jobs = 0;
      for (const table of Object.values(stagedFor)) {
        table.clear.run();
        jobs = table.fill.run({ from: span.from, to: span.to }).changes;
      }
      return { ...span, jobs };
    },
    /**
     * Adds staged jobs `from` to `to` (numbered from 1 in key order) to one employer table, as the
     * snapshot saw them: a job deleted or changed since keeps a stale entry, which readers check
     * against the job itself. Call inside a write transaction.
     */
    addStagedToEmployerTable: (table: 'email' | 'company', from: number, to: number): number => stagedFor[table].add.run({ from, to }).changes,
    /** Forgets the backlog in the span staged, once it is added, and the staged copy. */
    clearEmployerBacklog(span: EmployerBacklogSpan): number {
      for (const table of Object.values(stagedFor)) table.clear.run();
      return backlogClear.run({ from: span.from, to: span.to, seen: span.seen }).changes;
    },
    get: (id: number): Job | undefined => byId.get(id),
    pending: (): Job[] => pending.all(),
    listByStatus: (status: JobStatus, limit = 100, offset = 0): Job[] => byStatus.all({ status, limit, offset }),
    /** Compare-and-set transitions: false when the job was not in the expected state. */
    publish: (id: number, now: number, expiresAt: number) => publish.run({ id, now, expires_at: expiresAt }).changes === 1,
    reject: (id: number, now: number, reason: string) => reject.run({ id, now, reason }).changes === 1,
    expire: (id: number, now: number, by: 'expiry' | 'staff') => expire.run({ id, now, by }).changes === 1,
    /** The employer closes a live or pending posting. */
    close: (id: number, now: number) => close.run({ id, now }).changes === 1,
    /** Live again for 30 days from now, newest first; false if its expiry moved since `seenExpiresAt`. */
    renew: (id: number, now: number, expiresAt: number, seenExpiresAt: number) =>
      renew.run({ id, now, expires_at: expiresAt, seen_expires_at: seenExpiresAt }).changes === 1,
    /** Sends a renewal to staff review instead: pending again, due in 24 hours. */
    renewForReview: (id: number, now: number, dueAt: number, seenExpiresAt: number) =>
      renewForReview.run({ id, now, due_at: dueAt, seen_expires_at: seenExpiresAt }).changes === 1,
    /** How often the employer renewed the posting since staff last published it. */
    renewalsSinceReview: (id: number): number => renewalsSinceReview.get(id) ?? 0,
    /** A rejected or expired posting, corrected, back in review; false if it changed since `seen`. */
    resubmit: (id: number, content: JobContent, now: number, dueAt: number, seen: number) =>
      resubmit.run({ ...withSalary(content), id, now, due_at: dueAt, seen }).changes === 1,
    /** Approved changes applied to a live posting. */
    applyLive: (id: number, content: JobContent, now: number) => applyLive.run({ ...withSalary(content), id, now }).changes === 1,
    /** The lowest and highest publication numbers of live jobs; null when none is live. */
    liveSeqRange(now: number): { first: number; last: number } | null {
      const first = oldestLiveSeq.get({ now });
      return first === undefined ? null : { first, last: newestLiveSeq.get({ now })! };
    },
    /** The updated_at of the newest live job published within the range; undefined when none is live there. */
    newestLiveIn: (first: number, last: number, now: number): number | undefined => newestLiveIn.get({ first, last, now })?.updated_at,
    /** The live jobs published within the range, newest first: their ids and updated_at. */
    liveIn: (first: number, last: number, now: number): { id: number; updated_at: number }[] => liveIn.all({ first, last, now }),
    /** The newest publication number ever given (0 before the first). */
    lastSeq: (): number => lastSeq.get() ?? 0,
    /** An address's postings, newest first. */
    byEmail: (email: string, limit: number): Job[] => byEmail.all({ email, limit }),
    /** Published jobs past their expiry time, oldest first, at most `limit`. */
    dueForExpiry: (now: number, limit: number): number[] => dueForExpiry.all({ now, limit }).map((r) => r.id),
    closedBefore: (before: number, limit: number): number[] => closedBefore.all({ before, limit }).map((r) => r.id),
    remove: (id: number) => remove.run(id).changes === 1,
    statusCounts(): Record<JobStatus, number> {
      const counts = { pending: 0, published: 0, rejected: 0, expired: 0 };
      for (const row of statusCounts.all()) counts[row.status] = row.n;
      return counts;
    },
    /** A pending posting's content, only if nobody changed it since `seen` (its updated_at then). */
    updateContent: (id: number, content: JobContent, now: number, seen: number) =>
      updateContent.run({ ...withSalary(content), id, now, seen }).changes === 1,
    /** Takes back the decision made at `at` that left the posting `status`; false if anything changed since. */
    reopen: (id: number, status: 'published' | 'rejected' | 'expired', at: number, now: number) =>
      reopen[status].run({ id, now, at }).changes === 1,
    /** Pending postings past their deadline, and due within `urgentBefore` (overdue included); the next deadline. */
    pendingDue(now: number, urgentBefore: number) {
      const row = pendingDue.get({ now, urgent: urgentBefore })!;
      return { overdue: row.overdue, urgent: row.urgent, nextDueAt: row.next_due ?? nextDue.get() ?? null };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
