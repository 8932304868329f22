// What a page needs from the store, read before rendering it. Server rendering reads the store
// directly; the encrypted job-data API stays as the spec defines it, for the spec's client.
import { HOME_JOBS, PAGE_SIZE, filterFields, isAppError, jobQueryFromParams, parsePrivatePath, type ClosedJob, type Job, type PageData } from '../../shared/domain';
import type { ServiceContext } from '../../shared/services/context';
import { getLiveJob, searchJobs } from '../../shared/services/job-search';
import { toPublicJob } from '../../shared/services/public-job';
import { openPosting } from '../../shared/services/employer-postings';
import { openAlert } from '../../shared/services/job-alerts';
import { openApplication } from '../../shared/services/withdrawals';

const APPLY_PATH = /^\/apply\/([^/]+)\/?$/;

export function pageDataFor(services: ServiceContext, url: URL, onError: (error: unknown) => void): PageData {
  if (url.pathname === '/jobs' || url.pathname === '/jobs/') {
    const query = jobQueryFromParams(url.searchParams);
    try {
      const page = searchJobs(
        services,
        {
          page: query.page,
          jobTitle: query.keyword,
          location: query.location,
          category: query.category,
          limit: PAGE_SIZE,
          ...filterFields(query.filters),
          sort: query.sort,
        },
        { withFacets: true },
      );
      const { jobs, totalPages, totalResults, facets, suggestions } = page;
      return { kind: 'jobs', query, result: { jobs, totalPages, totalResults, facets, ...(suggestions ? { suggestions } : {}) } };
    } catch (error) {
      // The page says the list could not be loaded and offers a retry, never "No jobs found".
      onError(error);
      return { kind: 'jobs', query, result: null };
    }
  }

  if (url.pathname === '/') {
    try {
      return { kind: 'home', jobs: searchJobs(services, { page: 1, limit: HOME_JOBS }).jobs };
    } catch (error) {
      // The home page still renders without its list of jobs.
      onError(error);
      return { kind: 'home', jobs: [] };
    }
  }

  const apply = APPLY_PATH.exec(url.pathname);
  if (apply) {
    let jobId = apply[1]!;
    try {
      jobId = decodeURIComponent(jobId);
    } catch {
      // A malformed escape is just an id that names no job.
    }
    return { kind: 'job', jobId, ...jobFor(services, jobId) };
  }

  const link = parsePrivatePath(url.pathname);
  if (link) {
    const input = { id: link.id, token: link.token };
    if (link.page === 'manage') return { kind: 'manage', view: opened(() => openPosting(services, input), onError) };
    if (link.page === 'withdraw') return { kind: 'withdraw', view: opened(() => openApplication(services, input), onError) };
    return { kind: 'alert', view: opened(() => openAlert(services, input), onError) };
  }
  return { kind: 'none' };
}

/** What a private link opens, or null for a link that opens nothing (every such link looks the same). */
function opened<T>(read: () => T, onError: (error: unknown) => void): T | null {
  try {
    return read();
  } catch (error) {
    if (!isAppError(error)) onError(error);
    return null;
  }
}

/** How many live jobs a closed job's page offers instead. */
const SIMILAR_JOBS = 5;

/** The live job, or null; `gone` when the id names a job that was published once (HTTP 410). */
function jobFor(services: ServiceContext, jobId: string): { job: ReturnType<typeof toPublicJob> | null; gone: boolean; closed?: ClosedJob } {
  try {
    return { job: toPublicJob(getLiveJob(services, jobId), services.clock.now()), gone: false };
  } catch {
    const id = /^\d{1,15}$/.test(jobId) ? Number(jobId) : null;
    const row = id === null ? undefined : services.store.jobs.get(id);
    if (!row?.published_at) return { job: null, gone: false };
    return { job: null, gone: true, closed: closedJob(services, row) };
  }
}

function closedJob(services: ServiceContext, job: Job): ClosedJob {
  const closedAt = Math.min(job.expired_at ?? Number.POSITIVE_INFINITY, job.expires_at ?? Number.POSITIVE_INFINITY);
  const city = job.location.split(',')[0]!.trim();
  const search = (location: string) =>
    searchJobs(services, { page: 1, limit: SIMILAR_JOBS, jobTitle: '', location, category: String(job.category) }).jobs.filter((other) => other._id !== String(job.id));
  let similar = search(city);
  if (similar.length === 0) similar = search('');
  return {
    job_title: job.job_title,
    company_name: job.company_name,
    location: job.location,
    category: job.category,
    closedAt: new Date(Number.isFinite(closedAt) ? closedAt : services.clock.now()).toISOString(),
    similar,
  };
}
