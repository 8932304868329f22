// Mail that a visitor's form sends to an address the visitor typed (the posting receipt, the
// application confirmation, an alert sign-up, "send me my links again") is capped, so nobody can
// use the site to flood inboxes. The caps follow what abuse would cost a stranger: such mail never
// carries text a visitor typed, so the harm is volume, to one inbox or to many. One address gets
// a few of each kind a day; a client (an office, a campus or a mobile carrier shares one address)
// may cause mail to a bounded number of different addresses a day, and mail to an address it
// already mailed today costs it nothing more. What the form stored is kept either way, and a
// capped mail is reported to the caller, which says so to the visitor.
import { createHmac, randomBytes } from 'node:crypto';
import { DAY_MS, type VisitorMailNotice } from '../domain';
import type { OutgoingMail } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';

/** How many mails of one kind one address gets a day, unless its kind says otherwise. */
export const VISITOR_MAIL_DAILY_CAP = 3;
/**
 * Kinds an honest visitor sends many of in a day to their own address: an employer posting
 * several jobs, a job seeker applying to several. Each of these mails carries the only private
 * link to what was just sent, so the cap sits well above a busy day.
 */
export const VISITOR_MAIL_KIND_CAPS: Partial<Record<OutgoingMail['kind'], number>> = {
  'posting-received': 10,
  'application-confirmation': 15,
};
/** How many different addresses one client may cause mail to in a day. */
export const VISITOR_MAIL_CLIENT_ADDRESSES_DAILY = 30;
/**
 * Kinds not counted per client: "send me my links again" goes only to an address that already
 * has postings, and it is how a receipt the caps held back is recovered, from the same network.
 */
const CLIENT_CAP_EXEMPT = new Set<OutgoingMail['kind']>(['posting-links']);

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
 * Queues the message unless the address or the client had its share today, and says which; call
 * inside the write transaction. The message is made only once it is allowed: what goes with it
 * (a private link, a sign-up) is created only when the mail that carries it will really be sent.
 */
export function queueVisitorMail(
  ctx: ServiceContext,
  { kind, recipient }: Pick<OutgoingMail, 'kind' | 'recipient'>,
  build: () => OutgoingMail,
  now: number,
  visitor?: Visitor,
): VisitorMailNotice {
  const { outbox } = ctx.store;
  const since = now - DAY_MS;
  if (outbox.countTo(recipient, kind, since) >= (VISITOR_MAIL_KIND_CAPS[kind] ?? VISITOR_MAIL_DAILY_CAP)) return { queued: false, cappedBy: 'address' };
  const client = visitor ? visitorKey(ctx, visitor, now) : null;
  if (client && !CLIENT_CAP_EXEMPT.has(kind) && !outbox.clientMailedAddress(client, recipient, since)) {
    if (outbox.addressesFromClient(client, since) >= VISITOR_MAIL_CLIENT_ADDRESSES_DAILY) return { queued: false, cappedBy: 'client' };
  }
  outbox.enqueue(build(), now, client);
  return { queued: true };
}

/** `queueVisitorMail` for callers that only need to know whether the mail was queued. */
export function queueVisitorMailWith(...args: Parameters<typeof queueVisitorMail>): boolean {
  return queueVisitorMail(...args).queued;
}
