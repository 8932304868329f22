// Posting a job and moderating it: the lifecycle rules of shared/domain/moderation, applied to
// the store with compare-and-set updates so the console, the CLI and the server never clobber
// each other.
import {
  AppError,
  JobPostSchema,
  RejectionSchema,
  assertTransition,
  expiryFrom,
  isOverdue,
  jobContent,
  reviewDueAt,
  type Job,
  type ModerationAction,
} from '../domain';
import { jobRef } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';
import { parseId, validate } from './validate';
import { queueVisitorMail } from './visitor-mail';

export async function submitPosting(ctx: ServiceContext, input: unknown, visitor?: Visitor): Promise<Job> {
  const content = jobContent(validate(JobPostSchema, input));
  const { store, clock } = ctx;
  const job = await store.write(() => {
    const now = clock.now();
    const id = store.jobs.insert(content, { status: 'pending', submitted_at: now, due_at: reviewDueAt(now) });
    const mail = { jobId: id, submittedAt: now };
    queueVisitorMail(ctx, { kind: 'posting-received', recipient: content.company_email, payload: mail, jobId: id }, now, visitor);
    return store.jobs.get(id)!;
  });
  ctx.onMailQueued?.();
  return job;
}

/** Pending postings, the most urgent first, with their 24-hour deadline state. */
export function pendingPostings(ctx: ServiceContext) {
  const now = ctx.clock.now();
  return ctx.store.jobs.pending().map((job) => ({ ...job, overdue: isOverdue(job.due_at, now) }));
}

async function transition(
  ctx: ServiceContext,
  action: ModerationAction,
  rawId: unknown,
  apply: (job: Job, now: number) => boolean,
  mail?: (job: Job, now: number) => void,
): Promise<Job> {
  const id = parseId(rawId);
  const { store, clock } = ctx;
  const job = await store.write(() => {
    const current = store.jobs.get(id);
    if (!current) throw new AppError('not_found', `Job ${id} not found.`);
    assertTransition(action, current.status, id);
    const now = clock.now();
    if (!apply(current, now)) throw new AppError('conflict', `Job ${id} was changed by someone else; reload and try again.`);
    const updated = store.jobs.get(id)!;
    mail?.(updated, now);
    return updated;
  });
  if (mail) ctx.onMailQueued?.();
  return job;
}

export async function approvePosting(ctx: ServiceContext, id: unknown): Promise<Job> {
  return transition(
    ctx,
    'approve',
    id,
    (job, now) => ctx.store.jobs.publish(job.id, now, expiryFrom(now)),
    (job, now) =>
      ctx.store.outbox.enqueue(
        { kind: 'posting-published', recipient: job.company_email, payload: { job: jobRef(job), expiresAt: job.expires_at! }, jobId: job.id },
        now,
      ),
  );
}

export async function rejectPosting(ctx: ServiceContext, id: unknown, reason: unknown): Promise<Job> {
  const { reason: text } = validate(RejectionSchema, { reason });
  return transition(
    ctx,
    'reject',
    id,
    (job, now) => ctx.store.jobs.reject(job.id, now, text),
    (job, now) =>
      ctx.store.outbox.enqueue(
        { kind: 'posting-rejected', recipient: job.company_email, payload: { jobId: job.id, submittedAt: job.submitted_at, reason: text }, jobId: job.id },
        now,
      ),
  );
}

export async function expirePosting(ctx: ServiceContext, id: unknown): Promise<Job> {
  return transition(ctx, 'expire', id, (job, now) => ctx.store.jobs.expire(job.id, now));
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
      return store.jobs.dueForExpiry(now, BULK_CHUNK).filter((id) => store.jobs.expire(id, now));
    });
    expired.push(...batch);
    if (batch.length < BULK_CHUNK) return expired;
  }
}
