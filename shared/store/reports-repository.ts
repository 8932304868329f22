// Reports visitors make about jobs: the console's flag (count and reasons) and how staff settle them.
import type { ReportReason } from '../domain';
import type { Db } from './database';

export interface JobReport {
  id: number;
  job_id: number;
  reason: ReportReason;
  details: string;
  created_at: number;
  resolved_at: number | null;
  resolution: 'taken-down' | 'dismissed' | null;
  resolved_by: string | null;
}

export function createReportsRepository(db: Db) {
  // OR IGNORE: a second report from the same client, job and day is not an error, just not counted.
  const insert = db.prepare<{ job_id: number; reason: string; details: string; client_key: string; now: number }>(
    `INSERT OR IGNORE INTO job_reports (job_id, reason, details, client_key, created_at) VALUES (@job_id, @reason, @details, @client_key, @now)`,
  );
  const openOf = db.prepare<[number], JobReport>(
    `SELECT id, job_id, reason, details, created_at, resolved_at, resolution, resolved_by FROM job_reports
     WHERE job_id = ? AND resolved_at IS NULL ORDER BY id DESC LIMIT 100`,
  );
  const openCount = db.prepare<[number], number>(`SELECT count(*) FROM job_reports WHERE job_id = ? AND resolved_at IS NULL`).pluck();
  const resolve = db.prepare<{ job_id: number; now: number; resolution: string; by: string }>(
    `UPDATE job_reports SET resolved_at = @now, resolution = @resolution, resolved_by = @by WHERE job_id = @job_id AND resolved_at IS NULL`,
  );
  const openSummary = db.prepare<[], { job_id: number; job_title: string; reports: number; reasons: string }>(
    `SELECT r.job_id, j.job_title, count(*) AS reports, group_concat(DISTINCT r.reason) AS reasons
     FROM job_reports r JOIN jobs j ON j.id = r.job_id WHERE r.resolved_at IS NULL GROUP BY r.job_id ORDER BY reports DESC, r.job_id`,
  );
  const purgeResolved = db.prepare<{ before: number }>(`DELETE FROM job_reports WHERE resolved_at IS NOT NULL AND resolved_at < @before`);

  return {
    /** False when this client already reported this job today. */
    insert: (jobId: number, reason: ReportReason, details: string, clientKey: string, now: number) =>
      insert.run({ job_id: jobId, reason, details, client_key: clientKey, now }).changes === 1,
    openOf: (jobId: number): JobReport[] => openOf.all(jobId),
    openCount: (jobId: number): number => openCount.get(jobId) ?? 0,
    /** Settles every open report on the job; returns how many. */
    resolve: (jobId: number, resolution: 'taken-down' | 'dismissed', by: string, now: number) =>
      resolve.run({ job_id: jobId, now, resolution, by }).changes,
    /** Postings with open reports, the most reported first. */
    openSummary: () => openSummary.all(),
    purgeResolvedBefore: (before: number) => purgeResolved.run({ before }).changes,
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
