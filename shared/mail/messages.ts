// Every message the product sends: the payload each kind stores in the outbox (validated again
// when it is sent) and how it reads. Plain text: it reads well everywhere and cannot carry markup
// a visitor typed. Messages are rendered only by the sending server, with the one configured
// public URL, so mail queued by the CLI or the console links to the same site as the server's.
//
// Mail to an address a visitor typed but nobody has verified (the posting receipt, the
// application confirmation, a rejection) carries no text that visitor typed: the site cannot be
// used to relay someone's words to a stranger's inbox.
import { z } from 'zod';
import { JobRef, Secrets, day, dayAndTime, jobLink, lines, manageParagraph, privateLink, signature, type SiteIdentity } from './mail-text';
import { APPLICATION_PAYLOADS, APPLICATION_RENDER, MailAttachmentSchema } from './application-messages';
import { SELF_SERVICE_PAYLOADS, SELF_SERVICE_RENDER } from './self-service-messages';

export type { SiteIdentity } from './mail-text';

const Attachment = MailAttachmentSchema;
export type MailAttachment = z.output<typeof Attachment>;

export const MAIL_PAYLOADS = {
  ...APPLICATION_PAYLOADS,
  /** `applicationId` and the withdraw link's token (in `secrets`) since private links exist. */
  /** `heldForDigest`: past the employer's daily cap, the application goes in tomorrow's digest. */
  'application-confirmation': z.object({ job: JobRef, applicationId: z.number().int().optional(), heldForDigest: z.boolean().default(false), secrets: Secrets }),
  'posting-received': z.object({ jobId: z.number().int(), submittedAt: z.number().int(), secrets: Secrets }),
  'posting-published': z.object({
    job: JobRef,
    expiresAt: z.number().int(),
    /** What staff changed before publishing: field labels and the new values staff wrote. */
    edits: z.array(z.object({ field: z.string(), value: z.string() })).default([]),
    secrets: Secrets,
  }),
  /**
   * `category` and `jobType` (labels from fixed lists, never visitor text) tell an employer with
   * several postings which one this is; mail queued before they existed has neither.
   */
  'posting-rejected': z.object({
    jobId: z.number().int(),
    submittedAt: z.number().int(),
    reason: z.string(),
    category: z.string().optional(),
    jobType: z.string().optional(),
    secrets: Secrets,
  }),
  contact: z.object({ name: z.string(), email: z.string(), subjectLabel: z.string(), message: z.string() }),
  /** To the configured staff address: postings near their 24-hour deadline and nobody reviewing. */
  'staff-work-waiting': z.object({
    urgent: z.number().int(),
    overdue: z.number().int(),
    nextDueAt: z.number().int().nullable(),
    lastDecisionAt: z.number().int().nullable(),
  }),
  /** Mail queued before payloads existed: already rendered text, sent as it is. */
  prerendered: z.object({
    subject: z.string(),
    text: z.string(),
    attachments: z.array(z.object({ filename: z.string(), path: z.string(), contentType: z.string() })).default([]),
  }),
  ...SELF_SERVICE_PAYLOADS,
} as const;

export type MailKind = keyof typeof MAIL_PAYLOADS;
export type MailPayload<K extends MailKind> = z.input<(typeof MAIL_PAYLOADS)[K]>;

/** A message to queue: who receives it and what it needs; the text is made when it is sent. */
export type OutgoingMail = {
  [K in MailKind]: {
    kind: K;
    recipient: string;
    replyTo?: string;
    payload: MailPayload<K>;
    jobId?: number;
    applicationId?: number;
  };
}[MailKind];

export interface RenderedMail {
  subject: string;
  text: string;
  attachments: MailAttachment[];
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on alert mail). */
  headers?: Record<string, string>;
}

type Renderers = { [K in MailKind]: (payload: z.output<(typeof MAIL_PAYLOADS)[K]>, site: SiteIdentity) => RenderedMail };

const withoutAttachments = <P, R extends Omit<RenderedMail, 'attachments'>>(render: (payload: P, site: SiteIdentity) => R) => (payload: P, site: SiteIdentity) => ({
  ...render(payload, site),
  attachments: [],
});

const SELF_SERVICE: { [K in keyof typeof SELF_SERVICE_PAYLOADS]: Renderers[K] } = {
  'posting-links': withoutAttachments(SELF_SERVICE_RENDER['posting-links']),
  'posting-expiring': withoutAttachments(SELF_SERVICE_RENDER['posting-expiring']),
  'posting-changes-approved': withoutAttachments(SELF_SERVICE_RENDER['posting-changes-approved']),
  'posting-changes-rejected': withoutAttachments(SELF_SERVICE_RENDER['posting-changes-rejected']),
  'alert-confirm': withoutAttachments(SELF_SERVICE_RENDER['alert-confirm']),
  'alert-limit': withoutAttachments(SELF_SERVICE_RENDER['alert-limit']),
  'alert-digest': withoutAttachments(SELF_SERVICE_RENDER['alert-digest']),
};

