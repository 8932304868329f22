import type { Db } from './database';

export interface MailAttachment {
  filename: string;
  /** Absolute path, read when the message is sent. */
  path: string;
  contentType: string;
}

export interface OutgoingMail {
  kind: string;
  recipient: string;
  reply_to?: string;
  subject: string;
  text_body: string;
  attachments?: MailAttachment[];
  job_id?: number;
  application_id?: number;
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachments: string;
  job_id: number | null;
  application_id: number | null;
  status: 'queued' | 'sent';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  message_id: string | null;
  created_at: number;
  sent_at: number | null;
}

export function createOutboxRepository(db: Db) {
  const insert = db.prepare(`
    INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text_body, attachments, job_id, application_id,
      next_attempt_at, created_at)
    VALUES (@kind, @recipient, @reply_to, @subject, @text_body, @attachments, @job_id, @application_id, @now, @now)`);
  const due = db.prepare<{ now: number; limit: number }, OutboxRow>(
    `SELECT * FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= @now ORDER BY next_attempt_at, id LIMIT @limit`,
  );
  // The lease: pushing next_attempt_at forward claims the message for one sender at a time.
  const claim = db.prepare<{ id: number; now: number; until: number }>(`
    UPDATE mail_outbox SET next_attempt_at = @until, attempts = attempts + 1
    WHERE id = @id AND status = 'queued' AND next_attempt_at <= @now`);
  const sent = db.prepare<{ id: number; now: number; message_id: string | null }>(
    `UPDATE mail_outbox SET status = 'sent', sent_at = @now, message_id = @message_id, last_error = NULL WHERE id = @id`,
  );
  const failed = db.prepare<{ id: number; retry_at: number; error: string }>(
    `UPDATE mail_outbox SET next_attempt_at = @retry_at, last_error = @error WHERE id = @id AND status = 'queued'`,
  );
  const byId = db.prepare<[number], OutboxRow>(`SELECT * FROM mail_outbox WHERE id = ?`);
  const all = db.prepare<{ limit: number }, OutboxRow>(`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT @limit`);
  const counts = db.prepare<[], { queued: number; sent: number; failing: number }>(`
    SELECT coalesce(sum(status = 'queued'), 0) AS queued, coalesce(sum(status = 'sent'), 0) AS sent,
           coalesce(sum(status = 'queued' AND attempts > 0), 0) AS failing FROM mail_outbox`);
  const countTo = db.prepare<{ recipient: string; kind: string; since: number }, { n: number }>(`
    SELECT count(*) AS n FROM mail_outbox
    WHERE recipient = @recipient COLLATE NOCASE AND kind = @kind AND created_at > @since`);
  const purgeSent = db.prepare<{ before: number }>(`DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < @before`);
  const purgeApplication = db.prepare<[number]>(`DELETE FROM mail_outbox WHERE application_id = ?`);

  return {
    enqueue(mail: OutgoingMail, now: number): number {
      return Number(
        insert.run({
          reply_to: null,
          job_id: null,
          application_id: null,
          ...mail,
          attachments: JSON.stringify(mail.attachments ?? []),
          now,
        }).lastInsertRowid,
      );
    },
    /** How many messages of this kind went to this address since then. */
    countTo: (recipient: string, kind: string, since: number) => countTo.get({ recipient, kind, since })?.n ?? 0,
    due: (now: number, limit = 20) => due.all({ now, limit }),
    claim: (id: number, now: number, leaseMs: number) => claim.run({ id, now, until: now + leaseMs }).changes === 1,
    markSent: (id: number, now: number, messageId: string | null) => sent.run({ id, now, message_id: messageId }),
    markFailed: (id: number, retryAt: number, error: string) => failed.run({ id, retry_at: retryAt, error }),
    get: (id: number) => byId.get(id),
    recent: (limit = 100) => all.all({ limit }),
    counts: () => counts.get() ?? { queued: 0, sent: 0, failing: 0 },
    purgeSentBefore: (before: number) => purgeSent.run({ before }).changes,
    purgeApplication: (applicationId: number) => purgeApplication.run(applicationId).changes,
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
