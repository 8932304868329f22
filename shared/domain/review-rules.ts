// The rules of reviewing at volume, pure so they are tested with a fake clock: who may undo what
// and until when, what a lost race is reported as, what an edit changed, how staff name themselves.
import { z } from 'zod';
import { HOUR_MS, MINUTE_MS } from './constants';
import type { Decision, FieldChange, JobContent } from './entities';
import { TRANSITIONS, pastTense, type JobStatus, type ModerationAction } from './moderation';
import { LIMITS, RejectionSchema } from './schemas';

/** A decision can be taken back this long after it was made, if nothing else happened since. */
export const UNDO_WINDOW_MS = 10_000;
/**
 * Mail a decision queues is not due before the undo window has closed (plus a margin for clocks),
 * so an undo always finds it unsent and withdraws it.
 */
export const DECISION_MAIL_HOLD_MS = UNDO_WINDOW_MS + 5_000;
/** Pending postings due within this are urgent: the console and the staff alert say so. */
export const URGENT_WITHIN_MS = 4 * HOUR_MS;

/** The moderator's name, recorded with every decision. */
export const ModeratorNameSchema = z
  .string({ error: 'Your name is required' })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, 'Your name is required')
      .max(LIMITS.name, `Your name must be at most ${LIMITS.name} characters`)
      .regex(/^[^\u0000-\u001F\u007F]+$/, 'Your name must be a single line of text'),
  );

/** A standard rejection reason as staff write it. */
export const RejectionReasonInputSchema = z.object({
  title: z
    .string({ error: 'A title is required' })
    .trim()
    .min(1, 'A title is required')
    .max(80, 'The title must be at most 80 characters')
    .regex(/^[^\r\n]*$/, 'The title must be a single line'),
  text: RejectionSchema.shape.reason,
});

export const isUndoable = (action: Decision['action']): action is ModerationAction =>
  action === 'approve' || action === 'reject' || action === 'expire';

/**
 * Why this decision can no longer be undone, or null when it can: it must be an approve, reject or
 * expire not undone yet, at most UNDO_WINDOW_MS old, and still the posting's latest change.
 */
export function undoBlocker(decision: Decision, job: { status: JobStatus; updated_at: number } | undefined, now: number): string | null {
  if (!isUndoable(decision.action)) return 'Only an approval, a rejection or an expiry can be undone.';
  if (decision.undone_by !== null) return 'This decision was already undone.';
  if (now - decision.at > UNDO_WINDOW_MS) return `A decision can only be undone within ${UNDO_WINDOW_MS / 1000} seconds.`;
  if (!job || job.status !== TRANSITIONS[decision.action].to || job.updated_at !== decision.at) {
    return 'The posting has changed since, so this decision can no longer be undone.';
  }
  return null;
}

/** "2025-06-01 09:00 UTC": one unambiguous time for messages every program prints. */
export const utcMinute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What the loser of a race is told: who decided and when, when the record says so; otherwise
 * (a posting expired by the schedule, or decided before decisions were recorded) its state.
 */
export function alreadyDecidedMessage(
  jobId: number,
  status: JobStatus,
  attempted: ModerationAction,
  last: Pick<Decision, 'action' | 'actor' | 'at'> | undefined,
): string {
  if (last && isUndoable(last.action) && TRANSITIONS[last.action].to === status) {
    return `Job ${jobId} was already ${pastTense(last.action)} by ${last.actor} at ${utcMinute(last.at)}.`;
  }
  return `Job ${jobId} is ${status}, so it cannot be ${pastTense(attempted)}; it may have been handled already.`;
}

/** The fields that differ between two versions of a posting, old and new value each. */
export function contentChanges(before: JobContent, after: JobContent): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of Object.keys(JOB_FIELD_LABELS) as (keyof JobContent)[]) {
    const from = String(before[field]);
    const to = String(after[field]);
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** A field's name as people read it ("Job Title"), for mail and the employer's page. */
export const fieldLabel = (field: string): string => JOB_FIELD_LABELS[field as keyof JobContent] ?? field;

/** The labels of the fields that differ between two versions of a posting. */
export const changedFieldLabels = (before: JobContent, after: JobContent): string[] => Object.keys(contentChanges(before, after)).map(fieldLabel);

/**
 * All edits staff made, folded into one change per field (first old value, last new value);
 * fields edited back to where they started drop out.
 */
export function foldChanges(edits: Record<string, FieldChange>[]): Record<string, FieldChange> {
  const folded: Record<string, FieldChange> = {};
  for (const edit of edits) {
    for (const [field, change] of Object.entries(edit)) folded[field] = { from: folded[field]?.from ?? change.from, to: change.to };
  }
  return Object.fromEntries(Object.entries(folded).filter(([, c]) => c.from !== c.to));
}

/** How the post form names each field; the console's edit form and the employer's mail use them. */
export const JOB_FIELD_LABELS: Record<keyof JobContent, string> = {
  job_title: 'Job title',
  category: 'Category',
  location: 'Location',
  job_type: 'Job type',
  salary: 'Salary',
  experience: 'Experience',
  company_name: 'Company name',
  company_email: 'Company email',
  company_website: 'Company website',
  description: 'Description',
  requirements: 'Requirements',
  benefits: 'Benefits',
};

/** The staff alert's timing: how quiet the queue must have been, and how often it may repeat. */
export const STAFF_ALERT = {
  checkEveryMs: 5 * MINUTE_MS,
  quietForMs: 30 * MINUTE_MS,
  repeatAfterMs: 2 * HOUR_MS,
};
