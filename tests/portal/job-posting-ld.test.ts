// JobPosting JSON-LD against Google's job posting guidelines: every required property, the
// recommended ones we can fill, the employment-type mapping, remote jobs, and salary text.
import { describe, expect, it } from 'vitest';
import type { PublicJob } from '../../shared/domain';
import { jobDescriptionHtml, jobPostingLd, postalAddress } from '../../src-renderer/portal/seo/job-posting';
import { parseSalary } from '../../src-renderer/portal/seo/salary';
import { GOOGLE_RECOMMENDED, checkJobPostingLd } from '../helpers/job-posting-check';

const job = (overrides: Partial<PublicJob> = {}): PublicJob => ({
  _id: '42',
  job_title: 'Senior React Developer',
  company_name: 'Saurashtra Studio',
  location: 'Rajkot, Gujarat',
  job_type: 'Full-time',
  salary: '₹12,00,000 - ₹15,00,000 a year',
  category: 1,
  description: 'Build the booking app.\n\nWork with a small team & <ship> weekly.',
  requirements: 'React, TypeScript, CSS',
  benefits: 'Health insurance',
  company_email: 'jobs@studio.test',
  company_website: 'https://studio.test',
  experience: '3 Year +',
  date: '2025-06-01T10:00:00.000Z',
  expires_at: '2025-07-01T10:00:00.000Z',
  ...overrides,
});

describe('jobPostingLd', () => {
  it('carries every property Google requires and the recommended ones', () => {
    const ld = jobPostingLd(job(), 'https://jobs.example');
    expect(checkJobPostingLd(ld)).toEqual([]);
    for (const key of GOOGLE_RECOMMENDED) expect(ld, key).toHaveProperty(key);
    expect(ld).toMatchObject({
      title: 'Senior React Developer',
      datePosted: '2025-06-01T10:00:00.000Z',
      validThrough: '2025-07-01T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Saurashtra Studio', sameAs: 'https://studio.test/' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Rajkot', addressRegion: 'Gujarat', addressCountry: 'IN' } },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Job Portal', value: '42' },
      url: 'https://jobs.example/apply/42',
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
    });
  });

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
    ['Remote', 'FULL_TIME'],
  ])('maps job type %s to employmentType %s', (jobType, expected) => {
    expect(jobPostingLd(job({ job_type: jobType }), '').employmentType).toBe(expected);
  });

  it('marks remote jobs TELECOMMUTE with the country applicants may live in, and no address', () => {
    const ld = jobPostingLd(job({ job_type: 'Remote', location: 'Remote (India)' }), '');
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(checkJobPostingLd(ld)).toEqual([]);
  });

  it('leaves baseSalary out when the salary cannot be read, and sameAs out without a website', () => {
    const ld = jobPostingLd(job({ salary: 'Competitive', company_website: '' }), '');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld.hiringOrganization).not.toHaveProperty('sameAs');
    expect(checkJobPostingLd(ld)).toEqual([]);
  });

  it('writes the description as escaped HTML with the requirements and benefits', () => {
    const html = jobDescriptionHtml(job());
    expect(html).toBe(
      '<p>Build the booking app.</p><p>Work with a small team &#38; &#60;ship&#62; weekly.</p>' +
        '<p><strong>Requirements</strong></p><ul><li>React</li><li>TypeScript</li><li>CSS</li></ul>' +
        '<p><strong>Benefits</strong></p><p>Health insurance</p>',
    );
  });

  it('reads city and state from the location text', () => {
    expect(postalAddress('Bengaluru, Karnataka')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' });
    expect(postalAddress('Pune')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' });
  });
});

describe('parseSalary', () => {
  const amount = (unitText: string, value: object, currency = 'INR') => ({
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', unitText, ...value },
  });

  it.each([
    ['₹12,00,000 - ₹15,00,000 a year', amount('YEAR', { minValue: 1_200_000, maxValue: 1_500_000 })],
    ['8 LPA', amount('YEAR', { value: 800_000 })],
    ['8-10 LPA', amount('YEAR', { minValue: 800_000, maxValue: 1_000_000 })],
    ['6.5 lakh per annum', amount('YEAR', { value: 650_000 })],
    ['₹60,000 a month', amount('MONTH', { value: 60_000 })],
    ['Rs. 25k - 40k per month', amount('MONTH', { minValue: 25_000, maxValue: 40_000 })],
    ['₹500 per hour', amount('HOUR', { value: 500 })],
    ['$90,000 - $110,000 yearly', amount('YEAR', { minValue: 90_000, maxValue: 110_000 }, 'USD')],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each(['', 'Competitive', 'As per industry standards', '₹60,000', '12 - 10 LPA', '1 - 2 - 3 lakh a year'])('leaves out %j', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});
