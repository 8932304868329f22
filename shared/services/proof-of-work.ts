// A proof of work on every form the site accepts (ALTCHA, through altcha-lib): the browser derives
// keys for a fraction of a second before it sends, so a script that floods the forms pays for
// each one. No account, no third-party service, no tracking. Each challenge is signed with a
// per-install secret, names the form and the client it was given to, expires after a while, and
// is accepted once.
import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError, MINUTE_MS, PROOF_FIELD } from '../domain';
import type { ServiceContext } from './context';

/** How long a challenge may be solved and sent. Long enough to fill in a form at leisure. */
export const CHALLENGE_LIFETIME_MS = 60 * MINUTE_MS;
/**
 * The work: PBKDF2-SHA-256 keys over a nonce and a counter, tried from 0 up to a counter drawn from
 * COUNTER_RANGE. A browser derives each key with WebCrypto, natively, so a bot's own native code
 * gains little over a phone: about 200 keys of 1,000 iterations, some 400,000 SHA-256 blocks per
 * submission (a bare SHA-256 count of 25,000 cost a bot 1.4 ms; this is over 10 times that, and a
 * phone still solves it in well under a second, while the person fills in the form).
 */
export const PROOF_WORK = { algorithm: 'PBKDF2/SHA-256', iterations: 1_000 } as const;
export const COUNTER_RANGE = [100, 300] as const;

/** What a challenge is for: one of the site's forms, by its API path ("job/addJob"). */
const FORM_NAME = /^[a-z]+\/[A-Za-z]+$/;

export const PROOF_MESSAGES = {
  missing: 'Please wait a moment while your browser confirms this form, then send it again.',
  invalid: 'We could not confirm this form was sent from our site. Please reload the page and try again.',
  used: 'This form was already sent. Please reload the page to send it again.',
  noForm: 'Name the form the challenge is for (the form field, e.g. job/addJob).',
} as const;

/** The per-install secret that signs challenges (and form tickets), made once and kept in the database. */
export async function secretOf(ctx: ServiceContext): Promise<string> {
  const existing = ctx.store.settings.get('proof_secret');
  if (existing) return existing;
  return ctx.store.write(() => ctx.store.settings.getOrCreate('proof_secret', () => randomBytes(32).toString('base64'), ctx.clock.now()));
}

/** Whom a challenge was given to: a keyed hash of the client's address, never the address itself. */
const clientKey = (secret: string, ip: string) => createHmac('sha256', `${secret}:client`).update(ip).digest('base64url').slice(0, 22);

/** Where a challenge is used: the form (its API path) and the client's address. */
export interface ProofUse {
  form: string;
  ip: string;
}

/** A new challenge for one form and one client, as the `challenge` API call returns it. */
export async function newChallenge(ctx: ServiceContext, { form, ip }: ProofUse): Promise<Challenge> {
  if (!FORM_NAME.test(form)) throw new AppError('validation', PROOF_MESSAGES.noForm, { form: PROOF_MESSAGES.noForm });
  const secret = await secretOf(ctx);
  return createChallenge({
    algorithm: PROOF_WORK.algorithm,
    cost: PROOF_WORK.iterations,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    // The expiry travels in the signed data and is checked against our own clock (altcha-lib's
    // own `expiresAt` would be checked against the system clock, which tests cannot move). So do
    // the form and the client: a solved challenge cannot be spent on another form or by another client.
    data: { expires: ctx.clock.now() + CHALLENGE_LIFETIME_MS, form, client: clientKey(secret, ip) },
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
 * Accepts a form's proof of work once, for the form and client it was given to, or refuses the form
 * with a clear 400 (nothing is stored). The check is switched off together with the rate limits
 * (RATE_LIMITS=off).
 */
export async function checkProof(ctx: ServiceContext, fields: Record<string, unknown>, { form, ip }: ProofUse): Promise<void> {
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
  const data = payload?.challenge.parameters.data;
  const expires = data?.expires;
  const meant = data?.form === form && data?.client === clientKey(secret, ip);
  // The algorithm too: an old, cheaper challenge signed before the work was raised is not enough.
  const work = payload?.challenge.parameters.algorithm === PROOF_WORK.algorithm && payload.challenge.parameters.cost === PROOF_WORK.iterations;
  if (!payload || !result?.verified || !meant || !work || typeof expires !== 'number' || expires <= ctx.clock.now()) {
    throw new AppError('validation', PROOF_MESSAGES.invalid, { [PROOF_FIELD]: PROOF_MESSAGES.invalid });
  }
  const fresh = await ctx.store.write(() => ctx.store.proofs.markUsed(payload.challenge.signature!, expires));
  if (!fresh) throw new AppError('validation', PROOF_MESSAGES.used, { [PROOF_FIELD]: PROOF_MESSAGES.used });
}
