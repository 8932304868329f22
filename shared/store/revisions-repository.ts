// What employers changed: pending changes to live postings (the queue lists them beside pending
// postings) and corrected postings sent again, with what staff had last decided on.
import type { JobContent } from '../domain';
import type { Db } from './database';

export const REVISION_KINDS = ['live-edit', 'resubmission'] as const;
export const REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'applied'] as const;

export interface Revision {
  id: number;
  job_id: number;
  kind: (typeof REVISION_KINDS)[number];
  base: JobContent;
  content: JobContent;
  status: (typeof REVISION_STATUSES)[number];
  submitted_at: number;
  due_at: number;
  decided_at: number | null;
  decided_by: string | null;
  reason: string | null;
}

type Row = Omit<Revision, 'base' | 'content'> & { base: string; content: string };
const toRevision = (row: Row): Revision => ({ ...row, base: JSON.parse(row.base), content: JSON.parse(row.content) });

export function createRevisionsRepository(db: Db) {
  const insert = db.prepare<{ job_id: number; kind: string; base: string; content: string; status: string; now: number; due_at: number }>(
    `INSERT INTO posting_revisions (job_id, kind, base, content, status, submitted_at, due_at)
     VALUES (@job_id, @kind, @base, @content, @status, @now, @due_at)`,
  );
  const pendingOf = db.prepare<[number], Row>(`SELECT * FROM posting_revisions WHERE job_id = ? AND status = 'pending'`);
  const latestOf = db.prepare<[number], Row>(`SELECT * FROM posting_revisions WHERE job_id = ? ORDER BY id DESC LIMIT 1`);
  const ofJob = db.prepare<[number], Row>(`SELECT * FROM posting_revisions WHERE job_id = ? ORDER BY id DESC LIMIT 20`);
  const replacePending = db.prepare<{ id: number; content: string; now: number; due_at: number }>(
    // A replacement is always a newer version than the one staff may have on screen, even within a millisecond.
    `UPDATE posting_revisions SET content = @content, submitted_at = max(@now, submitted_at + 1), due_at = @due_at WHERE id = @id AND status = 'pending'`,
  );
  const updateApplied = db.prepare<{ id: number; content: string }>(`UPDATE posting_revisions SET content = @content WHERE id = @id AND status = 'applied'`);
  const decide = db.prepare<{ id: number; status: string; now: number; by: string | null; reason: string | null }>(
    `UPDATE posting_revisions SET status = @status, decided_at = @now, decided_by = @by, reason = @reason WHERE id = @id AND status = 'pending'`,
  );
  // Changes waiting on live postings: the 24-hour promise covers them as it covers new postings.
  const pendingDue = db.prepare<{ now: number; urgent: number }, { overdue: number; urgent: number; next_due: number | null }>(`
    SELECT coalesce(sum(r.due_at < @now), 0) AS overdue, coalesce(sum(r.due_at <= @urgent), 0) AS urgent, min(r.due_at) AS next_due
    FROM posting_revisions r JOIN jobs j ON j.id = r.job_id
    WHERE r.status = 'pending' AND j.status = 'published' AND r.due_at <= @urgent`);
  const withdrawPending = db.prepare<{ job_id: number; now: number }>(
    `UPDATE posting_revisions SET status = 'withdrawn', decided_at = @now WHERE job_id = @job_id AND status = 'pending'`,
  );

  return {
    insert(jobId: number, kind: Revision['kind'], base: JobContent, content: JobContent, status: 'pending' | 'applied', now: number, dueAt: number): number {
      const row = { job_id: jobId, kind, base: JSON.stringify(base), content: JSON.stringify(content), status, now, due_at: dueAt };
      return Number(insert.run(row).lastInsertRowid);
    },
    pendingOf: (jobId: number): Revision | undefined => {
      const row = pendingOf.get(jobId);
      return row && toRevision(row);
    },
    latestOf: (jobId: number): Revision | undefined => {
      const row = latestOf.get(jobId);
      return row && toRevision(row);
    },
    ofJob: (jobId: number): Revision[] => ofJob.all(jobId).map(toRevision),
    /** Newer changes replace the pending ones (and their deadline). */
    replacePending: (id: number, content: JobContent, now: number, dueAt: number) =>
      replacePending.run({ id, content: JSON.stringify(content), now, due_at: dueAt }).changes === 1,
    /** A resubmitted posting edited again while it waits: the record follows its content. */
    updateApplied: (id: number, content: JobContent) => updateApplied.run({ id, content: JSON.stringify(content) }).changes === 1,
    /** Compare-and-set on a pending revision: approved, rejected (with the reason) or withdrawn. */
    decide: (id: number, status: 'approved' | 'rejected' | 'withdrawn', now: number, by: string | null, reason: string | null = null) =>
      decide.run({ id, status, now, by, reason }).changes === 1,
    /** The posting left the site: changes waiting for it are dropped. */
    /** Changes waiting on live postings past their deadline, and due within `urgentBefore` (overdue included). */
    pendingDue: (now: number, urgentBefore: number) => pendingDue.get({ now, urgent: urgentBefore })!,
    withdrawPendingOf: (jobId: number, now: number) => withdrawPending.run({ job_id: jobId, now }).changes,
  };
}

export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
