// Posting a job and moderating it: the lifecycle rules of shared/domain/moderation, applied to
// the store with compare-and-set updates so the console, the CLI and the server never clobber
// each other.
import {
  AppError,
  DECISION_MAIL_HOLD_MS,
  fieldLabel,
  JobPostSchema,
  ModeratorNameSchema,
  RejectionSchema,
  alreadyDecidedMessage,
  canApply,
  expiryFrom,
  findCategory,
  foldChanges,
  isOverdue,
  jobContent,
  reviewDueAt,
  type Decision,
  type Job,
  type ModerationAction,
  type PostingOutcome,
} from '../domain';
import { jobRef } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';
import { parseId, validate } from './validate';
import { issueManageLink } from './manage-links';
import { queueVisitorMail } from './visitor-mail';

/**
 * Stores a posting for review and mails the employer its receipt with the private link; says
 * what the outcome page tells the employer, including a receipt the mail caps held back.
 */
export async function submitPostingOutcome(ctx: ServiceContext, input: unknown, visitor?: Visitor): Promise<{ job: Job; outcome: PostingOutcome }> {
  const content = jobContent(validate(JobPostSchema, input));
  const { store, clock } = ctx;
  const submitted = await store.write(() => {
    const now = clock.now();
    const id = store.jobs.insert(content, { status: 'pending', submitted_at: now, due_at: reviewDueAt(now) });
    const receipt = { kind: 'posting-received', recipient: content.company_email } as const;
    const notice = queueVisitorMail(
      ctx,
      receipt,
      () => ({ ...receipt, jobId: id, payload: { jobId: id, submittedAt: now, secrets: { manage: issueManageLink(ctx, id, now) } } }),
      now,
      visitor,
    );
    const job = store.jobs.get(id)!;
    return { job, outcome: { reference: id, email: job.company_email, dueAt: job.due_at!, receipt: notice } };
  });
  if (submitted.outcome.receipt.queued) ctx.onMailQueued?.();
  return submitted;
}

export async function submitPosting(ctx: ServiceContext, input: unknown, visitor?: Visitor): Promise<Job> {
  return (await submitPostingOutcome(ctx, input, visitor)).job;
}

/** Pending postings, the most urgent first, with their 24-hour deadline state. */
export function pendingPostings(ctx: ServiceContext) {
  const now = ctx.clock.now();
  return ctx.store.jobs.pending().map((job) => ({ ...job, overdue: isOverdue(job.due_at, now) }));
}

/** Who decided, when no moderator name is given (older callers, tests). */
export const DEFAULT_ACTOR = 'staff';

export interface DecisionOptions {
  /** The moderator's name, recorded with the decision. */
  actor?: string;
  /** Reject only: the text the employer is sent. */
  reason?: string;
  /**
   * The version of the posting the moderator was shown (its updated_at). When given, a posting
   * changed since (by its employer, or another moderator's edit) is refused, never decided unseen.
   */
  seen?: number;
}

/** The refusal of a decision on a version the moderator was not shown. */
export const changedSinceOpened = (id: number, what = 'posting') =>
  new AppError('conflict', `Job ${id}: the ${what} changed since you opened it. It is shown again as it is now; read it before deciding.`);

/** A posting after a decision, and the record of that decision. */
export interface Decided {
  job: Job;
  decision: Decision;
}

/**
 * Applies one decision inside the caller's write transaction: compare-and-set on the posting's
 * state, the employer's mail (held until the decision can no longer be undone) and the record of
 * who decided. A lost race names who got there first.
 */
export function decideNow(ctx: ServiceContext, action: ModerationAction, id: number, { actor = DEFAULT_ACTOR, reason, seen }: DecisionOptions, now: number): Decided {
  const { store } = ctx;
  const current = store.jobs.get(id);
  if (!current) throw new AppError('not_found', `Job ${id} not found.`);
  if (!canApply(action, current.status)) {
    throw new AppError('conflict', alreadyDecidedMessage(id, current.status, action, store.decisions.lastStanding(id)));
  }
  if (seen !== undefined && current.updated_at !== seen) throw changedSinceOpened(id);
  const applied =
    action === 'approve'
      ? store.jobs.publish(id, now, expiryFrom(now))
      : action === 'reject'
        ? store.jobs.reject(id, now, reason!)
        : store.jobs.expire(id, now, 'staff');
  if (!applied) throw new AppError('conflict', `Job ${id} was changed by someone else; reload and try again.`);
  const job = store.jobs.get(id)!;
  const mailId = decisionMail(ctx, action, job, now);
  if (action === 'expire') store.revisions.withdrawPendingOf(id, now);
  // A rejection's reason is mailed; an expiry's (a take-down after reports, say) is kept for the record.
  const recorded = action === 'approve' ? null : (reason ?? null);
  const decisionId = store.decisions.insert({ job_id: id, action, actor, at: now, reason: recorded, mail_id: mailId });
  return { job, decision: store.decisions.get(decisionId)! };
}

