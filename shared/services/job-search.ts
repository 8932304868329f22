// Reading jobs: the search behind the job list (cached per store, exact, never writing) and the
// one-job lookup behind the job page and applications.
import { AppError, JobListRequestSchema, isLive, MINUTE_MS, POSTED_WITHIN, postedWithinMs, type Job, type PostedWithin, type PublicJob } from '../domain';
import type { Store } from '../store/store';
import { asksFacetTokens, searchFilter, searchWords, type SearchFilter } from '../store/search-query';
import type { ServiceContext } from './context';
import { publicViewValidUntil, toPublicJob } from './public-job';
import { createSearchCache, earliest, type SearchCache } from './search-cache';
import { facetTableOf } from './facet-table';
import { facetCounts, spellingSuggestions, type FacetCounts, type PostedFrom, type Suggestion } from './search-facets';
import { parseId, validate } from './validate';

export type { FacetCounts, Suggestion } from './search-facets';

export interface JobSearchResult {
  jobs: PublicJob[];
  totalResults: number;
  totalPages: number;
  page: number;
  /** Only when asked (the portal always asks; the API with facets=1). */
  facets?: FacetCounts;
  /** With facets asked and no results: the search's words the index does not hold, with close words it does. */
  suggestions?: Suggestion[];
}

/** Where a search answer stands: for the wire format to include. */
export interface SearchTotals {
  totalResults: number;
  totalPages: number;
  page: number;
  facets?: FacetCounts;
  suggestions?: Suggestion[];
}

/** How a whole search answer is rendered for the wire (the API encrypts the jobs); `id` keys the cache. */
export interface PageFormat {
  id: string;
  render(jobs: PublicJob[], totals: SearchTotals): Buffer;
}

/**
 * Whole answers with facet counts, reused only while nothing at all has changed (a change can move
 * an option's count without touching the search's page), in the same minute ("posted within" moves
 * with the clock) and while their jobs read the same. The oldest forgotten first.
 */
interface FacetAnswer {
  data: Buffer;
  version: number;
  minute: number;
  validUntil: number;
}
const facetAnswers = new WeakMap<SearchCache, Map<string, FacetAnswer>>();
const MAX_FACET_ANSWERS = 500;

const caches = new WeakMap<Store, SearchCache>();
const cacheOf = (store: Store) => {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = createSearchCache(store.search)));
  return cache;
};

function parseRequest(input: unknown) {
  const request = validate(JobListRequestSchema, input);
  const filter = searchFilter({
    keywords: searchWords(request.jobTitle),
    location: searchWords(request.location),
    category: request.category ?? null,
    jobTypes: request.jobType,
    experience: request.experience,
    minSalary: request.minSalary,
    remote: request.remote,
  });
  return { ...request, filter, offset: (request.page - 1) * request.limit };
}

/**
 * What a job list request's words, category and filters ask of the jobs, checked as the search
 * checks them (a validation error otherwise); "posted within", the order and the page are left to
 * the caller. Job alerts match their new jobs with it, so a digest lists what the search shows.
 */
export const searchFilterOf = (input: unknown): SearchFilter => parseRequest(input).filter;

type SearchRequest = ReturnType<typeof parseRequest>;
const LIST_FIELDS = ['page', 'jobTitle', 'location', 'limit', 'category', 'jobType', 'experience', 'postedWithin', 'minSalary', 'remote', 'sort', 'facets'] as const;
/** Parsed requests by their fields (the oldest forgotten first): the same few searches come again and again. */
const parsedRequests = new Map<string, SearchRequest>();
const MAX_PARSED_REQUESTS = 5_000;

/**
 * parseRequest for a search asked before, without validating it again. Only the listed fields
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

/**
 * Where each "posted within" option starts at `now`, as a publication number. The moment is taken
 * to the whole minute, so searches in the same minute share their cached totals.
 */
function postedFrom(ctx: ServiceContext, now: number): PostedFrom {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return Object.fromEntries(POSTED_WITHIN.map(({ value }) => [value, ctx.store.search.firstSeqPlacedFrom(minute - postedWithinMs(value))])) as PostedFrom;
}

/** The request's filter at `now`: its "posted within" resolved to a publication number. */
function filterAt(ctx: ServiceContext, request: SearchRequest, now: number): SearchFilter {
  const posted: PostedWithin | null = request.postedWithin;
  if (!posted) return request.filter;
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { ...request.filter, fromSeq: ctx.store.search.firstSeqPlacedFrom(minute - postedWithinMs(posted)) };
}

function pageOfJobs(ctx: ServiceContext, request: SearchRequest, filter: SearchFilter, now: number): Job[] {
  const { search } = ctx.store;
  return search.jobsBySeq(search.pageSeqs(filter, request.limit, request.offset, now, request.sort));
}

