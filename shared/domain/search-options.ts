// The search's filters and orders: the options a seeker can choose, their URL and API values, and
// the tokens the search index holds for them (migration 018 writes the same tokens in SQL, in the
// index's `category` column, next to the category's own `c1`..`c9`). Browser-safe.
import { JOB_TYPES, POST_EXPERIENCE_OPTIONS } from './constants';

export type JobType = (typeof JOB_TYPES)[number];
export type PostExperience = (typeof POST_EXPERIENCE_OPTIONS)[number];

/** The index's token for a job type: 'Full-time' -> 'tfulltime' (SQL: 't' || lower(replace(job_type, '-', ''))). */
export const jobTypeToken = (type: string): string => `t${type.replace(/-/g, '').toLowerCase()}`;
/** The index's token for an experience option: '6 Month +' -> 'e6month'. */
export const experienceToken = (experience: string): string => `e${experience.replace(/[ +]/g, '').toLowerCase()}`;

/** The site's currency: salaries in any other are not matched by the salary filter (no exchange rates). */
export const SITE_CURRENCY = 'INR';
/**
 * Minimum salary steps, in lakh rupees a year (LPA). A job matches step N when the lower end of its
 * parsed salary, per year, is at least N lakh (100,000 rupees). Migration 018 writes one token
 * `sal{N}` per step a job reaches; a change of steps is a new migration.
 */
export const SALARY_STEPS_LPA = [3, 5, 10, 15, 20, 30, 50] as const;
export type SalaryStep = (typeof SALARY_STEPS_LPA)[number];
export const LAKH = 100_000;
export const salaryToken = (step: number): string => `sal${step}`;

/** Posted within: how recently the job took its place in the newest-first order (published or renewed). */
export const POSTED_WITHIN = [
  { value: '1d', label: 'Last 24 hours', ms: 24 * 3_600_000 },
  { value: '3d', label: 'Last 3 days', ms: 3 * 24 * 3_600_000 },
  { value: '7d', label: 'Last 7 days', ms: 7 * 24 * 3_600_000 },
  { value: '30d', label: 'Last 30 days', ms: 30 * 24 * 3_600_000 },
] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number]['value'];
export const postedWithinMs = (value: PostedWithin): number => POSTED_WITHIN.find((p) => p.value === value)!.ms;

/** Result orders: newest first (the spec's default) or best match (BM25, the title weighted most). */
export const SEARCH_ORDERS = ['newest', 'best'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** The filters beyond keyword, location and category; each is "any" when empty or null. */
export interface SearchFilters {
  /** Any of these job types. */
  jobTypes: readonly JobType[];
  /** Any of these experience options. */
  experience: readonly PostExperience[];
  postedWithin: PostedWithin | null;
  /** Lower end of the salary per year at least this many lakh, in the site's currency. */
  minSalary: SalaryStep | null;
  /** Job type Remote, or "Remote" in the location. */
  remote: boolean;
}

export const NO_FILTERS: SearchFilters = { jobTypes: [], experience: [], postedWithin: null, minSalary: null, remote: false };

export const hasFilters = (f: SearchFilters): boolean =>
  f.jobTypes.length > 0 || f.experience.length > 0 || f.postedWithin !== null || f.minSalary !== null || f.remote;

/** Keeps the listed values of a multi-choice in their list's order, once each; anything else is dropped. */
export function pickOptions<T extends string>(options: readonly T[], values: readonly string[]): T[] {
  const chosen = new Set(values);
  return options.filter((option) => chosen.has(option));
}

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).filter((v): v is string => typeof v === 'string').map((v) => v.trim());

/**
 * Filters from loose input (URL parameters, API form fields): lists as repeated values or
 * comma-separated, unknown values dropped, so any hand-edited input reads as a valid search.
 */
export function filtersFrom(input: { jobType?: unknown; experience?: unknown; postedWithin?: unknown; minSalary?: unknown; remote?: unknown }): SearchFilters {
  const posted = POSTED_WITHIN.find((p) => p.value === input.postedWithin)?.value ?? null;
  const salary = SALARY_STEPS_LPA.find((s) => String(s) === String(input.minSalary ?? '').trim()) ?? null;
  return {
    jobTypes: pickOptions(JOB_TYPES, asList(input.jobType)),
    experience: pickOptions(POST_EXPERIENCE_OPTIONS, asList(input.experience)),
    postedWithin: posted,
    minSalary: salary,
    remote: input.remote === true || input.remote === '1' || input.remote === 'true',
  };
}

/** Filters as `filtersFrom` would read them back: unknown values dropped, lists in their options' order. */
export const cleanFilters = (f: SearchFilters): SearchFilters =>
  filtersFrom({ jobType: [...f.jobTypes], experience: [...f.experience], postedWithin: f.postedWithin, minSalary: f.minSalary, remote: f.remote });

/** Filters as the job list call's form fields (`job/getjobdata`, alert forms): lists comma-separated, '' for any. */
export interface FilterFields {
  jobType: string;
  experience: string;
  postedWithin: string;
  minSalary: string;
  remote: string;
}

export const filterFields = (f: SearchFilters): FilterFields => ({
  jobType: f.jobTypes.join(','),
  experience: f.experience.join(','),
  postedWithin: f.postedWithin ?? '',
  minSalary: f.minSalary === null ? '' : String(f.minSalary),
  remote: f.remote ? '1' : '',
});

export const salaryLabel = (step: number): string => `₹${step} lakh a year`;

/** The filters in words, for a search's label: "Full-time · 1 Year + · ₹5 lakh a year or more · Remote". */
export const filterWords = (f: SearchFilters): string[] =>
  [
    ...f.jobTypes,
    ...f.experience,
    POSTED_WITHIN.find((p) => p.value === f.postedWithin)?.label ?? '',
    f.minSalary === null ? '' : `${salaryLabel(f.minSalary)} or more`,
    f.remote ? 'Remote' : '',
  ].filter(Boolean);
