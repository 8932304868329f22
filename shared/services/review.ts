// Reviewing at volume: decisions on many postings at once, undo within the window, edits before
// publishing, the signals beside each posting, and the standard rejection reasons.
import {
  AppError,
  DAY_MS,
  DUPLICATE_SIMILARITY,
  JobPostSchema,
  ModeratorNameSchema,
  POSTING_LIFETIME_DAYS,
  RejectionReasonInputSchema,
  contactFindings,
  contentChanges,
  jobContent,
  searchGaps,
  titleSimilarity,
  undoBlocker,
  type Decision,
  type Job,
  type ModerationAction,
} from '../domain';
import type { ServiceContext } from './context';
import { checkOptions, decideNow, type Decided, type DecisionOptions } from './postings';
import { parseId, validate } from './validate';

/** At most this many postings in one bulk action. */
export const BULK_MAX = 500;

export interface BulkOutcome {
  done: Decided[];
  failed: { id: number; message: string }[];
}

/**
 * The same decision on many postings in one write transaction: each posting is decided or
 * refused on its own (a conflict on one leaves the others decided). `seen[i]`, when given, is the
 * version of `ids[i]` the moderator was shown.
 */
export async function decideMany(ctx: ServiceContext, action: ModerationAction, ids: number[], options: DecisionOptions, seen?: number[]): Promise<BulkOutcome> {
  if (ids.length === 0 || ids.length > BULK_MAX) throw new AppError('validation', `Choose from 1 to ${BULK_MAX} postings.`);
  if (seen && seen.length !== ids.length) throw new AppError('validation', 'Give the version shown of every posting chosen.');
  const checked = checkOptions(action, options);
  const versions = new Map(seen?.map((version, i) => [ids[i]!, version]));
  const outcome = await ctx.store.write(() => {
    const now = ctx.clock.now();
    const result: BulkOutcome = { done: [], failed: [] };
    for (const id of new Set(ids)) {
      try {
        result.done.push(decideNow(ctx, action, id, { ...checked, seen: versions.get(id) }, now));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.failed.push({ id, message: error.message });
      }
    }
    return result;
  });
  if (outcome.done.some((d) => d.decision.mail_id !== null)) ctx.onMailQueued?.();
  return outcome;
}

export interface UndoOutcome {
  job: Job;
  undo: Decision;
  /** False when the employer's mail had already gone out (it cannot be called back). */
  mailWithdrawn: boolean;
}

/**
 * Takes decisions back, all or none: each must be recent (UNDO_WINDOW_MS) and still its posting's
 * latest change. The posting returns to its state before; the mail it queued is withdrawn.
 */
export async function undoDecisions(ctx: ServiceContext, ids: number[], actor: unknown): Promise<UndoOutcome[]> {
  const name = validate(ModeratorNameSchema, actor);
  if (ids.length === 0 || ids.length > BULK_MAX) throw new AppError('validation', `Choose from 1 to ${BULK_MAX} decisions.`);
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    return [...new Set(ids)].map((id) => {
      const decision = store.decisions.get(id);
      if (!decision) throw new AppError('not_found', `Decision ${id} not found.`);
      const job = store.jobs.get(decision.job_id);
      const blocker = undoBlocker(decision, job, now);
      if (blocker) throw new AppError('conflict', `Job ${decision.job_id}: ${blocker}`);
      const status = decision.action === 'approve' ? 'published' : decision.action === 'reject' ? 'rejected' : 'expired';
      if (!store.jobs.reopen(decision.job_id, status, decision.at, now)) {
        throw new AppError('conflict', `Job ${decision.job_id} was changed by someone else; it cannot be undone.`);
      }
      const mailWithdrawn = decision.mail_id === null || store.outbox.cancel(decision.mail_id, now);
      const undoId = store.decisions.insert({ job_id: decision.job_id, action: 'undo', actor: name, at: now, undoes: id });
      store.decisions.markUndone(id, undoId);
      return { job: store.jobs.get(decision.job_id)!, undo: store.decisions.get(undoId)!, mailWithdrawn };
    });
  });
}

/**
 * Staff correct a pending posting before publishing it, with the post form's own schema and
 * defaults. `seen` is the posting's updated_at when the editor opened it: a posting changed since
 * (by another moderator) is refused, never silently overwritten.
 */