/**
 * Totals, and facet counts and suggestions when asked, inside the caller's read transaction after
 * sync; with the jobs the search shows (oldest first) when the facet table counted them.
 */
function totalsOf(ctx: ServiceContext, cache: SearchCache, request: SearchRequest, filter: SearchFilter, now: number, withFacets: boolean) {
  // Facets first: they may count the search's own total with them, in the same read.
  // A newest-first page of a search with filter tokens is read from the jobs the facet pass finds.
  const jobsWanted = !(request.sort === 'best' && filter.keywords.length > 0) && asksFacetTokens(filter);
  const counted = withFacets ? facetCounts(filter, postedFrom(ctx, now), cache, facetTableOf(ctx.store), ctx.store.search, now, { jobsWanted }) : undefined;
  const total = cache.total(filter);
  const totals: SearchTotals = { totalResults: total, totalPages: Math.ceil(total / request.limit), page: request.page };
  if (counted) totals.facets = counted.facets;
  if (withFacets && total === 0) totals.suggestions = spellingSuggestions(ctx.store.search, filter);
  return { totals, matching: counted?.matching ?? null };
}

/** The page's jobs and the totals, from one read snapshot. */
function answerOf(ctx: ServiceContext, request: SearchRequest, now: number, withFacets: boolean): { jobs: Job[]; totals: SearchTotals } {
  return ctx.store.read(() => {
    const cache = cacheOf(ctx.store);
    cache.sync(now);
    const filter = filterAt(ctx, request, now);
    const { totals, matching } = totalsOf(ctx, cache, request, filter, now, withFacets);
    if (totals.totalResults <= request.offset) return { jobs: [], totals };
    const best = request.sort === 'best' && filter.keywords.length > 0;
    // Newest first is the highest publication numbers: read from the jobs the count found, when it did.
    const seqs =
      matching && !best
        ? [...matching.subarray(Math.max(0, matching.length - request.offset - request.limit), matching.length - request.offset)].reverse()
        : ctx.store.search.pageSeqs(filter, request.limit, request.offset, now, request.sort);
    return { jobs: ctx.store.search.jobsBySeq(seqs), totals };
  });
}

/**
 * One page of live jobs matching the search, newest first or best match first, with the exact total
 * (and facet counts and suggestions when `withFacets`, or when the request asks facets=1).
 */
export function searchJobs(ctx: ServiceContext, input: unknown, { withFacets = false } = {}): JobSearchResult {
  const request = parseRequest(input);
  const now = ctx.clock.now();
  const { jobs, totals } = answerOf(ctx, request, now, withFacets || request.facets);
  return { jobs: jobs.map((job) => toPublicJob(job, now)), ...totals };
}

/**
 * Like searchJobs, with the whole answer rendered by `format` and reused until something on it
 * changes. When nothing changed since the last search (one indexed read tells), a cached answer
 * is returned without a transaction: the common case costs a lookup. An answer with facet counts
 * is not reused whole (a change can move an option's count without touching the search's own
 * page); its totals come from the same cache.
 */
export function searchJobsRendered(ctx: ServiceContext, input: unknown, format: PageFormat): Buffer {
  const request = parseRequestRemembered(input);
  const now = ctx.clock.now();
  const cache = cacheOf(ctx.store);
  if (request.facets) {
    let answers = facetAnswers.get(cache);
    if (!answers) facetAnswers.set(cache, (answers = new Map()));
    const key = `${format.id}:${JSON.stringify(LIST_FIELDS.map((name) => (input as Record<string, unknown>)[name]))}`;
    const minute = Math.floor(now / MINUTE_MS);
    const known = answers.get(key);
    if (known && cache.isCurrent(now) && known.version === cache.version() && known.minute === minute && known.validUntil > now) return known.data;
    const { jobs, totals } = answerOf(ctx, request, now, true);
    const data = format.render(
      jobs.map((job) => toPublicJob(job, now)),
      totals,
    );
    answers.delete(key);
    answers.set(key, { data, version: cache.version(), minute, validUntil: earliest(jobs.map(publicViewValidUntil), now) });
    if (answers.size > MAX_FACET_ANSWERS) answers.delete(answers.keys().next().value!);
    return data;
  }
  const pageKey = `${format.id}:${request.page}:${request.limit}:${request.sort}`;
  const current = cache.isCurrent(now);
  const filter = filterAt(ctx, request, now);
  if (current) {
    const hit = cache.lookup(filter, pageKey, now);
    if (hit) return hit;
  }
  return ctx.store.read(() => {
    cache.sync(now);
    const { totals } = totalsOf(ctx, cache, request, filter, now, false);
    // A page's totals live exactly as long as the page: any change to them drops the page too.
    return cache.page(filter, pageKey, now, () => {
      const jobs = totals.totalResults > request.offset ? pageOfJobs(ctx, request, filter, now) : [];
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
