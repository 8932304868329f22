// What an employer does with a posting through its private link: see it, edit it, close it,
// renew it. The live version of a posting stays as staff approved it until staff approve a
// change; a rejected (or run-out) posting corrected by its employer goes back to the 24-hour queue.
import {
  AppError,
  changedFieldLabels,
  JobPostSchema,
  canClose,
  canEdit,
  canRenew,
  contentChanges,
  expiryFrom,
  jobContent,
  postingState,
  renewWindow,
  reviewDueAt,
  utcMinute,
  type Job,
  type JobContent,
  type ManageView,
} from '../domain';
import type { ServiceContext } from './context';
import { openManageLink } from './manage-links';
import { notValid } from './private-links';
import { toPublicJob } from './public-job';
import { validate } from './validate';

function pick(job: Job): JobContent {
  const { job_title, category, location, job_type, salary, experience, company_name, company_email, company_website, description, requirements, benefits } = job;
  return { job_title, category, location, job_type, salary, experience, company_name, company_email, company_website, description, requirements, benefits };
}

/** The employer's page for one posting: its state in words, the posting as the public sees it, what can be done. */
export function manageView(ctx: ServiceContext, job: Job, now: number): ManageView {
  const { store } = ctx;
  const state = postingState(job, now);
  const pending = store.revisions.pendingOf(job.id);
  const latest = store.revisions.latestOf(job.id);
  const window = renewWindow(job);
  const preview: Job = { ...job, published_at: job.published_at ?? now, expires_at: job.expires_at ?? expiryFrom(now) };
  return {
    id: job.id,
    state,
    submittedAt: job.submitted_at,
    dueAt: job.status === 'pending' ? job.due_at : null,
    publishedAt: job.published_at,
    expiresAt: job.expires_at,
    endedAt: job.status === 'expired' ? job.expired_at : null,
    rejectionReason: job.status === 'rejected' ? job.rejection_reason : null,
    job: { ...toPublicJob(preview, now), company_email: job.company_email },
    content: pending?.content ?? pick(job),
    applications: store.applications.arrivedFor(job.id),
    pendingChanges: pending
      ? { submittedAt: pending.submitted_at, dueAt: pending.due_at, fields: changedFieldLabels(pending.base, pending.content) }
      : null,
    changesRejected:
      !pending && latest?.kind === 'live-edit' && latest.status === 'rejected' && state === 'live'
        ? { at: latest.decided_at ?? latest.submitted_at, reason: latest.reason ?? '' }
        : null,
    renew: window ? { ...window, open: canRenew(job, now) } : null,
    canEdit: canEdit(job, now),
    canClose: canClose(job, now),
    now,
  };
}

/** Reads a posting through its private link (a GET page, or the page's own call). */
export function openPosting(ctx: ServiceContext, input: unknown): ManageView {
  const now = ctx.clock.now();
  return ctx.store.read(() => {
    const id = openManageLink(ctx, input, now);
    const job = ctx.store.jobs.get(id);
    if (!job) throw notValid();
    return manageView(ctx, job, now);
  });
}

export interface ManageOutcome {
  message: string;
  view: ManageView;
}

/** Runs an employer's action in one write transaction, with the link checked inside it. */
async function act(ctx: ServiceContext, input: unknown, action: (job: Job, now: number) => string): Promise<ManageOutcome> {
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    const id = openManageLink(ctx, input, now, { acting: true });
    const job = store.jobs.get(id);
    if (!job) throw notValid();
    const message = action(job, now);
    return { message, view: manageView(ctx, store.jobs.get(id)!, now) };
  });
}

const changed = () => new AppError('conflict', 'The posting changed while you were looking at it. Reload the page and try again.');

export const EDIT_MESSAGES = {
  pendingSaved: 'Saved. Your posting is still waiting for review, and our staff will see this version.',
  liveSent: 'Thank you. Your changes go live once our staff approve them, within 24 hours. Until then the posting stays as it was.',
  liveWithdrawn: 'That is the version already live, so there is nothing to review: your earlier changes were withdrawn.',
  resubmitted: 'Thank you. Your corrected posting is waiting for review. We review every posting within 24 hours and email you the outcome.',
  nothingChanged: 'Nothing was changed.',
} as const;

