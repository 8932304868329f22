// The rules of acting on one's own data without an account, pure and browser-safe: what state a
// posting is in for its employer, when it can be renewed, edited or closed, the report reasons,
// and the limits of job alerts. The services apply them; the portal shows them.
import { DAY_MS, HOUR_MS, findCategory } from './constants';
import type { Job, JobContent, PublicJob } from './entities';
import { DEFAULT_JOB_QUERY, type JobListQuery } from './job-search-url';
import { isLive } from './moderation';
import { filterWords, filtersFrom } from './search-options';

/** A posting as its employer sees it. */
export const POSTING_STATES = ['pending', 'live', 'rejected', 'closed', 'expired', 'taken-down'] as const;
export type PostingState = (typeof POSTING_STATES)[number];

export function postingState(job: Pick<Job, 'status' | 'ended_by' | 'expires_at'>, now: number): PostingState {
  if (job.status === 'pending' || job.status === 'rejected') return job.status;
  if (job.status === 'published') return isLive(job, now) ? 'live' : 'expired';
  if (job.ended_by === 'employer') return 'closed';
  if (job.ended_by === 'staff') return 'taken-down';
  return 'expired';
}

/** Renewal opens this long before the posting expires... */
export const RENEW_OPENS_BEFORE_MS = 3 * DAY_MS;
/** ...and closes this long after. A renewal gives another 30 days from the moment it is made. */
export const RENEW_CLOSES_AFTER_MS = 30 * DAY_MS;
/** The reminder with the renew link goes out this long before expiry. */
export const EXPIRY_REMINDER_BEFORE_MS = RENEW_OPENS_BEFORE_MS;

/** From when until when a posting can be renewed (null: it never can, in its state). */
export function renewWindow(job: Pick<Job, 'status' | 'ended_by' | 'expires_at'>): { opensAt: number; closesAt: number } | null {
  if (job.expires_at === null) return null;
  const ranOut = job.status === 'expired' && job.ended_by === 'expiry';
  if (job.status !== 'published' && !ranOut) return null;
  return { opensAt: job.expires_at - RENEW_OPENS_BEFORE_MS, closesAt: job.expires_at + RENEW_CLOSES_AFTER_MS };
}

export function canRenew(job: Pick<Job, 'status' | 'ended_by' | 'expires_at'>, now: number): boolean {
  const window = renewWindow(job);
  return window !== null && now >= window.opensAt && now <= window.closesAt;
}

/**
 * Whether the employer may send an edited version: a pending, live or rejected posting always;
 * one whose 30 days ran out while it could still be renewed (the edit then goes through review
 * and, once approved, is live for another 30 days). Closed and taken-down postings cannot be.
 */
export function canEdit(job: Pick<Job, 'status' | 'ended_by' | 'expires_at'>, now: number): boolean {
  if (job.status === 'pending' || job.status === 'rejected') return true;
  if (job.status === 'published' && isLive(job, now)) return true;
  return job.status !== 'published' && canRenew(job, now);
}

export const canClose = (job: Pick<Job, 'status' | 'expires_at'>, now: number) => job.status === 'pending' || isLive(job, now);

/** Private links to a posting keep working this long after they were sent. */
export const MANAGE_LINK_DAYS = 120;
/** An applicant's withdraw link works as long as the application is kept (60 days by default). */
export const WITHDRAW_LINK_DAYS = 60;
/** A second application from one address to one job within this is refused. */
export const DUPLICATE_APPLICATION_DAYS = 30;

/** The reasons a visitor can give for reporting a job. */
export const REPORT_REASONS = [
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'discriminatory', label: 'Discriminatory' },
  { value: 'misleading', label: 'Misleading' },
  { value: 'duplicate', label: 'Duplicate' },
  { value: 'filled', label: 'Already filled' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const REPORT_DETAILS_MAX = 500;

/** Alerts: at most this many per address (waiting for confirmation or active). */
export const ALERTS_PER_ADDRESS = 5;
/** An unconfirmed sign-up (and its link) is deleted after this. */
export const ALERT_CONFIRM_DAYS = 7;
/** An alert stops this long after its confirmation or last renewal... */
export const ALERT_LIFETIME_DAYS = 182;
/** ...and is deleted this long after it stopped (so a late "renew" from a mail still works). */
export const ALERT_GRACE_DAYS = 30;
/** The links in an alert's mail (unsubscribe, change, renew) keep working this long. */
export const ALERT_LINK_DAYS = ALERT_LIFETIME_DAYS + ALERT_GRACE_DAYS;
/** One digest per alert at most this often. */
export const DIGEST_EVERY_MS = 24 * HOUR_MS;
/** Jobs listed in one digest; the rest are a link to the search. */
export const DIGEST_MAX_JOBS = 20;

/**
 * The search an alert saves, as its forms send it: the Find Jobs search less "posted within" (an
 * alert mails the jobs that are new since its last mail) and less the order (newest first).
 */
export interface AlertSearch {
  keywords: string;
  location: string;
  /** '0' for all categories, as on Find Jobs. */
  category: string;
  /** The filters as the job list call's fields (search-options' filterFields): lists comma-separated, '' for any. */
  jobType: string;
  experience: string;
  minSalary: string;
  remote: string;
}

/** An alert's search as the Find Jobs search it follows (its link, its words). */
export const alertSearchQuery = (search: AlertSearch): JobListQuery => ({
  ...DEFAULT_JOB_QUERY,
  keyword: search.keywords,
  location: search.location,
  category: search.category,
  filters: filtersFrom(search),
});

/** "react · Rajkot · Web Designers & Developers · Full-time · Remote", or 'all jobs'. */
export function alertSearchLabel(search: AlertSearch): string {
  const query = alertSearchQuery(search);
  return [query.keyword, query.location, findCategory(query.category)?.label, ...filterWords(query.filters)].filter(Boolean).join(' · ') || 'all jobs';
}

/** What the employer's private page shows. */
export interface ManageView {
  id: number;
  state: PostingState;
  submittedAt: number;
  /** Pending: the 24-hour review deadline. */
  dueAt: number | null;
  publishedAt: number | null;
  expiresAt: number | null;
  /** Closed, expired or taken down: when. */
  endedAt: number | null;
  rejectionReason: string | null;
  /** The posting as the public sees it (or will, once approved). */
  job: PublicJob;
  /** What the edit form starts from: the pending changes when there are some, else the posting. */
  content: JobContent;
  applications: number;
  pendingChanges: { submittedAt: number; dueAt: number; fields: string[] } | null;
  /** The last changes staff turned down, while the live version stays. */
  changesRejected: { at: number; reason: string } | null;
  renew: { opensAt: number; closesAt: number; open: boolean } | null;
  canEdit: boolean;
  canClose: boolean;
  now: number;
}

/** What an applicant's private page shows. */
export interface WithdrawView {
  id: number;
  jobTitle: string;
  company: string;
  appliedAt: number;
  /** Whether the mail to the employer has gone out (then it cannot be recalled). */
  delivered: boolean;
}

/** What an alert's private page shows. */
export interface AlertView {
  id: number;
  state: 'unconfirmed' | 'active' | 'lapsed';
  search: AlertSearch;
  email: string;
  confirmedAt: number | null;
  lapsesAt: number;
  lastDigestAt: number | null;
  now: number;
}

/** The post form's values as the edit form starts from them (the stored content as text). */
export const contentAsForm = (content: JobContent) => ({ ...content, category: String(content.category) });
