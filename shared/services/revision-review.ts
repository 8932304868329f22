// Staff decide on the changes an employer sent for a live posting: approving applies them to the
// live row in one update (the search triggers re-index it); rejecting keeps the live version. The
// employer is mailed either way, with a fresh private link.
import { AppError, ModeratorNameSchema, RejectionSchema, changedFieldLabels, type Job, type JobContent } from '../domain';
import { jobRef } from '../mail/messages';
import type { Revision } from '../store/revisions-repository';
import type { ServiceContext } from './context';
import { issueManageLink } from './manage-links';
import { changedSinceOpened } from './postings';
import { parseId, validate } from './validate';

export interface RevisionDecided {
  job: Job;
  revision: Revision;
}

/** The changes waiting on a live posting; `seen`, when given, must be the version (submitted_at) the moderator was shown. */
function pendingChanges(ctx: ServiceContext, id: number, seen: number | undefined): { job: Job; revision: Revision } {
  const job = ctx.store.jobs.get(id);
  if (!job) throw new AppError('not_found', `Job ${id} not found.`);
  const revision = ctx.store.revisions.pendingOf(id);
  if (!revision) throw new AppError('conflict', `Job ${id} has no changes waiting for review; they may have been handled already.`);
  if (job.status !== 'published') throw new AppError('conflict', `Job ${id} is ${job.status}: its changes can no longer be published.`);
  if (seen !== undefined && revision.submitted_at !== seen) throw changedSinceOpened(id, 'employer’s change');
  return { job, revision };
}

export async function approveChanges(ctx: ServiceContext, rawId: unknown, actor: unknown, seen?: number): Promise<RevisionDecided> {
  const id = parseId(rawId);
  const name = validate(ModeratorNameSchema, actor);
  const { store } = ctx;
  const decided = await store.write(() => {
    const now = ctx.clock.now();
    const { job, revision } = pendingChanges(ctx, id, seen);
    const stamp = Math.max(now, job.updated_at + 1);
    if (!store.jobs.applyLive(id, revision.content, stamp)) throw new AppError('conflict', `Job ${id} changed meanwhile; reload it.`);
    store.revisions.decide(revision.id, 'approved', now, name);
    const updated = store.jobs.get(id)!;
    const fields = changedFieldLabels(revision.base, revision.content);
    const payload = { job: jobRef(updated), fields, secrets: { manage: issueManageLink(ctx, id, now) } };
    store.outbox.enqueue({ kind: 'posting-changes-approved', recipient: updated.company_email, payload, jobId: id }, now);
    return { job: updated, revision: store.revisions.latestOf(id)! };
  });
  ctx.onMailQueued?.();
  return decided;
}

export async function rejectChanges(ctx: ServiceContext, rawId: unknown, actor: unknown, rawReason: unknown, seen?: number): Promise<RevisionDecided> {
  const id = parseId(rawId);
  const name = validate(ModeratorNameSchema, actor);
  const { reason } = validate(RejectionSchema, { reason: rawReason });
  const { store } = ctx;
  const decided = await store.write(() => {
    const now = ctx.clock.now();
    const { job, revision } = pendingChanges(ctx, id, seen);
    store.revisions.decide(revision.id, 'rejected', now, name, reason);
    const payload = { job: jobRef(job), reason, secrets: { manage: issueManageLink(ctx, id, now) } };
    store.outbox.enqueue({ kind: 'posting-changes-rejected', recipient: job.company_email, payload, jobId: id }, now);
    return { job, revision: store.revisions.latestOf(id)! };
  });
  ctx.onMailQueued?.();
  return decided;
}
