import { describe, expect, it } from 'vitest';
import { DAY_MS, MESSAGES, type PublicJob } from '../../shared/domain';
import { applicationExtras } from '../../src-renderer/portal/api/resumes';
import { resumeFileProblem } from '../../src-renderer/portal/components/apply/resume-file';

const now = Date.parse('2025-06-20T12:00:00.000Z');
const job: PublicJob = {
  _id: '7', job_title: 'SEO Manager', company_name: 'Acme', location: 'Rajkot', job_type: 'Full-time', salary: '',
  category: 4, description: 'd', requirements: 'SEO', benefits: '', company_email: 'jobs@acme.test',
  company_website: '', experience: '2 Year +', date: new Date(now - 3 * DAY_MS).toISOString(), expires_at: '',
};

describe('resume file checks', () => {
  it('accepts PDF, DOC and DOCX up to 2MB', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'CV.DOCX', size: 2_097_152 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.doc', size: 10 })).toBeNull();
  });

  it('gives the spec messages for a wrong type, a big file and no file', () => {
    expect(resumeFileProblem({ name: 'cv.txt', size: 10 })).toBe(MESSAGES.resumeWrongType);
    expect(resumeFileProblem({ name: 'cv.pdf.exe', size: 10 })).toBe(MESSAGES.resumeWrongType);
    expect(resumeFileProblem({ name: 'cv.pdf', size: 2_097_153 })).toBe(MESSAGES.resumeTooLarge);
    expect(resumeFileProblem(null)).toBe(MESSAGES.resumeMissing);
    expect(MESSAGES.resumeWrongType).toBe('Please upload a PDF, DOC, or DOCX document');
    expect(MESSAGES.resumeTooLarge).toBe('File size should not exceed 2MB');
    expect(MESSAGES.resumeMissing).toBe('Please upload your resume');
  });
});

describe('application extras', () => {
  it('sends role, company, location and the job, and the employer email for recent jobs', () => {
    expect(applicationExtras(job, now)).toEqual({
      role: 'SEO Manager',
      comp_email: 'jobs@acme.test',
      company: 'Acme',
      comp_location: 'Rajkot',
      job: JSON.stringify(job),
    });
  });

  it('sends the employer email up to 10 days after publication and not after', () => {
    const at = (days: number) => ({ ...job, date: new Date(now - days * DAY_MS).toISOString() });
    expect(applicationExtras(at(10), now).comp_email).toBe('jobs@acme.test');
    expect(applicationExtras(at(11), now).comp_email).toBe('');
  });
});
