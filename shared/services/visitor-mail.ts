// Mail that a visitor's form sends to an address the visitor typed (the posting receipt, the
// application confirmation) is capped, so nobody can use the site to flood inboxes: per address
// and kind, and per client across all addresses. What the form stored is kept either way.
import { createHmac, randomBytes } from 'node:crypto';
import { DAY_MS } from '../domain';
import type { OutgoingMail } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';

export const VISITOR_MAIL_DAILY_CAP = 3;
export const VISITOR_MAIL_CLIENT_DAILY_CAP = 10;

/**
 * A visitor's key for a day: a keyed hash of the address that changes every day, so visits can be
 * counted and limited without storing the address or following anyone across days.
 * Call inside a write transaction (the secret is created on first use).
 */
export function visitorKey(ctx: ServiceContext, visitor: Visitor, now: number): string {
  const secret = ctx.store.settings.getOrCreate('visitor_key_secret', () => randomBytes(32).toString('base64'), now);
  const day = Math.floor(now / DAY_MS);
  return createHmac('sha256', secret).update(`${day}:${visitor.ip}`).digest('base64url').slice(0, 22);
}

/**
 * Queues the message unless the address or the client had its share today; call inside the write
 * transaction. The message is made only once it is allowed: what goes with it (a private link, a
 * sign-up) is created only when the mail that carries it will really be sent.
 */
export function queueVisitorMailWith(
  ctx: ServiceContext,
  { kind, recipient }: Pick<OutgoingMail, 'kind' | 'recipient'>,
  build: () => OutgoingMail,
  now: number,
  visitor?: Visitor,
): boolean {
  const { outbox } = ctx.store;
  const since = now - DAY_MS;
  if (outbox.countTo(recipient, kind, since) >= VISITOR_MAIL_DAILY_CAP) return false;
  const client = visitor ? visitorKey(ctx, visitor, now) : null;
  if (client && outbox.countFromClient(client, since) >= VISITOR_MAIL_CLIENT_DAILY_CAP) return false;
  outbox.enqueue(build(), now, client);
  return true;
}
