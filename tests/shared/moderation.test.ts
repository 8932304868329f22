import { afterEach, describe, expect, it } from 'vitest';
import { AppError, DAY_MS, HOUR_MS, MINUTE_MS, assertTransition, expiryFrom, isLive } from '../../shared/domain';
import { getLiveJob } from '../../shared/services/job-search';
import { approvePosting, expirePosting, pendingPostings, rejectPosting, submitPosting } from '../../shared/services/postings';
import { sweep } from '../../shared/services/retention';
import { validJob } from '../helpers/fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(() => t?.close());

const conflict = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error('expected the transition to fail');
};

describe('the posting lifecycle', () => {
  it('stores a new posting as pending, due 24 hours after submission, and mails the employer', async () => {
    t = createTestServices();
    const submittedAt = t.clock.now();
    const job = await submitPosting(t.ctx, validJob());
    expect(job).toMatchObject({ status: 'pending', submitted_at: submittedAt, due_at: submittedAt + 24 * HOUR_MS, published_at: null });
    expect(t.store.outbox.recent().map((m) => [m.kind, m.recipient])).toEqual([['posting-received', 'hiring@kathiawar.example']]);
    expect(t.mailQueuedCount()).toBe(1);
  });

  it('lists pending postings by due time and marks the overdue ones', async () => {
    t = createTestServices();
    const first = await submitPosting(t.ctx, validJob({ job_title: 'First' }));
    t.clock.advance(2 * HOUR_MS);
    await submitPosting(t.ctx, validJob({ job_title: 'Second' }));
    t.clock.advance(23 * HOUR_MS);
    const queue = pendingPostings(t.ctx);
    expect(queue.map((j) => [j.job_title, j.overdue])).toEqual([['First', true], ['Second', false]]);
    expect(queue[0]!.id).toBe(first.id);
  });

  it('publishes: sets the date, expires 30 days on, makes it visible, mails the employer', async () => {
    t = createTestServices();
    const { id } = await submitPosting(t.ctx, validJob());
    expect(() => getLiveJob(t.ctx, id)).toThrow(/no longer available/);
    t.clock.advance(3 * HOUR_MS);
    const published = await approvePosting(t.ctx, id);
    expect(published).toMatchObject({ status: 'published', published_at: t.clock.now(), expires_at: t.clock.now() + 30 * DAY_MS });
    expect(expiryFrom(t.clock.now() + 1)).toBe(t.clock.now() + 30 * DAY_MS + MINUTE_MS); // rounded up to the minute
    expect(getLiveJob(t.ctx, id).id).toBe(id);
    expect(t.store.outbox.recent()[0]!.kind).toBe('posting-published');
  });

  it('rejects with a reason that reaches the employer, and needs one', async () => {
    t = createTestServices();
    const { id } = await submitPosting(t.ctx, validJob());
    await expect(rejectPosting(t.ctx, id, '  ')).rejects.toThrow(AppError);
    const rejected = await rejectPosting(t.ctx, id, 'The salary range is missing a currency.');
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'The salary range is missing a currency.' });
    const mail = t.store.outbox.recent()[0]!;
    expect(mail.kind).toBe('posting-rejected');
    expect(renderedMail(mail).text).toContain('The salary range is missing a currency.');
    expect(() => getLiveJob(t.ctx, id)).toThrow();
  });

  it('refuses a transition that no longer applies and changes nothing', async () => {
    t = createTestServices();
    const { id } = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, id);
    const before = t.store.jobs.get(id);
    const mails = t.store.outbox.recent().length;
    expect(await conflict(approvePosting(t.ctx, id))).toBe('conflict');
    expect(await conflict(rejectPosting(t.ctx, id, 'Too late'))).toBe('conflict');
    expect(t.store.jobs.get(id)).toEqual(before);
    expect(t.store.outbox.recent()).toHaveLength(mails);
    // The loser of the race learns who decided first, and when (the record of decisions says).
    await expect(approvePosting(t.ctx, id)).rejects.toThrow(`Job ${id} was already approved by staff at 2025-06-01 09:00 UTC.`);
  });

  it('answers not found for unknown or malformed ids', async () => {
    t = createTestServices();
    for (const id of [999, 'abc', '1e3', '-1', '', undefined]) expect(await conflict(approvePosting(t.ctx, id))).toBe('not_found');
  });

  it('expires by staff, and by the sweep exactly at 30 days', async () => {
    t = createTestServices();
    const a = (await submitPosting(t.ctx, validJob({ job_title: 'A' }))).id;
    const b = (await submitPosting(t.ctx, validJob({ job_title: 'B' }))).id;
    await approvePosting(t.ctx, a);
    await approvePosting(t.ctx, b);
    expect((await expirePosting(t.ctx, b)).status).toBe('expired');
    expect(await conflict(expirePosting(t.ctx, b))).toBe('conflict');

    t.clock.advance(30 * DAY_MS - 1);
    expect((await sweep(t.ctx)).expiredJobs).toEqual([]);
    expect(getLiveJob(t.ctx, a).id).toBe(a);
    t.clock.advance(1);
    // Invisible the moment 30 days pass, even before a sweep runs...
    expect(() => getLiveJob(t.ctx, a)).toThrow();
    // ...and the sweep then records the expiry.
    expect((await sweep(t.ctx)).expiredJobs).toEqual([a]);
    expect(t.store.jobs.get(a)!.status).toBe('expired');
  });

  it('has the pure rules the console also uses', async () => {
    expect(() => assertTransition('approve', 'pending', 1)).not.toThrow();
    expect(() => assertTransition('expire', 'pending', 1)).toThrow(AppError);
    expect(isLive({ status: 'published', expires_at: 10 }, 9)).toBe(true);
    expect(isLive({ status: 'published', expires_at: 10 }, 10)).toBe(false);
    expect(isLive({ status: 'pending', expires_at: null }, 0)).toBe(false);
  });
});
