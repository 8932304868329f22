// Expiry reminders: which live postings end within the reminder time and have not been reminded
// for that expiry yet (a renewal moves the expiry, so the next reminder falls due again). Demo
// postings are never reminded: their addresses are made up.
import type { Db } from './database';

export function createRemindersRepository(db: Db) {
  const due = db.prepare<{ now: number; until: number; limit: number }, { id: number; expires_at: number }>(
    `SELECT j.id, j.expires_at FROM jobs j INDEXED BY jobs_remindable
     LEFT JOIN expiry_reminders r ON r.job_id = j.id
     WHERE j.status = 'published' AND j.demo = 0 AND j.expires_at > @now AND j.expires_at <= @until
       AND (r.expires_at IS NULL OR r.expires_at <> j.expires_at)
     ORDER BY j.expires_at LIMIT @limit`,
  );
  const mark = db.prepare<{ id: number; expires_at: number }>(
    `INSERT INTO expiry_reminders (job_id, expires_at) VALUES (@id, @expires_at)
     ON CONFLICT (job_id) DO UPDATE SET expires_at = excluded.expires_at`,
  );
  return {
    due: (now: number, until: number, limit: number) => due.all({ now, until, limit }),
    /** Marks the reminder sent for this expiry (replacing the mark of an earlier expiry). */
    mark: (id: number, expiresAt: number): void => void mark.run({ id, expires_at: expiresAt }),
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
