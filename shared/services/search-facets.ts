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
import type { SearchFilter } from '../store/search-query';
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
 * Up to this many live jobs matching a search's words, location and category, its facets are counted
 * in one read of those jobs; past it, by the index only when `byIndex`. Settings so the property
 * test can hold both ways of counting to the same independent count.
 */
export const FACET_COUNTING = { onePassMax: 5_000, byIndex: false };

/** Whether a job passes a filter's facet parts (its words, location and category are matched already). */
function holds(row: FacetRow, f: SearchFilter): boolean {
  return (
    (!f.jobTypes.length || f.jobTypes.some((type) => jobTypeToken(type) === jobTypeToken(row.job_type))) &&
    (!f.experience.length || f.experience.some((e) => experienceToken(e) === experienceToken(row.experience))) &&
    (f.minSalary === null || (row.salary_currency === SITE_CURRENCY && row.salary_min_annual !== null && row.salary_min_annual >= f.minSalary * LAKH)) &&
    (!f.remote || row.remote === true) &&
    (f.fromSeq === null || row.seq >= f.fromSeq)
  );
}

/**
 * Every option's count, and the search's own total, each the exact total of its own filter, kept in
 * the answer cache (and so kept exact by its change log). All of them share the search's words,
 * location and category: when few jobs match those, the counts not cached yet come from one read of
 * those jobs' attributes, each a filter over them with the tokens' rules; otherwise each is counted
 * by the index.
 */
export function facetCounts(filter: SearchFilter, postedFrom: PostedFrom, cache: SearchCache, index: SearchIndex, now: number): FacetCounts | undefined {
  const variants = facetFilters(filter, postedFrom);
  const everyFilter = [filter, variants.remote, ...[...variants.jobType, ...variants.experience, ...variants.postedWithin, ...variants.minSalary].map(([, f]) => f)];
  const cached = everyFilter.every((f) => cache.has(f));
  const rows = cached ? null : index.facetRows(filter, now, FACET_COUNTING.onePassMax);
  // Counted by the index one option at a time, the twenty-odd counts of a broad search cost 100 to
  // 800 ms at 1,000,000 jobs (npm run bench), on the server's only thread: such a search shows its
  // options without counts until counts per option are kept as the word counts are.
  if (!cached && rows === null && !FACET_COUNTING.byIndex) return undefined;
  const total = (f: SearchFilter) => (rows ? cache.totalCountedBy(f, () => rows.filter((row) => holds(row, f)).length) : cache.total(f));
  const counts = <K extends string>(options: readonly (readonly [K, SearchFilter])[]) =>
    Object.fromEntries(options.map(([option, f]) => [option, total(f)])) as Record<K, number>;
  total(filter);
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
