// Each stored entity's shape, written once. Repositories return these types; the API's public
// view of a job, the console's contract and the tests derive from them instead of repeating them.
import { z } from 'zod';
import { ENDED_BY, JOB_STATUSES } from './moderation';
import type { Application, JobPost } from './schemas';

const Id = z.number().int().positive();
const Time = z.number().int();

/** A posting's content, as the post form collects it; optional fields are '' when left blank. */
export const JobContentSchema = z.object({
  job_title: z.string(),
  category: z.number().int(),
  location: z.string(),
  job_type: z.string(),
  salary: z.string(),
  experience: z.string(),
  company_name: z.string(),
  company_email: z.string(),
  company_website: z.string(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
});
export type JobContent = z.output<typeof JobContentSchema>;

/** The one place where the post form's blank optional fields get their stored value. */
export function jobContent(post: JobPost): JobContent {
  return { ...post, salary: post.salary ?? '', company_website: post.company_website ?? '', benefits: post.benefits ?? '' };
}

// The form and the stored content name the same fields: a field added to one fails the type check here.
type PostFields = keyof JobPost;
type ContentFields = keyof JobContent;
const _sameJobFields: [PostFields, ContentFields] extends [ContentFields, PostFields] ? true : never = true;
void _sameJobFields;

/** A job posting as stored: its content plus its moderation state (times in epoch milliseconds). */
export const JobSchema = JobContentSchema.extend({
  id: Id,
  status: z.enum(JOB_STATUSES),
  submitted_at: Time,
  due_at: Time,
  published_at: Time.nullable(),
  /** Order of publication: "newest first" everywhere, and the search index's row id. */
  published_seq: z.number().int().nullable(),
  expires_at: Time.nullable(),
  rejected_at: Time.nullable(),
  rejection_reason: z.string().nullable(),
  expired_at: Time.nullable(),
  /** Who ended its life, once expired: its 30 days ran out, staff took it down, or the employer closed it. */
  ended_by: z.enum(ENDED_BY).nullable(),
  /** When the employer last renewed it: the date the public sees (published_at stays staff's decision). */
  renewed_at: Time.nullable(),
  updated_at: Time,
  /** 1 for a demo posting (staff seed --demo): made-up addresses, so nothing is mailed about it. */
  demo: z.union([z.literal(0), z.literal(1)]),
});
export type Job = z.output<typeof JobSchema>;

/** A job as the public API shows it: the spec's field names, `_id` as text, times in ISO 8601. */
export const PublicJobSchema = JobContentSchema.extend({
  _id: z.string(),
  /** The publication time. */
  date: z.string(),
  expires_at: z.string(),
});
export type PublicJob = z.output<typeof PublicJobSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ReviewRecordSchema = z.object({
  id: Id,
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  role: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: Time,
  moderated_at: Time.nullable(),
});
export type ReviewRecord = z.output<typeof ReviewRecordSchema>;

export const ContactMessageRecordSchema = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: Time,
  read_at: Time.nullable(),
});
export type ContactMessageRecord = z.output<typeof ContactMessageRecordSchema>;

/** An application as stored; the form's camelCase names become snake_case columns here. */
export const ApplicationRecordSchema = z.object({
  id: Id,
  job_id: Id,
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  experience: z.string(),
  expected_salary: z.string(),
  cover_letter: z.string(),
  notice_period: z.string(),
  linkedin_profile: z.string(),
  portfolio_website: z.string(),
  created_at: Time,
});
export type ApplicationRecord = z.output<typeof ApplicationRecordSchema>;

/** The one place where the application form's fields become stored columns (blanks as ''). */
export function applicationFields(form: Application): Omit<ApplicationRecord, 'id' | 'job_id' | 'created_at'> {
  return {
    user_name: form.user_name,
    email: form.email,
    phone: form.phone,
    location: form.location,
    experience: form.experience,
    expected_salary: form.etc ?? '',
    cover_letter: form.coverLetter,
    notice_period: form.notice_period,
    linkedin_profile: form.linkedinProfile ?? '',
    portfolio_website: form.portfolioWebsite ?? '',
  };
}

export const DECISION_ACTIONS = ['approve', 'reject', 'expire', 'edit', 'undo'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** One field a moderator changed before publishing: its value before and after. */
export const FieldChangeSchema = z.object({ from: z.string(), to: z.string() });
export type FieldChange = z.output<typeof FieldChangeSchema>;

/** One recorded moderation step: who did what to which posting, when, and why. */
export const DecisionSchema = z.object({
  id: Id,
  job_id: Id,
  action: z.enum(DECISION_ACTIONS),
  actor: z.string(),
  at: Time,
  reason: z.string().nullable(),
  /** Edits only: field -> old and new value. */
  changes: z.record(z.string(), FieldChangeSchema).nullable(),
  /** The outbox row this decision queued (the employer's mail), if any. */
  mail_id: Id.nullable(),
  /** An undo: the decision it reversed. */
  undoes: Id.nullable(),
  /** Set once an undo reversed this decision. */
  undone_by: Id.nullable(),
});
export type Decision = z.output<typeof DecisionSchema>;

/** A standard reason staff pick when rejecting: a short title for them, the text the employer reads. */
export const RejectionReasonSchema = z.object({
  id: Id,
  title: z.string(),
  text: z.string(),
  position: z.number().int(),
  updated_at: Time,
});
export type RejectionReason = z.output<typeof RejectionReasonSchema>;
