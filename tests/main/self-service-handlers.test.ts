// The console's side of self-service, through its handlers: live postings with changes in the
// queue by deadline, the field-by-field diff, approving and rejecting changes, the report flag,
// take-down and dismissal.
import { afterEach, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc/channels';
import { callConsoleChannel, consoleContext, type ConsoleContext } from '../../shared/ipc/handlers';
import { editOwnPosting } from '../../shared/services/employer-postings';
import { reportJob } from '../../shared/services/job-reports';
import { memoryModeratorProfile } from '../../shared/services/moderator-profile';
import { ok, seedConsole } from '../helpers/console-fixtures';
import { validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
/** The version of the changes waiting on a live posting the console shows. */
const shownChanges = (id: number) => t.store.revisions.pendingOf(id)?.submitted_at ?? 0;
let ctx: ConsoleContext;
afterEach(async () => t?.close());

const call = <N extends ChannelName>(name: N, input?: unknown) => callConsoleChannel(ctx, name, input);

async function setup() {
  t = createTestServices();
  ctx = consoleContext(t.ctx, memoryModeratorProfile('Asha Patel'));
  const ids = await seedConsole(t);
  const link = linkIn(t.store.outbox.recent(500).find((m) => m.kind === 'posting-published' && m.job_id === ids.live), 'manage');
  return { ids, link };
}

it('queues a live posting with changes beside the pending ones by deadline, shows the diff, and publishes the changes', async () => {
  const { ids, link } = await setup();
  await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: 'Senior Content Writer', category: '8', company_name: 'Navrang Media' }) });
  const queue = ok(await call('findPostings', { status: 'pending' }));
  expect(queue.total).toBe(3);
  const changed = queue.postings.find((p) => p.id === ids.live)!;
  expect(changed).toMatchObject({ status: 'published', changes_due_at: t.clock.now() + 24 * 3_600_000, due_at: t.clock.now() + 24 * 3_600_000 });
  expect(queue.postings.map((p) => p.id)).toEqual([ids.overdue, ids.fresh, ids.live]);
  // Found by its number as the search box suggests, "#id", like a pending posting.
  expect(ok(await call('findPostings', { status: 'pending', text: `#${ids.live}` })).postings.map((p) => p.id)).toEqual([ids.live]);
  expect(ok(await call('findPostings', { status: 'pending', text: `#${ids.fresh}` })).postings.map((p) => p.id)).toEqual([ids.fresh]);

  const detail = ok(await call('postingDetail', { id: ids.live }));
  expect(detail.changes).toMatchObject({ kind: 'live-edit', status: 'pending', changes: { job_title: { from: 'Content Writer', to: 'Senior Content Writer' } } });
  const { posting } = ok(await call('approveChanges', { id: ids.live, seen: shownChanges(ids.live), actor: 'Asha Patel' }));
  expect(posting).toMatchObject({ status: 'published', job_title: 'Senior Content Writer' });
  expect(renderedMail(lastMail(t.store, 'posting-changes-approved')).text).toContain('Changed: Job title.');
  expect(ok(await call('findPostings', { status: 'pending' })).total).toBe(2);
  const again = await call('approveChanges', { id: ids.live, seen: shownChanges(ids.live), actor: 'Asha Patel' });
  expect(again.ok ? null : again.error.code).toBe('conflict');
});

it('rejects changes with a reason for the employer, keeping the live version', async () => {
  const { ids, link } = await setup();
  await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: 'Writer!!! Call now', category: '8', company_name: 'Navrang Media' }) });
  const empty = await call('rejectChanges', { id: ids.live, seen: shownChanges(ids.live), actor: 'Asha Patel', reason: ' ' });
  expect(empty.ok ? null : empty.error.code).toBe('validation');
  ok(await call('rejectChanges', { id: ids.live, seen: shownChanges(ids.live), actor: 'Asha Patel', reason: 'Keep the title to the role.' }));
  expect(t.store.jobs.get(ids.live)!.job_title).toBe('Content Writer');
  expect(renderedMail(lastMail(t.store, 'posting-changes-rejected')).text).toContain('Keep the title to the role.');
  expect(ok(await call('postingDetail', { id: ids.live })).changes).toBeNull();
});

it('flags reported postings with the count and reasons; take down or dismiss', async () => {
  const { ids } = await setup();
  await reportJob(t.ctx, { jobId: String(ids.live), reason: 'scam', details: 'Wants a fee' }, { ip: '203.0.113.1' });
  await reportJob(t.ctx, { jobId: String(ids.live), reason: 'filled' }, { ip: '203.0.113.2' });
  const reported = ok(await call('findPostings', { status: 'reported' }));
  expect(reported.postings).toMatchObject([{ id: ids.live, open_reports: 2 }]);
  expect(ok(await call('postingDetail', { id: ids.live })).reports).toMatchObject({ count: 2, items: [{ reason: 'filled' }, { reason: 'scam', details: 'Wants a fee' }] });

  const dismissed = ok(await call('dismissReports', { id: ids.live, actor: 'Asha Patel' }));
  expect(dismissed.dismissed).toBe(2);
  expect(ok(await call('findPostings', { status: 'reported' })).total).toBe(0);

  await reportJob(t.ctx, { jobId: String(ids.live), reason: 'misleading' }, { ip: '203.0.113.3' });
  const { posting, decision } = ok(await call('takeDownReported', { id: ids.live, actor: 'Asha Patel' }));
  expect(posting).toMatchObject({ status: 'expired', ended_by: 'staff' });
  expect(decision).toMatchObject({ action: 'expire', actor: 'Asha Patel', reason: 'Taken down after 1 report(s): Misleading.' });
});
