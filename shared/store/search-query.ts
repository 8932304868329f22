// A search as a structured value, and the one place that turns it into the index's terms. Nothing
// reads an FTS5 expression back: code that needs to know what a search asks reads this value.
import { experienceToken, jobTypeToken, salaryToken } from '../domain/search-options';

/** What a search asks of the published jobs. Lists are "any of"; empty lists and nulls ask nothing. */
export interface SearchFilter {
  /** Words of the keywords (title, company, description, requirements), as searchWords makes them: all must match. */
  keywords: readonly string[];
  /** Words of the location: all must match. */
  location: readonly string[];
  category: number | null;
  jobTypes: readonly string[];
  experience: readonly string[];
  /** A salary step (lakh a year) the job's salary reaches. */
  minSalary: number | null;
  /** Job type Remote, or the word "remote" in the location. */
  remote: boolean;
  /** Jobs from this publication number on ("posted within", resolved when the search is asked); null: all. */
  fromSeq: number | null;
}

export const ANY_JOB: SearchFilter = {
  keywords: [],
  location: [],
  category: null,
  jobTypes: [],
  experience: [],
  minSalary: null,
  remote: false,
  fromSeq: null,
};

export const searchFilter = (parts: Partial<SearchFilter>): SearchFilter => ({ ...ANY_JOB, ...parts });

/** A word this long or longer matches the words it begins; a shorter one is a word of its own. */
export const PREFIX_MIN_LETTERS = 4;
/** At most this many words of each field are searched. */
const MAX_WORDS = 8;

/**
 * The words of visitor text as the index compares them: letters and digits, NFKC-normalised and
 * lowercased (the tokenizer then folds diacritics on both sides). No visitor input ever reaches
 * FTS5 as syntax: each word becomes a quoted term.
 */
export const searchWords = (text: string): string[] => (text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);

/** The index's columns, by what a search looks in. Keywords never match the location. */
export const KEYWORD_COLUMNS = '{job_title company_name description requirements}';

/** The field a one-word search looks in, with its word; null when the filter asks anything else. */
export function oneWordOf(filter: SearchFilter): { field: 'keywords' | 'location'; word: string } | null {
  const { keywords, location, ...rest } = filter;
  if (keywords.length + location.length !== 1 || !isTextOnly(rest)) return null;
  return keywords.length ? { field: 'keywords', word: keywords[0]! } : { field: 'location', word: location[0]! };
}

const isTextOnly = (f: Omit<SearchFilter, 'keywords' | 'location'>) =>
  f.category === null && !f.jobTypes.length && !f.experience.length && f.minSalary === null && !f.remote && f.fromSeq === null;

/** Whether the filter asks any of the filter tokens (job type, experience, salary, remote). */
export const asksFacetTokens = (f: SearchFilter): boolean => f.jobTypes.length > 0 || f.experience.length > 0 || f.minSalary !== null || f.remote;

/** Whether the index must be asked (words or a facet); false: the job table's own indexes answer. */
export const needsIndex = (f: SearchFilter): boolean => f.keywords.length > 0 || f.location.length > 0 || asksFacetTokens(f);

/** Words a prefix stands for (read from the index), or null to leave the prefix to FTS5. */
export type PrefixWords = (prefix: string) => readonly string[] | null;

const quoted = (term: string) => `"${term}"`;
const anyOf = (terms: readonly string[]) => (terms.length === 1 ? quoted(terms[0]!) : `(${terms.map(quoted).join(' OR ')})`);

function wordTerm(word: string, expand: PrefixWords | null): string {
  if (word.length < PREFIX_MIN_LETTERS) return quoted(word);
  // Only plain ASCII prefixes are spelled out: the tokenizer keeps those as they are, so the index's words compare byte for byte.
  const words = expand && /^[a-z0-9]+$/.test(word) ? expand(word) : null;
  if (!words) return `${quoted(word)}*`;
  return words.length ? anyOf(words) : quoted(word);
}

/**
 * The FTS5 MATCH expression of a filter's words and facets ('' when it asks none). `expand` spells
 * a prefix out as the index's words it begins (the main index); the scratch indexes, which hold a
 * handful of jobs, take prefixes as they are.
 */
export function matchExpression(filter: SearchFilter, expand: PrefixWords | null = null): string {
  const parts: string[] = [];
  const words = (ws: readonly string[]) => ws.map((w) => wordTerm(w, expand)).join(' AND ');
  if (filter.keywords.length) parts.push(`${KEYWORD_COLUMNS} : (${words(filter.keywords)})`);
  if (filter.location.length) parts.push(`location : (${words(filter.location)})`);
  if (filter.category !== null) parts.push(`category : ${quoted(`c${filter.category}`)}`);
  if (filter.jobTypes.length) parts.push(`category : ${anyOf(filter.jobTypes.map(jobTypeToken))}`);
  if (filter.experience.length) parts.push(`category : ${anyOf(filter.experience.map(experienceToken))}`);
  if (filter.minSalary !== null) parts.push(`category : ${quoted(salaryToken(filter.minSalary))}`);
  if (filter.remote) parts.push(`(category : ${quoted(jobTypeToken('Remote'))} OR location : "remote")`);
  return parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(' AND ');
}

/** A filter's identity, for caches: equal filters, equal keys. */
export const filterKey = (f: SearchFilter): string =>
  JSON.stringify([f.keywords, f.location, f.category, f.jobTypes, f.experience, f.minSalary, f.remote, f.fromSeq]);
