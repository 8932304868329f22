// Business constants and option lists of the spec (sections 3, 5 and 9). One place for each.

export const CATEGORIES = [
  { value: 1, label: 'Web Designers & Developers', slug: 'web-development' },
  { value: 2, label: 'Marketing Sales Executives', slug: 'marketing-sales' },
  { value: 3, label: 'HR Managers & Executive Assistants', slug: 'hr-management' },
  { value: 4, label: 'SEO & Social Media Managers', slug: 'seo-social-media' },
  { value: 5, label: 'Business Development Manager', slug: 'business-development' },
  { value: 6, label: 'Android & iOS App Developers', slug: 'mobile-development' },
  { value: 7, label: 'System & Network Admins', slug: 'system-network' },
  { value: 8, label: 'Content Writers', slug: 'content-writing' },
  { value: 9, label: 'Graphic Designers', slug: 'graphic-design' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryValue = Category['value'];

export function findCategory(value: number | string): Category | undefined {
  return CATEGORIES.find((c) => String(c.value) === String(value));
}

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Remote', 'Internship'] as const;

/** Experience options of the job post form. */
export const POST_EXPERIENCE_OPTIONS = [
  'Freshers',
  '6 Month +',
  '1 Year +',
  '2 Year +',
  '3 Year +',
  '5 Year +',
  '10 Year +',
] as const;

/** Experience options of the application form (a different list on purpose, per the spec). */
export const APPLY_EXPERIENCE_OPTIONS = [
  'Fresher',
  '0-1 years',
  '2-3 years',
  '4-5 years',
  '6-8 years',
  '9-12 years',
  '13+ years',
] as const;

export const NOTICE_PERIODS = ['Immediately', '15 days', '30 days', '60 days'] as const;

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'job-seeker', label: 'Job Seeker Support' },
  { value: 'employer', label: 'Employer Support' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export const BLOG_CATEGORIES = [
  'Web Development',
  'Mobile Apps',
  'Freelancing',
  'Tech',
  'Career Guidance',
  'AI & Development',
  'Cloud Computing',
  'Cybersecurity',
  'Programming',
] as const;

export const PAGE_SIZE = 25;
export const RESUME_MAX_BYTES = 2_097_152;
export const ALERT_HIDE_MS = 5_000;
export const REVIEW_WINDOW_HOURS = 24;
export const POSTING_LIFETIME_DAYS = 30;
/** The employer email rides along on apply only for jobs published this many days ago or fewer. */
export const COMP_EMAIL_MAX_AGE_DAYS = 10;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A form field no person sees or fills in. Bots that fill every input set it; the server then
 * answers as if all went well and stores nothing.
 */
export const HONEYPOT_FIELD = 'fax_number';

/**
 * The form field that carries a solved proof-of-work challenge (ALTCHA): every form the portal
 * sends proves a browser spent a moment of work on it, so scripted floods cost the sender.
 */
export const PROOF_FIELD = 'altcha';

/** Texts the spec quotes; the portal and server both use them verbatim. */
export const MESSAGES = {
  jobPosted: 'Job posted successfully! We will review and publish it shortly.',
  jobPostError: 'Error submitting application. Please try again.',
  contactSent: 'Thank you for your message! We will get back to you soon.',
  contactError: 'An error occurred. Please try again.',
  applied: 'Your application has been submitted successfully! The employer will contact you directly.',
  resumeWrongType: 'Please upload a PDF, DOC, or DOCX document',
  resumeTooLarge: 'File size should not exceed 2MB',
  resumeMissing: 'Please upload your resume',
  noJobs: 'No jobs found',
  noJobsHint: 'Try adjusting your search criteria or browse all categories.',
  loadingJobs: 'Loading jobs...',
  fixFields: 'Please correct the highlighted fields.',
} as const;

/** The resume formats the spec allows: what the file picker offers and what the server stores. */
export const RESUME_FORMATS = {
  pdf: { extension: 'pdf', mime: 'application/pdf' },
  doc: { extension: 'doc', mime: 'application/msword' },
  docx: { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type ResumeFormat = keyof typeof RESUME_FORMATS;

/** The analytics screen's periods: the last N UTC days, today included. */
export const PERIOD_PRESETS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS;
export const PERIOD_PRESET_NAMES = Object.keys(PERIOD_PRESETS) as [PeriodPreset, ...PeriodPreset[]];
