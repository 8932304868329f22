// Pages beside the API: the portal built for this run, the pages the bench asks for (the same
// few again and again, job pages a crawler reaches for the first time, new searches' pages), and
// the checks that what was timed was right (status, the expected job or article, totals against
// the independent count, every job on a search page matching it).
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { PAGE_DATA_ELEMENT_ID, type InitialPageData, type PublicJob } from '../../shared/domain';
import { loadBlogPosts } from '../blog/load-posts';
import { jobWords, queryWords, wordMatches, type Frequencies } from './corpus';
import type { Answer, Query } from './http';
import { ROOT } from './processes';

/** Builds the portal (browser bundle and server-rendering bundle) from the current sources into `outDir`, as `npm run build` does. */
export function buildPortal(outDir: string): void {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // Vite ships React's development build unless NODE_ENV says production. Its own process: Vite
  // loads its config and plugins afresh there, apart from the modules this driver has loaded.
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const args of [
    ['--outDir', outDir],
    ['--ssr', '--outDir', join(outDir, 'server')],
  ]) {
    const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--emptyOutDir', ...args], { cwd: ROOT, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Building the portal failed (vite build ${args.join(' ')}): ${run.stderr || run.stdout}`);
  }
}

/** What a page must show to count as answered right. */
export interface PageCase {
  name: string;
  path: string;
  /** Text the HTML must contain (escaped as HTML). */
  contains: string;
  /** The page's <title>, as read. */
  title?: string;
  /** For a search page: its query, whose total is checked against the independent count. */
  query?: Query;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#x27;',
      })[c]!,
  );

export const HOME_TEXT = 'Your dream job is just a click away';
export const DEVELOPER_PAGE_3: Query = {
  page: 3,
  jobTitle: 'developer',
  location: '',
  category: null,
};
export const FIRST_JOBS_PAGE: Query = {
  page: 1,
  jobTitle: '',
  location: '',
  category: null,
};

