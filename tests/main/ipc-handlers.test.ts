import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../shared/domain';
import { CONSOLE_CHANNELS, type ChannelName } from '../../shared/ipc/channels';
import { consoleContract, type IpcResult } from '../../shared/ipc/contract';
import { callConsoleChannel, consoleHandlers } from '../../shared/ipc/handlers';
import { approvePosting } from '../../shared/services/postings';
import { seedConsole } from '../helpers/console-fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(async () => t?.close());

async function setup() {
  t = createTestServices();
  return await seedConsole(t);
}

/** The data of a successful call, or a failure that says which call failed and why. */
function ok<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

const call = <N extends ChannelName>(name: N, input?: unknown) => callConsoleChannel(t.ctx, name, input);

describe('the console contract', () => {
  it('has a schema pair and a handler for every channel, and nothing else', async () => {
    expect(Object.keys(consoleContract).sort()).toEqual([...CONSOLE_CHANNELS].sort());
    expect(Object.keys(consoleHandlers).sort()).toEqual([...CONSOLE_CHANNELS].sort());
  });
});

describe('console handlers', () => {
  it('list pending postings by due time with the overdue flag and the main clock', async () => {
    const ids = await setup();
    const { now, postings } = ok(await call('pendingPostings'));
    expect(now).toBe(t.clock.now());
    expect(postings.map((p) => [p.id, p.overdue])).toEqual([
      [ids.overdue, true],
      [ids.fresh, false],
    ]);
    expect(postings[0]!.due_at).toBe(now - 2 * HOUR_MS);
    expect(postings[0]!.description).toBe('Build features for our Android app.\nImprove crash-free sessions.');
  });

  it('summarise the dashboard: counts per status, overdue, reviews, unread messages, mail', async () => {
    const ids = await setup();
    expect(ok(await call('dashboardSummary'))).toEqual({
      now: t.clock.now(),
      postings: { pending: 2, published: 1, rejected: 0, expired: 0 },
      overduePostings: 1,
      nextDueAt: t.store.jobs.get(ids.overdue)!.due_at,
      pendingReviews: 2,
      unreadMessages: 2,
      mail: { queued: 6, sent: 0, failing: 0, failed: 0 },
    });
  });

  it('approve a pending posting, publishing it for 30 days and queuing the employer mail', async () => {
    const ids = await setup();
    const job = ok(await call('approvePosting', { id: ids.overdue }));
    expect(job).toMatchObject({ id: ids.overdue, status: 'published', published_at: t.clock.now(), expires_at: t.clock.now() + 30 * DAY_MS });
    expect(t.store.outbox.recent(1)[0]!.kind).toBe('posting-published');
    expect(t.mailQueuedCount()).toBeGreaterThan(0);
  });

  it('reject with the reason, which reaches the employer', async () => {
    const ids = await setup();
    const job = ok(await call('rejectPosting', { id: ids.fresh, reason: '  Please add the salary currency.  ' }));
    expect(job).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the salary currency.' });
    expect(renderedMail(t.store.outbox.recent(1)[0]).text).toContain('Please add the salary currency.');
  });

  it('expire a published posting, and list postings by status with totals', async () => {
    const ids = await setup();
    expect(ok(await call('expirePosting', { id: ids.live })).status).toBe('expired');
    expect(ok(await call('listPostings', { status: 'expired' }))).toMatchObject({ status: 'expired', total: 1, postings: [{ id: ids.live }] });
    const pending = ok(await call('listPostings', { status: 'pending', limit: 1, offset: 1 }));
    expect(pending.total).toBe(2);
    expect(pending.postings).toHaveLength(1);
  });

  it('refuse a transition that no longer applies, with a clear conflict and no change', async () => {
    const ids = await setup();
    await approvePosting(t.ctx, ids.fresh); // someone else (the staff CLI) got there first
    const before = t.store.jobs.get(ids.fresh);
    const mails = t.store.outbox.recent().length;
    const result = await call('rejectPosting', { id: ids.fresh, reason: 'Duplicate posting' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.fresh} is published, so it cannot be rejected; it may have been handled already.` },
    });
    expect(await call('expirePosting', { id: ids.overdue })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(t.store.jobs.get(ids.fresh)).toEqual(before);
    expect(t.store.outbox.recent()).toHaveLength(mails);
  });

  it('answer not found for an id that does not exist', async () => {
    await setup();
    expect(await call('approvePosting', { id: 987654 })).toEqual({ ok: false, error: { code: 'not_found', message: 'Job 987654 not found.' } });
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
  });

  it('summarise page views over a period', async () => {
    await setup();
    expect(ok(await call('pageViewSummary', { days: 7, limit: 2 }))).toEqual({
      since: t.clock.now() - 7 * DAY_MS,
      days: 7,
      totalViews: 5,
      distinctPages: 3,
      topPages: [
        { page: '/jobs', views: 3 },
        { page: '/', views: 1 },
      ],
    });
    t.clock.advance(8 * DAY_MS);
    expect(ok(await call('pageViewSummary', { days: 7 })).totalViews).toBe(0);
  });
});

describe('bad input over IPC', () => {
  it('is refused with field messages and changes nothing', async () => {
    const ids = await setup();
    const before = t.store.jobs.get(ids.fresh);
    expect(await call('approvePosting', { id: 'abc' })).toEqual({
      ok: false,
      error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { id: 'Not a valid id' } },
    });
    expect(await call('approvePosting', undefined)).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await call('approvePosting', { id: -4 })).toMatchObject({ ok: false, error: { fields: { id: 'Not a valid id' } } });
    expect(await call('rejectPosting', { id: ids.fresh, reason: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { reason: 'Reason is required' } },
    });
    expect(await call('rejectPosting', { id: ids.fresh, reason: 'x'.repeat(1001) })).toMatchObject({ ok: false, error: { fields: { reason: expect.stringMatching(/at most 1000/) } } });
    expect(await call('listPostings', { status: 'deleted' })).toMatchObject({ ok: false, error: { code: 'validation', fields: { status: expect.any(String) } } });
    expect(await call('recentMessages', { limit: 10_000 })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await call('pendingPostings', { sneaky: true })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(t.store.jobs.get(ids.fresh)).toEqual(before);
  });

  it('names no channel outside the contract', async () => {
    await setup();
    for (const name of ['deleteEverything', '__proto__', 'constructor', 'toString']) {
      expect(await callConsoleChannel(t.ctx, name as ChannelName, {})).toEqual({
        ok: false,
        error: { code: 'not_found', message: 'The console has no such call.' },
      });
    }
  });

  it('turns unexpected failures into a generic message and logs the real one', async () => {
    await setup();
    t.store.close(); // the database is gone: an unexpected, non-AppError failure
    const onUnexpectedError = vi.fn();
    const result = await callConsoleChannel(t.ctx, 'dashboardSummary', undefined, { onUnexpectedError });
    expect(result).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The console could not complete this action. The details are in its log.' },
    });
    expect(JSON.stringify(result)).not.toMatch(/at |\.ts|sqlite|database connection/i);
    expect(onUnexpectedError).toHaveBeenCalledWith(expect.any(Error), 'dashboardSummary');
  });
});
