// Filling the portal's forms the way a person does: by label.
import type { Locator, Page } from 'playwright-core';
import { samplePdf } from './server';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field whose label is exactly `label` (a required field's label also shows ' *'). */
export const byLabel = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

export interface JobPostData {
  job_title: string;
  category: string;
  location: string;
  job_type: string;
  salary?: string;
  experience: string;
  company_name: string;
  company_email: string;
  company_website?: string;
  description: string;
  requirements: string;
  benefits?: string;
}

export const sampleJobPost = (overrides: Partial<JobPostData> = {}): JobPostData => ({
  job_title: 'Senior Product Designer',
  category: 'Graphic Designers',
  location: 'Rajkot, Gujarat',
  job_type: 'Full-time',
  salary: '₹9,00,000 - ₹12,00,000 a year',
  experience: '3 Year +',
  company_name: 'Saurashtra Studio',
  company_email: 'hiring@saurashtra-studio.test',
  company_website: 'https://saurashtra-studio.test',
  description: 'Design clear, friendly screens for our booking app used by clinics across Gujarat.',
  requirements: 'Figma, Design systems, User research',
  benefits: 'Health insurance, learning budget',
  ...overrides,
});

export async function fillJobPost(page: Page, data: JobPostData) {
  await byLabel(page, 'Job title').fill(data.job_title);
  await byLabel(page, 'Category').selectOption({ label: data.category });
  await byLabel(page, 'Location').fill(data.location);
  await byLabel(page, 'Job type').selectOption({ label: data.job_type });
  await byLabel(page, 'Salary (optional)').fill(data.salary ?? '');
  await byLabel(page, 'Experience').selectOption({ label: data.experience });
  await byLabel(page, 'Company name').fill(data.company_name);
  await byLabel(page, 'Company email').fill(data.company_email);
  await byLabel(page, 'Company website (optional)').fill(data.company_website ?? '');
  await byLabel(page, 'Job description').fill(data.description);
  await byLabel(page, 'Requirements').fill(data.requirements);
  await byLabel(page, 'Benefits (optional)').fill(data.benefits ?? '');
}

export const sampleApplication = {
  user_name: 'Asha Patel',
  email: 'asha.patel@applicant.test',
  phone: '+91 98250 12345',
  location: 'Ahmedabad, Gujarat',
  experience: '4-5 years',
  notice_period: '30 days',
  coverLetter: 'I have designed booking flows for two healthcare start-ups and would love to bring that to your team.',
};

export async function fillApplication(page: Page, data = sampleApplication) {
  await byLabel(page, 'Full name').fill(data.user_name);
  await byLabel(page, 'Email').fill(data.email);
  await byLabel(page, 'Phone').fill(data.phone);
  await byLabel(page, 'Location').fill(data.location);
  await byLabel(page, 'Experience').selectOption({ label: data.experience });
  await byLabel(page, 'Notice period').selectOption({ label: data.notice_period });
  await byLabel(page, 'Cover letter').fill(data.coverLetter);
}

export const chooseResume = (page: Page, file = { name: 'asha-patel-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() }) =>
  page.locator('input[type="file"]').setInputFiles(file);

/** The error text shown under a field (through its aria-describedby), or '' when it has none. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const field = byLabel(page, label);
  if ((await field.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorIds = ids.split(/\s+/).filter((id) => id.endsWith('-error')); // not the field's description
  const texts = await Promise.all(errorIds.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

/** Waits for the global alert banner and returns its type and text. */
export async function alertShown(page: Page, timeout = 10_000): Promise<{ type: string | null; text: string }> {
  const banner = page.getByTestId('alert-banner');
  await banner.waitFor({ state: 'visible', timeout });
  return { type: await banner.getAttribute('data-alert-type'), text: await banner.innerText() };
}

/** On a phone the job filters fold away after a search: opens them (a tap on the summary line) if so. */
export async function openJobFilters(page: Page) {
  // The outer fold; "More filters and order" is a fold inside it.
  const details = page.locator('form[aria-label="Filter jobs"] details').first();
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await details.locator(':scope > summary').click();
  await byLabel(page, 'Job title or keywords').waitFor();
}
