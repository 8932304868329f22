// The figures an operator watches (server/plugins/metrics.ts reads them on every scrape). Each query
// walks a partial index that holds only the rows it counts (pending postings and changes, queued
// or failed mail), never a whole table, so a scrape costs the same at 1,000 jobs or 1,000,000.
import type { Db } from './database';

export interface ReviewQueueFigures {
  /** Waiting for a moderator. */
  pending: number;
  /** Waiting past their 24-hour deadline. */
  overdue: number;
}

export interface OutboxFigures {
  /** Messages still to go out, including those being retried. */
  queued: number;
  /** Queued messages whose last attempt failed (the mail server is down or refusing). */
  failing: number;
  /** Given up on for good; kept until the mail retention purges them. */
  failed: number;
  /** When the oldest message still queued was queued; null with none. */
  oldestQueuedAt: number | null;
}

export function createOperationsRepository(db: Db) {
  // The WHERE terms repeat each partial index's own condition, so SQLite can use the index.
  const pendingPostings = db.prepare<{ now: number }, ReviewQueueFigures>(`
    SELECT count(*) AS pending, coalesce(sum(due_at < @now), 0) AS overdue
    FROM jobs INDEXED BY jobs_pending_by_due WHERE status = 'pending'`);
  const pendingChanges = db.prepare<{ now: number }, ReviewQueueFigures>(`
    SELECT count(*) AS pending, coalesce(sum(due_at < @now), 0) AS overdue
    FROM posting_revisions INDEXED BY posting_revisions_pending_by_due WHERE status = 'pending'`);
  const queuedMail = db.prepare<[], { queued: number; failing: number; oldest: number | null }>(`
    SELECT count(*) AS queued, coalesce(sum(last_error IS NOT NULL), 0) AS failing, min(created_at) AS oldest
    FROM mail_outbox INDEXED BY mail_outbox_due WHERE status = 'queued'`);
  const failedMail = db
    .prepare<[], number>(`SELECT count(*) FROM mail_outbox INDEXED BY mail_outbox_closed WHERE status <> 'queued' AND status = 'failed'`)
    .pluck();

  return {
    /** New postings and changes to live ones, each with its own 24-hour deadline. */
    reviewQueue: (now: number) => ({ postings: pendingPostings.get({ now })!, changes: pendingChanges.get({ now })! }),
    outbox(): OutboxFigures {
      const queued = queuedMail.get()!;
      return { queued: queued.queued, failing: queued.failing, failed: failedMail.get() ?? 0, oldestQueuedAt: queued.oldest };
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
