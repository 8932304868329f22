import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, DECISION_MAIL_HOLD_MS, HOUR_MS } from '../../shared/domain';
import { CONSOLE_CHANNELS, type ChannelName } from '../../shared/ipc/channels';
import { consoleContract } from '../../shared/ipc/contract';
import { callConsoleChannel, consoleContext, consoleHandlers } from '../../shared/ipc/handlers';
import { approvePosting } from '../../shared/services/postings';
import { ok, seedConsole } from '../helpers/console-fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
/** The version of a posting the console shows (its updated_at): every decision carries it. */
const shownVersion = (id: number) => t.store.jobs.get(id)?.updated_at ?? 0;
afterEach(async () => t?.close());

async function setup() {
  t = createTestServices();
  return await seedConsole(t);
}

/** The data of a successful call, or a failure that says which call failed and why. */
const call = <N extends ChannelName>(name: N, input?: unknown) => callConsoleChannel(consoleContext(t.ctx), name, input);

describe('the console contract', () => {
  it('has a schema pair and a handler for every channel, and nothing else', async () => {
    expect(Object.keys(consoleContract).sort()).toEqual([...CONSOLE_CHANNELS].sort());
    expect(Object.keys(consoleHandlers).sort()).toEqual([...CONSOLE_CHANNELS].sort());
  });
});

