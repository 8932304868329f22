// The messages the product sends. Plain text: it reads well everywhere and cannot carry markup
// that a visitor typed into a form.
import { findCategory } from '../domain';
import type { ApplicationRow } from '../store/applications-repository';
import type { JobRow } from '../store/jobs-repository';
import type { ContactMessageRow } from '../store/messages-repository';
import type { MailAttachment, OutgoingMail } from '../store/outbox-repository';

export interface MailContext {
  siteName: string;
  siteUrl: string;
  supportEmail: string;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter((p) => p !== false && p !== undefined).join('\n');
const signature = (ctx: MailContext) => `\n--\n${ctx.siteName}\n${ctx.siteUrl}\nQuestions? Write to ${ctx.supportEmail}`;

export function applicationToEmployer(ctx: MailContext, job: JobRow, application: ApplicationRow, resume: MailAttachment): OutgoingMail {
  return {
    kind: 'application',
    recipient: job.company_email,
    reply_to: application.email,
    subject: `New application for ${job.job_title}: ${application.user_name}`,
    text_body: lines(
      `${application.user_name} applied for "${job.job_title}" (${job.location}) through ${ctx.siteName}.`,
      `Reply to this email to answer the applicant directly. The resume is attached.`,
      '',
      `Name: ${application.user_name}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Location: ${application.location}`,
      `Experience: ${application.experience}`,
      `Notice period: ${application.notice_period}`,
      application.expected_salary && `Expected salary: ${application.expected_salary}`,
      application.linkedin_profile && `LinkedIn: ${application.linkedin_profile}`,
      application.portfolio_website && `Portfolio: ${application.portfolio_website}`,
      '',
      'Cover letter:',
      application.cover_letter,
      signature(ctx),
    ),
    attachments: [resume],
    job_id: job.id,
    application_id: application.id,
  };
}

export function applicationConfirmation(ctx: MailContext, job: JobRow, application: ApplicationRow): OutgoingMail {
  return {
    kind: 'application-confirmation',
    recipient: application.email,
    subject: `Your application for ${job.job_title} at ${job.company_name}`,
    text_body: lines(
      `Hello ${application.user_name},`,
      '',
      `Your application for "${job.job_title}" at ${job.company_name} (${job.location}) was sent to the employer, together with your resume.`,
      `The employer will contact you directly at ${application.email} or ${application.phone}.`,
      '',
      `We keep your application and resume for a limited time only, then delete them; see our privacy policy at ${ctx.siteUrl}/privacy.`,
      signature(ctx),
    ),
    job_id: job.id,
    application_id: application.id,
  };
}

const jobSummary = (job: JobRow) =>
  lines(
    `Title: ${job.job_title}`,
    `Company: ${job.company_name}`,
    `Location: ${job.location}`,
    `Type: ${job.job_type}`,
    `Category: ${findCategory(job.category)?.label ?? job.category}`,
  );

export function postingReceived(ctx: MailContext, job: JobRow): OutgoingMail {
  return {
    kind: 'posting-received',
    recipient: job.company_email,
    subject: 'We received your job posting', // no visitor text in a subject sent to a typed address
    text_body: lines(
      `Thank you for posting on ${ctx.siteName}.`,
      '',
      jobSummary(job),
      '',
      'Our team reviews every posting by hand and publishes it within 24 hours. We will email you when it is live.',
      'Applications will arrive at this address.',
      signature(ctx),
    ),
    job_id: job.id,
  };
}

export function postingPublished(ctx: MailContext, job: JobRow): OutgoingMail {
  const expires = job.expires_at ? new Date(job.expires_at).toUTCString() : 'in 30 days';
  return {
    kind: 'posting-published',
    recipient: job.company_email,
    subject: `Your job posting is live: ${job.job_title}`,
    text_body: lines(
      `Good news: your posting "${job.job_title}" is now published on ${ctx.siteName}.`,
      '',
      `See it at ${ctx.siteUrl}/apply/${job.id}`,
      `It stays live for 30 days, until ${expires}. Applications, with the applicant's resume, will arrive at this address.`,
      signature(ctx),
    ),
    job_id: job.id,
  };
}

export function postingRejected(ctx: MailContext, job: JobRow, reason: string): OutgoingMail {
  return {
    kind: 'posting-rejected',
    recipient: job.company_email,
    subject: `Your job posting was not published: ${job.job_title}`,
    text_body: lines(
      `We reviewed your posting "${job.job_title}" and could not publish it.`,
      '',
      `Reason: ${reason}`,
      '',
      `You are welcome to correct it and post again at ${ctx.siteUrl}/post-job.`,
      signature(ctx),
    ),
    job_id: job.id,
  };
}

export function contactMessage(ctx: MailContext, message: ContactMessageRow, subjectLabel: string): OutgoingMail {
  return {
    kind: 'contact',
    recipient: ctx.supportEmail,
    reply_to: message.email,
    subject: `[${subjectLabel}] Message from ${message.name}`,
    text_body: lines(`From: ${message.name} <${message.email}>`, `Subject: ${subjectLabel}`, '', message.message),
  };
}
