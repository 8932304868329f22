import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_DATA_KEY, type PublicJob } from '../../shared/domain';
import { encryptJobData } from '../../shared/services/job-data-encryption';
import { fetchJobDetails, fetchJobs } from '../../src-renderer/portal/api/jobs';

const job: PublicJob = {
  _id: '42', job_title: 'Android Developer', company_name: 'Navrang', location: 'Surat', job_type: 'Remote',
  salary: '', category: 6, description: 'Build apps', requirements: 'Kotlin, Compose', benefits: '',
  company_email: 'hr@navrang.test', company_website: 'navrang.test', experience: '2 Year +',
  date: '2025-06-01T00:00:00.000Z', expires_at: '2025-07-01T00:00:00.000Z',
};

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchJobs', () => {
  it('sends the spec fields and decrypts the job array with the runtime key', async () => {
    const fetchMock = answer({ status: true, data: encryptJobData([job], DEFAULT_JOB_DATA_KEY), totalPages: 3, totalResults: 61 });
    const result = await fetchJobs({ page: 2, keyword: ' android ', location: 'Surat', category: '0' });
    expect(result).toEqual({ status: true, data: [job], totalPages: 3, totalResults: 61 });
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ page: '2', jobTitle: 'android', location: 'Surat', limit: '25', category: '' });
  });

  it('adds the optional fields only where the search uses them, and facets when asked', async () => {
    const fetchMock = answer({ status: true, data: encryptJobData([job], DEFAULT_JOB_DATA_KEY), totalPages: 1, totalResults: 1, facets: { remote: 1 } });
    const filters = { jobTypes: ['Full-time', 'Contract'] as const, experience: [], postedWithin: '7d' as const, minSalary: 5 as const, remote: true };
    const result = await fetchJobs({ page: 1, keyword: '', location: '', category: '0', filters, sort: 'best' }, { facets: true });
    expect(result).toMatchObject({ status: true, facets: { remote: 1 } });
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      page: '1', jobTitle: '', location: '', limit: '25', category: '',
      jobType: 'Full-time,Contract', postedWithin: '7d', minSalary: '5', remote: '1', sort: 'best', facets: '1',
    });
  });

  it('sends the category value when one is chosen', async () => {
    const fetchMock = answer({ status: true, data: encryptJobData([], DEFAULT_JOB_DATA_KEY), totalPages: 0, totalResults: 0 });
    await fetchJobs({ page: 1, keyword: '', location: '', category: '6' });
    expect((fetchMock.mock.calls[0]![1].body as FormData).get('category')).toBe('6');
  });

  it('fails cleanly when the data cannot be decrypted', async () => {
    answer({ status: true, data: encryptJobData([job], 'another key'), totalPages: 1, totalResults: 1 });
    const result = await fetchJobs({ page: 1, keyword: '', location: '', category: '0' });
    expect(result).toMatchObject({ status: 0, data: [] });
  });
});

describe('fetchJobDetails', () => {
  it('decrypts one job', async () => {
    answer({ status: true, data: encryptJobData(job, DEFAULT_JOB_DATA_KEY) });
    expect(await fetchJobDetails('42')).toEqual({ status: true, data: job });
  });

  it('passes on a not-found refusal as rejected', async () => {
    answer({ status: false, message: 'This job is not open for applications.' }, 404);
    expect(await fetchJobDetails('nope')).toMatchObject({ status: 0, rejected: true, message: 'This job is not open for applications.' });
  });
});