/** The employer sends an edited version, through the post form's own schema. */
export async function editOwnPosting(ctx: ServiceContext, input: Record<string, unknown>): Promise<ManageOutcome> {
  const content = jobContent(validate(JobPostSchema, input));
  const { store } = ctx;
  return act(ctx, input, (job, now) => {
    if (!canEdit(job, now)) {
      throw new AppError('conflict', 'This posting can no longer be changed. To advertise the job again, post it as a new job.');
    }
    const current = pick(job);
    const differs = Object.keys(contentChanges(current, content)).length > 0;
    if (job.status === 'pending') {
      if (!differs) throw new AppError('validation', EDIT_MESSAGES.nothingChanged);
      if (!store.jobs.updateContent(job.id, content, Math.max(now, job.updated_at + 1), job.updated_at)) throw changed();
      const latest = store.revisions.latestOf(job.id);
      if (latest?.kind === 'resubmission' && latest.status === 'applied') store.revisions.updateApplied(latest.id, content);
      return EDIT_MESSAGES.pendingSaved;
    }
    if (job.status === 'published') {
      const pending = store.revisions.pendingOf(job.id);
      if (!differs) {
        if (!pending) throw new AppError('validation', EDIT_MESSAGES.nothingChanged);
        store.revisions.decide(pending.id, 'withdrawn', now, null);
        return EDIT_MESSAGES.liveWithdrawn;
      }
      if (pending) store.revisions.replacePending(pending.id, content, now, reviewDueAt(now));
      else store.revisions.insert(job.id, 'live-edit', current, content, 'pending', now, reviewDueAt(now));
      return EDIT_MESSAGES.liveSent;
    }
    // Rejected, or run out and still renewable: the corrected version is a new submission.
    if (!differs) {
      throw new AppError(
        'validation',
        job.status === 'rejected' ? 'Nothing was changed. Correct what the reason names, then send it again.' : 'Nothing was changed: use Renew to put it back as it was.',
      );
    }
    const stamp = Math.max(now, job.updated_at + 1);
    if (!store.jobs.resubmit(job.id, content, stamp, reviewDueAt(stamp), job.updated_at)) throw changed();
    store.revisions.insert(job.id, 'resubmission', current, content, 'applied', stamp, reviewDueAt(stamp));
    return EDIT_MESSAGES.resubmitted;
  });
}

/** The employer closes a live posting (or withdraws one waiting for review): off the site at once. */
export async function closeOwnPosting(ctx: ServiceContext, input: unknown): Promise<ManageOutcome> {
  const { store } = ctx;
  return act(ctx, input, (job, now) => {
    if (!canClose(job, now)) throw new AppError('conflict', 'This posting is not on the site, so there is nothing to close.');
    if (!store.jobs.close(job.id, Math.max(now, job.updated_at + 1))) throw changed();
    store.revisions.withdrawPendingOf(job.id, now);
    return 'Closed. The posting is no longer on the site and takes no more applications.';
  });
}

/** Renewals an employer makes alone; the next one goes through staff review. */
export const RENEWALS_WITHOUT_REVIEW = 2;

export const RENEWED_FOR_REVIEW =
  'You renewed this posting twice already, so this renewal goes to our staff: it is off the site until they review it, within 24 hours, and then live for another 30 days. We email you the outcome.';

/**
 * Another 30 days from now, newest first again: the version staff approved, at once; after
 * RENEWALS_WITHOUT_REVIEW renewals, back to the 24-hour queue so staff see it again.
 */
export async function renewOwnPosting(ctx: ServiceContext, input: unknown): Promise<ManageOutcome> {
  const { store } = ctx;
  return act(ctx, input, (job, now) => {
    if (!canRenew(job, now)) {
      const window = renewWindow(job);
      throw new AppError(
        'conflict',
        window
          ? `This posting can be renewed from ${utcMinute(window.opensAt)} until ${utcMinute(window.closesAt)}.`
          : 'This posting cannot be renewed. To advertise the job again, post it as a new job.',
      );
    }
    if (store.jobs.renewalsSinceReview(job.id) >= RENEWALS_WITHOUT_REVIEW) {
      const stamp = Math.max(now, job.updated_at + 1);
      if (!store.jobs.renewForReview(job.id, stamp, reviewDueAt(stamp), job.expires_at!)) throw changed();
      return RENEWED_FOR_REVIEW;
    }
    const expiresAt = expiryFrom(now);
    if (!store.jobs.renew(job.id, Math.max(now, job.updated_at + 1), expiresAt, job.expires_at!)) throw changed();
    const waiting = store.revisions.pendingOf(job.id) ? ' Your changes are still waiting for review.' : '';
    return `Renewed: your posting is live until ${utcMinute(expiresAt)} and back at the top of the list.${waiting}`;
  });
}
