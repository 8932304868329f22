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

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const DOCX = makeZip([
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'word/document.xml', data: '<w:document/>' },
]);
/** A zip that is not a Word document. */
export const ZIP = makeZip([{ name: 'notes.txt', data: 'hello' }]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
