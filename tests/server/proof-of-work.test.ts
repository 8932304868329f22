// Every form needs a solved proof-of-work challenge (unless RATE_LIMITS=off): a script pays for
// each submission, a solved challenge is accepted once, and a spec client that solves it still works.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS, PROOF_FIELD } from '../../shared/domain';
import { PROOF_MESSAGES } from '../../shared/services/proof-of-work';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';

let t: TestApp;
afterEach(() => t?.close());

/** What a browser does: ask for a challenge, solve it, and encode the answer for the form. */
async function solvedProof(app: TestApp): Promise<string> {
  const res = await app.post('challenge');
  expect(res.statusCode).toBe(200);
  const { challenge } = res.json() as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the proof of work on forms', () => {
  it('refuses a form without one, accepts a solved one once, and refuses it the second time', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const missing = await t.post('job/addJob', validJob());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, message: PROOF_MESSAGES.missing, errors: { [PROOF_FIELD]: PROOF_MESSAGES.missing } });
    expect(t.store.jobs.pending()).toHaveLength(0);

    const proof = await solvedProof(t);
    expect((await t.post('job/addJob', { ...validJob(), [PROOF_FIELD]: proof })).json()).toMatchObject({ status: true });
    const replay = await t.post('job/addproposal', { name: 'Ravi', email: 'ravi@example.com', subject: 'general', message: 'Hi', [PROOF_FIELD]: proof });
    expect(replay.json()).toMatchObject({ status: false, message: PROOF_MESSAGES.used });
    expect(t.store.jobs.pending()).toHaveLength(1);
    expect(t.store.messages.recent()).toHaveLength(0);
  });

  it.each([
    'job/addJob', 'job/report', 'job/addreview', 'job/addproposal', 'resume/add',
    'posting/edit', 'posting/close', 'posting/renew', 'posting/links', 'application/withdraw',
    'alert/subscribe', 'alert/confirm', 'alert/update', 'alert/renew', 'alert/delete',
  ])('is asked of every form the portal sends: %s', async (route) => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const res = await t.post(route, { email: 'ravi@example.com', id: '1', token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: PROOF_MESSAGES.missing });
    expect(t.store.db.prepare(`SELECT count(*) AS n FROM mail_outbox`).get()).toEqual({ n: 0 });
  });

  it('refuses a forged, tampered or expired answer', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const proof = await solvedProof(t);
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    // A made-up key: without the work, nobody can know the key the signature was made for.
    const tampered = Buffer.from(JSON.stringify({ ...payload, solution: { ...payload.solution, derivedKey: payload.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')) } })).toString('base64');
    const resigned = Buffer.from(JSON.stringify({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '00' } } })).toString('base64');
    for (const bad of [tampered, resigned, 'bm90IGpzb24=', 'x'.repeat(5_000), Buffer.from('{}').toString('base64')]) {
      const res = await t.post('job/addJob', { ...validJob(), [PROOF_FIELD]: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PROOF_MESSAGES.invalid);
    }
    t.clock.advance(61 * MINUTE_MS);
    const late = await t.post('job/addreview', { name: 'A', rating: '5', comment: 'Good', [PROOF_FIELD]: proof });
    expect(late.json().message).toBe(PROOF_MESSAGES.invalid);
    expect(t.store.reviews.pending()).toHaveLength(0);
    expect(t.store.jobs.pending()).toHaveLength(0);
  });

  it('is off together with the rate limits, for load tests and scripted clients', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    expect((await t.post('job/addJob', validJob())).json()).toMatchObject({ status: true });
  });
});
