// An independent reading of the live jobs, without the full-text index: the jobs table read row
// by row and split into words in JavaScript, by the search's documented rules. It gives each word's
// document frequency (to choose common and rare searches) and exact totals to check answers by.
import Database from 'better-sqlite3';
import { LAKH, SITE_CURRENCY } from '../../shared/domain';
import { annualRange, parseSalary } from '../../shared/domain/salary';
import { PREFIX_MIN_LETTERS } from '../../shared/store/search-query';
import type { Query, QueryFilters } from './http';

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
const fold = (word: string) => word.normalize('NFD').replace(MARKS, '');

/** A search box's words as the search reads them: NFKC, lower case, at most 8, accents removed. */
export function queryWords(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).slice(0, 8).map(fold);
}

/** Does a word of a search match a word of a job: a prefix from 4 letters on, exact up to 3. */
export const wordMatches = (searchWord: string, jobWord: string) =>
  searchWord.length >= PREFIX_MIN_LETTERS ? jobWord.startsWith(searchWord) : jobWord === searchWord;

/** A job's words (lower case, accents removed) in the keyword fields and the location. */
export function jobWords(job: { job_title: string; company_name: string; description: string; requirements: string; location: string }) {
  const split = (text: string) => (text.toLowerCase().match(WORD) ?? []).map(fold);
  return { keyword: split(`${job.job_title} ${job.company_name} ${job.description} ${job.requirements}`), location: split(job.location) };
}

interface LiveRow {
  text: string;
  location: string;
  category: number;
  job_type: string;
  experience: string;
  salary: string;
}

/** The lower end of a salary text per year in the site's currency, parsed again here; null when it has none. */
const salaryPerYear = (text: string): number | null => {
  const parsed = parseSalary(text);
  return parsed && parsed.currency === SITE_CURRENCY ? Math.round(annualRange(parsed).min) : null;
};

/** Whether a job passes a search's filters, by the documented rules, from its row alone. */
function passesFilters(f: QueryFilters | undefined, row: LiveRow, locationWords: () => string[], salary: () => number | null): boolean {
  if (!f) return true;
  if (f.jobType && !f.jobType.split(',').includes(row.job_type)) return false;
  if (f.experience && !f.experience.split(',').includes(row.experience)) return false;
  if (f.remote && row.job_type !== 'Remote' && !locationWords().includes('remote')) return false;
  if (f.minSalary !== undefined) {
    const perYear = salary();
    if (perYear === null || perYear < f.minSalary * LAKH) return false;
  }
  return true;
}

/** Published, unexpired jobs, read once, in no particular order. */
function* liveRows(file: string, now: number): Generator<LiveRow> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare<[number], LiveRow>(
        `SELECT job_title || ' ' || company_name || ' ' || description || ' ' || requirements AS text, location, category,
           job_type, experience, salary
         FROM jobs WHERE status = 'published' AND expires_at > ?`,
      )
      .iterate(now);
    yield* rows;
  } finally {
    db.close();
  }
}

/** Raw lower-case token to a small integer, folding accents once per distinct token. */
class Tokens {
  private readonly ids = new Map<string, number>();
  readonly words: string[] = [];
  private readonly byWord = new Map<string, number>();

  id(raw: string): number {
    let id = this.ids.get(raw);
    if (id === undefined) {
      const word = fold(raw);
      id = this.byWord.get(word);
      if (id === undefined) {
        id = this.words.length;
        this.words.push(word);
        this.byWord.set(word, id);
      }
      this.ids.set(raw, id);
    }
    return id;
  }
}

export interface Frequencies {
  jobs: number;
  /** Word to the number of jobs with it in title, company, description or requirements. */
  keyword: Map<string, number>;
  /** Word to the number of jobs with it in the location. */
  location: Map<string, number>;
}