describe('console handlers', () => {
  it('find pending postings by due time as light rows, with the main clock', async () => {
    const ids = await setup();
    const { now, total, postings } = ok(await call('findPostings', { status: 'pending' }));
    expect(now).toBe(t.clock.now());
    expect(total).toBe(2);
    expect(postings.map((p) => p.id)).toEqual([ids.overdue, ids.fresh]);
    expect(postings[0]!.due_at).toBe(now - 2 * HOUR_MS);
    expect(postings[0]).not.toHaveProperty('description'); // the detail pane fetches the full text
    expect(ok(await call('findPostings', undefined)).total).toBe(2); // pending is the default
  });

  it('search every posting by text, status, category and employer', async () => {
    const ids = await setup();
    const find = async (input: object) => ok(await call('findPostings', input)).postings.map((p) => p.id);
    expect(await find({ status: 'any', text: 'android' })).toEqual([ids.overdue]);
    expect(await find({ status: 'any', text: 'Navrang' })).toEqual([ids.live]);
    expect(await find({ status: 'any', text: String(ids.fresh) })).toEqual([ids.fresh]);
    expect(await find({ status: 'published' })).toEqual([ids.live]);
    expect(await find({ status: 'any', category: 3 })).toEqual([ids.fresh]);
    expect(await find({ status: 'any', employer: 'JOBS@everlane.example' })).toEqual([ids.overdue]);
    expect(await find({ status: 'any', text: '100%_' })).toEqual([]); // LIKE wildcards are literal
    expect((await find({ status: 'any' })).sort()).toEqual([ids.live, ids.overdue, ids.fresh].sort());
  });

  it('summarise the dashboard: counts per status, overdue, reviews, unread messages, mail', async () => {
    const ids = await setup();
    expect(ok(await call('dashboardSummary'))).toEqual({
      now: t.clock.now(),
      postings: { pending: 2, published: 1, rejected: 0, expired: 0 },
      overduePostings: 1,
      urgentPostings: 1,
      nextDueAt: t.store.jobs.get(ids.overdue)!.due_at,
      pendingReviews: 2,
      unreadMessages: 2,
      mail: { queued: 6, sent: 0, failing: 0, failed: 0 },
      notices: [expect.stringContaining("The site's public URL is not set")],
    });
    // Once the public URL is known (the server stores PUBLIC_URL; staff can set it), the notice goes.
    await t.store.write(() => t.store.settings.set('public_url', 'https://jobs.example.in', t.clock.now()));
    expect(ok(await call('dashboardSummary')).notices).toEqual([]);
  });

  it('approve a pending posting, publishing it for 30 days, recording who, and queuing the employer mail', async () => {
    const ids = await setup();
    const { posting, decision } = ok(await call('approvePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: '  Asha Patel ' }));
    expect(posting).toMatchObject({ id: ids.overdue, status: 'published', published_at: t.clock.now(), expires_at: t.clock.now() + 30 * DAY_MS });
    expect(decision).toMatchObject({ job_id: ids.overdue, action: 'approve', actor: 'Asha Patel', at: t.clock.now(), reason: null, undone_by: null });
    const mail = t.store.outbox.get(decision.mail_id!)!;
    expect(mail.kind).toBe('posting-published');
    expect(mail.next_attempt_at).toBe(t.clock.now() + DECISION_MAIL_HOLD_MS); // not sent while it can be undone
    expect(t.mailQueuedCount()).toBeGreaterThan(0);
  });

  it('reject with the reason, which reaches the employer with how to send the posting again', async () => {
    const ids = await setup();
    const { posting, decision } = ok(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: '  Please add the salary currency.  ' }));
    expect(posting).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the salary currency.' });
    expect(decision).toMatchObject({ action: 'reject', actor: 'Asha', reason: 'Please add the salary currency.' });
    const text = renderedMail(t.store.outbox.get(decision.mail_id!)).text;
    expect(text).toContain('Why, and what to change:\nPlease add the salary currency.');
    // Sent again through the posting's own private link (a fresh one in every mail about it).
    expect(text).toMatch(new RegExp(`send it again with your private link:\\nhttp://localhost:3000/manage/${ids.fresh}/[A-Za-z0-9_-]{22}\\n`));
  });

  it('expire a published posting', async () => {
    const ids = await setup();
    const { posting, decision } = ok(await call('expirePosting', { id: ids.live, seen: shownVersion(ids.live), actor: 'Asha' }));
    expect(posting.status).toBe('expired');
    expect(decision).toMatchObject({ action: 'expire', mail_id: null });
    expect(ok(await call('findPostings', { status: 'expired' })).postings.map((p) => p.id)).toEqual([ids.live]);
  });

  it('tell the second moderator who decided first, and when, and change nothing', async () => {
    const ids = await setup();
    ok(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Ravi' }));
    const decidedAt = t.clock.now();
    t.clock.advance(5 * 60_000);
    const before = t.store.jobs.get(ids.fresh);
    const mails = t.store.outbox.recent().length;
    const at = new Date(decidedAt).toISOString().slice(0, 16).replace('T', ' ');
    expect(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: 'Duplicate posting' })).toEqual({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.fresh} was already approved by Ravi at ${at} UTC.` },
    });
    expect(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    // A posting the schedule expired has no moderator: its state is named instead.
    expect(await call('expirePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.overdue} is pending, so it cannot be expired; it may have been handled already.` },
    });
    expect(t.store.jobs.get(ids.fresh)).toEqual(before);
    expect(t.store.outbox.recent()).toHaveLength(mails);
    expect(t.store.decisions.ofJob(ids.fresh).map((d) => d.actor)).toEqual(['Ravi']);
  });

  it('answer not found for an id that does not exist', async () => {
    await setup();
    expect(await call('approvePosting', { id: 987654, seen: shownVersion(987654), actor: 'Asha' })).toEqual({ ok: false, error: { code: 'not_found', message: 'Job 987654 not found.' } });
    expect(await call('approveReview', { id: 987654 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('moderate reviews once', async () => {
    const ids = await setup();
    expect(ok(await call('pendingReviews')).map((r) => r.name)).toEqual(['Meera Shah', 'Cheap Pills']);
    expect(ok(await call('approveReview', { id: ids.goodReview })).status).toBe('approved');
    expect(ok(await call('rejectReview', { id: ids.spamReview })).status).toBe('rejected');
    expect(ok(await call('pendingReviews'))).toEqual([]);
    expect(await call('rejectReview', { id: ids.goodReview })).toMatchObject({ ok: false, error: { code: 'conflict', message: `Review ${ids.goodReview} is already approved.` } });
  });

  it('show recent contact messages and mark one read, idempotently', async () => {
    const ids = await setup();
    const inbox = ok(await call('recentMessages', { limit: 10 }));
    expect(inbox.unread).toBe(2);
    expect(inbox.messages.map((m) => m.name).sort()).toEqual(['Anita Rao', 'Ravi Kumar']);
    expect(ok(await call('markMessageRead', { id: ids.question }))).toEqual({ id: ids.question, marked: true });
    expect(ok(await call('markMessageRead', { id: ids.question }))).toEqual({ id: ids.question, marked: false });
    expect(ok(await call('recentMessages', undefined)).unread).toBe(1);
    expect(ok(await call('dashboardSummary')).unreadMessages).toBe(1);
    expect(await call('markMessageRead', { id: 9999 })).toMatchObject({ ok: false, error: { code: 'not_found', message: 'Message 9999 not found.' } });
  });

  it('report mail status without message bodies or attachment paths', async () => {
    await setup();
    const status = ok(await call('mailStatus', { limit: 3 }));
    expect(status.counts).toEqual({ queued: 6, sent: 0, failing: 0, failed: 0 });
    expect(status.recent).toHaveLength(3);
    for (const item of status.recent) {
      expect(Object.keys(item).sort()).toEqual(
        ['attempts', 'created_at', 'id', 'kind', 'last_error', 'next_attempt_at', 'recipient', 'sent_at', 'status', 'subject'].sort(),
      );
    }
    // Refused for good, as the mail worker closes it: counted, and listed with the server's answer.
    const refused = status.recent[0]!.id;
    t.store.outbox.markFailed(refused, t.clock.now(), '550 5.1.1 mailbox unknown');
    const after = ok(await call('mailStatus', { limit: 3 }));
    expect(after.counts).toEqual({ queued: 5, sent: 0, failing: 0, failed: 1 });
    expect(after.recent.find((m) => m.id === refused)).toMatchObject({ status: 'failed', last_error: '550 5.1.1 mailbox unknown' });
  });
});

describe('bad input over IPC', () => {
  it('is refused with field messages and changes nothing', async () => {
    const ids = await setup();
    const before = t.store.jobs.get(ids.fresh);
    expect(await call('approvePosting', { id: 'abc', actor: 'Asha', seen: 1 })).toEqual({
      ok: false,
      error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { id: 'Not a valid id' } },
    });
    expect(await call('approvePosting', undefined)).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await call('approvePosting', { id: -4, actor: 'Asha' })).toMatchObject({ ok: false, error: { fields: { id: 'Not a valid id' } } });
    // Every decision names its moderator: one line of text.
    expect(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh) })).toMatchObject({ ok: false, error: { fields: { actor: 'Your name is required' } } });
    // ... and the version of the posting the moderator was shown.
    expect(await call('approvePosting', { id: ids.fresh, actor: 'Asha' })).toMatchObject({ ok: false, error: { code: 'validation', fields: { seen: expect.any(String) } } });
    expect(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: '  ' })).toMatchObject({ ok: false, error: { fields: { actor: 'Your name is required' } } });
    expect(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha\nRavi' })).toMatchObject({ ok: false, error: { fields: { actor: expect.stringMatching(/single line/) } } });
    expect(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { reason: 'Reason is required' } },
    });
    expect(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: 'x'.repeat(1001) })).toMatchObject({ ok: false, error: { fields: { reason: expect.stringMatching(/at most 1000/) } } });
    expect(await call('findPostings', { status: 'deleted' })).toMatchObject({ ok: false, error: { code: 'validation', fields: { status: expect.any(String) } } });
    expect(await call('findPostings', { limit: 5001 })).toMatchObject({ ok: false, error: { code: 'validation', fields: { limit: expect.any(String) } } });
    expect(await call('recentMessages', { limit: 10_000 })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await call('dashboardSummary', { sneaky: true })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await call('decidePostings', { action: 'delete', ids: [ids.fresh], seen: [ids.fresh].map(shownVersion), actor: 'Asha' })).toMatchObject({ ok: false, error: { fields: { action: expect.any(String) } } });
    expect(await call('analyticsReport', { period: { from: '2025-06-01', to: 'yesterday' } })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(t.store.jobs.get(ids.fresh)).toEqual(before);
  });

  it('names no channel outside the contract', async () => {
    await setup();
    for (const name of ['deleteEverything', '__proto__', 'constructor', 'toString']) {
      expect(await callConsoleChannel(consoleContext(t.ctx), name as ChannelName, {})).toEqual({
        ok: false,
        error: { code: 'not_found', message: 'The console has no such call.' },
      });
    }
  });

  it('turns unexpected failures into a generic message and logs the real one', async () => {
    await setup();
    t.store.close(); // the database is gone: an unexpected, non-AppError failure
    const onUnexpectedError = vi.fn();
    const result = await callConsoleChannel(consoleContext(t.ctx), 'dashboardSummary', undefined, { onUnexpectedError });
    expect(result).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The console could not complete this action. The details are in its log.' },
    });
    expect(JSON.stringify(result)).not.toMatch(/at |\.ts|sqlite|database connection/i);
    expect(onUnexpectedError).toHaveBeenCalledWith(expect.any(Error), 'dashboardSummary');
  });
});
