import type { Db } from './database';

export interface PageViewRecord {
  page: string;
  referrer: string;
  browser: string;
  os: string;
  /** Already truncated by the caller: the store never sees a full address. */
  ip: string;
  client_timestamp: string | null;
  created_at: number;
}

export function createPageViewsRepository(db: Db) {
  const insert = db.prepare<PageViewRecord>(`
    INSERT INTO page_views (page, referrer, browser, os, ip, client_timestamp, created_at)
    VALUES (@page, @referrer, @browser, @os, @ip, @client_timestamp, @created_at)`);
  const recent = db.prepare<{ limit: number }, PageViewRecord & { id: number }>(
    `SELECT * FROM page_views ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const topPages = db.prepare<{ since: number; limit: number }, { page: string; views: number }>(`
    SELECT page, count(*) AS views FROM page_views WHERE created_at >= @since
    GROUP BY page ORDER BY views DESC, page LIMIT @limit`);
  const totals = db.prepare<{ since: number }, { views: number; pages: number }>(
    `SELECT count(*) AS views, count(DISTINCT page) AS pages FROM page_views WHERE created_at >= @since`,
  );
  const purge = db.prepare<{ before: number }>(`DELETE FROM page_views WHERE created_at < @before`);

  return {
    insert: (view: PageViewRecord) => Number(insert.run(view).lastInsertRowid),
    recent: (limit = 100) => recent.all({ limit }),
    topPages: (since: number, limit = 10) => topPages.all({ since, limit }),
    totalsSince: (since: number) => totals.get({ since }) ?? { views: 0, pages: 0 },
    purgeBefore: (before: number) => purge.run({ before }).changes,
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;
