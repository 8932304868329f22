// `staff rpc`, the remote consoles' endpoint, over in-memory streams: one answer per line whatever
// the line, identity and role from the server's side, and each request carried out once.
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleContext, type ConsoleContext } from '../../shared/ipc/handlers';
import type { StaffRole } from '../../shared/ipc/roles';
import { fixedModeratorProfile } from '../../shared/services/moderator-profile';
import { lineSplitter } from '../../shared/remote/rpc-protocol';
import { serveStaffRpc } from '../../shared/remote/rpc-server';
import { quoteWords, splitWords } from '../../shared/remote/shell-words';
import { seedConsole } from '../helpers/console-fixtures';
import { createTwoProcessServices, type TestServices } from '../helpers/services';

let t: ReturnType<typeof createTwoProcessServices> | TestServices | undefined;
afterEach(() => t?.close());

type Answer = { id: string | null; ok: boolean; data?: any; error?: { code: string; message: string } };

/** One rpc session: writes `lines`, ends the input, and returns every answer line parsed. */
async function session(ctx: ConsoleContext, lines: (string | Buffer)[], options: { maxLineBytes?: number; firstAttemptWaitMs?: number } = {}) {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => void (text += chunk.toString('utf8')));
  const served = serveStaffRpc(ctx, { input, output, ...options });
  for (const line of lines) input.write(line);
  input.end();
  await served;
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Answer);
}

const request = (id: string, channel: string, input?: unknown) => `${JSON.stringify({ id, channel, input })}\n`;
const as = (services: TestServices['ctx'], name: string, role: StaffRole = 'moderator') => consoleContext(services, fixedModeratorProfile(name), role);

