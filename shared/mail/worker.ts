import type { OutboxRepository } from '../store/outbox-repository';
import type { Clock } from '../services/clock';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  clock: Clock;
  /** How long a claimed message stays reserved for this sender. */
  leaseMs?: number;
  batchSize?: number;
  onError?: (error: unknown, mailId: number) => void;
}

const MINUTE = 60_000;

/** 30 s, 1 min, 2 min ... capped at one hour. A message is retried until it goes out, never dropped. */
export function retryDelay(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

export function createMailWorker({ outbox, transport, clock, leaseMs = 5 * MINUTE, batchSize = 20, onError }: MailWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const mail of outbox.due(clock.now(), batchSize)) {
      if (!outbox.claim(mail.id, clock.now(), leaseMs)) continue; // another sender has it
      try {
        const messageId = await transport.send(mail);
        outbox.markSent(mail.id, clock.now(), messageId);
        sent++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        outbox.markFailed(mail.id, clock.now() + retryDelay(mail.attempts + 1), message.slice(0, 500));
        onError?.(error, mail.id);
      }
    }
    return { sent, failed };
  }

  /** One pass over the due messages; concurrent calls share the pass under way. */
  function runOnce(): Promise<{ sent: number; failed: number }> {
    running ??= deliverDue().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    /** Sends soon, without waiting for the next tick (after something was queued). */
    kick(): void {
      setImmediate(() => void runOnce());
    },
    start(intervalMs = 15_000): void {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
