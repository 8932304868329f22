import { AppError, JobSearchSchema, isLive, type PublicJob } from '../domain';
import { buildMatchExpression } from '../store/jobs-repository';
import type { ServiceContext } from './context';
import { toPublicJob } from './public-job';
import { expireDuePostings } from './postings';
import { parseId, validate } from './validate';

export interface JobPage {
  jobs: PublicJob[];
  totalResults: number;
  totalPages: number;
  page: number;
}

/** One page of live jobs matching keyword, location and category, newest first. */
export function searchJobs(ctx: ServiceContext, input: unknown): JobPage {
  const query = validate(JobSearchSchema, input);
  expireBeforeReading(ctx);
  const { rows, total } = ctx.store.jobs.search({
    match: buildMatchExpression(query.jobTitle, query.location),
    category: query.category,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    jobs: rows.map((row) => toPublicJob(row, ctx.clock.now())),
    totalResults: total,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
  };
}

/**
 * Published must mean live when the index is read, so due expiries are applied first (the sweep
 * usually got there already). If another process holds the write lock past the busy timeout, the
 * search goes ahead: a job can then show for the moment until the next sweep, but it can never be
 * opened or applied to (getLiveJob checks the time itself).
 */
function expireBeforeReading(ctx: ServiceContext): void {
  if (!ctx.store.jobs.anyDueForExpiry(ctx.clock.now())) return;
  try {
    expireDuePostings(ctx);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
  }
}

/** Live jobs for the sitemap: up to `limit`, newest first. */
export function latestLiveJobs(ctx: ServiceContext, limit: number) {
  return liveJobsPage(ctx, limit, 0).rows;
}

/** One slice of the live jobs, newest first, and how many there are: the paged sitemaps. */
export function liveJobsPage(ctx: ServiceContext, limit: number, offset: number) {
  expireBeforeReading(ctx);
  return ctx.store.jobs.search({ match: '', limit, offset });
}

export const JOB_NOT_AVAILABLE = 'This job is no longer available. It may have expired or been removed.';

/** A job that is published and unexpired, or a 404: nothing else is ever visible. */
export function getLiveJob(ctx: ServiceContext, rawId: unknown) {
  let id: number;
  try {
    id = parseId(rawId);
  } catch {
    throw new AppError('not_found', JOB_NOT_AVAILABLE);
  }
  const job = ctx.store.jobs.get(id);
  if (!job || !isLive(job, ctx.clock.now())) throw new AppError('not_found', JOB_NOT_AVAILABLE);
  return job;
}
