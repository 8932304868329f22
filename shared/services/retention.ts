// The promises of the privacy policy, kept by code: what is deleted, and when. Deletion really
// deletes: the database overwrites freed pages (secure_delete) and the WAL is checkpointed and cut
// back afterwards, so purged personal data does not linger in any file.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALERT_GRACE_DAYS, DAY_MS, HOUR_MS, MINUTE_MS } from '../domain';
import type { ServiceContext } from './context';
import { addEmployerBacklog } from './employer-backlog';
import { BULK_CHUNK, expireDuePostings } from './postings';
import { removeQuietly } from './resume-file';
import { recountWords } from './search-word-counts';

export interface RetentionPolicy {
  /** Applications, their resumes and their mail are deleted this long after submission. */
  applicationDays: number;
  /** Page views, contact messages, and reviews that were never published. */
  recordDays: number;
  /** Rejected and expired postings, with the employer's contact details. */
  closedPostingDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { applicationDays: 60, recordDays: 365, closedPostingDays: 365 };

/** Reviews nobody approved are not kept for a year: they are visitor text that is never shown. */
export const UNPUBLISHED_REVIEW_DAYS = 90;
/** Reports staff settled are kept this long (with the posting's own record), then deleted. */
export const SETTLED_REPORT_DAYS = 90;
/** The search log only has to outlive the moment every process has read it. */
export const SEARCH_LOG_HOURS = 1;
/** A bulk load that has written no batch for this long was stopped (a running one writes several a second). */
export const ABANDONED_BULK_LOAD_MINUTES = 10;

export interface SweepReport {
  expiredJobs: number[];
  deletedApplications: number;
  deletedJobs: number;
  deletedPageViews: number;
  deletedMessages: number;
  deletedMail: number;
  deletedReviews: number;
  deletedFiles: number;
  deletedAlerts: number;
  deletedReports: number;
  /** Private links past their time. */
  purgedTokens: number;
}

/** Files in `dir` last written before `before`, except those `keep` claims by name. */
function filesToDelete(dir: string, before: number, keep: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => {
      const stat = statSync(join(dir, name), { throwIfNoEntry: false });
      return stat?.isFile() === true && stat.mtimeMs < before && !keep(name);
    })
    .map((name) => join(dir, name));
}

/** Runs `step` in short write transactions until it reports less than a full chunk. */
async function inChunks(ctx: ServiceContext, step: (now: number) => number): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await ctx.store.write(() => step(ctx.clock.now()));
    total += done;
    if (done < BULK_CHUNK) return total;
  }
}

export async function sweep(ctx: ServiceContext, policy: RetentionPolicy = DEFAULT_RETENTION): Promise<SweepReport> {
  const expiredJobs = await expireDuePostings(ctx);
  // What an interrupted demo seed left: the employer tables (it adds its own when it ends), its jobs'
  // word counts, and the index's merging, which it takes over while it writes.
  await addEmployerBacklog(ctx);
  const { store } = ctx;
  if (store.read(() => store.search.termDocsRecountDue(Date.now() - ABANDONED_BULK_LOAD_MINUTES * MINUTE_MS))) await recountWords(ctx);
  const ago = (days: number) => ctx.clock.now() - days * DAY_MS;
  // Sent mail holds application and contact text: kept no longer than either.
  const mailDays = Math.min(policy.applicationDays, policy.recordDays);
  const files: string[] = [];

  const deletedApplications = await inChunks(ctx, () => {
    const old = store.applications.createdBefore(ago(policy.applicationDays), BULK_CHUNK);
    for (const application of old) {
      store.outbox.purgeApplication(application.id);
      store.applications.remove(application.id);
      if (application.file_name) files.push(application.file_name);
    }
    return old.length;
  });
  const deletedJobs = await inChunks(ctx, () => {
    const old = store.jobs.closedBefore(ago(policy.closedPostingDays), BULK_CHUNK);
    for (const jobId of old) {
      files.push(...store.applications.resumeFilesOfJob(jobId));
      store.jobs.remove(jobId); // applications and resumes go with it (ON DELETE CASCADE)
    }
    return old.length;
  });
  const report = await store.write(() => ({
    deletedPageViews: store.pageViews.purgeBefore(ago(policy.recordDays)),
    deletedMessages: store.messages.purgeBefore(ago(policy.recordDays)),
    deletedReviews: store.reviews.purgeUnpublishedBefore(ago(Math.min(UNPUBLISHED_REVIEW_DAYS, policy.recordDays))),
    deletedMail: store.outbox.purgeClosedBefore(ago(mailDays)),
    prunedSearchLog: store.search.pruneLog(Date.now() - SEARCH_LOG_HOURS * HOUR_MS), // real time: the log is stamped by SQLite
    handedBackMerging: store.search.handBackAbandonedMerging(Date.now() - ABANDONED_BULK_LOAD_MINUTES * MINUTE_MS),
    purgedProofs: store.proofs.purgeExpired(ctx.clock.now()),
    // Private links past their time; unconfirmed alert sign-ups; alerts a while after they lapsed.
    purgedTokens: store.tokens.purgeExpired(ctx.clock.now()),
    deletedAlerts: store.alerts.purge(ctx.clock.now(), ago(ALERT_GRACE_DAYS)),
    deletedReports: store.reports.purgeResolvedBefore(ago(SETTLED_REPORT_DAYS)),
  }));

  // Files go only once the rows that point at them are gone for good.
  for (const file of files) removeQuietly(join(store.paths.resumes, file));
  // Mail written as .eml files carries resumes and messages: it follows the same clock. Resume
  // files no row names (left by a crash between writing and committing) go after an hour.
  const now = ctx.clock.now();
  const strays = [
    ...filesToDelete(store.paths.mail, now - mailDays * DAY_MS, () => false),
    ...filesToDelete(store.paths.resumes, now - HOUR_MS, (name) => store.applications.hasResumeFile(name)),
  ];
  for (const file of strays) removeQuietly(file);
  // Copies of deleted pages may sit in the WAL until a checkpoint moves the zeroed pages over them.
  if (deletedApplications || deletedJobs || report.deletedMessages || report.deletedMail) store.checkpoint('TRUNCATE');
  return {
    expiredJobs,
    deletedApplications,
    deletedJobs,
    deletedPageViews: report.deletedPageViews,
    deletedMessages: report.deletedMessages,
    deletedReviews: report.deletedReviews,
    deletedMail: report.deletedMail,
    deletedFiles: files.length + strays.length,
    deletedAlerts: report.deletedAlerts,
    deletedReports: report.deletedReports,
    purgedTokens: report.purgedTokens,
  };
}
