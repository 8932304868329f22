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
  // Published must mean live when the index is read; the periodic sweep usually got there first.
  if (ctx.store.jobs.anyDueForExpiry(ctx.clock.now())) expireDuePostings(ctx);
  const { rows, total } = ctx.store.jobs.search({
    match: buildMatchExpression(query.jobTitle, query.location),
    category: query.category,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    jobs: rows.map(toPublicJob),
    totalResults: total,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
  };
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
