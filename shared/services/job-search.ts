// Reading jobs: the search behind the job list (cached per store, exact, never writing) and the
// one-job lookup behind the job page and applications.
import { AppError, JobListRequestSchema, isLive, type Job, type PublicJob } from '../domain';
import type { Store } from '../store/store';
import { buildMatchExpression, type SearchFilter } from '../store/search-index';
import type { ServiceContext } from './context';
import { publicViewValidUntil, toPublicJob } from './public-job';
import { createSearchCache, earliest, type SearchCache } from './search-cache';
import { parseId, validate } from './validate';

export interface JobSearchResult {
  jobs: PublicJob[];
  totalResults: number;
  totalPages: number;
  page: number;
}

/** Where a search answer stands: for the wire format to include. */
export interface SearchTotals {
  totalResults: number;
  totalPages: number;
  page: number;
}

/** How a whole search answer is rendered for the wire (the API encrypts the jobs); `id` keys the cache. */
export interface PageFormat {
  id: string;
  render(jobs: PublicJob[], totals: SearchTotals): Buffer;
}

const caches = new WeakMap<Store, SearchCache>();
const cacheOf = (store: Store) => {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = createSearchCache(store.search)));
  return cache;
};

function parseRequest(input: unknown) {
  const request = validate(JobListRequestSchema, input);
  const filter: SearchFilter = { match: buildMatchExpression(request.jobTitle, request.location), category: request.category ?? null };
  return { ...request, filter, offset: (request.page - 1) * request.limit };
}

type SearchRequest = ReturnType<typeof parseRequest>;
const LIST_FIELDS = ['page', 'jobTitle', 'location', 'limit', 'category'] as const;
/** Parsed requests by their fields (the oldest forgotten first): the same few searches come again and again. */
const parsedRequests = new Map<string, SearchRequest>();
const MAX_PARSED_REQUESTS = 5_000;

/**
 * parseRequest for a search asked before, without validating it again. Only the five fields
 * decide the outcome (the schema drops any other), and only string or missing fields are
 * remembered; a request that fails validation throws every time.
 */
function parseRequestRemembered(input: unknown): SearchRequest {
  if (typeof input !== 'object' || input === null) return parseRequest(input);
  const values = LIST_FIELDS.map((name) => (input as Record<string, unknown>)[name]);
  if (!values.every((value) => value === undefined || typeof value === 'string')) return parseRequest(input);
  const key = JSON.stringify(values);
  let request = parsedRequests.get(key);
  if (request) return request;
  request = parseRequest(input);
  parsedRequests.set(key, request);
  if (parsedRequests.size > MAX_PARSED_REQUESTS) parsedRequests.delete(parsedRequests.keys().next().value!);
  return request;
}

function pageOfJobs(ctx: ServiceContext, filter: SearchFilter, limit: number, offset: number, now: number): Job[] {
  const { search } = ctx.store;
  return search.jobsBySeq(search.pageSeqs(filter, limit, offset, now));
}

/** One page of live jobs matching keyword, location and category, newest first, with the exact total. */
export function searchJobs(ctx: ServiceContext, input: unknown): JobSearchResult {
  const request = parseRequest(input);
  const now = ctx.clock.now();
  return ctx.store.read(() => {
    const cache = cacheOf(ctx.store);
    cache.sync(now);
    const total = cache.total(request.filter);
    const jobs = total > request.offset ? pageOfJobs(ctx, request.filter, request.limit, request.offset, now) : [];
    return { jobs: jobs.map((job) => toPublicJob(job, now)), totalResults: total, totalPages: Math.ceil(total / request.limit), page: request.page };
  });
}

/**
 * Like searchJobs, with the whole answer rendered by `format` and reused until something on it
 * changes. When nothing changed since the last search (one indexed read tells), a cached answer
 * is returned without a transaction: the common case costs a lookup.
 */
export function searchJobsRendered(ctx: ServiceContext, input: unknown, format: PageFormat): Buffer {
  const request = parseRequestRemembered(input);
  const now = ctx.clock.now();
  const cache = cacheOf(ctx.store);
  const pageKey = `${format.id}:${request.page}:${request.limit}`;
  if (cache.isCurrent(now)) {
    const hit = cache.lookup(request.filter, pageKey, now);
    if (hit) return hit;
  }
  return ctx.store.read(() => {
    cache.sync(now);
    const total = cache.total(request.filter);
    // A page's totals live exactly as long as the page: any change to them drops the page too.
    return cache.page(request.filter, pageKey, now, () => {
      const jobs = total > request.offset ? pageOfJobs(ctx, request.filter, request.limit, request.offset, now) : [];
      const totals = { totalResults: total, totalPages: Math.ceil(total / request.limit), page: request.page };
      return { data: format.render(jobs.map((job) => toPublicJob(job, now)), totals), validUntil: earliest(jobs.map(publicViewValidUntil), now) };
    });
  });
}

export const JOB_NOT_AVAILABLE = 'This job is no longer available. It may have expired or been removed.';

/** A job that is published and unexpired, or a 404: nothing else is ever visible. */
export function getLiveJob(ctx: ServiceContext, rawId: unknown): Job {
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
