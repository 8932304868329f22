// Applications: the resume upload and the public count of applications.
import { COMP_EMAIL_MAX_AGE_DAYS } from '../../../shared/domain/constants';
import { daysAgo } from '../../../shared/domain/dates';
import type { ApplicationInput } from '../../../shared/domain/schemas';
import type { PublicJob } from '../../../shared/domain/entities';
import { storeResumeCount } from '../state/local-flags';
import { postForm, type FormText } from './client';
import { postVisitorForm } from './visitor-form';

/**
 * The fields sent with an application besides the form's own: the role, the company, and the
 * employer's email only for jobs published COMP_EMAIL_MAX_AGE_DAYS or fewer days ago (the server
 * decides delivery from its own record either way).
 */
export function applicationExtras(job: PublicJob, now = Date.now()) {
  return {
    role: job.job_title,
    comp_email: daysAgo(job.date, now) <= COMP_EMAIL_MAX_AGE_DAYS ? job.company_email : '',
    company: job.company_name,
    comp_location: job.location,
    job: JSON.stringify(job),
  };
}

export const submitApplication = (values: FormText<ApplicationInput>, cv: File, job: PublicJob, honeypot: string) =>
  postVisitorForm<{ message: string }>('resume/add', { ...values, cv, ...applicationExtras(job) }, honeypot);

/** Asks for the number of applications sent; keeps it locally when the `clear` flag is present. */
export async function requestResumeCount(): Promise<number | null> {
  const result = await postForm<{ count: number }>('resume/resume_count');
  if (!result.status) return null;
  const count = Number(result.count);
  if (!Number.isFinite(count)) return null;
  storeResumeCount(count);
  return count;
}
