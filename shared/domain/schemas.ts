// The zod schemas of every form and call. Portal, server and console validate with these alone.
import { z } from 'zod';
import { withWebScheme } from './job-text';
import {
  APPLY_EXPERIENCE_OPTIONS,
  CATEGORIES,
  CONTACT_SUBJECTS,
  JOB_TYPES,
  NOTICE_PERIODS,
  PAGE_SIZE,
  POST_EXPERIENCE_OPTIONS,
} from './constants';
import { pickOptions, POSTED_WITHIN, SALARY_STEPS_LPA, SEARCH_ORDERS, type PostedWithin, type SalaryStep } from './search-options';

/** Length limits (the spec sets none). Generous for real text, small enough to keep abuse cheap. */
export const LIMITS = {
  name: 100,
  title: 120,
  company: 120,
  location: 120,
  salary: 60,
  email: 254,
  url: 300,
  phone: 30,
  description: 8_000,
  requirements: 1_000,
  benefits: 2_000,
  coverLetter: 5_000,
  message: 5_000,
  comment: 1_000,
  reason: 1_000,
  keyword: 100,
} as const;

// Control characters other than tab and newline never belong in form text.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS = /[\r\n]/;

function text(label: string, max: number, { multiline = false, required = `${label} is required` } = {}) {
  return z
    .string({ error: required })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, `${label} must be at most ${max} characters`)
        .refine((s) => !CONTROL_CHARS.test(s), `${label} contains characters that are not allowed`)
        .refine((s) => multiline || !LINE_BREAKS.test(s), `${label} must be a single line`),
    );
}

/** An optional text field: blank input becomes undefined. */
/** A comma-separated list of options, each one of `options` ('' or missing: none). */
function optionList<T extends string>(options: readonly T[], name: string) {
  return optional(
    z
      .string({ error: `Unknown ${name}` })
      .transform((v) => v.split(',').map((part) => part.trim()).filter(Boolean))
      .refine((values) => values.every((v) => (options as readonly string[]).includes(v)), `Unknown ${name}: choose from ${options.join(', ')}`)
      .transform((values) => pickOptions(options, values)),
  ).transform((v) => v ?? []);
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  );
}

const email = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email(`Enter a valid email address`));

/** http(s) links only; a bare "example.com" is read as https://example.com. */
const url = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .transform(withWebScheme)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `Enter a valid URL for ${label}` }));

function oneOf<const T extends readonly [string, ...string[]]>(message: string, options: T) {
  return z.enum(options, { error: message });
}

const categoryValue = z.coerce
  .number({ error: 'Choose a category' })
  .int('Choose a category')
  .refine((n) => CATEGORIES.some((c) => c.value === n), 'Choose a category');

