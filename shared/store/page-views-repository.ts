import { DAY_MS } from '../domain';
import { BLOCK_DAYS, PAGE_VIEW_DIMS } from './analytics-repository';
import type { Db } from './database';

export interface PageViewRecord {
  page: string;
  referrer: string;
  /** What the page reported (its user agent and platform), kept as the spec's record has them. */
  browser: string;
  os: string;
  /** Already truncated by the caller: the store never sees a full address. */
  ip: string;
  client_timestamp: string | null;
  created_at: number;
  /** A keyed hash of the address and the UTC day (see visitorKey): counts visitors, follows nobody. */
  visitor: string | null;
  /** 410: the page of a job that was published once and has closed; 404: a path that never was a page. */
  status: 200 | 404 | 410;
  /** The live job an /apply/{id} page showed. */
  job_id: number | null;
  /** Parsed by the server from the request's own User-Agent header. */
  device: string;
  agent: string;
  /** The referring site's host, '(direct)' or '(internal)'. */
  source: string;
}

export function createPageViewsRepository(db: Db) {
  // Triggers (migration 003) add each view to the per-day and per-key counts the console reads.
  // The status column's CHECK allows 200 and 404 only: a 410 is stored as 404 with `gone` set
  // (migration 017 says why), and read back as 410.
  const insert = db.prepare<Omit<PageViewRecord, 'status'> & { status: 200 | 404; gone: 0 | 1 }>(`
    INSERT INTO page_views (page, referrer, browser, os, ip, client_timestamp, created_at, visitor, status, gone, job_id, device, agent, source)
    VALUES (@page, @referrer, @browser, @os, @ip, @client_timestamp, @created_at, @visitor, @status, @gone, @job_id, @device, @agent, @source)`);
  const recent = db.prepare<{ limit: number }, Omit<PageViewRecord, 'status'> & { id: number; status: 200 | 404; gone: number }>(
    `SELECT * FROM page_views ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const purge = db.prepare<{ before: number }>(`DELETE FROM page_views WHERE created_at < @before`);
  // The counts go with the views they came from (a block once its last day has gone).
  const purgeDays = [
    db.prepare<{ day: number }>(`DELETE FROM page_view_visitors WHERE day < @day`),
    db.prepare<{ day: number }>(`DELETE FROM page_view_days WHERE day < @day`),
    db.prepare<{ day: number }>(`DELETE FROM application_days WHERE day < @day`),
  ];
  const purgeCounts = db.prepare<{ day: number; dim: string }>(`
    DELETE FROM page_view_counts WHERE dim = @dim AND ((span = 1 AND bucket < @day) OR (span = ${BLOCK_DAYS} AND (bucket + 1) * ${BLOCK_DAYS} <= @day))`);

  return {
    insert: (view: PageViewRecord) =>
      Number(insert.run({ ...view, status: view.status === 410 ? 404 : view.status, gone: view.status === 410 ? 1 : 0 }).lastInsertRowid),
    recent: (limit = 100): (PageViewRecord & { id: number })[] =>
      recent.all({ limit }).map(({ gone, ...view }) => ({ ...view, status: gone ? 410 : view.status })),
    /** Deletes the views before then and the counts of the days before its UTC day; returns how many views. */
    purgeBefore(before: number): number {
      const day = Math.floor(before / DAY_MS);
      for (const statement of purgeDays) statement.run({ day });
      for (const dim of PAGE_VIEW_DIMS) purgeCounts.run({ day, dim });
      return purge.run({ before }).changes;
    },
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;
