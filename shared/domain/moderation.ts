// The job lifecycle, as pure rules: pending -> published | rejected; published -> expired.
import { DAY_MS, HOUR_MS, MINUTE_MS, POSTING_LIFETIME_DAYS, REVIEW_WINDOW_HOURS } from './constants';
import { AppError } from './errors';

export const JOB_STATUSES = ['pending', 'published', 'rejected', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** How an expired posting ended: its 30 days ran out, staff took it down, or the employer closed it. */
export const ENDED_BY = ['expiry', 'staff', 'employer'] as const;
export type EndedBy = (typeof ENDED_BY)[number];

export type ModerationAction = 'approve' | 'reject' | 'expire';

export const TRANSITIONS: Record<ModerationAction, { from: JobStatus; to: JobStatus }> = {
  approve: { from: 'pending', to: 'published' },
  reject: { from: 'pending', to: 'rejected' },
  expire: { from: 'published', to: 'expired' },
};

/** Whether `action` applies to a job in `status`. */
export const canApply = (action: ModerationAction, status: JobStatus) => TRANSITIONS[action].from === status;

/** Throws a clear conflict when `action` no longer applies to a job in `status`. */
export function assertTransition(action: ModerationAction, status: JobStatus, jobId: number | string): void {
  if (!canApply(action, status)) {
    throw new AppError('conflict', `Job ${jobId} is ${status}, so it cannot be ${pastTense(action)}; it may have been handled already.`);
  }
}

export const pastTense = (action: ModerationAction) =>
  ({ approve: 'approved', reject: 'rejected', expire: 'expired' })[action];

export const reviewDueAt = (submittedAt: number) => submittedAt + REVIEW_WINDOW_HOURS * HOUR_MS;
/**
 * 30 days after publication, rounded up to the next whole minute: the set of live jobs then
 * changes at most once a minute by time alone, which keeps cached search answers valid longer.
 */
export const expiryFrom = (publishedAt: number) => Math.ceil((publishedAt + POSTING_LIFETIME_DAYS * DAY_MS) / MINUTE_MS) * MINUTE_MS;
export const isOverdue = (dueAt: number, now: number) => now > dueAt;

/** Only published, unexpired jobs are ever visible or open to applications. */
export function isLive(job: { status: JobStatus; expires_at: number | null }, now: number): boolean {
  return job.status === 'published' && job.expires_at !== null && job.expires_at > now;
}