export async function editPosting(ctx: ServiceContext, rawId: unknown, input: unknown, seen: number, actor: unknown): Promise<Decided> {
  const id = parseId(rawId);
  const name = validate(ModeratorNameSchema, actor);
  const content = jobContent(validate(JobPostSchema, input));
  const { store } = ctx;
  return store.write(() => {
    const job = store.jobs.get(id);
    if (!job) throw new AppError('not_found', `Job ${id} not found.`);
    if (job.status !== 'pending') throw new AppError('conflict', `Job ${id} is ${job.status}: only pending postings can be edited.`);
    if (job.updated_at !== seen) {
      const last = store.decisions.ofJob(id, 1)[0];
      const who = last ? ` by ${last.actor}` : '';
      throw new AppError('conflict', `Job ${id} was changed${who} while you edited it; reopen it to see the changes.`);
    }
    const changes = contentChanges(job, content);
    if (Object.keys(changes).length === 0) throw new AppError('validation', 'Nothing was changed.');
    const now = Math.max(ctx.clock.now(), job.updated_at + 1); // a new version always has a new time
    store.jobs.updateContent(id, content, now, seen);
    const decisionId = store.decisions.insert({ job_id: id, action: 'edit', actor: name, at: now, changes });
    return { job: store.jobs.get(id)!, decision: store.decisions.get(decisionId)! };
  });
}

/** The window around a posting in which a similar one from the same employer is a likely duplicate. */
export const DUPLICATE_WINDOW_MS = POSTING_LIFETIME_DAYS * DAY_MS;

/** Everything the console shows beside one posting: its record, the employer's history and the signals. */
export function postingDetail(ctx: ServiceContext, rawId: unknown) {
  const id = parseId(rawId);
  const { store } = ctx;
  return store.read(() => {
    const job = store.jobs.get(id);
    if (!job) throw new AppError('not_found', `Job ${id} not found.`);
    const duplicates = store.queue
      .sameEmployerAround(job, DUPLICATE_WINDOW_MS)
      .map((other) => ({ ...other, similarity: Math.round(titleSimilarity(job.job_title, other.job_title) * 100) / 100 }))
      .filter((other) => other.similarity >= DUPLICATE_SIMILARITY)
      .slice(0, 10);
    return {
      now: ctx.clock.now(),
      posting: job,
      decisions: store.decisions.ofJob(id),
      history: store.queue.employerHistory(job.company_email),
      duplicates,
      contacts: contactFindings(`${job.description}\n${job.benefits}\n${job.requirements}`),
      gaps: searchGaps(job),
      changes: employerChanges(ctx, job),
      reports: { count: store.reports.openCount(id), items: store.reports.openOf(id).map(({ reason, details, created_at }) => ({ reason, details, created_at })) },
    };
  });
}

/**
 * What the employer changed, for staff: the changes waiting on a live posting, or, on a posting
 * back in review after a rejection or expiry, what differs from the version staff last decided on.
 */
function employerChanges(ctx: ServiceContext, job: Job) {
  const latest = ctx.store.revisions.pendingOf(job.id) ?? ctx.store.revisions.latestOf(job.id);
  if (!latest) return null;
  const relevant = latest.status === 'pending' ? job.status === 'published' : latest.status === 'applied' && job.status === 'pending';
  if (!relevant) return null;
  const { kind, status, submitted_at, due_at, decided_by, reason } = latest;
  return { kind, status, submitted_at, due_at, decided_by, reason, changes: contentChanges(latest.base, latest.content) };
}

export function rejectionReasons(ctx: ServiceContext) {
  return ctx.store.decisions.reasons();
}

/** Adds a standard reason (no id) or changes one. */
export async function saveRejectionReason(ctx: ServiceContext, id: number | undefined, input: unknown) {
  const { title, text } = validate(RejectionReasonInputSchema, input);
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    if (id === undefined) return store.decisions.reason(store.decisions.addReason(title, text, now))!;
    if (!store.decisions.updateReason(id, title, text, now)) throw new AppError('not_found', `Reason ${id} not found.`);
    return store.decisions.reason(id)!;
  });
}

export async function removeRejectionReason(ctx: ServiceContext, id: number): Promise<void> {
  const removed = await ctx.store.write(() => ctx.store.decisions.removeReason(id));
  if (!removed) throw new AppError('not_found', `Reason ${id} not found.`);
}
