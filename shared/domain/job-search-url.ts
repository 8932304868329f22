// The job search as it lives in the URL (/jobs?keywords=&location=&category=&type=&experience=
// &posted=&salary=&remote=&sort=&page=), read the same way by the portal (browser) and by the server
// when it renders /jobs. Browser-safe.
import { CATEGORIES } from './constants';
import { cleanFilters, filtersFrom, hasFilters, NO_FILTERS, SEARCH_ORDERS, type SearchFilters, type SearchOrder } from './search-options';

/** What the job list shows; category '0' means all categories (the spec's default). */
export interface JobListQuery {
  keyword: string;
  location: string;
  category: string;
  page: number;
  /** Job type, experience, posted within, minimum salary, remote: none by default. */
  filters: SearchFilters;
  sort: SearchOrder;
}

export const JOBS_PATH = '/jobs';

/** Query-string names. `keywords` (plural) is what people and search engines type; type and experience repeat for several. */
export const JOB_SEARCH_PARAMS = {
  keyword: 'keywords',
  location: 'location',
  category: 'category',
  jobType: 'type',
  experience: 'experience',
  postedWithin: 'posted',
  minSalary: 'salary',
  remote: 'remote',
  sort: 'sort',
  page: 'page',
} as const;

// The server's search schema refuses longer text; a hand-edited URL is cut instead of refused.
const MAX_TEXT = 120;
const MAX_PAGE = 1_000_000;

export const DEFAULT_JOB_QUERY: JobListQuery = { keyword: '', location: '', category: '0', page: 1, filters: NO_FILTERS, sort: 'newest' };

const cleanText = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);

/** A category value '1'..'9' as text, anything else '0' (all). */
export function cleanCategory(value: string | number | null | undefined): string {
  const text = String(value ?? '').trim();
  return CATEGORIES.some((c) => String(c.value) === text) ? text : '0';
}

export function cleanPage(value: string | number | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** Any query string (hand-edited, stale, hostile) reads as a valid search. */
export function jobQueryFromParams(params: Pick<URLSearchParams, 'get' | 'getAll'>): JobListQuery {
  const sort = params.get(JOB_SEARCH_PARAMS.sort);
  return {
    keyword: cleanText(params.get(JOB_SEARCH_PARAMS.keyword)),
    location: cleanText(params.get(JOB_SEARCH_PARAMS.location)),
    category: cleanCategory(params.get(JOB_SEARCH_PARAMS.category)),
    page: cleanPage(params.get(JOB_SEARCH_PARAMS.page)),
    filters: filtersFrom({
      jobType: params.getAll(JOB_SEARCH_PARAMS.jobType),
      experience: params.getAll(JOB_SEARCH_PARAMS.experience),
      postedWithin: params.get(JOB_SEARCH_PARAMS.postedWithin),
      minSalary: params.get(JOB_SEARCH_PARAMS.minSalary),
      remote: params.get(JOB_SEARCH_PARAMS.remote),
    }),
    sort: SEARCH_ORDERS.find((o) => o === sort) ?? 'newest',
  };
}

/**
 * The one URL of a search: parameters in a fixed order, defaults left out, so equal searches
 * share one address (shareable, cacheable, and the canonical URL of the page).
 */
export function jobSearchPath(query: Partial<JobListQuery> = {}): string {
  const q = { ...DEFAULT_JOB_QUERY, ...query };
  const params = new URLSearchParams();
  const keyword = cleanText(q.keyword);
  const location = cleanText(q.location);
  const category = cleanCategory(q.category);
  const page = cleanPage(q.page);
  const f = cleanFilters(q.filters);
  if (keyword) params.set(JOB_SEARCH_PARAMS.keyword, keyword);
  if (location) params.set(JOB_SEARCH_PARAMS.location, location);
  if (category !== '0') params.set(JOB_SEARCH_PARAMS.category, category);
  for (const type of f.jobTypes) params.append(JOB_SEARCH_PARAMS.jobType, type);
  for (const experience of f.experience) params.append(JOB_SEARCH_PARAMS.experience, experience);
  if (f.postedWithin) params.set(JOB_SEARCH_PARAMS.postedWithin, f.postedWithin);
  if (f.minSalary !== null) params.set(JOB_SEARCH_PARAMS.minSalary, String(f.minSalary));
  if (f.remote) params.set(JOB_SEARCH_PARAMS.remote, '1');
  if (q.sort === 'best') params.set(JOB_SEARCH_PARAMS.sort, 'best');
  if (page > 1) params.set(JOB_SEARCH_PARAMS.page, String(page));
  const search = params.toString();
  return search ? `${JOBS_PATH}?${search}` : JOBS_PATH;
}

/** The spec's default listing: first page, no text, all categories (the one the portal caches). */
export const isDefaultJobQuery = (q: JobListQuery) =>
  q.page === 1 && !q.keyword && !q.location && q.category === '0' && !hasFilters(q.filters) && q.sort === 'newest';

/** A search narrowed or ordered beyond keyword, location and category (not worth indexing either). */
export const isRefinedSearch = (q: JobListQuery) => hasFilters(q.filters) || q.sort !== 'newest';

/** A search with words in it: a results page worth following but not worth indexing. */
export const hasSearchText = (q: JobListQuery) => Boolean(q.keyword || q.location);

/** The Atom feed of the newest jobs of a search (all jobs without one); /feeds/{slug}.atom is the same for a category. */
export const JOB_FEED_PATH = '/feeds/jobs.atom';
/** A feed follows the search's words, category and filters, newest first (no order, no page). */
export const jobFeedPath = (query: Partial<JobListQuery> = {}) => JOB_FEED_PATH + jobSearchPath({ ...query, sort: 'newest', page: 1 }).slice(JOBS_PATH.length);
