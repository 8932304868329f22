// schema.org JobPosting for /apply/{id}, per Google's job posting guidelines: every required
// property (title, description, datePosted, hiringOrganization, jobLocation or TELECOMMUTE with
// applicantLocationRequirements) and the recommended ones we know (validThrough, employmentType,
// baseSalary, directApply, identifier). Pure: the server renders it and the browser hydrates it.
import type { PublicJob } from '../../../shared/domain/entities';
import { splitRequirements } from '../../../shared/domain/job-text';
import { escapeMarkup } from '../../../shared/domain/markup';
import { websiteLink } from '../components/jobs/job-format';
import { SITE_NAME } from './head-tags';
import { parseSalary } from './salary';

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
  Internship: 'INTERN',
  Remote: 'FULL_TIME',
};

const COUNTRY = { code: 'IN', name: 'India' };

export const isRemoteJob = (job: Pick<PublicJob, 'job_type' | 'location'>) => job.job_type === 'Remote' || /^\s*remote\b/i.test(job.location);

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeMarkup(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The full description in simple HTML, as Google asks: the text, then requirements and benefits. */
export function jobDescriptionHtml(job: Pick<PublicJob, 'description' | 'requirements' | 'benefits'>): string {
  const requirements = splitRequirements(job.requirements);
  let html = paragraphs(job.description);
  if (requirements.length) html += `<p><strong>Requirements</strong></p><ul>${requirements.map((r) => `<li>${escapeMarkup(r)}</li>`).join('')}</ul>`;
  if (job.benefits.trim()) html += `<p><strong>Benefits</strong></p>${paragraphs(job.benefits)}`;
  return html;
}

/** "Rajkot, Gujarat" -> a PostalAddress in India (the board's country). */
export function postalAddress(location: string) {
  const [locality, region] = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: COUNTRY.code,
  };
}

/** "Freshers", "6 Month +", "3 Year +" -> months of experience, as Google reads it; else nothing. */
export function experienceRequirements(experience: string) {
  const text = experience.toLowerCase();
  const n = Number(/(\d+)/.exec(text)?.[1]);
  const months = /fresher/.test(text) ? 0 : /month/.test(text) && n ? n : /year/.test(text) && n ? n * 12 : undefined;
  if (months === undefined) return {};
  return {
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months },
  };
}

export function jobPostingLd(job: PublicJob, siteUrl: string) {
  const website = websiteLink(job.company_website);
  const salary = parseSalary(job.salary);
  const remote = isRemoteJob(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description: jobDescriptionHtml(job),
    datePosted: job.date,
    validThrough: job.expires_at,
    employmentType: EMPLOYMENT_TYPES[job.job_type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(website ? { sameAs: website.href } : {}),
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: COUNTRY.name } }
      : { jobLocation: { '@type': 'Place', address: postalAddress(job.location) } }),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job._id },
    url: `${siteUrl}/apply/${encodeURIComponent(job._id)}`,
    ...experienceRequirements(job.experience),
  };
}
