// The contract between the server and the portal's server-rendering bundle. The server reads the
// store, hands the page's data to `render`, and gets back the status, the <head> tags and the
// HTML of #root. Types only (plus two tiny helpers), browser-safe, so neither side imports the
// other's code: the server loads the built bundle at run time.
import type { PublicConfig } from './app-config';
import type { JobListQuery } from './job-search-url';
import type { JobType, PostedWithin, PostExperience } from './search-options';
import type { PublicJob } from './entities';
import type { AlertView, ManageView, WithdrawView } from './self-service';
import type { FormAnswer } from './form-outcomes';

export interface JobListResult {
  jobs: PublicJob[];
  /**
   * Set in a server-rendered page's data instead of `jobs` (then empty): the jobs are the page's
   * this many job cards, which the browser reads back before hydrating rather than get twice.
   */
  jobsInCards?: number;
  totalPages: number;
  totalResults: number;
  facets?: FacetCounts;
  suggestions?: SearchSuggestion[];
}

/** How many jobs each filter option would show: the search with that option chosen in place of its group's choice. */
export interface FacetCounts {
  jobType: Record<JobType, number>;
  experience: Record<PostExperience, number>;
  postedWithin: Record<PostedWithin, number>;
  /** By salary step (lakh a year). */
  minSalary: Record<string, number>;
  remote: number;
}

/** A word of a search without results that the index does not hold, with the closest words it does. */
export interface SearchSuggestion {
  field: 'keywords' | 'location';
  word: string;
  suggestions: string[];
}

/** A job that was live once and closed: what its 410 page says, and live jobs like it. */
export interface ClosedJob {
  job_title: string;
  company_name: string;
  location: string;
  category: number;
  /** ISO 8601: when it stopped taking applications. */
  closedAt: string;
  /** Live jobs of the same category and place (or, with none there, the same category). */
  similar: PublicJob[];
}

/** What a page needs from the store, read by the server before rendering. */
export type PageData =
  /** `result` null: the search failed (the page says so and offers a retry). */
  | { kind: 'jobs'; query: JobListQuery; result: JobListResult | null }
  /** `job` null: not open for applications; `gone` when it had been published once (HTTP 410), with `closed` saying what closed. */
  | { kind: 'job'; jobId: string; job: PublicJob | null; gone: boolean; closed?: ClosedJob }
  /** Private-link pages: `view` null when the link does not open anything (404, saying nothing). */
  /** The newest live jobs the home page shows (HOME_JOBS of them). */
  | { kind: 'home'; jobs: PublicJob[] }
  | { kind: 'manage'; view: ManageView | null }
  | { kind: 'withdraw'; view: WithdrawView | null }
  | { kind: 'alert'; view: AlertView | null }
  | { kind: 'none' };

/** How many of the newest jobs the home page shows. */
export const HOME_JOBS = 6;

/** Travels to the browser in a JSON data block, so hydration starts from the same data. */
export interface InitialPageData {
  data: PageData;
  /** The server's clock when it rendered: "N days ago" must read the same while hydrating. */
  now: number;
  /** What the page's forms carry instead of a proof of work when scripts do not run (form-outcomes.ts). */
  formTicket?: string;
  /** A form's answer, on the page a browser gets back after sending the form without JavaScript. */
  answer?: FormAnswer;
}

export interface RenderRequest extends InitialPageData {
  /** Path and query string of the request, e.g. `/jobs?category=8`. */
  url: string;
  config: PublicConfig;
}

export interface RenderResult {
  status: number;
  /** title, description, canonical, Open Graph and robots tags. */
  head: string;
  /** The inner HTML of #root. */
  html: string;
  /** Sources (build manifest keys) of the screen modules the page shows, for modulepreload links. */
  modules: string[];
}

export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, when known. */
  lastmod?: string;
}

/** What `dist/portal/server/entry-server.js` exports. */
export interface PortalRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Blog articles and the static pages, for the sitemap. */
  sitemapPages(): SitemapPage[];
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** The JSON list of the screen's script files, preloaded once the page has painted (src-renderer/portal/boot.ts). */
export const PRELOAD_ELEMENT_ID = 'app-preload';

/** JSON for a `<script type="application/json">` or `application/ld+json` block: no `</script>` can end it early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page-data block of a page. `rendered`: the page's HTML holds what the data rendered, so a
 * job list's jobs, there as cards, are left out of the block (see `jobsInCards`).
 */
export function pageDataElement(initial: InitialPageData, rendered = false): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(rendered ? withJobsInCards(initial) : initial)}</script>`;
}

function withJobsInCards(initial: InitialPageData): InitialPageData {
  const { data } = initial;
  if (data.kind !== 'jobs' || !data.result?.jobs.length) return initial;
  return { ...initial, data: { ...data, result: { ...data.result, jobs: [], jobsInCards: data.result.jobs.length } } };
}
