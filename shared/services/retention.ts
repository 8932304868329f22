// The promises of the privacy policy, kept by code: what is deleted, and when.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_MS, HOUR_MS } from '../domain';
import type { ServiceContext } from './context';
import { expireDuePostings } from './postings';
import { removeQuietly } from './resume-file';

export interface RetentionPolicy {
  /** Applications, their resumes and their mail are deleted this long after submission. */
  applicationDays: number;
  /** Page views and contact messages. */
  recordDays: number;
  /** Rejected and expired postings, with the employer's contact details. */
  closedPostingDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { applicationDays: 60, recordDays: 365, closedPostingDays: 365 };

export interface SweepReport {
  expiredJobs: number[];
  deletedApplications: number;
  deletedJobs: number;
  deletedPageViews: number;
  deletedMessages: number;
  deletedMail: number;
  deletedReviews: number;
  deletedFiles: number;
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

export function sweep(ctx: ServiceContext, policy: RetentionPolicy = DEFAULT_RETENTION): SweepReport {
  const expiredJobs = expireDuePostings(ctx);
  const { store } = ctx;
  const now = ctx.clock.now();
  // Sent mail holds application and contact text: kept no longer than either.
  const mailDays = Math.min(policy.applicationDays, policy.recordDays);
  const files: string[] = [];
  const report = store.write(() => {
    const oldApplications = store.applications.createdBefore(now - policy.applicationDays * DAY_MS);
    for (const application of oldApplications) {
      store.outbox.purgeApplication(application.id);
      store.applications.remove(application.id);
      if (application.file_name) files.push(application.file_name);
    }
    const oldJobs = store.jobs.closedBefore(now - policy.closedPostingDays * DAY_MS);
    for (const jobId of oldJobs) {
      files.push(...store.applications.resumeFilesOfJob(jobId));
      store.jobs.remove(jobId); // applications and resumes go with it (ON DELETE CASCADE)
    }
    return {
      expiredJobs,
      deletedApplications: oldApplications.length,
      deletedJobs: oldJobs.length,
      deletedPageViews: store.pageViews.purgeBefore(now - policy.recordDays * DAY_MS),
      deletedMessages: store.messages.purgeBefore(now - policy.recordDays * DAY_MS),
      deletedReviews: store.reviews.purgeRejectedBefore(now - policy.recordDays * DAY_MS),
      deletedMail: store.outbox.purgeSentBefore(now - mailDays * DAY_MS),
    };
  });
  // Files go only once the rows that point at them are gone for good.
  for (const file of files) removeQuietly(join(store.paths.resumes, file));
  // Mail written as .eml files carries resumes and messages: it follows the same clock. Resume
  // files no row names (left by a crash between writing and committing) go after an hour.
  const strays = [
    ...filesToDelete(store.paths.mail, now - mailDays * DAY_MS, () => false),
    ...filesToDelete(store.paths.resumes, now - HOUR_MS, (name) => store.applications.hasResumeFile(name)),
  ];
  for (const file of strays) removeQuietly(file);
  return { ...report, deletedFiles: files.length + strays.length };
}
