import { describe, expect, it } from 'vitest';
import {
  AnalyticsSchema,
  ApplicationSchema,
  CATEGORIES,
  ContactFormSchema,
  JobPostSchema,
  JobListRequestSchema,
  LIMITS,
  ReviewFormSchema,
  fieldErrors,
} from '../../shared/domain';
import { validApplication, validJob } from '../helpers/fixtures';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: any } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('job post schema (spec section 5)', () => {
  it('accepts a complete posting and normalises it', () => {
    const job = JobPostSchema.parse(validJob({ job_title: '  Senior React Developer  ', company_website: 'kathiawar.example' }));
    expect(job.job_title).toBe('Senior React Developer');
    expect(job.category).toBe(1);
    expect(job.company_website).toBe('https://kathiawar.example');
  });

  it('requires every required field with a message for each', () => {
    const errors = errorsOf(JobPostSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      ['category', 'company_email', 'company_name', 'description', 'experience', 'job_title', 'job_type', 'location', 'requirements'].sort(),
    );
  });

  it('leaves salary, website and benefits optional, blank meaning absent', () => {
    const job = JobPostSchema.parse(validJob({ salary: ' ', company_website: '', benefits: '' }));
    expect(job.salary).toBeUndefined();
    expect(job.company_website).toBeUndefined();
    expect(job.benefits).toBeUndefined();
  });

  it.each([
    ['company_email', 'not-an-email', 'Enter a valid email address'],
    ['company_website', 'javascript:alert(1)', 'Enter a valid URL for company website'],
    ['company_website', 'ftp://files.example', 'Enter a valid URL for company website'],
    ['category', '10', 'Choose a category'],
    ['category', 'abc', 'Choose a category'],
    ['job_type', 'Gig', 'Choose a job type'],
    ['experience', '1-2 years', 'Choose the experience required'],
    ['job_title', 'Line one\nline two', 'Job title must be a single line'],
    ['description', 'Bell \u0007 character', 'Description contains characters that are not allowed'],
    ['job_title', 'x'.repeat(LIMITS.title + 1), `Job title must be at most ${LIMITS.title} characters`],
  ])('rejects %s = %j', (field, value, message) => {
    expect(errorsOf(JobPostSchema, validJob({ [field]: value }))[field]).toBe(message);
  });

  it('keeps unicode text intact', () => {
    const job = JobPostSchema.parse(validJob({ job_title: 'डेवलपर — Développeur 🚀', location: 'Zürich' }));
    expect(job.job_title).toBe('डेवलपर — Développeur 🚀');
  });

  it('offers the nine categories with value, label and slug', () => {
    expect(CATEGORIES.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(CATEGORIES[5]).toEqual({ value: 6, label: 'Android & iOS App Developers', slug: 'mobile-development' });
  });
});

describe('application schema', () => {
  it('accepts a complete application', () => {
    const app = ApplicationSchema.parse(validApplication());
    expect(app.linkedinProfile).toBe('https://linkedin.com/in/asha');
    expect(app.portfolioWebsite).toBeUndefined();
  });

  it('uses the apply form experience and notice options, not the post form ones', () => {
    expect(errorsOf(ApplicationSchema, validApplication({ experience: '3 Year +' })).experience).toBe('Choose your experience');
    expect(errorsOf(ApplicationSchema, validApplication({ experience: '13+ years', notice_period: 'Immediately' }))).toEqual({});
    expect(errorsOf(ApplicationSchema, validApplication({ notice_period: '90 days' })).notice_period).toBe('Choose your notice period');
  });

  it.each(['12', 'call me', '+91 98250 12345 ext 9'])('rejects the phone %j', (phone) => {
    expect(errorsOf(ApplicationSchema, validApplication({ phone })).phone).toBe('Enter a valid phone number');
  });

  it('requires the spec fields', () => {
    expect(Object.keys(errorsOf(ApplicationSchema, {})).sort()).toEqual(
      ['coverLetter', 'email', 'experience', 'location', 'notice_period', 'phone', 'user_name'].sort(),
    );
  });
});

describe('contact, review, analytics and search schemas', () => {
  it('takes only the six contact subjects', () => {
    const base = { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' };
    expect(ContactFormSchema.safeParse({ ...base, subject: 'partnership' }).success).toBe(true);
    expect(errorsOf(ContactFormSchema, { ...base, subject: 'sales' }).subject).toBe('Choose a subject');
  });

  it('rates from 1 to 5 only', () => {
    for (const rating of ['0', '6', '2.5', 'x']) {
      expect(errorsOf(ReviewFormSchema, { name: 'A', rating, comment: 'Good' }).rating).toBe('Choose a rating from 1 to 5');
    }
    expect(ReviewFormSchema.parse({ name: 'A', rating: '5', comment: 'Good' }).rating).toBe(5);
  });

  it("records 'Direct' when there is no referrer, and needs a path", () => {
    expect(AnalyticsSchema.parse({ page: '/jobs' }).referrer).toBe('Direct');
    expect(errorsOf(AnalyticsSchema, { page: 'http://evil.example/' }).page).toBe('Page must be a path starting with /');
  });

  it('reads the job list call leniently: bad page numbers fall back to 1', () => {
    expect(JobListRequestSchema.parse({ page: '-3', limit: '500', category: '' })).toMatchObject({ page: 1, limit: 25, category: undefined });
    expect(JobListRequestSchema.parse({ page: '3', category: '4' })).toMatchObject({ page: 3, category: 4 });
  });
});
