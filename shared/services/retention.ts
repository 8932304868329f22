// The promises of the privacy policy, kept by code: what is deleted, and when.
import { DAY_MS } from '../domain';
import { join } from 'node:path';
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
}

/** Expires postings past 30 days and deletes what the retention policy says must go. */
export function sweep(ctx: ServiceContext, policy: RetentionPolicy = DEFAULT_RETENTION): SweepReport {
  const expiredJobs = expireDuePostings(ctx);
  const { store } = ctx;
  const now = ctx.clock.now();
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
      deletedMail: store.outbox.purgeSentBefore(now - policy.applicationDays * DAY_MS),
    };
  });
  // Files go only once the rows that point at them are gone for good.
  for (const file of files) removeQuietly(join(store.paths.resumes, file));
  return report;
}
