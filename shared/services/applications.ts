import { AppError, ApplicationSchema, DAY_MS, DUPLICATE_APPLICATION_DAYS, MESSAGES, WITHDRAW_LINK_DAYS, fieldErrors, type ApplicationOutcome } from '../domain';
import { jobRef } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';
import { getLiveJob } from './job-search';
import { queueApplicationMail } from './application-mail';
import { acceptResume } from './resume-checks';
import { removeQuietly, storeResume } from './resume-file';
import { issueLink } from './private-links';
import { queueVisitorMail } from './visitor-mail';

export interface ResumeUpload {
  data: Buffer;
  filename: string;
}

/**
 * The job an application names: a plain `jobId`, or else the `_id` inside the `job` field (the job
 * object as JSON, as the spec's client sends it).
 */
export function jobIdOf(fields: Record<string, unknown>): unknown {
  if (fields.jobId !== undefined && fields.jobId !== '') return fields.jobId;
  if (typeof fields.job === 'string' && fields.job.trim()) {
    try {
      const job = JSON.parse(fields.job) as unknown;
      if (job && typeof job === 'object' && '_id' in job) return (job as { _id: unknown })._id;
    } catch {
      throw new AppError('validation', 'The job field must be the job as JSON.', { job: 'Invalid job' });
    }
  }
  return undefined;
}

export const RESUMES_FULL = 'We cannot take more resumes right now: our storage for them is full. Please try again later.';

export const ALREADY_APPLIED =
  'An application from this email address to this job arrived in the last 30 days, so we did not send it again. ' +
  'To change it, withdraw it with the link in your confirmation email, then apply again.';

/** One application per job and address within 30 days: a second one is refused, and nothing is mailed twice. */
function refuseDuplicate(ctx: ServiceContext, jobId: number, email: string, now: number): void {
  if (ctx.store.applications.sameApplicant(jobId, email, now - DUPLICATE_APPLICATION_DAYS * DAY_MS) !== undefined) {
    throw new AppError('conflict', ALREADY_APPLIED, { email: 'You already applied for this job with this address.' });
  }
}

/**
 * Stores an application and its resume, then queues the application to the employer (at the
 * address stored with the job, never one sent by the client; past the day's cap, in the daily
 * digest) and a confirmation to the applicant.
 */
export async function applyToJob(ctx: ServiceContext, fields: Record<string, unknown>, resume?: ResumeUpload, visitor?: Visitor) {
  return (await applyToJobOutcome(ctx, fields, resume, visitor)).application;
}

/** `applyToJob`, also saying what the outcome page tells the applicant (a held-back confirmation too). */
export async function applyToJobOutcome(ctx: ServiceContext, fields: Record<string, unknown>, resume?: ResumeUpload, visitor?: Visitor) {
  const parsed = ApplicationSchema.safeParse(fields);
  if (!parsed.success || !resume) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!resume) errors.cv = MESSAGES.resumeMissing;
    throw new AppError('validation', resume ? MESSAGES.fixFields : MESSAGES.resumeMissing, errors);
  }
  const job = getLiveJob(ctx, jobIdOf(fields));
  refuseDuplicate(ctx, job.id, parsed.data.email, ctx.clock.now());
  // Structure and virus checks finish before anything is written or queued.
  const type = await acceptResume(ctx, resume.data);
  const { store, clock } = ctx;
  if (ctx.resumesQuotaBytes !== undefined && store.applications.resumeBytes() + resume.data.length > ctx.resumesQuotaBytes) {
    throw new AppError('insufficient_storage', RESUMES_FULL, { cv: RESUMES_FULL });
  }
  const file = storeResume(store.paths.resumes, resume.data, resume.filename, type);
  try {
    const applied = await store.write(() => {
      // The job may have expired or been withdrawn since it was read above.
      const current = getLiveJob(ctx, job.id);
      const now = clock.now();
      refuseDuplicate(ctx, current.id, parsed.data.email, now); // two submits racing each other
      const id = store.applications.insert(current.id, parsed.data, file, now);
      const row = store.applications.get(id)!;
      const heldForDigest = queueApplicationMail(ctx, current, row, file, now);
      const confirmation = { kind: 'application-confirmation', recipient: row.email } as const;
      const notice = queueVisitorMail(
        ctx,
        confirmation,
        () => ({
          ...confirmation,
          jobId: current.id,
          applicationId: id,
          payload: { job: jobRef(current), applicationId: id, heldForDigest, secrets: { withdraw: issueLink(ctx, { application: id }, now, WITHDRAW_LINK_DAYS) } },
        }),
        now,
        visitor,
      );
      const outcome: ApplicationOutcome = { jobTitle: current.job_title, companyName: current.company_name, email: row.email, confirmation: notice };
      return { application: row, outcome };
    });
    ctx.onMailQueued?.();
    return applied;
  } catch (error) {
    removeQuietly(file.path);
    throw error;
  }
}
