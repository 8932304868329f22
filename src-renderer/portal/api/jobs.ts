// Job calls: the encrypted listing and details (decrypted with the runtime key) and posting.
import { PAGE_SIZE } from '../../../shared/domain/constants';
import type { JobPostInput } from '../../../shared/domain/schemas';
import type { PublicJob } from '../../../shared/domain/entities';
import { appConfig } from '../app-config';
import { BAD_ANSWER_MESSAGE, failure, postForm, type ApiResult, type FormText } from './client';
import { postVisitorForm } from './visitor-form';
import type { JobListQuery } from '../../../shared/domain/job-search-url';
import type { FacetCounts, SearchSuggestion } from '../../../shared/domain/page-render';

export interface JobPage {
  data: PublicJob[];
  totalPages: number;
  totalResults: number;
  /** How many jobs each filter option would show (the portal asks for them with every search). */
  facets?: FacetCounts;
  suggestions?: SearchSuggestion[];
}

// crypto-js is loaded with the first call that needs it, not with the page: the server's HTML
// already holds the first page of jobs.
async function decrypt<T>(data: unknown): Promise<T | null> {
  if (typeof data !== 'string') return null;
  try {
    const { decryptJobData } = await import('../../../shared/domain/job-cipher');
    return decryptJobData<T>(data, appConfig().jobDataKey);
  } catch {
    return null;
  }
}

/**
 * The spec's fields, then the optional ones only where the search uses them (filters, best-match
 * order), and facets=1 when the page shows facet counts.
 */
export async function fetchJobs(
  query: Pick<JobListQuery, 'page' | 'keyword' | 'location' | 'category'> & Partial<Pick<JobListQuery, 'filters' | 'sort'>>,
  { facets = false } = {},
): Promise<ApiResult<JobPage>> {
  const f = query.filters;
  const optional: Record<string, string> = {};
  if (f?.jobTypes.length) optional.jobType = f.jobTypes.join(',');
  if (f?.experience.length) optional.experience = f.experience.join(',');
  if (f?.postedWithin) optional.postedWithin = f.postedWithin;
  if (f && f.minSalary !== null) optional.minSalary = String(f.minSalary);
  if (f?.remote) optional.remote = '1';
  if (query.sort === 'best') optional.sort = 'best';
  if (facets) optional.facets = '1';
  const result = await postForm<{ data: string; totalPages: number; totalResults: number; facets?: FacetCounts; suggestions?: SearchSuggestion[] }>('job/getjobdata', {
    page: query.page,
    jobTitle: query.keyword.trim(),
    location: query.location.trim(),
    limit: PAGE_SIZE,
    category: query.category === '0' ? '' : query.category,
    ...optional,
  });
  if (!result.status) return result;
  const jobs = await decrypt<PublicJob[]>(result.data);
  if (!Array.isArray(jobs)) return failure(BAD_ANSWER_MESSAGE);
  return {
    status: true,
    data: jobs,
    totalPages: Number(result.totalPages) || 0,
    totalResults: Number(result.totalResults) || 0,
    ...(result.facets ? { facets: result.facets } : {}),
    ...(result.suggestions ? { suggestions: result.suggestions } : {}),
  };
}

export async function fetchJobDetails(id: string): Promise<ApiResult<{ data: PublicJob }>> {
  const result = await postForm<{ data: string }>('job/getjobdetails', { id });
  if (!result.status) return result;
  const job = await decrypt<PublicJob>(result.data);
  if (!job || typeof job !== 'object' || !job._id) return failure(BAD_ANSWER_MESSAGE);
  return { status: true, data: job };
}

export const postJob = (values: FormText<JobPostInput>, honeypot: string) => postVisitorForm<{ message: string }>('job/addJob', values, honeypot);