/** Pass one: how many live jobs contain each word. */
export function wordFrequencies(file: string, now: number): Frequencies {
  const count = (tokens: Tokens, df: number[], seen: number[], text: string, job: number) => {
    for (const raw of text.toLowerCase().match(WORD) ?? []) {
      const id = tokens.id(raw);
      if (seen[id] !== job) {
        seen[id] = job;
        df[id] = (df[id] ?? 0) + 1;
      }
    }
  };
  const keyword = { tokens: new Tokens(), df: [] as number[], seen: [] as number[] };
  const location = { tokens: new Tokens(), df: [] as number[], seen: [] as number[] };
  let jobs = 0;
  for (const row of liveRows(file, now)) {
    count(keyword.tokens, keyword.df, keyword.seen, row.text, jobs);
    count(location.tokens, location.df, location.seen, row.location, jobs);
    jobs++;
  }
  const asMap = (t: typeof keyword) => new Map(t.tokens.words.map((word, id) => [word, t.df[id] ?? 0]));
  return { jobs, keyword: asMap(keyword), location: asMap(location) };
}

/** Pass two: the exact number of live jobs each query matches. */
export function independentCounts(file: string, now: number, queries: readonly Query[]): number[] {
  const keywordWords: string[] = [];
  const locationWords: string[] = [];
  const indexIn = (list: string[], word: string) => (list.includes(word) ? list.indexOf(word) : list.push(word) - 1);
  const compiled = queries.map((q) => ({
    keyword: [...new Set(queryWords(q.jobTitle))].map((w) => indexIn(keywordWords, w)),
    location: [...new Set(queryWords(q.location))].map((w) => indexIn(locationWords, w)),
    category: q.category,
    filters: q.filters,
  }));
  const side = (searchWords: string[]) => ({
    tokens: new Tokens(),
    // Token id to the search words it matches, worked out once per distinct token.
    matches: [] as (number[] | undefined)[],
    stamp: new Int32Array(searchWords.length).fill(-1),
    searchWords,
  });
  const keyword = side(keywordWords);
  const location = side(locationWords);
  const mark = (s: typeof keyword, text: string, job: number) => {
    if (s.searchWords.length === 0) return;
    for (const raw of text.toLowerCase().match(WORD) ?? []) {
      const id = s.tokens.id(raw);
      let hits = s.matches[id];
      if (hits === undefined) {
        const word = s.tokens.words[id]!;
        hits = s.matches[id] = s.searchWords.flatMap((w, i) => (wordMatches(w, word) ? [i] : []));
      }
      for (const i of hits) s.stamp[i] = job;
    }
  };
  const counts = new Array<number>(queries.length).fill(0);
  let job = 0;
  for (const row of liveRows(file, now)) {
    mark(keyword, row.text, job);
    mark(location, row.location, job);
    let words: string[] | undefined;
    let salary: number | null | undefined;
    const locationOf = () => (words ??= jobWords({ job_title: '', company_name: '', description: '', requirements: '', location: row.location }).location);
    const salaryOf = () => (salary === undefined ? (salary = salaryPerYear(row.salary)) : salary);
    compiled.forEach((q, i) => {
      if (q.category !== null && q.category !== row.category) return;
      if (!q.keyword.every((w) => keyword.stamp[w] === job) || !q.location.every((w) => location.stamp[w] === job)) return;
      if (passesFilters(q.filters, row, locationOf, salaryOf)) counts[i]!++;
    });
    job++;
  }
  return counts;
}

/** The naive alternative: a LIKE scan over the four keyword columns. Best of `tries`, in ms. */
export function likeScan(file: string, now: number, word: string, tries = 3): { ms: number; count: number } {
  const db = new Database(file, { readonly: true });
  try {
    const statement = db.prepare<{ now: number; pattern: string }, { n: number }>(
      `SELECT count(*) AS n FROM jobs WHERE status = 'published' AND expires_at > @now AND (job_title LIKE @pattern
         OR company_name LIKE @pattern OR description LIKE @pattern OR requirements LIKE @pattern)`,
    );
    let best = Infinity;
    let count = 0;
    for (let i = 0; i < tries; i++) {
      const started = performance.now();
      count = statement.get({ now, pattern: `%${word}%` })!.n;
      best = Math.min(best, performance.now() - started);
    }
    return { ms: best, count };
  } finally {
    db.close();
  }
}