describe('staff rpc', () => {
  it('answers every line, bad ones with an error, and goes on with the session', async () => {
    const two = createTwoProcessServices();
    t = two;
    await seedConsole(two);
    const answers = await session(as(two.ctx, 'Asha Patel'), [
      'not json\n',
      '{"channel":"session"}\n',
      request('a', 'noSuchChannel'),
      request('b', 'approvePosting', { id: 'seven' }),
      `${JSON.stringify({ id: 'c', channel: 'session', input: 'x'.repeat(2_000) })}\n`,
      request('d', 'session'),
    ], { maxLineBytes: 1_000 });
    expect(answers).toEqual([
      { id: null, ok: false, error: { code: 'validation', message: expect.stringContaining('one JSON request') } },
      { id: null, ok: false, error: { code: 'validation', message: expect.stringContaining('needs an "id"') } },
      { id: 'a', ok: false, error: { code: 'not_found', message: 'The console has no such call.' } },
      { id: 'b', ok: false, error: { code: 'validation', message: expect.any(String), fields: { id: 'Not a valid id' } } },
      { id: null, ok: false, error: { code: 'payload_too_large', message: 'A request may be at most 1000 bytes.' } },
      { id: 'd', ok: true, data: { name: 'Asha Patel', role: 'moderator', nameFixed: true, channels: expect.arrayContaining(['approvePosting']) } },
    ]);
  });

  it('records decisions under the name of the key, whatever name the request carries, and will not change it', async () => {
    const two = createTwoProcessServices();
    t = two;
    const ids = await seedConsole(two);
    const [approved, renamed, named] = await session(as(two.ctx, 'Asha Patel'), [
      request('1', 'approvePosting', { id: ids.fresh, actor: 'Mallory' }),
      request('2', 'setModerator', { name: 'Mallory' }),
      request('3', 'moderator'),
    ]);
    expect(approved?.data.decision).toMatchObject({ action: 'approve', actor: 'Asha Patel' });
    expect(renamed).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining("set by the site's operator") } });
    expect(named).toMatchObject({ ok: true, data: { name: 'Asha Patel' } });
  });

  it('lets an analyst read the dashboard and analytics, and refuses every other call', async () => {
    const two = createTwoProcessServices();
    t = two;
    const ids = await seedConsole(two);
    const answers = await session(as(two.ctx, 'Dev Analyst', 'analyst'), [
      request('1', 'dashboardSummary'),
      request('2', 'analyticsReport', { period: { preset: '30d' } }),
      request('3', 'approvePosting', { id: ids.fresh, actor: 'Dev Analyst' }),
      request('4', 'recentMessages'),
      request('5', 'findPostings'),
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, true, false, false, false]);
    expect(answers[2]?.error).toEqual({ code: 'forbidden', message: expect.stringContaining('As an analyst you may read the dashboard and the analytics') });
    expect(two.store.jobs.get(ids.fresh)?.status).toBe('pending');
  });

  it('carries a request out once: the same id again, from another process, gets the first answer', async () => {
    const two = createTwoProcessServices();
    t = two;
    const ids = await seedConsole(two);
    const [first] = await session(as(two.ctx, 'Asha Patel'), [request('decide-1', 'approvePosting', { id: ids.fresh, actor: 'x' })]);
    two.clock.advance(1_000);
    // The console's retry after a dropped connection reaches a new `staff rpc` process.
    const [again] = await session(as(two.there, 'Asha Patel'), [request('decide-1', 'approvePosting', { id: ids.fresh, actor: 'x' })]);
    expect(first?.ok).toBe(true);
    expect(again).toEqual(first);
    expect(two.store.decisions.ofJob(ids.fresh).filter((d) => d.action === 'approve')).toHaveLength(1);
    // A new id is a new request: the posting is published already, so it is refused.
    const [other] = await session(as(two.ctx, 'Asha Patel'), [request('decide-2', 'approvePosting', { id: ids.fresh, actor: 'x' })]);
    expect(other).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('makes a retry wait for its first attempt still running elsewhere, and says so when that attempt died unanswered', async () => {
    const two = createTwoProcessServices();
    t = two;
    const ids = await seedConsole(two);
    const now = two.clock.now();
    // A first attempt in another process has recorded the request and not answered yet.
    await two.other.write(() => void two.other.db.prepare(`INSERT INTO staff_requests (request_id, channel, actor, created_at) VALUES ('r1', 'approvePosting', 'Asha Patel', ?)`).run(now));
    const answering = session(as(two.ctx, 'Asha Patel'), [request('r1', 'approvePosting', { id: ids.fresh, actor: 'x' })], { firstAttemptWaitMs: 5_000 });
    setTimeout(() => void two.other.write(() => two.other.staffRequests.saveAnswer('r1', JSON.stringify({ ok: true, data: { first: true } }))), 200);
    expect(await answering).toEqual([{ id: 'r1', ok: true, data: { first: true } }]);
    expect(two.store.jobs.get(ids.fresh)?.status).toBe('pending'); // not carried out a second time

    await two.other.write(() => void two.other.db.prepare(`INSERT INTO staff_requests (request_id, channel, actor, created_at) VALUES ('r2', 'approvePosting', 'Asha Patel', ?)`).run(now));
    const [lost] = await session(as(two.ctx, 'Asha Patel'), [request('r2', 'approvePosting', { id: ids.fresh, actor: 'x' })], { firstAttemptWaitMs: 100 });
    expect(lost).toMatchObject({ id: 'r2', ok: false, error: { code: 'conflict', message: expect.stringContaining('already carried out') } });
    expect(two.store.jobs.get(ids.fresh)?.status).toBe('pending');
  });

  it('does not remember reads, and forgets request ids after a day', async () => {
    const two = createTwoProcessServices();
    t = two;
    const ids = await seedConsole(two);
    await session(as(two.ctx, 'Asha Patel'), [request('read-1', 'dashboardSummary'), request('w-1', 'approvePosting', { id: ids.fresh, actor: 'x' })]);
    expect(two.store.staffRequests.find('read-1')).toBeUndefined();
    expect(two.store.staffRequests.find('w-1')).toEqual(expect.stringContaining('"ok":true'));
    two.clock.advance(25 * 60 * 60 * 1000);
    await session(as(two.ctx, 'Asha Patel'), []);
    expect(two.store.staffRequests.find('w-1')).toBeUndefined();
  });
});

describe('the line splitter', () => {
  it('gives the same lines however the bytes are cut, and reports each oversize line once', () => {
    const line = fc.string({ unit: fc.constantFrom('a', 'é', '{', ' ', '"', '😀'), maxLength: 40 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }), (lines, cuts) => {
        const max = 60;
        const bytes = Buffer.from(lines.map((l) => `${l}\n`).join(''));
        const seen: string[] = [];
        let oversize = 0;
        const split = lineSplitter(max, (l) => seen.push(l), () => oversize++);
        let at = 0;
        for (const cut of cuts) split(bytes.subarray(at, (at = Math.min(bytes.length, at + cut))));
        split(bytes.subarray(at));
        const fits = (l: string) => Buffer.byteLength(l) <= max;
        expect(seen).toEqual(lines.filter((l) => fits(l) && l.trim()));
        expect(oversize).toBe(lines.filter((l) => !fits(l)).length);
      }),
    );
  });
});

describe('shell words', () => {
  it('splits back exactly the words that were quoted, whatever they hold', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 6 }), (words) => {
        expect(splitWords(quoteWords(words))).toEqual(words);
      }),
    );
  });

  it('reads a command typed by hand as a shell would, without expanding anything', () => {
    expect(splitWords(`reject 42 --reason "No \\"salary\\" given" --json`)).toEqual(['reject', '42', '--reason', 'No "salary" given', '--json']);
    expect(splitWords(`pending $HOME; rm -rf * 'a b'c`)).toEqual(['pending', '$HOME;', 'rm', '-rf', '*', 'a bc']);
    expect(splitWords(`approve 'open`)).toBeNull();
  });
});
