// What the bench measured must also be right: answers are decrypted and checked against the
// independent count (totals and facet counts), the page size, newest-first order and the filters.
import { DEFAULT_JOB_DATA_KEY, JOB_TYPES, POST_EXPERIENCE_OPTIONS, SALARY_STEPS_LPA, decryptJobData, type PublicJob } from '../../shared/domain';
import { jobWords, queryWords, wordMatches } from './corpus';
import { describeQuery, type JobListAnswer, type Query } from './http';

type FacetName = 'jobType' | 'experience' | 'minSalary' | 'remote';

/** A facet option of a search: the same search with that option chosen in place of its group's choice. */
export interface FacetVariant {
  facet: FacetName;
  option: string;
  query: Query;
}

/** Every facet option the answer to `query` counts, as searches of their own (for the independent count). */
export function facetVariants(query: Query): FacetVariant[] {
  if (!query.facets) return [];
  const base = { ...query, facets: false, page: 1 };
  const f = query.filters ?? {};
  return [
    ...JOB_TYPES.map((type) => ({ facet: 'jobType' as const, option: type, query: { ...base, filters: { ...f, jobType: type } } })),
    ...POST_EXPERIENCE_OPTIONS.map((e) => ({ facet: 'experience' as const, option: e, query: { ...base, filters: { ...f, experience: e } } })),
    ...SALARY_STEPS_LPA.map((step) => ({ facet: 'minSalary' as const, option: String(step), query: { ...base, filters: { ...f, minSalary: step } } })),
    { facet: 'remote' as const, option: '', query: { ...base, filters: { ...f, remote: true } } },
  ];
}

export interface CheckCase {
  query: Query;
  /** The answer's body as the server sent it. */
  body: string;
  /** The independent count of matching live jobs. */
  expected: number;
  /** With facets asked: each option's independent count. */
  facets?: (FacetVariant & { expected: number })[];
}

export interface CheckReport {
  answers: number;
  totalsMatch: number;
  /** Answers that asked facet counts and were given them (a broad search leaves them out), and their counts checked. */
  facetAnswers: number;
  facetsChecked: number;
  pagesOk: number;
  /** Jobs decrypted and checked one by one. */
  jobs: number;
  problems: string[];
}

/** The page decrypted and checked: how many jobs it held, and what is wrong with it. */
function pageProblems(query: Query, body: JobListAnswer, limit: number): { decrypted: number; problems: string[] } {
  const jobs = decryptJobData<PublicJob[]>(body.data, DEFAULT_JOB_DATA_KEY);
  const expectedLength = Math.max(0, Math.min(limit, body.totalResults - (query.page - 1) * limit));
  const problems: string[] = [];
  if (!Array.isArray(jobs) || jobs.length !== expectedLength) problems.push(`${jobs?.length} jobs on the page, expected ${expectedLength}`);
  const keyword = queryWords(query.jobTitle);
  const location = queryWords(query.location);
  (jobs ?? []).forEach((job, i) => {
    if (i > 0 && job.date > jobs[i - 1]!.date) problems.push(`job ${job._id} is newer than the one before it`);
    if (query.category !== null && Number(job.category) !== query.category) problems.push(`job ${job._id} is in category ${job.category}`);
    const f = query.filters ?? {};
    if (f.jobType && !f.jobType.split(',').includes(job.job_type)) problems.push(`job ${job._id} is ${job.job_type}`);
    if (f.experience && !f.experience.split(',').includes(job.experience)) problems.push(`job ${job._id} asks ${job.experience}`);
    const words = jobWords(job);
    for (const w of keyword) if (!words.keyword.some((t) => wordMatches(w, t))) problems.push(`job ${job._id} lacks "${w}"`);
    for (const w of location) if (!words.location.some((t) => wordMatches(w, t))) problems.push(`job ${job._id} is not in "${w}"`);
  });
  return { decrypted: Array.isArray(jobs) ? jobs.length : 0, problems };
}

export function checkAnswers(cases: readonly CheckCase[]): CheckReport {
  const report: CheckReport = { answers: cases.length, totalsMatch: 0, facetAnswers: 0, facetsChecked: 0, pagesOk: 0, jobs: 0, problems: [] };
  for (const { query, body: text, expected, facets } of cases) {
    const label = describeQuery(query);
    let body: JobListAnswer;
    try {
      body = JSON.parse(text) as JobListAnswer;
    } catch {
      report.problems.push(`${label}: the answer is not JSON: ${text.slice(0, 120)}`);
      continue;
    }
    const limit = query.limit ?? 25;
    if (body.totalResults === expected) report.totalsMatch++;
    else report.problems.push(`${label}: totalResults ${body.totalResults}, independent count ${expected}`);
    const problems: string[] = [];
    if (body.status !== true) problems.push(`status ${String(body.status)}`);
    if (body.page !== query.page) problems.push(`page ${body.page}`);
    if (body.totalPages !== Math.ceil(body.totalResults / limit)) problems.push(`totalPages ${body.totalPages} for ${body.totalResults} results`);
    if (facets?.length && body.facets) report.facetAnswers++;
    for (const variant of body.facets ? (facets ?? []) : []) {
      report.facetsChecked++;
      const got = variant.facet === 'remote' ? body.facets?.remote : body.facets?.[variant.facet][variant.option];
      if (got !== variant.expected) problems.push(`facet ${variant.facet} ${variant.option}: ${got}, independent count ${variant.expected}`);
    }
    try {
      const page = pageProblems(query, body, limit);
      problems.push(...page.problems);
      report.jobs += page.decrypted;
    } catch (error) {
      problems.push(`the page does not decrypt: ${(error as Error).message}`);
    }
    if (problems.length === 0) report.pagesOk++;
    else report.problems.push(`${label}: ${problems.slice(0, 3).join('; ')}`);
  }
  return report;
}