/** The employer's mail for a decision; none for an expiry. Returns its outbox id. */
function decisionMail(ctx: ServiceContext, action: ModerationAction, job: Job, now: number): number | null {
  const { store } = ctx;
  const hold = now + DECISION_MAIL_HOLD_MS;
  if (action === 'approve') {
    const edits = Object.entries(foldChanges(store.decisions.editsOf(job.id))).map(([field, change]) => ({
      field: fieldLabel(field),
      value: field === 'category' ? (findCategory(change.to)?.label ?? change.to) : change.to,
    }));
    const payload = { job: jobRef(job), expiresAt: job.expires_at!, edits, secrets: { manage: issueManageLink(ctx, job.id, now) } };
    return store.outbox.enqueue({ kind: 'posting-published', recipient: job.company_email, payload, jobId: job.id }, now, null, hold);
  }
  if (action === 'reject') {
    // The category and job type come from fixed lists: they tell postings apart without visitor text.
    const payload = {
      jobId: job.id,
      submittedAt: job.submitted_at,
      reason: job.rejection_reason!,
      category: findCategory(job.category)?.label,
      jobType: job.job_type,
      secrets: { manage: issueManageLink(ctx, job.id, now) },
    };
    return store.outbox.enqueue({ kind: 'posting-rejected', recipient: job.company_email, payload, jobId: job.id }, now, null, hold);
  }
  return null;
}

/** One decision in its own write transaction. */
export async function decide(ctx: ServiceContext, action: ModerationAction, rawId: unknown, options: DecisionOptions = {}): Promise<Decided> {
  const id = parseId(rawId);
  const checked = checkOptions(action, options);
  const decided = await ctx.store.write(() => decideNow(ctx, action, id, checked, ctx.clock.now()));
  if (decided.decision.mail_id !== null) ctx.onMailQueued?.();
  return decided;
}

/** The reason is required and checked for a rejection; the actor is trimmed and checked always. */
export function checkOptions(action: ModerationAction, { actor, reason, seen }: DecisionOptions): DecisionOptions {
  const needsReason = action === 'reject' || (action === 'expire' && reason !== undefined);
  if (seen !== undefined && !Number.isInteger(seen)) throw new AppError('validation', 'The version shown must be a whole number.', { seen: 'Not a version' });
  return {
    seen,
    actor: actor === undefined ? DEFAULT_ACTOR : validate(ModeratorNameSchema, actor),
    reason: needsReason ? validate(RejectionSchema, { reason }).reason : undefined,
  };
}

export async function approvePosting(ctx: ServiceContext, id: unknown, options: DecisionOptions = {}): Promise<Job> {
  return (await decide(ctx, 'approve', id, options)).job;
}

export async function rejectPosting(ctx: ServiceContext, id: unknown, reason: unknown, options: DecisionOptions = {}): Promise<Job> {
  return (await decide(ctx, 'reject', id, { ...options, reason: reason as string })).job;
}

export async function expirePosting(ctx: ServiceContext, id: unknown, options: DecisionOptions = {}): Promise<Job> {
  return (await decide(ctx, 'expire', id, options)).job;
}

/** Rows per write transaction in bulk work: short locks, so other programs never wait long. */
export const BULK_CHUNK = 500;

/** Expires every published posting past its 30 days, in short transactions. Returns the ids it expired. */
export async function expireDuePostings(ctx: ServiceContext): Promise<number[]> {
  const { store, clock } = ctx;
  const expired: number[] = [];
  for (;;) {
    const batch = await store.write(() => {
      const now = clock.now();
      return store.jobs.dueForExpiry(now, BULK_CHUNK).filter((id) => {
        const expired = store.jobs.expire(id, now, 'expiry');
        if (expired) store.revisions.withdrawPendingOf(id, now);
        return expired;
      });
    });
    expired.push(...batch);
    if (batch.length < BULK_CHUNK) return expired;
  }
}
