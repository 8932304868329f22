import { makeDoc, makeDocx, samplePdf } from './documents';
import { makeZip } from './zip';
import type { JobPostInput, ApplicationInput } from '../../shared/domain';

export const validJob = (overrides: Partial<Record<keyof JobPostInput, string>> = {}): Record<string, string> => ({
  job_title: 'Senior React Developer',
  category: '1',
  location: 'Rajkot, Gujarat',
  job_type: 'Full-time',
  salary: '₹12,00,000 a year',
  experience: '3 Year +',
  company_name: 'Kathiawar Digital',
  company_email: 'hiring@kathiawar.example',
  company_website: 'https://kathiawar.example',
  description: 'Build and maintain our customer dashboard.\nWork with a small team.',
  requirements: 'React, TypeScript, Accessibility',
  benefits: 'Health insurance',
  ...overrides,
});

export const validApplication = (overrides: Partial<Record<keyof ApplicationInput, string>> = {}): Record<string, string> => ({
  user_name: 'Asha Patel',
  email: 'asha@applicant.example',
  phone: '+91 98250 12345',
  location: 'Ahmedabad',
  experience: '2-3 years',
  etc: '8 LPA',
  coverLetter: 'I have built React dashboards for three years and would love to join.',
  notice_period: '30 days',
  linkedinProfile: 'linkedin.com/in/asha',
  portfolioWebsite: '',
  ...overrides,
});

/** A real one-page PDF, a Word 97 document and a DOCX, as the resume checks expect them. */
export const PDF = samplePdf();
export const DOC = makeDoc();
export const DOCX = makeDocx();
/** A zip that is not a Word document. */
export const ZIP = makeZip([{ name: 'notes.txt', data: 'hello' }]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
