import type { PublicJob } from '../domain';
import type { JobRow } from '../store/jobs-repository';

/** The API's view of a job: the spec's field names, `_id`, ISO dates. */
export function toPublicJob(row: JobRow): PublicJob {
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
    company_email: row.company_email,
    company_website: row.company_website,
    experience: row.experience,
    date: new Date(row.published_at ?? row.submitted_at).toISOString(),
    expires_at: new Date(row.expires_at ?? row.due_at).toISOString(),
  };
}
