import type { OutboxRepository } from '../store/outbox-repository';
import type { Clock } from '../services/clock';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  clock: Clock;
  /** How long a claimed message stays reserved for this sender; longer than a send can take. */
  leaseMs?: number;
  batchSize?: number;
  /** A delivery failed; the message stays queued and is retried. */
  onError?: (error: unknown, mailId: number) => void;
  /** The pass itself failed (the database was busy, say); the next pass tries again. */
  onPassError?: (error: unknown) => void;
}

const MINUTE = 60_000;

/** 30 s, 1 min, 2 min ... capped at one hour. A message is retried until it goes out, never dropped. */
export function retryDelay(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

/**
 * Sends what the outbox holds. Exactly one process should run it (the public server); other
 * processes only queue, so mail always leaves through the server's configured transport.
 */
export function createMailWorker({ outbox, transport, clock, leaseMs = 5 * MINUTE, batchSize = 20, onError, onPassError }: MailWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const mail of outbox.due(clock.now(), batchSize)) {
      if (!outbox.claim(mail.id, clock.now(), leaseMs)) continue; // another sender has it
      let messageId: string | null;
      try {
        messageId = await transport.send(mail);
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        outbox.markFailed(mail.id, clock.now() + retryDelay(mail.attempts + 1), message.slice(0, 500));
        onError?.(error, mail.id);
        continue;
      }
      // Sent: from here on it must never be marked failed, or it would go out twice. If this write
      // fails, the lease runs out and the message is sent again: at least once, never lost.
      outbox.markSent(mail.id, clock.now(), messageId);
      sent++;
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
