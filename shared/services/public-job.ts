import { COMP_EMAIL_MAX_AGE_DAYS, daysAgo, type PublicJob } from '../domain';
import type { JobRow } from '../store/jobs-repository';

/**
 * The API's view of a job: the spec's field names, `_id`, ISO dates. The employer's address goes
 * out only while the spec's client would pass it on (jobs published 10 or fewer days ago), so the
 * job list is not an address book; delivery never depends on it (the server uses its own record).
 */
export function toPublicJob(row: JobRow, now: number): PublicJob {
  const date = new Date(row.published_at ?? row.submitted_at).toISOString();
  return {
    _id: String(row.id),
    job_title: row.job_title,
    company_name: row.company_name,
    location: row.location,
    job_type: row.job_type,
    salary: row.salary,
    category: row.category,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    company_email: daysAgo(date, now) <= COMP_EMAIL_MAX_AGE_DAYS ? row.company_email : '',
    company_website: row.company_website,
    experience: row.experience,
    date,
    expires_at: new Date(row.expires_at ?? row.due_at).toISOString(),
  };
}
