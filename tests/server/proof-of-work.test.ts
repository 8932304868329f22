// Every form needs a solved proof-of-work challenge (unless RATE_LIMITS=off): a script pays for
// each submission, a solved challenge is accepted once, and a spec client that solves it still works.
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS, PROOF_FIELD } from '../../shared/domain';
import { COUNTER_RANGE, PROOF_MESSAGES, PROOF_WORK } from '../../shared/services/proof-of-work';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';

let t: TestApp;
afterEach(() => t?.close());

/** What a browser does: ask for a challenge for a form, solve it, and encode the answer for the form. */
async function solvedProof(app: TestApp, form = 'job/addJob', remoteAddress?: string): Promise<string> {
  const body = new FormData();
  body.append('form', form);
  const res = await app.app.inject({ method: 'POST', url: '/api/challenge', payload: body, ...(remoteAddress && { remoteAddress }) });
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
    const replay = await t.post('job/addJob', { ...validJob(), [PROOF_FIELD]: proof });
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
    const proof = await solvedProof(t, 'job/addreview');
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

  it('binds an answer to the form and the client it was given to', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const contact = { name: 'Ravi', email: 'ravi@example.com', subject: 'general', message: 'Hi' };
    const forPostings = await solvedProof(t, 'job/addJob');
    expect((await t.post('job/addproposal', { ...contact, [PROOF_FIELD]: forPostings })).json()).toMatchObject({ status: false, message: PROOF_MESSAGES.invalid });
    // Solved by a client at another address (a solving farm), spent from here.
    const elsewhere = await solvedProof(t, 'job/addproposal', '203.0.113.9');
    expect((await t.post('job/addproposal', { ...contact, [PROOF_FIELD]: elsewhere })).json()).toMatchObject({ status: false, message: PROOF_MESSAGES.invalid });
    expect(t.store.messages.recent()).toHaveLength(0);
    expect((await t.post('job/addproposal', { ...contact, [PROOF_FIELD]: await solvedProof(t, 'job/addproposal') })).json()).toMatchObject({ status: true });
  });

  it('asks which form a challenge is for', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const res = await t.post('challenge');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, errors: { form: PROOF_MESSAGES.noForm } });
  });

  it('costs at least 100,000 PBKDF2-SHA-256 iterations per answer, and refuses a cheaper challenge even when signed by this site', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const proof = JSON.parse(Buffer.from(await solvedProof(t, 'job/addreview'), 'base64').toString()) as { challenge: Challenge; solution: { counter: number } };
    expect(proof.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: PROOF_WORK.iterations });
    // Solving tries every counter from 0 up to the one the server drew.
    expect(proof.solution.counter).toBeGreaterThanOrEqual(COUNTER_RANGE[0]);
    expect(COUNTER_RANGE[0] * PROOF_WORK.iterations).toBeGreaterThanOrEqual(100_000);

    // The old work (25,000 bare SHA-256 hashes, 1.4 ms to a bot), signed with the site's own secret.
    const secret = t.store.settings.get('proof_secret')!;
    const [data] = [proof.challenge.parameters.data];
    const cheap = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 25_000, deriveKey: deriveShaKey, data, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` });
    const solution = await solveChallenge({ challenge: cheap, deriveKey: deriveShaKey });
    const answer = Buffer.from(JSON.stringify({ challenge: cheap, solution })).toString('base64');
    expect((await t.post('job/addreview', { name: 'A', rating: '5', comment: 'Good', [PROOF_FIELD]: answer })).json()).toMatchObject({ status: false, message: PROOF_MESSAGES.invalid });
  });

  it('is off together with the rate limits, for load tests and scripted clients', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    expect((await t.post('job/addJob', validJob())).json()).toMatchObject({ status: true });
  });
});
