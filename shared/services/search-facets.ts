// Facet counts and "did you mean" for a search. Each facet option's count is the exact total of
// the search with that option chosen in place of its group's choice (every other filter kept),
// held by the same answer cache as the search's own total: counted once, then kept exact by the
// cache's change log like any total.
import {
  experienceToken,
  JOB_TYPES,
  jobTypeToken,
  LAKH,
  POST_EXPERIENCE_OPTIONS,
  POSTED_WITHIN,
  SALARY_STEPS_LPA,
  SITE_CURRENCY,
  type PostedWithin,
} from '../domain';
import type { FacetCounts, SearchSuggestion } from '../domain/page-render';
import { closestWords } from '../domain/spelling';
import type { FacetRow, SearchIndex } from '../store/search-index';
import { filterKey, type SearchFilter } from '../store/search-query';
import type { SearchCache } from './search-cache';

export type { FacetCounts } from '../domain/page-render';

/** Publication numbers from which each "posted within" option starts, at the search's time. */
export type PostedFrom = Record<PostedWithin, number>;

/** The filter of a search with one option chosen instead of its group's current choice. */
export function facetFilters(filter: SearchFilter, postedFrom: PostedFrom) {
  return {
    jobType: JOB_TYPES.map((type) => [type, { ...filter, jobTypes: [type] }] as const),
    experience: POST_EXPERIENCE_OPTIONS.map((e) => [e, { ...filter, experience: [e] }] as const),
    postedWithin: POSTED_WITHIN.map(({ value }) => [value, { ...filter, fromSeq: postedFrom[value] }] as const),
    minSalary: SALARY_STEPS_LPA.map((step) => [String(step), { ...filter, minSalary: step }] as const),
    remote: { ...filter, remote: true },
  };
}

/**
 * A search this small (in live jobs) has its facets counted in one read of its jobs. A setting so
 * the property test can hold both ways of counting to the same independent count.
 */
export const FACET_COUNTING = { onePassMax: 5_000 };

/**
 * Every option's count, each the exact total of its own filter, kept in the answer cache (and so
 * kept exact by its change log). The options of one group differ from the search only in that
 * group, so those not cached yet are counted together: from one read of the jobs matching the
 * search without that group's choice when those are few, each by the index otherwise.
 */
export function facetCounts(filter: SearchFilter, postedFrom: PostedFrom, cache: SearchCache, index: SearchIndex, now: number): FacetCounts {
  const variants = facetFilters(filter, postedFrom);
  const rowsFor = new Map<string, FacetRow[] | null>();
  const rowsOf = (others: SearchFilter) => {
    const key = filterKey(others);
    if (!rowsFor.has(key)) rowsFor.set(key, cache.total(others) <= FACET_COUNTING.onePassMax ? index.facetRows(others, now) : null);
    return rowsFor.get(key)!;
  };
  const group = <K extends string>(options: readonly (readonly [K, SearchFilter])[], others: SearchFilter, holds: (row: FacetRow, option: K) => boolean) => {
    const counted = options.every(([, f]) => cache.has(f)) ? null : rowsOf(others);
    const count = (option: K, f: SearchFilter) =>
      counted ? cache.totalCountedBy(f, () => counted.filter((row) => holds(row, option)).length) : cache.total(f);
    return Object.fromEntries(options.map(([option, f]) => [option, count(option, f)])) as Record<K, number>;
  };
  return {
    jobType: group(variants.jobType, { ...filter, jobTypes: [] }, (row, type) => jobTypeToken(row.job_type) === jobTypeToken(type)),
    experience: group(variants.experience, { ...filter, experience: [] }, (row, e) => experienceToken(row.experience) === experienceToken(e)),
    postedWithin: group(variants.postedWithin, { ...filter, fromSeq: null }, (row, value) => row.seq >= postedFrom[value]),
    minSalary: group(
      variants.minSalary,
      { ...filter, minSalary: null },
      (row, step) => row.salary_currency === SITE_CURRENCY && row.salary_min_annual !== null && row.salary_min_annual >= Number(step) * LAKH,
    ),
    remote: cache.total(variants.remote),
  };
}

export type Suggestion = SearchSuggestion;

/** For a search without results: its words the index does not hold, each with the closest words it does. */
export function spellingSuggestions(index: SearchIndex, filter: SearchFilter): Suggestion[] {
  const out: Suggestion[] = [];
  for (const field of ['keywords', 'location'] as const) {
    for (const word of filter[field]) {
      if (index.holdsWord(word)) continue;
      const suggestions = closestWords(word, index.wordsNear(field, word));
      if (suggestions.length) out.push({ field, word, suggestions });
    }
  }
  return out;
}
