import type { OutgoingMail } from '../mail/messages';
import type { Db } from './database';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  /** JSON; the kind's schema checks it again when the message is rendered. */
  payload: string;
  job_id: number | null;
  application_id: number | null;
  client_key: string | null;
  status: MailStatus;
  attempts: number;
  /** Permanent (5xx) SMTP refusals so far; enough of them make the message failed. */
  refusals: number;
  next_attempt_at: number;
  last_error: string | null;
  message_id: string | null;
  created_at: number;
  sent_at: number | null;
  closed_at: number | null;
}

export interface MailCounts {
  queued: number;
  sent: number;
  /** Queued after at least one failed attempt. */
  failing: number;
  /** Given up on after repeated permanent refusals: staff should look. */
  failed: number;
}

export function createOutboxRepository(db: Db) {
  const insert = db.prepare(`
    INSERT INTO mail_outbox (kind, recipient, reply_to, payload, job_id, application_id, client_key, next_attempt_at, created_at)
    VALUES (@kind, @recipient, @reply_to, @payload, @job_id, @application_id, @client_key, @due, @now)`);
  const due = db.prepare<{ now: number; limit: number }, OutboxRow>(
    `SELECT * FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= @now ORDER BY next_attempt_at, id LIMIT @limit`,
  );
  // The lease: pushing next_attempt_at forward claims the message for one sender at a time.
  const claim = db.prepare<{ id: number; now: number; until: number }>(`
    UPDATE mail_outbox SET next_attempt_at = @until, attempts = attempts + 1
    WHERE id = @id AND status = 'queued' AND next_attempt_at <= @now`);
  // Once a message is sent, withdrawn or given up on, the private links it carried are removed
  // from its stored payload: a later reader of the database finds no token that works.
  const sent = db.prepare<{ id: number; now: number; message_id: string | null }>(
    `UPDATE mail_outbox SET status = 'sent', sent_at = @now, message_id = @message_id, last_error = NULL,
       payload = json_remove(payload, '$.secrets') WHERE id = @id`,
  );
  const retry = db.prepare<{ id: number; retry_at: number; error: string; refused: number }>(
    `UPDATE mail_outbox SET next_attempt_at = @retry_at, last_error = @error, refusals = refusals + @refused
     WHERE id = @id AND status = 'queued'`,
  );
  const close = db.prepare<{ id: number; now: number; status: 'failed' | 'cancelled'; error: string | null }>(
    `UPDATE mail_outbox SET status = @status, closed_at = @now, last_error = coalesce(@error, last_error),
       payload = json_remove(payload, '$.secrets') WHERE id = @id AND status = 'queued'`,
  );
  const byId = db.prepare<[number], OutboxRow>(`SELECT * FROM mail_outbox WHERE id = ?`);
  const recent = db.prepare<{ limit: number }, OutboxRow>(`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT @limit`);
  const counts = db.prepare<[], MailCounts>(`
    SELECT coalesce(sum(status = 'queued'), 0) AS queued, coalesce(sum(status = 'sent'), 0) AS sent,
           coalesce(sum(status = 'queued' AND last_error IS NOT NULL), 0) AS failing,
           coalesce(sum(status = 'failed'), 0) AS failed
    FROM mail_outbox`);
  const countTo = db
    .prepare<{ recipient: string; kind: string; since: number }, number>(
      `SELECT count(*) FROM mail_outbox WHERE recipient = @recipient COLLATE NOCASE AND kind = @kind AND created_at > @since`,
    )
    .pluck();
  const countForJob = db
    .prepare<{ job_id: number; kind: string; since: number }, number>(
      `SELECT count(*) FROM mail_outbox WHERE job_id = @job_id AND kind = @kind AND created_at > @since`,
    )
    .pluck();
  const addressesFromClient = db
    .prepare<{ client_key: string; since: number }, number>(
      `SELECT count(DISTINCT lower(recipient)) FROM mail_outbox WHERE client_key = @client_key AND created_at > @since`,
    )
    .pluck();
  const clientMailedAddress = db
    .prepare<{ client_key: string; recipient: string; since: number }, number>(
      `SELECT 1 FROM mail_outbox WHERE client_key = @client_key AND created_at > @since AND recipient = @recipient COLLATE NOCASE LIMIT 1`,
    )
    .pluck();
  const purgeClosed = db.prepare<{ before: number }>(
    `DELETE FROM mail_outbox WHERE status <> 'queued' AND coalesce(sent_at, closed_at) < @before`,
  );
  const purgeApplication = db.prepare<[number]>(`DELETE FROM mail_outbox WHERE application_id = ?`);
  const applicationSent = db
    .prepare<[number], number>(`SELECT count(*) FROM mail_outbox WHERE application_id = ? AND kind = 'application' AND status = 'sent'`)
    .pluck();

  return {
    /**
     * Queues a message; call inside the write transaction that made it necessary. It is not sent
     * before `dueAt` (a moderation decision's mail waits until the decision can no longer be undone).
     */
    enqueue(mail: OutgoingMail, now: number, clientKey: string | null = null, dueAt = now): number {
      const row = {
        kind: mail.kind,
        recipient: mail.recipient,
        reply_to: mail.replyTo ?? null,
        payload: JSON.stringify(mail.payload),
        job_id: mail.jobId ?? null,
        application_id: mail.applicationId ?? null,
        client_key: clientKey,
        now,
        due: dueAt,
      };
      return Number(insert.run(row).lastInsertRowid);
    },
    /** How many messages of this kind went to this address since then. */
    countTo: (recipient: string, kind: string, since: number) => countTo.get({ recipient, kind, since }) ?? 0,
    /** How many messages of this kind about this job were queued since then. */
    countForJob: (jobId: number, kind: string, since: number) => countForJob.get({ job_id: jobId, kind, since }) ?? 0,
    /** How many different addresses this client caused visitor mail to since then. */
    addressesFromClient: (clientKey: string, since: number) => addressesFromClient.get({ client_key: clientKey, since }) ?? 0,
    /** Whether this client already caused visitor mail to this address since then. */
    clientMailedAddress: (clientKey: string, recipient: string, since: number) =>
      clientMailedAddress.get({ client_key: clientKey, recipient, since }) !== undefined,
    due: (now: number, limit = 20) => due.all({ now, limit }),
    claim: (id: number, now: number, leaseMs: number) => claim.run({ id, now, until: now + leaseMs }).changes === 1,
    markSent: (id: number, now: number, messageId: string | null) => sent.run({ id, now, message_id: messageId }).changes === 1,
    /** A failed attempt: due again at `retryAt`; `refused` when the server refused it permanently (5xx). */
    markRetry: (id: number, retryAt: number, error: string, refused: boolean) =>
      retry.run({ id, retry_at: retryAt, error, refused: refused ? 1 : 0 }).changes === 1,
    /** Gives up on a queued message for good. */
    markFailed: (id: number, now: number, error: string) => close.run({ id, now, status: 'failed', error }).changes === 1,
    /** Withdraws a message that has not gone out yet; false when it already went (or is going). */
    cancel: (id: number, now: number) => close.run({ id, now, status: 'cancelled', error: null }).changes === 1,
    get: (id: number) => byId.get(id),
    recent: (limit = 100) => recent.all({ limit }),
    counts: (): MailCounts => counts.get() ?? { queued: 0, sent: 0, failing: 0, failed: 0 },
    /** Sent, failed and cancelled messages closed before then. */
    purgeClosedBefore: (before: number) => purgeClosed.run({ before }).changes,
    purgeApplication: (applicationId: number) => purgeApplication.run(applicationId).changes,
    /** Whether the application itself has gone out to the employer. */
    applicationSent: (applicationId: number) => (applicationSent.get(applicationId) ?? 0) > 0,
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
