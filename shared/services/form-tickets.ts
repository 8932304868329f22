// Forms sent without JavaScript cannot solve the proof of work, so the server-rendered form carries
// a ticket instead: the time it was issued, signed with the per-install secret. A ticket proves
// the form came from one of our pages within the last two hours; it is the same for every visitor
// within a minute, so pages stay cacheable. It costs a script one page load, not the proof's
// hashing: what bounds that path is the per-client limits it shares with the API (the same
// rate-limit groups), and the honeypot.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, FORM_TICKET_FIELD, MINUTE_MS } from '../domain';
import type { ServiceContext } from './context';
import { secretOf } from './proof-of-work';

/** How long a rendered form may take to be filled in and sent. */
export const FORM_TICKET_LIFETIME_MS = 120 * MINUTE_MS;

export const FORM_TICKET_MESSAGES = {
  missing: 'We could not confirm this form was sent from our site. Please open the page again and send the form from there.',
  expired: 'This form was open for more than two hours. Please open the page again and send the form once more.',
} as const;

const sign = (secret: string, issuedAt: number) => createHmac('sha256', `${secret}:form-ticket`).update(String(issuedAt)).digest('base64url').slice(0, 32);

/** The ticket a page's forms carry: the current minute, signed. */
export async function issueFormTicket(ctx: ServiceContext): Promise<string> {
  const issuedAt = Math.floor(ctx.clock.now() / MINUTE_MS) * MINUTE_MS;
  return `${issuedAt}.${sign(await secretOf(ctx), issuedAt)}`;
}

/** Accepts a form's ticket, or refuses the form with a 400 that says what to do. */
export async function checkFormTicket(ctx: ServiceContext, fields: Record<string, unknown>): Promise<void> {
  const raw = fields[FORM_TICKET_FIELD];
  const match = typeof raw === 'string' ? /^(\d{1,15})\.([\w-]{32})$/.exec(raw) : null;
  const refuse = (message: string) => new AppError('validation', message, { [FORM_TICKET_FIELD]: message });
  if (!match) throw refuse(FORM_TICKET_MESSAGES.missing);
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(await secretOf(ctx), issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) throw refuse(FORM_TICKET_MESSAGES.missing);
  const age = ctx.clock.now() - issuedAt;
  if (age < 0 || age > FORM_TICKET_LIFETIME_MS) throw refuse(FORM_TICKET_MESSAGES.expired);
}