/** The address of a search's page on the site. */
export function searchPath(query: Query): string {
  const params = new URLSearchParams();
  if (query.jobTitle) params.set('keywords', query.jobTitle);
  if (query.location) params.set('location', query.location);
  if (query.category !== null) params.set('category', String(query.category));
  if (query.page !== 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/jobs${search ? `?${search}` : ''}`;
}

export interface LiveJob {
  id: number;
  job_title: string;
}

/** A job page's case: it must name its job. */
export const jobPageCase = (job: LiveJob): PageCase => ({
  name: `/apply/${job.id}`,
  path: `/apply/${job.id}`,
  contains: asHtml(job.job_title),
});

/** Live jobs in a stable random order, for the crawler's walk. */
export function liveJobs(file: string, now: number, limit: number): LiveJob[] {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[number, number], LiveJob>(
        `SELECT id, job_title FROM jobs WHERE status = 'published' AND expires_at > ? ORDER BY (id * 2654435761) % 4294967296 LIMIT ?`,
      )
      .all(now, limit);
  } finally {
    db.close();
  }
}

/** The repeated pages: the home page, the job list, a deep search page, an article, a job page. */
export function repeatedPages(job: LiveJob): PageCase[] {
  const article = loadBlogPosts()[0]!;
  return [
    { name: 'home /', path: '/', contains: HOME_TEXT },
    {
      name: '/jobs',
      path: searchPath(FIRST_JOBS_PAGE),
      contains: 'Find Your Perfect Job',
      query: FIRST_JOBS_PAGE,
    },
    {
      name: '/jobs?keywords=developer&page=3',
      path: searchPath(DEVELOPER_PAGE_3),
      contains: 'Find Your Perfect Job',
      query: DEVELOPER_PAGE_3,
    },
    { name: 'blog article', path: `/blog/${article.id}`, contains: '<article', title: `${article.title} | Job Portal` },
    { ...jobPageCase(job), name: 'job page /apply/{id}' },
  ];
}

/** Words for new searches, none asked of the server before: jobs in 0.1% to 5% of jobs, spread over the alphabet. */
export function newSearchWords(freq: Frequencies, count: number, exclude: ReadonlySet<string>): string[] {
  return [...freq.keyword.entries()]
    .filter(([w, n]) => /^\p{L}{5,}$/u.test(w) && !exclude.has(w) && n >= freq.jobs * 0.001 && n <= freq.jobs * 0.05)
    .map(([w]) => w)
    .sort((a, b) => hash(a) - hash(b) || a.localeCompare(b))
    .slice(0, count);
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The text of the page's <title>, its character references read. */
function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return raw?.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref[0] === '#' ? String.fromCodePoint(ref[1]!.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (named[ref] ?? whole),
  );
}

function pageDataOf(html: string): InitialPageData | null {
  const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return block ? (JSON.parse(block[1]!) as InitialPageData) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** HTML text (tags dropped) or an attribute's value -> plain text. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
      ref[0] === '#' ? String.fromCodePoint(ref[1]!.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (ENTITIES[ref] ?? whole),
    );

/**
 * The jobs of a server-rendered job list, read from its cards (the page data leaves them out, see
 * `jobsInCards`): what each card shows, in order. What no card shows is empty.
 */
export function jobsOfCards(html: string): PublicJob[] {
  return Array.from(html.matchAll(/<article [^>]*data-testid="job-card"[^>]*>([\s\S]*?)<\/article>/g), ([, card]) => {
    const part = (pattern: RegExp) => plain(pattern.exec(card!)?.[1] ?? '');
    const facts = /<ul [^>]*>((?:<li [^>]*>[\s\S]*?<\/li>)+)<\/ul>/.exec(card!)?.[1] ?? '';
    const [location = '', experience = '', , salary = ''] = Array.from(facts.matchAll(/<li [^>]*>([\s\S]*?)<\/li>/g), ([, fact]) => plain(fact!));
    const tags = /aria-label="Requirements">([\s\S]*?)<\/ul>/.exec(card!)?.[1] ?? '';
    return {
      _id: decodeURIComponent(part(/href="\/apply\/([^"]+)"/)),
      job_title: part(/<h3[^>]*>([\s\S]*?)<\/h3>/),
      company_name: part(/<\/h3><p [^>]*>([\s\S]*?)<\/p>/),
      job_type: part(/<\/div><span [^>]*>([\s\S]*?)<\/span>/),
      location,
      experience,
      date: part(/<time [^>]*datetime="([^"]*)"/i),
      salary,
      description: part(/<\/ul><p [^>]*>([\s\S]*?)<\/p>/),
      requirements: Array.from(tags.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g), ([, tag]) => plain(tag!)).join(', '),
      company_website: part(/<a href="([^"]*)" target="_blank"/),
      benefits: '',
      company_email: '',
      category: 0,
      expires_at: '',
    };
  });
}

/** What is wrong with a page's answer (nothing: an empty list); `expected` is the independent count for a search page. */
export function pageProblems(page: PageCase, answer: Answer, expected?: number): string[] {
  const problems: string[] = [];
  if (answer.status !== 200) return [`${page.name}: status ${answer.status}`];
  if (!answer.body.includes(page.contains)) problems.push(`${page.name}: the HTML lacks ${JSON.stringify(page.contains)}`);
  const title = titleOf(answer.body);
  if (page.title !== undefined && title !== page.title) problems.push(`${page.name}: titled ${JSON.stringify(title)}, expected ${JSON.stringify(page.title)}`);
  if (!page.query) return problems;
  const data = pageDataOf(answer.body)?.data;
  if (data?.kind !== 'jobs' || !data.result) return [...problems, `${page.name}: no job list in the page data`];
  const { totalResults, jobsInCards } = data.result;
  const jobs = jobsInCards ? jobsOfCards(answer.body) : data.result.jobs;
  if (expected !== undefined && totalResults !== expected) problems.push(`${page.name}: ${totalResults} results, independent count ${expected}`);
  const onPage = Math.max(0, Math.min(25, totalResults - (page.query.page - 1) * 25));
  if (jobs.length !== onPage) problems.push(`${page.name}: ${jobs.length} jobs on the page, expected ${onPage}`);
  const cards = answer.body.split('data-testid="job-card"').length - 1;
  const listed = jobsInCards ?? jobs.length;
  if (cards !== listed) problems.push(`${page.name}: ${cards} cards in the HTML for ${listed} jobs`);
  problems.push(...jobsProblems(page.name, page.query, jobs));
  return problems;
}

function jobsProblems(name: string, query: Query, jobs: PublicJob[]): string[] {
  const problems: string[] = [];
  const keyword = queryWords(query.jobTitle);
  jobs.forEach((job, i) => {
    if (i > 0 && job.date > jobs[i - 1]!.date) problems.push(`${name}: job ${job._id} is newer than the one before it`);
    const words = jobWords(job);
    for (const w of keyword) if (!words.keyword.some((t) => wordMatches(w, t))) problems.push(`${name}: job ${job._id} lacks "${w}"`);
  });
  return problems.slice(0, 3);
}

/** The CPU time (user + system, ms) a process has used so far, from /proc; NaN where there is none. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
