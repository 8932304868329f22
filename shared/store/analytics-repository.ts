// The console's figures, all in SQL over indexes and the counts the triggers of migration 003 keep:
// page views per day and per key, each job's views and applications, and the moderation figures
// (postings per week, time to decision: staff's decisions, so demo postings are never counted). Periods are [from, to): UTC day numbers for page views,
// epoch milliseconds for postings.
import type { JobStatus } from '../domain';
import type { Db } from './database';

/** The dimensions page views are counted by (see page_view_counts). */
export const PAGE_VIEW_DIMS = ['page', 'missing', 'gone', 'source', 'device', 'agent'] as const;
export type PageViewDim = (typeof PAGE_VIEW_DIMS)[number];

/** Days per block of the coarse counts. */
export const BLOCK_DAYS = 32;

/** A day range as whole 32-day blocks plus the single days left at either end. */
export function splitDays(from: number, to: number) {
  const firstBlock = Math.ceil(from / BLOCK_DAYS);
  const endBlock = Math.floor(to / BLOCK_DAYS);
  if (firstBlock >= endBlock) return { d0: from, d1: to, d2: to, d3: to, b0: 0, b1: 0 };
  return { d0: from, d1: firstBlock * BLOCK_DAYS, d2: endBlock * BLOCK_DAYS, d3: to, b0: firstBlock, b1: endBlock };
}

export interface DayFigures {
  day: number;
  views: number;
  /** 404s: paths that never were a page. */
  missing: number;
  /** 410s: pages of jobs that were published once and have closed. */
  gone: number;
  visitors: number;
}

export interface JobFigures {
  id: number;
  job_title: string;
  company_name: string;
  status: JobStatus;
  published_at: number;
  views: number;
  applications: number;
  /** Applications per view, or null without views. */
  ratio: number | null;
}

export interface ServiceLevel {
  decided: number;
  withinDay: number;
  medianMs: number | null;
  p95Ms: number | null;
}

const WEEK = (column: string) => `(${column} / 86400000 + 3) / 7`; // weeks since the Monday before 1970-01-01

// Decisions are the standing approvals and rejections staff made (a demo posting, published by the
// seed, has none), each the one that put its posting where it stands: the decision's time is the
// posting's published_at or rejected_at. Read through the decisions' own time index and each
// posting's row by id, so the cost follows the decisions people made, never the demo postings a
// seeded store holds by the million in the same weeks. `j.demo = 0` is a guard, free on that row.
export const DECISIONS_IN_PERIOD = `FROM decisions AS d INDEXED BY decisions_by_time JOIN jobs AS j ON j.id = d.job_id
    WHERE d.at >= @from AND d.at < @to AND d.action IN ('approve', 'reject') AND d.undone_by IS NULL
      AND d.at = coalesce(j.published_at, j.rejected_at) AND j.demo = 0`;

export function createAnalyticsRepository(db: Db) {
  const days = db.prepare<{ from: number; to: number }, DayFigures>(
    `SELECT day, views, missing, gone, visitors FROM page_view_days WHERE day >= @from AND day < @to ORDER BY day`,
  );
  const top = db.prepare<ReturnType<typeof splitDays> & { dim: PageViewDim; limit: number }, { key: string; views: number }>(`
    SELECT key, sum(views) AS views FROM page_view_counts
    WHERE dim = @dim AND ((span = 1 AND bucket >= @d0 AND bucket < @d1) OR (span = 1 AND bucket >= @d2 AND bucket < @d3)
                          OR (span = ${BLOCK_DAYS} AND bucket >= @b0 AND bucket < @b1))
    GROUP BY key ORDER BY views DESC, key LIMIT @limit`);
  const applicationDays = db.prepare<{ from: number; to: number }, { day: number; applications: number }>(
    `SELECT day, applications FROM application_days WHERE day >= @from AND day < @to ORDER BY day`,
  );
  const jobs = db.prepare<{ from: number; to: number; limit: number }, JobFigures>(`
    SELECT j.id, j.job_title, j.company_name, j.status, j.published_at,
           coalesce(s.views, 0) AS views, coalesce(s.applications, 0) AS applications,
           CASE WHEN s.views > 0 THEN round(1.0 * s.applications / s.views, 4) END AS ratio
    FROM jobs AS j INDEXED BY jobs_by_published LEFT JOIN job_stats AS s ON s.job_id = j.id
    WHERE j.published_at >= @from AND j.published_at < @to
    ORDER BY views DESC, applications DESC, j.id LIMIT @limit`);
  const DECIDED = DECISIONS_IN_PERIOD;
  const weekly = db.prepare<{ from: number; to: number }, { what: string; week: number; n: number }>(`
    SELECT 'submitted' AS what, ${WEEK('submitted_at')} AS week, count(*) AS n FROM jobs
      WHERE submitted_at >= @from AND submitted_at < @to GROUP BY 2
    UNION ALL SELECT CASE d.action WHEN 'approve' THEN 'published' ELSE 'rejected' END, ${WEEK('d.at')}, count(*) ${DECIDED} GROUP BY 1, 2
    UNION ALL SELECT 'expired', ${WEEK('expired_at')}, count(*) FROM jobs
      WHERE expired_at >= @from AND expired_at < @to GROUP BY 2`);
  // Every wait of the period in one read, shortest first: the decisions people made are few enough
  // to count and rank here, in one pass instead of one query per figure.
  const waits = db
    .prepare<{ from: number; to: number }, number>(`SELECT d.at - j.submitted_at AS wait ${DECIDED} ORDER BY wait`)
    .pluck();

  return {
    /** Views, 404s, 410s and distinct visitors of each UTC day that had any. */
    days: (from: number, to: number) => days.all({ from, to }),
    /** The most viewed keys of a dimension over the days, most first. */
    top: (dim: PageViewDim, from: number, to: number, limit: number) => top.all({ dim, limit, ...splitDays(from, to) }),
    applicationDays: (from: number, to: number) => applicationDays.all({ from, to }),
    /** Postings published in the period, with their views and applications so far, most viewed first. */
    jobs: (from: number, to: number, limit: number) => jobs.all({ from, to, limit }),
    /** Postings submitted and expired, and staff's decisions to publish or reject, per week (Monday-based week numbers). */
    weekly: (from: number, to: number) => weekly.all({ from, to }),
    /** Staff's decisions in the period (demo postings have none): how many, how many within `dayMs` of submission, median and 95th percentile wait. */
    serviceLevel(from: number, to: number, dayMs: number): ServiceLevel {
      const sorted = waits.all({ from, to });
      const decided = sorted.length;
      if (decided === 0) return { decided, withinDay: 0, medianMs: null, p95Ms: null };
      let withinDay = 0;
      while (withinDay < decided && sorted[withinDay]! <= dayMs) withinDay++;
      // Nearest-rank percentiles: the median is the value at rank ceil(n/2), the 95th at rank ceil(0.95 n).
      const at = (rank: number) => sorted[rank - 1]!;
      return { decided, withinDay, medianMs: at(Math.floor((decided + 1) / 2)), p95Ms: at(Math.floor((decided * 95 + 99) / 100)) };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
