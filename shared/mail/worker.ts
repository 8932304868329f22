import type { Clock } from '../services/clock';
import type { OutboxRow } from '../store/outbox-repository';
import type { Store } from '../store/store';
import { renderMail, type SiteIdentity } from './messages';
import { existsSync } from 'node:fs';
import { attachmentPath, smtpFailure, type MailTransport, type SmtpFailure } from './transport';

/** What the worker reports about a failed delivery: ids and codes, never an address or a body. */
export interface DeliveryFailure extends SmtpFailure {
  mailId: number;
  /** True when the message was given up on (marked failed) rather than scheduled again. */
  gaveUp: boolean;
}

export interface MailWorkerOptions {
  store: Store;
  transport: MailTransport;
  clock: Clock;
  /** Where links point and how mail is signed, read when each message is rendered. */
  site: () => SiteIdentity;
  /** How long a claimed message stays reserved for this sender; longer than a send can take. */
  leaseMs?: number;
  batchSize?: number;
  /** Permanent (5xx) refusals after which a message is marked failed. */
  maxRefusals?: number;
  onError?: (failure: DeliveryFailure) => void;
  /** The pass itself failed (the database was busy, say); the next pass tries again. */
  onPassError?: (error: unknown) => void;
}

const MINUTE = 60_000;

/** 30 s, 1 min, 2 min ... capped at one hour. Only repeated permanent refusals end the retries. */
export function retryDelay(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

/** A Message-ID made from the outbox row, the same on every retry. */
export function messageIdOf(mail: Pick<OutboxRow, 'id' | 'created_at'>, site: SiteIdentity): string {
  let host = 'jobportal.invalid';
  try {
    host = new URL(site.url).hostname || host;
  } catch {}
  return `<outbox-${mail.id}.${mail.created_at}@${host}>`;
}

/**
 * Sends what the outbox holds, rendering each message at the moment it goes out. Exactly one
 * process should run it (the public server); other processes only queue, so mail always leaves
 * through the server's transport with the server's settings.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { store, transport, clock, site, leaseMs = 5 * MINUTE, batchSize = 20, maxRefusals = 3, onError, onPassError } = options;
  const { outbox } = store;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliver(mail: OutboxRow): Promise<boolean> {
    const identity = site();
    let rendered;
    try {
      rendered = renderMail(mail.kind, JSON.parse(mail.payload), identity);
    } catch (error) {
      // A payload that does not fit its kind can never be sent: give up at once, say why.
      const reason = `cannot be rendered: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown error'}`;
      await store.write(() => outbox.markFailed(mail.id, clock.now(), reason));
      onError?.({ mailId: mail.id, code: null, kind: 'ERENDER', permanent: true, gaveUp: true });
      return false;
    }
    // A file that is gone never comes back by waiting: after a restore from a backup taken before
    // the file was copied, or once retention deleted it. Retrying would go on for ever.
    const missing = rendered.attachments.find((a) => !existsSync(attachmentPath(store.paths.dataDir, a.path)));
    if (missing) {
      await store.write(() => outbox.markFailed(mail.id, clock.now(), `its attachment ${missing.path} is missing from DATA_DIR`));
      onError?.({ mailId: mail.id, code: null, kind: 'EATTACHMENT', permanent: true, gaveUp: true });
      return false;
    }
    try {
      await transport.send({ ...rendered, messageId: messageIdOf(mail, identity), to: mail.recipient, replyTo: mail.reply_to });
    } catch (error) {
      const failure = smtpFailure(error);
      const summary = [failure.code && `SMTP ${failure.code}`, failure.kind, error instanceof Error && error.message.slice(0, 300)]
        .filter(Boolean)
        .join(': ');
      const gaveUp = failure.permanent && mail.refusals + 1 >= maxRefusals;
      await store.write(() =>
        gaveUp
          ? outbox.markFailed(mail.id, clock.now(), summary)
          : outbox.markRetry(mail.id, clock.now() + retryDelay(mail.attempts), summary, failure.permanent),
      );
      onError?.({ mailId: mail.id, ...failure, gaveUp });
      return false;
    }
    // Sent: from here on it must never be marked failed, or it would go out twice. If this write
    // fails, the lease runs out and the message is sent again: at least once, never lost.
    await store.write(() => outbox.markSent(mail.id, clock.now(), messageIdOf(mail, identity)));
    return true;
  }

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const mail of outbox.due(clock.now(), batchSize)) {
      const claimed = await store.write(() => outbox.claim(mail.id, clock.now(), leaseMs));
      if (!claimed) continue; // another sender has it, or it was withdrawn
      if (await deliver({ ...mail, attempts: mail.attempts + 1 })) sent++;
      else failed++;
    }
    return { sent, failed };
  }

  /** One pass over the due messages; concurrent calls share the pass under way. */
  function runOnce(): Promise<{ sent: number; failed: number }> {
    running ??= deliverDue().finally(() => (running = undefined));
    return running;
  }

  /** For timers: a failed pass is reported, never an unhandled rejection. */
  const runInBackground = () => void runOnce().catch((error: unknown) => onPassError?.(error));

  return {
    runOnce,
    /** Sends soon, without waiting for the next tick (after something was queued). */
    kick(): void {
      setImmediate(runInBackground);
    },
    start(intervalMs = 15_000): void {
      timer ??= setInterval(runInBackground, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
