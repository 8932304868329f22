// The applications an employer receives: one mail each, with the resume attached, and past the
// day's cap one daily digest of the rest (each with its resume), so a flood of applications cannot
// bury an employer's inbox. Both go only to the address stored with the job, which staff reviewed.
import { z } from 'zod';
import { JobRef, jobLink, lines, signature, type SiteIdentity } from './mail-text';

export const MailAttachmentSchema = z.object({
  filename: z.string(),
  /** Relative to DATA_DIR, read when the message is sent. */
  path: z.string().regex(/^(?!\/)(?!.*\.\.)[\w./-]+$/, 'a path inside DATA_DIR'),
  contentType: z.string(),
});

export const ApplicantSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  experience: z.string(),
  noticePeriod: z.string(),
  expectedSalary: z.string(),
  linkedin: z.string(),
  portfolio: z.string(),
  coverLetter: z.string(),
});
type Applicant = z.output<typeof ApplicantSchema>;

export const APPLICATION_PAYLOADS = {
  application: z.object({ job: JobRef, applicant: ApplicantSchema, resume: MailAttachmentSchema }),
  /** The applications held back by the day's cap; `waiting` more stay for the next digest (its attachments are bounded). */
  'application-digest': z.object({
    applications: z.array(z.object({ job: JobRef, applicant: ApplicantSchema, resume: MailAttachmentSchema })).min(1),
    waiting: z.number().int().default(0),
  }),
} as const;

type Payload<K extends keyof typeof APPLICATION_PAYLOADS> = z.output<(typeof APPLICATION_PAYLOADS)[K]>;

const applicantLines = (a: Applicant) =>
  lines(
    `Name: ${a.name}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    `Location: ${a.location}`,
    `Experience: ${a.experience}`,
    `Notice period: ${a.noticePeriod}`,
    // Optional fields left empty get no line at all (an empty string would be a blank line).
    a.expectedSalary !== '' && `Expected salary: ${a.expectedSalary}`,
    a.linkedin !== '' && `LinkedIn: ${a.linkedin}`,
    a.portfolio !== '' && `Portfolio: ${a.portfolio}`,
    '',
    'Cover letter:',
    a.coverLetter,
  );

export const APPLICATION_RENDER = {
  application: ({ job, applicant: a, resume }: Payload<'application'>, site: SiteIdentity) => ({
    subject: `New application for ${job.title}: ${a.name}`,
    text: lines(
      `${a.name} applied for "${job.title}" (${job.location}) through ${site.name}.`,
      `Reply to this email to answer the applicant directly. The resume is attached.`,
      '',
      applicantLines(a),
      '',
      `The posting: ${jobLink(site, job)}`,
      signature(site),
    ),
    attachments: [resume],
  }),
  'application-digest': ({ applications, waiting }: Payload<'application-digest'>, site: SiteIdentity) => ({
    subject: `${applications.length} more ${applications.length === 1 ? 'application' : 'applications'} for your jobs on ${site.name}`,
    text: lines(
      `Your postings received more applications than we mail one by one in a day, so here are the rest together, each resume attached in the order below.`,
      `Write to an applicant at the address given to answer them.`,
      waiting > 0 && `${waiting} more will follow in tomorrow's summary.`,
      ...applications.flatMap(({ job, applicant, resume }, i) => [
        '',
        `${i + 1}. ${applicant.name} for "${job.title}" (${job.location}): ${jobLink(site, job)}`,
        `Resume: ${resume.filename}`,
        applicantLines(applicant),
      ]),
      signature(site),
    ),
    attachments: applications.map((a) => a.resume),
  }),
};
