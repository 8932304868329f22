import { COMP_EMAIL_MAX_AGE_DAYS, DAY_MS, daysAgo, type Job, type PublicJob } from '../domain';

/**
 * The API's view of a job: the spec's field names, `_id`, ISO dates. The employer's address goes
 * out only while the spec's client would pass it on (jobs published 10 or fewer days ago), so the
 * job list is not an address book; delivery never depends on it (the server uses its own record).
 */
export function toPublicJob(job: Job, now: number): PublicJob {
  const date = new Date(publicDate(job)).toISOString();
  return {
    _id: String(job.id),
    job_title: job.job_title,
    company_name: job.company_name,
    location: job.location,
    job_type: job.job_type,
    salary: job.salary,
    category: job.category,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    company_email: daysAgo(date, now) <= COMP_EMAIL_MAX_AGE_DAYS ? job.company_email : '',
    company_website: job.company_website,
    experience: job.experience,
    date,
    expires_at: new Date(job.expires_at ?? job.due_at).toISOString(),
  };
}

/** The date the public sees: the last renewal, else the publication. */
const publicDate = (job: Job) => job.renewed_at ?? job.published_at ?? job.submitted_at;

/** Until when `toPublicJob` gives the same answer: the moment the employer's address is withheld. */
export function publicViewValidUntil(job: Job): number {
  // daysAgo rounds, so "10 or fewer days" lasts until 10.5 days after publication.
  return publicDate(job) + (COMP_EMAIL_MAX_AGE_DAYS + 0.5) * DAY_MS;
}
