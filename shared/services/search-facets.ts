// Facet counts and "did you mean" for a search. Each facet option's count is the exact total of
// the search with that option chosen in place of its group's choice (every other filter kept),
// held by the same answer cache as the search's own total: counted once, then kept exact by the
// cache's change log like any total.
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS, POSTED_WITHIN, SALARY_STEPS_LPA, type PostedWithin } from '../domain';
import type { FacetCounts, SearchSuggestion } from '../domain/page-render';
import { closestWords } from '../domain/spelling';
import type { SearchIndex } from '../store/search-index';
import { searchFilter, type SearchFilter } from '../store/search-query';
import type { FacetTable, FacetTally } from './facet-table';
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
 * A search whose words match more jobs than this shows its options without counts: reading that many
 * jobs' numbers from the index costs about 40 ms a 250,000 (npm run bench, 1,000,000 jobs). A setting
 * so tests can reach it with a few jobs.
 */
export const FACET_COUNTING = { maxCandidates: 250_000 };

/**
 * Every option's count, and the search's own total, each the exact total of its own filter, kept in
 * the answer cache (and so kept exact by its change log). Those not cached yet come from one pass
 * of the facet table over the jobs the search's words, location and category match, which also gives
 * the jobs the search shows. Undefined while a large store's table is still being read, or when the
 * words match too many jobs.
 */
export function facetCounts(
  filter: SearchFilter,
  postedFrom: PostedFrom,
  cache: SearchCache,
  table: FacetTable,
  index: SearchIndex,
  now: number,
  { jobsWanted = false } = {},
): { facets: FacetCounts; matching: Uint32Array | null } | undefined {
  const variants = facetFilters(filter, postedFrom);
  const everyFilter = [filter, variants.remote, ...[...variants.jobType, ...variants.experience, ...variants.postedWithin, ...variants.minSalary].map(([, f]) => f)];
  const uncached = !everyFilter.every((f) => cache.has(f));
  // With every count cached, the pass still runs when the caller would otherwise ask the index for
  // the search's page: a filtered search's page costs the index more than the pass does.
  const tally = uncached || jobsWanted ? tallyOf(filter, postedFrom, table, index, now) : null;
  if (uncached && !tally) return undefined;
  // Called only for a filter not cached, and then `tally` is counted.
  const total = (f: SearchFilter, counted: (t: FacetTally) => number) => cache.totalCountedBy(f, () => counted(tally!));
  total(filter, (t) => t.total);
  const facets: FacetCounts = {
    jobType: Object.fromEntries(variants.jobType.map(([type, f], i) => [type, total(f, (t) => t.jobType[i + 1]!)])) as FacetCounts['jobType'],
    experience: Object.fromEntries(variants.experience.map(([e, f], i) => [e, total(f, (t) => t.experience[i + 1]!)])) as FacetCounts['experience'],
    postedWithin: Object.fromEntries(variants.postedWithin.map(([value, f], i) => [value, total(f, (t) => t.postedWithin[i]!)])) as FacetCounts['postedWithin'],
    minSalary: Object.fromEntries(variants.minSalary.map(([step, f], i) => [step, total(f, (t) => t.minSalary[i]!)])),
    remote: total(variants.remote, (t) => t.remote),
  };
  // The jobs the search shows, oldest first, when counted here: its newest-first page is read from them.
  return { facets, matching: tally?.matching ?? null };
}

/** One pass of the facet table over the search's candidates; null while it is being read, or when its words match too many jobs. */
function tallyOf(filter: SearchFilter, postedFrom: PostedFrom, table: FacetTable, index: SearchIndex, now: number): FacetTally | null {
  if (!table.sync()) return null;
  const text = searchFilter({ keywords: filter.keywords, location: filter.location, category: filter.category });
  const hasWords = text.keywords.length > 0 || text.location.length > 0;
  const candidates = hasWords ? index.seqsMatching(text, { limit: FACET_COUNTING.maxCandidates }) : null;
  if (hasWords && !candidates) return null;
  return table.count({ filter, postedFrom: POSTED_WITHIN.map(({ value }) => postedFrom[value]), candidates, gone: new Set(index.expiredSeqs(now)) });
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
