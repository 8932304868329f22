// The proof of work every visitor form carries (ALTCHA): the browser asks the server for a
// challenge for one form and derives keys until it finds the answer, a fraction of a second.
// Solving starts when a person first focuses a form, so sending rarely waits; each answer is
// accepted once, for the form and the client it was given to.
import { PROOF_FIELD } from '../../../shared/domain/constants';
import { postForm } from './client';

/** Answers being prepared, by form (its API path). */
const prepared = new Map<string, Promise<string | null>>();

async function solveOne(form: string): Promise<string | null> {
  const answer = await postForm<{ challenge: unknown }>('challenge', { form });
  if (!answer.status) return null;
  // Loaded only when a form is used, so no page pays for it up front. WebCrypto derives the keys natively.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const solution = await solveChallenge({ challenge: answer.challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  return solution ? btoa(JSON.stringify({ challenge: answer.challenge, solution })) : null;
}

/** Starts solving a challenge for `form` in the background, once. */
export function prepareProof(form: string): void {
  if (!prepared.has(form)) prepared.set(form, solveOne(form).catch(() => null));
}

/**
 * The proof for one submission of `form`, as a form field: the prepared answer, or a fresh one.
 * Without an answer (the call failed) the form goes without, and the server explains what to do.
 */
export async function takeProof(form: string): Promise<Record<string, string>> {
  prepareProof(form);
  const answer = await prepared.get(form)!;
  prepared.delete(form);
  return answer ? { [PROOF_FIELD]: answer } : {};
}
