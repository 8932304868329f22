import { DAY_MS } from '../domain';
import type { OutgoingMail } from '../store/outbox-repository';
import type { ServiceContext } from './context';

/**
 * Mail a visitor's form sends to an address the visitor typed (the posting receipt, the
 * application confirmation): at most this many a day per address and kind, so nobody can use the
 * site to flood someone's inbox. What the form stored is kept either way.
 */
export const VISITOR_MAIL_DAILY_CAP = 3;

/** Queues the message unless the address had its share today; call inside the write transaction. */
export function queueVisitorMail(ctx: ServiceContext, mail: OutgoingMail, now: number): boolean {
  if (ctx.store.outbox.countTo(mail.recipient, mail.kind, now - DAY_MS) >= VISITOR_MAIL_DAILY_CAP) return false;
  ctx.store.outbox.enqueue(mail, now);
  return true;
}
