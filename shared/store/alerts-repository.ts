// Job alerts: sign-ups waiting for confirmation, active alerts, the digest schedule and watermark.
import type { Db } from './database';

export interface AlertRecord {
  id: number;
  email: string;
  keywords: string;
  location: string;
  category: number | null;
  /** Job types, then experience options: each a list comma-separated in its options' order, '' for any. */
  job_types: string;
  experience: string;
  /** A salary step, lakh a year; null for any. */
  min_salary: number | null;
  remote: 0 | 1;
  status: 'unconfirmed' | 'active';
  created_at: number;
  confirmed_at: number | null;
  lapses_at: number;
  last_seq: number;
  next_digest_at: number | null;
  last_digest_at: number | null;
  updated_at: number;
}

export type AlertSearchRecord = Pick<AlertRecord, 'keywords' | 'location' | 'category' | 'job_types' | 'experience' | 'min_salary' | 'remote'>;

export function createAlertsRepository(db: Db) {
  const insert = db.prepare<AlertSearchRecord & { email: string; now: number; lapses_at: number }>(
    `INSERT INTO job_alerts (email, keywords, location, category, job_types, experience, min_salary, remote, status, created_at, lapses_at, updated_at)
     VALUES (@email, @keywords, @location, @category, @job_types, @experience, @min_salary, @remote, 'unconfirmed', @now, @lapses_at, @now)`,
  );
  const byId = db.prepare<[number], AlertRecord>(`SELECT * FROM job_alerts WHERE id = ?`);
  const countFor = db.prepare<[string], number>(`SELECT count(*) FROM job_alerts WHERE email = ? COLLATE NOCASE`).pluck();
  const confirm = db.prepare<{ id: number; now: number; lapses_at: number; last_seq: number; next: number }>(
    `UPDATE job_alerts SET status = 'active', confirmed_at = @now, lapses_at = @lapses_at, last_seq = @last_seq,
       next_digest_at = @next, updated_at = @now
     WHERE id = @id AND status = 'unconfirmed'`,
  );
  const update = db.prepare<AlertSearchRecord & { id: number; now: number }>(
    `UPDATE job_alerts SET keywords = @keywords, location = @location, category = @category, job_types = @job_types,
       experience = @experience, min_salary = @min_salary, remote = @remote, updated_at = @now
     WHERE id = @id`,
  );
  const renew = db.prepare<{ id: number; now: number; lapses_at: number; next: number }>(
    `UPDATE job_alerts SET lapses_at = @lapses_at, next_digest_at = coalesce(next_digest_at, @next), updated_at = @now
     WHERE id = @id AND status = 'active'`,
  );
  const remove = db.prepare<[number]>(`DELETE FROM job_alerts WHERE id = ?`);
  const due = db.prepare<{ now: number; limit: number }, AlertRecord>(
    `SELECT * FROM job_alerts INDEXED BY job_alerts_due
     WHERE status = 'active' AND next_digest_at <= @now ORDER BY next_digest_at, id LIMIT @limit`,
  );
  // The digest's move: watermark and schedule together, only if nobody moved them meanwhile.
  const advance = db.prepare<{ id: number; seen_next: number; last_seq: number; next: number; sent_at: number | null }>(
    `UPDATE job_alerts SET last_seq = max(last_seq, @last_seq), next_digest_at = @next,
       last_digest_at = coalesce(@sent_at, last_digest_at)
     WHERE id = @id AND status = 'active' AND next_digest_at = @seen_next`,
  );
  const stop = db.prepare<{ id: number }>(`UPDATE job_alerts SET next_digest_at = NULL WHERE id = @id`);
  const purge = db.prepare<{ unconfirmed_before: number; lapsed_before: number }>(
    `DELETE FROM job_alerts WHERE (status = 'unconfirmed' AND lapses_at <= @unconfirmed_before)
       OR (status = 'active' AND lapses_at <= @lapsed_before)`,
  );

  return {
    insert: (email: string, search: AlertSearchRecord, now: number, lapsesAt: number) =>
      Number(insert.run({ email, ...search, now, lapses_at: lapsesAt }).lastInsertRowid),
    get: (id: number): AlertRecord | undefined => byId.get(id),
    /** Alerts of an address, waiting or active. */
    countFor: (email: string): number => countFor.get(email) ?? 0,
    confirm: (id: number, now: number, lapsesAt: number, lastSeq: number, nextDigestAt: number) =>
      confirm.run({ id, now, lapses_at: lapsesAt, last_seq: lastSeq, next: nextDigestAt }).changes === 1,
    update: (id: number, search: AlertSearchRecord, now: number) => update.run({ id, ...search, now }).changes === 1,
    renew: (id: number, now: number, lapsesAt: number, nextDigestAt: number) =>
      renew.run({ id, now, lapses_at: lapsesAt, next: nextDigestAt }).changes === 1,
    remove: (id: number) => remove.run(id).changes === 1,
    /** Active alerts whose next digest is due, the longest waiting first. */
    due: (now: number, limit: number): AlertRecord[] => due.all({ now, limit }),
    advance: (id: number, seenNext: number, lastSeq: number, next: number, sentAt: number | null) =>
      advance.run({ id, seen_next: seenNext, last_seq: lastSeq, next, sent_at: sentAt }).changes === 1,
    /** No more digests until it is renewed. */
    stop: (id: number) => stop.run({ id }).changes === 1,
    /** Unconfirmed sign-ups past their confirmation time, active alerts past their grace. */
    purge: (unconfirmedBefore: number, lapsedBefore: number) => purge.run({ unconfirmed_before: unconfirmedBefore, lapsed_before: lapsedBefore }).changes,
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