const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`)
  .regex(/^\+?[0-9()\-.\s]+$/, 'Enter a valid phone number')
  .refine((s) => {
    const digits = s.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Enter a valid phone number');

export const JobPostSchema = z.object({
  job_title: text('Job title', LIMITS.title),
  category: categoryValue,
  location: text('Location', LIMITS.location),
  job_type: oneOf('Choose a job type', JOB_TYPES),
  salary: optional(text('Salary', LIMITS.salary)),
  experience: oneOf('Choose the experience required', POST_EXPERIENCE_OPTIONS),
  company_name: text('Company name', LIMITS.company),
  company_email: email('Company email'),
  company_website: optional(url('company website')),
  description: text('Description', LIMITS.description, { multiline: true }),
  requirements: text('Requirements', LIMITS.requirements, { multiline: true, required: 'List the requirements, separated by commas' }),
  benefits: optional(text('Benefits', LIMITS.benefits, { multiline: true })),
});
export type JobPostInput = z.input<typeof JobPostSchema>;
export type JobPost = z.output<typeof JobPostSchema>;

export const ApplicationSchema = z.object({
  user_name: text('Full name', LIMITS.name),
  email: email('Email'),
  phone,
  location: text('Location', LIMITS.location),
  experience: oneOf('Choose your experience', APPLY_EXPERIENCE_OPTIONS),
  etc: optional(text('Expected salary', LIMITS.salary)),
  coverLetter: text('Cover letter', LIMITS.coverLetter, { multiline: true }),
  notice_period: oneOf('Choose your notice period', NOTICE_PERIODS),
  linkedinProfile: optional(url('LinkedIn profile')),
  portfolioWebsite: optional(url('portfolio website')),
});
export type ApplicationInput = z.input<typeof ApplicationSchema>;
export type Application = z.output<typeof ApplicationSchema>;

const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as unknown as readonly [
  (typeof CONTACT_SUBJECTS)[number]['value'],
  ...(typeof CONTACT_SUBJECTS)[number]['value'][],
];

export const ContactFormSchema = z.object({
  name: text('Name', LIMITS.name),
  email: email('Email'),
  subject: z.enum(CONTACT_SUBJECT_VALUES, { error: 'Choose a subject' }),
  message: text('Message', LIMITS.message, { multiline: true }),
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;

export const ReviewFormSchema = z.object({
  name: text('Name', LIMITS.name),
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: text('Comment', LIMITS.comment, { multiline: true }),
  role: optional(text('Role', LIMITS.title)),
});
export type ReviewFormInput = z.input<typeof ReviewFormSchema>;
export type ReviewForm = z.output<typeof ReviewFormSchema>;

/** Reported text that is kept, not judged: control characters dropped, cut to a length. */
const reported = (max: number, fallback: string) =>
  z
    .string()
    .optional()
    .transform((s) => s?.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, max) || fallback);

/** What the portal reports per page view; the server adds the IP from the connection itself. */
export const AnalyticsSchema = z.object({
  browser: reported(512, 'Unknown'),
  os: reported(100, 'Unknown'),
  page: z
    .string({ error: 'Page is required' })
    .trim()
    .min(1, 'Page is required')
    .max(LIMITS.url, 'Page is too long')
    .regex(/^\/(?!\/)[^\s\u0000-\u001F\u007F]*$/, 'Page must be a path starting with /'),
  referrer: reported(LIMITS.url, 'Direct'),
  timestamp: reported(40, '').transform((s) => s || undefined),
});
export type PageView = z.output<typeof AnalyticsSchema>;

/** The job list call (`job/getjobdata`): empty strings mean "any". */
export const JobListRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  jobTitle: optional(z.string().trim().max(LIMITS.keyword, 'Keyword is too long')).transform((s) => s ?? ''),
  location: optional(z.string().trim().max(LIMITS.location, 'Location is too long')).transform((s) => s ?? ''),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE).catch(PAGE_SIZE),
  // The portal's selected category is the string '0' for "all"; its call sends ''.
  category: z.preprocess((v) => (v === '0' ? undefined : v), optional(categoryValue)),
  // Optional filters and order (not sent by the spec's client): lists comma-separated, '' for any.
  jobType: optionList(JOB_TYPES, 'job type'),
  experience: optionList(POST_EXPERIENCE_OPTIONS, 'experience'),
  postedWithin: optional(z.enum(POSTED_WITHIN.map((p) => p.value) as [PostedWithin, ...PostedWithin[]], { error: 'Posted within is one of 1d, 3d, 7d, 30d' })).transform(
    (v) => v ?? null,
  ),
  minSalary: optional(
    z.coerce.number({ error: `Minimum salary is one of ${SALARY_STEPS_LPA.join(', ')} (lakh a year)` }).refine(
      (n): n is SalaryStep => (SALARY_STEPS_LPA as readonly number[]).includes(n),
      `Minimum salary is one of ${SALARY_STEPS_LPA.join(', ')} (lakh a year)`,
    ),
  ).transform((v) => (v ?? null) as SalaryStep | null),
  remote: optional(z.enum(['0', '1', 'true', 'false'], { error: 'Remote is 1 or 0' })).transform((v) => v === '1' || v === 'true'),
  sort: optional(z.enum(SEARCH_ORDERS, { error: 'Sort is newest or best' })).transform((v) => v ?? 'newest'),
  /** '1': the answer also carries facet counts and, with no results, spelling suggestions. */
  facets: optional(z.enum(['0', '1'], { error: 'Facets is 1 or 0' })).transform((v) => v === '1'),
});
export type JobListRequest = z.output<typeof JobListRequestSchema>;

export const RejectionSchema = z.object({ reason: text('Reason', LIMITS.reason, { multiline: true }) });

/** Field -> first message, the shape the API answers and the forms show. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    out[key] ??= issue.message;
  }
  return out;
}
