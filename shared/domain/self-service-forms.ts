// The schemas of the self-service calls: a private link's id and token, the report form, the
// alert sign-up and change, "send me my links again". One schema per form, portal and server.
import { z } from 'zod';
import { CATEGORIES } from './constants';
import { TOKEN_PATTERN } from './private-links';
import { JobListRequestSchema, LIMITS } from './schemas';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './self-service';

export const LINK_NOT_VALID = 'This link does not work. It may have expired or been replaced by a newer one.';

/** A private link as the API receives it: the id and the token, both checked only for shape. */
export const PrivateLinkSchema = z.object({
  id: z.string().trim().regex(/^[1-9]\d{0,15}$/, LINK_NOT_VALID),
  token: z.string().trim().regex(TOKEN_PATTERN, LINK_NOT_VALID),
});

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Enter a valid email address'));

export const LinksRequestSchema = z.object({ email });

const REASON_VALUES = REPORT_REASONS.map((r) => r.value) as unknown as readonly [string, ...string[]];

export const ReportFormSchema = z.object({
  reason: z.enum(REASON_VALUES, { error: 'Choose a reason' }),
  details: z
    .string()
    .optional()
    .transform((s) => (s ?? '').replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(REPORT_DETAILS_MAX, `Keep it to ${REPORT_DETAILS_MAX} characters`)
        .refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s), 'The text contains characters that are not allowed'),
    ),
});
export type ReportFormInput = z.input<typeof ReportFormSchema>;

const searchText = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? '').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

/**
 * The filters an alert keeps, checked by the job list call's own rules. "Posted within" is not one
 * of them: an alert mails the jobs that are new since its last mail.
 */
const alertFilters = JobListRequestSchema.pick({ jobType: true, experience: true, minSalary: true, remote: true }).shape;

/** The search an alert saves: the Find Jobs search ('0' or '' for every category) and its filters. */
export const AlertSearchSchema = z.object({
  keywords: searchText('Keywords', LIMITS.keyword),
  location: searchText('Location', LIMITS.location),
  category: z
    .string()
    .optional()
    .transform((s) => (s ?? '').trim() || '0')
    .refine((s) => s === '0' || CATEGORIES.some((c) => String(c.value) === s), 'Choose a category'),
  ...alertFilters,
});
export type AlertSearchInput = z.input<typeof AlertSearchSchema>;
export type AlertSearchValues = z.output<typeof AlertSearchSchema>;

export const AlertSignupSchema = AlertSearchSchema.extend({ email });
export type AlertSignupInput = z.input<typeof AlertSignupSchema>;