const RENDER: Renderers = {
  ...SELF_SERVICE,
  ...APPLICATION_RENDER,
  // The job's title and company were reviewed and published by staff; nothing the applicant typed appears.
  'application-confirmation': ({ job, applicationId, heldForDigest, secrets }, site) => ({
    subject: `Your application for ${job.title} at ${job.company}`,
    text: lines(
      'Hello,',
      '',
      heldForDigest
        ? `Your application for "${job.title}" at ${job.company} (${job.location}) is saved. This employer received many applications today, so yours reaches them, with your resume, in their daily summary within 24 hours.`
        : `Your application for "${job.title}" at ${job.company} (${job.location}) was sent to the employer, together with your resume.`,
      'The employer will contact you directly using the details you gave.',
      '',
      `The posting: ${jobLink(site, job)}`,
      applicationId !== undefined && secrets.withdraw !== undefined && '',
      applicationId !== undefined &&
        secrets.withdraw !== undefined &&
        lines(
          'Changed your mind? Withdraw your application with this private link:',
          privateLink(site, 'withdraw', applicationId, secrets.withdraw),
          'Withdrawing deletes your application and resume from our site at once. The email already sent to the employer cannot be recalled.',
          '',
        ),
      `We keep your application and resume for a limited time only, then delete them; see ${site.url}/privacy.`,
      'If you did not apply for this job, someone else typed your address: you can ignore this message.',
      signature(site),
    ),
    attachments: [],
  }),
  'posting-received': ({ jobId, submittedAt, secrets }, site) => ({
    subject: `We received your job posting (reference ${jobId})`,
    text: lines(
      `Thank you for posting a job on ${site.name} (reference ${jobId}, submitted ${dayAndTime(submittedAt)}).`,
      '',
      'Our team reviews every posting by hand and publishes it within 24 hours. We will email you when it is live.',
      'Applications will arrive at this address.',
      manageParagraph(site, jobId, secrets.manage),
      '',
      'If you did not post a job, someone else typed your address: you can ignore this message.',
      signature(site),
    ),
    attachments: [],
  }),
  'posting-published': ({ job, expiresAt, edits, secrets }, site) => ({
    subject: `Your job posting is live: ${job.title}`,
    text: lines(
      `Good news: your posting "${job.title}" is now published on ${site.name}.`,
      '',
      `See it at ${jobLink(site, job)}`,
      edits.length > 0 && '',
      edits.length > 0 && 'Before publishing it, our staff changed:',
      ...edits.map(({ field, value }) => `- ${field}: ${value.includes('\n') ? `\n${value}` : value || '(left empty)'}`),
      edits.length > 0 && `If a change is wrong, write to ${site.supportEmail}.`,
      '',
      `It stays live for 30 days, until ${new Date(expiresAt).toUTCString()}. Applications, with the applicant's resume, will arrive at this address.`,
      manageParagraph(site, job.id, secrets.manage),
      signature(site),
    ),
    attachments: [],
  }),
  'posting-rejected': ({ jobId, submittedAt, reason, category, jobType, secrets }, site) => ({
    subject: `Your job posting (reference ${jobId}) was not published`,
    text: lines(
      `We reviewed your job posting (reference ${jobId}${jobType && category ? `: a ${jobType} job in ${category}` : ''}, submitted ${dayAndTime(submittedAt)}) and could not publish it.`,
      '',
      'Why, and what to change:',
      reason,
      '',
      secrets.manage
        ? `To publish it, correct the posting as described above and send it again with your private link:\n${privateLink(site, 'manage', jobId, secrets.manage)}`
        : `To publish it, correct the posting as described above and send it again at ${site.url}/post-job.`,
      'We review every posting by hand within 24 hours and email you when it is live.',
      secrets.manage && `The link is the key to your posting (there is no account): keep it to yourself. Fresh links: ${site.url}/manage.`,
      signature(site),
    ),
    attachments: [],
  }),
  // To the site's own support address: the visitor's words are what staff need to read.
  contact: ({ name, email, subjectLabel, message }) => ({
    subject: `[${subjectLabel}] Message from ${name}`,
    text: lines(`From: ${name} <${email}>`, `Subject: ${subjectLabel}`, '', message),
    attachments: [],
  }),
  'staff-work-waiting': ({ urgent, overdue, nextDueAt, lastDecisionAt }, site) => ({
    subject: overdue > 0 ? `${overdue} posting(s) past the 24-hour promise, ${urgent} need review` : `${urgent} posting(s) need review within 4 hours`,
    text: lines(
      `${urgent} pending posting(s) on ${site.name} reach their 24-hour review deadline within 4 hours${overdue > 0 ? `, and ${overdue} already passed it` : ''}.`,
      nextDueAt !== null && `The next deadline: ${new Date(nextDueAt).toUTCString()}.`,
      lastDecisionAt === null ? 'No posting has been reviewed yet.' : `The last review was at ${new Date(lastDecisionAt).toUTCString()}.`,
      '',
      'Open the moderation console (npm run desktop) or use the staff CLI (npm run staff -- pending) to review them.',
      signature(site),
    ),
    attachments: [],
  }),
  prerendered: ({ subject, text, attachments }) => ({ subject, text, attachments }),
};

/** Renders a stored message; throws when its payload does not fit its kind (it can never be sent). */
export function renderMail(kind: string, payload: unknown, site: SiteIdentity): RenderedMail {
  if (!Object.hasOwn(MAIL_PAYLOADS, kind)) throw new Error(`Unknown kind of mail "${kind}"`);
  const known = kind as MailKind;
  const parsed = MAIL_PAYLOADS[known].parse(payload);
  return (RENDER[known] as (payload: unknown, site: SiteIdentity) => RenderedMail)(parsed, site);
}

/** How a mail payload names a job (from its stored row). */
export const jobRef = (job: { id: number; job_title: string; company_name: string; location: string }): z.output<typeof JobRef> => ({
  id: job.id,
  title: job.job_title,
  company: job.company_name,
  location: job.location,
});
