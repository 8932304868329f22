// Facet counts and "did you mean" for a search. Each facet option's count is the exact total of
// the search with that option chosen in place of its group's choice (every other filter kept),
// asked of the same answer cache as the search's own total: counted once, then kept exact by the
// cache's change log like any total.
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS, POSTED_WITHIN, SALARY_STEPS_LPA, type PostedWithin } from '../domain';
import type { FacetCounts, SearchSuggestion } from '../domain/page-render';
import { closestWords } from '../domain/spelling';
import type { SearchIndex } from '../store/search-index';
import type { SearchFilter } from '../store/search-query';

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

/** Every option's count, each from `total` (the cache's exact total of a filter). */
export function facetCounts(filter: SearchFilter, postedFrom: PostedFrom, total: (f: SearchFilter) => number): FacetCounts {
  const variants = facetFilters(filter, postedFrom);
  const counts = <K extends string>(entries: readonly (readonly [K, SearchFilter])[]) =>
    Object.fromEntries(entries.map(([key, f]) => [key, total(f)])) as Record<K, number>;
  return {
    jobType: counts(variants.jobType),
    experience: counts(variants.experience),
    postedWithin: counts(variants.postedWithin),
    minSalary: counts(variants.minSalary),
    remote: total(variants.remote),
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
