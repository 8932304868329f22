// Every decision carries the version the moderator was shown: a posting (or an employer's change)
// replaced between opening it and deciding is refused as "changed since you opened it", so staff
// never publish text they did not see. Through the console's handlers, on a temporary store.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc/channels';
import { callConsoleChannel, consoleContext, type ConsoleContext } from '../../shared/ipc/handlers';
import { editOwnPosting } from '../../shared/services/employer-postings';
import { memoryModeratorProfile } from '../../shared/services/moderator-profile';
import { approvePosting } from '../../shared/services/postings';
import { ok, seedConsole } from '../helpers/console-fixtures';
import { validJob } from '../helpers/fixtures';
import { linkIn } from '../helpers/private-links';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices;
let ctx: ConsoleContext;
afterEach(async () => t?.close());

const call = <N extends ChannelName>(name: N, input?: unknown) => callConsoleChannel(ctx, name, input);
const CHANGED = /changed since you opened it/;

async function setup() {
  t = createTestServices();
  ctx = consoleContext(t.ctx, memoryModeratorProfile('Asha Patel'));
  const ids = await seedConsole(t);
  const manageLink = (id: number, kind: string) => linkIn(t.store.outbox.recent(500).find((m) => m.kind === kind && m.job_id === id), 'manage');
  return { ids, manageLink };
}

describe('a pending posting replaced by its employer after the moderator opened it', () => {
  it.each(['approvePosting', 'rejectPosting'] as const)('%s is refused, the posting stays pending with the new text, and the decision goes through on the version shown again', async (channel) => {
    const { ids, manageLink } = await setup();
    const opened = ok(await call('postingDetail', { id: ids.fresh })).posting;
    // Within the same millisecond: the version still differs.
    await editOwnPosting(t.ctx, { ...manageLink(ids.fresh, 'posting-received'), ...validJob({ job_title: 'Earn $5000 a week from home', category: '8' }) });
    const input = { id: ids.fresh, actor: 'Asha', seen: opened.updated_at, reason: 'Not a job offer.' };
    const refused = await call(channel, input);
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(CHANGED) } });
    const now = t.store.jobs.get(ids.fresh)!;
    expect(now).toMatchObject({ status: 'pending', job_title: 'Earn $5000 a week from home', published_at: null });
    expect(t.store.decisions.ofJob(ids.fresh)).toEqual([]);

    const shownAgain = ok(await call('postingDetail', { id: ids.fresh })).posting;
    expect(ok(await call(channel, { ...input, seen: shownAgain.updated_at })).posting.status).toBe(channel === 'approvePosting' ? 'published' : 'rejected');
  });

  it('is left out of a bulk decision while the postings the moderator saw unchanged are decided', async () => {
    const { ids, manageLink } = await setup();
    const listed = ok(await call('findPostings', { status: 'pending' })).postings;
    const seen = [ids.overdue, ids.fresh].map((id) => listed.find((p) => p.id === id)!.updated_at);
    await editOwnPosting(t.ctx, { ...manageLink(ids.fresh, 'posting-received'), ...validJob({ job_title: 'Changed behind your back', category: '8' }) });
    const { done, failed } = ok(await call('decidePostings', { action: 'approve', ids: [ids.overdue, ids.fresh], seen, actor: 'Asha' }));
    expect(done.map((d) => d.posting.id)).toEqual([ids.overdue]);
    expect(failed).toEqual([{ id: ids.fresh, message: expect.stringMatching(CHANGED) }]);
    expect(t.store.jobs.get(ids.fresh)!.status).toBe('pending');
  });

  it('refuses a bulk decision whose versions do not match its postings one for one', async () => {
    const { ids } = await setup();
    expect(await call('decidePostings', { action: 'approve', ids: [ids.overdue, ids.fresh], seen: [1], actor: 'Asha' })).toMatchObject({ ok: false, error: { code: 'validation' } });
  });
});

describe('changes to a live posting replaced after the moderator opened them', () => {
  it.each(['approveChanges', 'rejectChanges'] as const)('%s is refused and the live posting keeps its text until the new change is decided', async (channel) => {
    const { ids, manageLink } = await setup();
    const link = manageLink(ids.live, 'posting-published');
    await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: 'Senior Content Writer', category: '8' }) });
    const opened = ok(await call('postingDetail', { id: ids.live })).changes!;
    await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: 'Send your bank details to apply', category: '8' }) });
    const input = { id: ids.live, actor: 'Asha', seen: opened.submitted_at, reason: 'Keep to the role.' };
    expect(await call(channel, input)).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(CHANGED) } });
    expect(t.store.jobs.get(ids.live)!.job_title).toBe('Content Writer');
    expect(t.store.revisions.pendingOf(ids.live)!.content.job_title).toBe('Send your bank details to apply');

    const shownAgain = ok(await call('postingDetail', { id: ids.live })).changes!;
    expect(shownAgain.changes.job_title!.to).toBe('Send your bank details to apply');
    ok(await call(channel, { ...input, seen: shownAgain.submitted_at }));
  });
});

describe('callers that show nothing before deciding', () => {
  it('may still decide by id alone (the staff CLI without --seen)', async () => {
    const { ids } = await setup();
    expect((await approvePosting(t.ctx, ids.fresh)).status).toBe('published');
  });
});
