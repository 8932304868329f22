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
  reviewDueAt,
  type ModerationAction,
} from '../domain';
import { postingPublished, postingReceived, postingRejected } from '../mail/messages';
import type { JobRow } from '../store/jobs-repository';
import type { ServiceContext } from './context';
import { parseId, validate } from './validate';
import { queueVisitorMail } from './visitor-mail';

export function submitPosting(ctx: ServiceContext, input: unknown): JobRow {
  const post = validate(JobPostSchema, input);
  const { store, clock } = ctx;
  const job = store.write(() => {
    const now = clock.now();
    const id = store.jobs.insert(post, { status: 'pending', submitted_at: now, due_at: reviewDueAt(now) });
    const row = store.jobs.get(id)!;
    queueVisitorMail(ctx, postingReceived(ctx.mail, row), now);
    return row;
  });
  ctx.onMailQueued?.();
  return job;
}

/** Pending postings, the most urgent first, with their 24-hour deadline state. */
export function pendingPostings(ctx: ServiceContext) {
  const now = ctx.clock.now();
  return ctx.store.jobs.pending().map((job) => ({ ...job, overdue: isOverdue(job.due_at, now) }));
}

function transition(ctx: ServiceContext, action: ModerationAction, rawId: unknown, apply: (job: JobRow, now: number) => boolean, mail?: (job: JobRow) => void): JobRow {
  const id = parseId(rawId);
  const { store, clock } = ctx;
  const job = store.write(() => {
    const current = store.jobs.get(id);
    if (!current) throw new AppError('not_found', `Job ${id} not found.`);
    assertTransition(action, current.status, id);
    const now = clock.now();
    if (!apply(current, now)) throw new AppError('conflict', `Job ${id} was changed by someone else; reload and try again.`);
    const updated = store.jobs.get(id)!;
    mail?.(updated);
    return updated;
  });
  if (mail) ctx.onMailQueued?.();
  return job;
}

export function approvePosting(ctx: ServiceContext, id: unknown): JobRow {
  return transition(
    ctx,
    'approve',
    id,
    (job, now) => ctx.store.jobs.publish(job.id, now, expiryFrom(now)),
    (job) => ctx.store.outbox.enqueue(postingPublished(ctx.mail, job), ctx.clock.now()),
  );
}

export function rejectPosting(ctx: ServiceContext, id: unknown, reason: unknown): JobRow {
  const { reason: text } = validate(RejectionSchema, { reason });
  return transition(
    ctx,
    'reject',
    id,
    (job, now) => ctx.store.jobs.reject(job.id, now, text),
    (job) => ctx.store.outbox.enqueue(postingRejected(ctx.mail, job, text), ctx.clock.now()),
  );
}

export function expirePosting(ctx: ServiceContext, id: unknown): JobRow {
  return transition(ctx, 'expire', id, (job, now) => ctx.store.jobs.expire(job.id, now));
}

/** Expires every published posting past its 30 days. Returns the ids it expired. */
export function expireDuePostings(ctx: ServiceContext): number[] {
  const { store, clock } = ctx;
  return store.write(() => {
    const now = clock.now();
    return store.jobs.dueForExpiry(now).filter((job) => store.jobs.expire(job.id, now)).map((job) => job.id);
  });
}
