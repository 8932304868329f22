// The proof of work every visitor form carries (ALTCHA): the browser asks the server for a
// challenge and hashes until it finds the answer, a fraction of a second. Solving starts when a
// person first focuses a form, so sending rarely waits; each answer is accepted once.
import { PROOF_FIELD } from '../../../shared/domain/constants';
import { postForm } from './client';

let prepared: Promise<string | null> | null = null;

async function solveOne(): Promise<string | null> {
  const answer = await postForm<{ challenge: unknown }>('challenge');
  if (!answer.status) return null;
  // Loaded only when a form is used, so no page pays for it up front.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge: answer.challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  return solution ? btoa(JSON.stringify({ challenge: answer.challenge, solution })) : null;
}

/** Starts solving a challenge in the background, once. */
export function prepareProof(): void {
  prepared ??= solveOne().catch(() => null);
}

/**
 * The proof for one submission, as a form field: the prepared answer, or a fresh one. Without an
 * answer (the call failed) the form goes without, and the server explains what to do.
 */
export async function takeProof(): Promise<Record<string, string>> {
  prepareProof();
  const answer = await prepared!;
  prepared = null;
  return answer ? { [PROOF_FIELD]: answer } : {};
}
