// A small proof of work on every form the site accepts (ALTCHA, through altcha-lib): the browser
// hashes for a fraction of a second before it sends, so a script that floods the forms pays for
// each one. No account, no third-party service, no tracking. Each challenge is signed with a
// per-install secret, expires after a while, and is accepted once.
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError, MINUTE_MS, PROOF_FIELD } from '../domain';
import type { ServiceContext } from './context';

/** How long a challenge may be solved and sent. Long enough to fill in a form at leisure. */
export const CHALLENGE_LIFETIME_MS = 60 * MINUTE_MS;
/**
 * The work: SHA-256 over a nonce and a counter, with a counter drawn from this range, so a
 * browser tries about 25,000 hashes (a fraction of a second on a phone) and a flood costs in bulk.
 */
export const COUNTER_RANGE = [10_000, 40_000] as const;

export const PROOF_MESSAGES = {
  missing: 'Please wait a moment while your browser confirms this form, then send it again.',
  invalid: 'We could not confirm this form was sent from our site. Please reload the page and try again.',
  used: 'This form was already sent. Please reload the page to send it again.',
} as const;

/** The per-install secret that signs challenges (and form tickets), made once and kept in the database. */
export async function secretOf(ctx: ServiceContext): Promise<string> {
  const existing = ctx.store.settings.get('proof_secret');
  if (existing) return existing;
  return ctx.store.write(() => ctx.store.settings.getOrCreate('proof_secret', () => randomBytes(32).toString('base64'), ctx.clock.now()));
}

/** A new challenge for a form, as the `challenge` API call returns it. */
export async function newChallenge(ctx: ServiceContext): Promise<Challenge> {
  const secret = await secretOf(ctx);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    // The expiry travels in the signed data and is checked against our own clock (altcha-lib's
    // own `expiresAt` would be checked against the system clock, which tests cannot move).
    data: { expires: ctx.clock.now() + CHALLENGE_LIFETIME_MS },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
}

/** The `altcha` field: base64 of `{ challenge, solution }`, as the ALTCHA widget and our portal send it. */
function decode(field: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof field !== 'string' || field.length === 0 || field.length > 4_000) return null;
  try {
    const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const params = payload?.challenge?.parameters;
    if (!params || typeof params !== 'object' || typeof payload.challenge?.signature !== 'string') return null;
    if (!payload.solution || typeof payload.solution.counter !== 'number') return null;
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return null;
  }
}

/**
 * Accepts a form's proof of work once, or refuses the form with a clear 400 (nothing is stored).
 * The check is switched off together with the rate limits (RATE_LIMITS=off).
 */
export async function checkProof(ctx: ServiceContext, fields: Record<string, unknown>): Promise<void> {
  const raw = fields[PROOF_FIELD];
  if (raw === undefined || raw === '') throw new AppError('validation', PROOF_MESSAGES.missing, { [PROOF_FIELD]: PROOF_MESSAGES.missing });
  const payload = decode(raw);
  const secret = await secretOf(ctx);
  const result = payload
    ? await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: `${secret}:key`,
      }).catch(() => null)
    : null;
  const expires = payload?.challenge.parameters.data?.expires;
  if (!payload || !result?.verified || typeof expires !== 'number' || expires <= ctx.clock.now()) {
    throw new AppError('validation', PROOF_MESSAGES.invalid, { [PROOF_FIELD]: PROOF_MESSAGES.invalid });
  }
  const fresh = await ctx.store.write(() => ctx.store.proofs.markUsed(payload.challenge.signature!, expires));
  if (!fresh) throw new AppError('validation', PROOF_MESSAGES.used, { [PROOF_FIELD]: PROOF_MESSAGES.used });
}
