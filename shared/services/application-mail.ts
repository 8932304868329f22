// How applications reach an employer: one mail each, up to a daily cap per job and per employer
// address; past it, the application is kept and goes out in one daily digest with the rest. So a
// flood of applications (bots, or one popular job) costs the employer one more mail a day, not
// hundreds of attachments, and no application is lost.
import { DAY_MS, type Job } from '../domain';
import { jobRef } from '../mail/messages';
import type { ApplicationRecord } from '../domain';
import type { HeldApplication, ResumeRecord } from '../store/applications-repository';
import type { ServiceContext } from './context';

export const APPLICATION_MAIL = {
  /** Applications mailed one by one per job in 24 hours. */
  perJobPerDay: 10,
  /** ... and per employer address, across all its jobs. */
  perEmployerPerDay: 20,
  /** The attachments of one digest together, so mail servers accept it; the rest wait for the next. */
  digestAttachmentBytes: 15 * 1024 * 1024,
  /** Employers whose digests are queued in one pass (one short transaction each). */
  digestsPerPass: 50,
} as const;

const applicantOf = (row: ApplicationRecord) => ({
  name: row.user_name,
  email: row.email,
  phone: row.phone,
  location: row.location,
  experience: row.experience,
  noticePeriod: row.notice_period,
  expectedSalary: row.expected_salary,
  linkedin: row.linkedin_profile,
  portfolio: row.portfolio_website,
  coverLetter: row.cover_letter,
});
const resumeOf = (file: Pick<ResumeRecord, 'file_name' | 'original_name' | 'mime_type'>) => ({ filename: file.original_name, path: `resumes/${file.file_name}`, contentType: file.mime_type });

/**
 * Queues the application to the employer, or holds it for the daily digest when the job or the
 * employer had its day's share. Call inside the write transaction that stored it. Returns whether it was held.
 */
export function queueApplicationMail(ctx: ServiceContext, job: Job, row: ApplicationRecord, file: ResumeRecord, now: number): boolean {
  const { outbox, applications } = ctx.store;
  const since = now - DAY_MS;
  const capped =
    outbox.countForJob(job.id, 'application', since) >= APPLICATION_MAIL.perJobPerDay ||
    outbox.countTo(job.company_email, 'application', since) >= APPLICATION_MAIL.perEmployerPerDay;
  if (capped) {
    applications.hold(row.id, job.company_email, now);
    return true;
  }
  const payload = { job: jobRef(job), applicant: applicantOf(row), resume: resumeOf(file) };
  outbox.enqueue({ kind: 'application', recipient: job.company_email, replyTo: row.email, jobId: job.id, applicationId: row.id, payload }, now);
  return false;
}

/** The held applications one digest carries: oldest first, within the attachment budget (always at least one). */
function digestShare(held: HeldApplication[]): HeldApplication[] {
  let bytes = 0;
  return held.filter((application, i) => {
    bytes += application.size;
    return i === 0 || bytes <= APPLICATION_MAIL.digestAttachmentBytes;
  });
}

/**
 * Queues one digest to each employer whose oldest held application has waited a day, in one short
 * transaction per employer. Returns how many digests were queued.
 */
export async function sendApplicationDigests(ctx: ServiceContext): Promise<number> {
  const { store } = ctx;
  const due = store.applications.heldDueBefore(ctx.clock.now() - DAY_MS, APPLICATION_MAIL.digestsPerPass);
  let queued = 0;
  for (const recipient of due) {
    const sent = await store.write(() => {
      const now = ctx.clock.now();
      const held = store.applications.heldFor(recipient);
      const share = digestShare(held);
      if (share.length === 0) return false;
      const applications = share.map((a) => ({
        job: jobRef({ id: a.job_id, job_title: a.job_title, company_name: a.company_name, location: a.job_location }),
        applicant: applicantOf(a),
        resume: resumeOf(a),
      }));
      store.outbox.enqueue({ kind: 'application-digest', recipient, payload: { applications, waiting: held.length - share.length } }, now);
      for (const a of share) store.applications.release(a.id);
      return true;
    });
    if (sent) queued++;
  }
  if (queued) ctx.onMailQueued?.();
  return queued;
}
