// Reviewing at volume through the console's handlers, on a real temporary store and a fake clock:
// undo, the record of decisions, edits before publishing, bulk decisions, signals, reasons.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, DECISION_MAIL_HOLD_MS, UNDO_WINDOW_MS } from '../../shared/domain';
import type { ChannelName } from '../../shared/ipc/channels';
import { callConsoleChannel, consoleContext, type ConsoleContext } from '../../shared/ipc/handlers';
import { memoryModeratorProfile } from '../../shared/services/moderator-profile';
import { reportJob } from '../../shared/services/job-reports';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { ok, seedConsole } from '../helpers/console-fixtures';
import { validJob } from '../helpers/fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

let t: TestServices;
/** The version of a posting the console shows (its updated_at): every decision carries it. */
const shownVersion = (id: number) => t.store.jobs.get(id)?.updated_at ?? 0;
let ctx: ConsoleContext;
afterEach(async () => t?.close());

async function setup() {
  t = createTestServices();
  ctx = consoleContext(t.ctx, memoryModeratorProfile('Asha Patel'));
  return await seedConsole(t);
}

const call = <N extends ChannelName>(name: N, input?: unknown) => callConsoleChannel(ctx, name, input);

describe('undo', () => {
  it('takes an approval back within the window: pending again, unpublished, its mail withdrawn, both steps recorded', async () => {
    const ids = await setup();
    const { decision } = ok(await call('approvePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' }));
    t.clock.advance(UNDO_WINDOW_MS);
    const [undone] = ok(await call('undoDecisions', { ids: [decision.id], actor: 'Asha' })).undone;
    expect(undone!.posting).toMatchObject({ status: 'pending', published_at: null, published_seq: null, expires_at: null });
    expect(undone!.mailWithdrawn).toBe(true);
    expect(t.store.outbox.get(decision.mail_id!)!.status).toBe('cancelled');
    expect(undone!.undo).toMatchObject({ action: 'undo', actor: 'Asha', undoes: decision.id, at: t.clock.now() });
    expect(t.store.decisions.get(decision.id)!.undone_by).toBe(undone!.undo.id);
    // Back in the queue, in its place by deadline.
    expect(ok(await call('findPostings', {})).postings.map((p) => p.id)).toEqual([ids.overdue, ids.fresh]);
    // And decided again as usual; the record keeps all three steps, newest first.
    ok(await call('rejectPosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Ravi', reason: 'Duplicate posting' }));
    expect(t.store.decisions.ofJob(ids.overdue).map((d) => [d.action, d.actor])).toEqual([
      ['reject', 'Ravi'],
      ['undo', 'Asha'],
      ['approve', 'Asha'],
    ]);
  });

  it('takes back rejections and expiries too', async () => {
    const ids = await setup();
    const rejected = ok(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: 'Too little detail.' })).decision;
    const expired = ok(await call('expirePosting', { id: ids.live, seen: shownVersion(ids.live), actor: 'Asha' })).decision;
    const { undone } = ok(await call('undoDecisions', { ids: [rejected.id, expired.id], actor: 'Asha' }));
    expect(undone.map((u) => [u.posting.id, u.posting.status])).toEqual([
      [ids.fresh, 'pending'],
      [ids.live, 'published'],
    ]);
    expect(t.store.jobs.get(ids.fresh)).toMatchObject({ rejected_at: null, rejection_reason: null });
    expect(t.store.jobs.get(ids.live)).toMatchObject({ expired_at: null });
    expect(t.store.outbox.get(rejected.mail_id!)!.status).toBe('cancelled');
  });

  it('refuses once the window has passed, after a change, or twice, and changes nothing', async () => {
    const ids = await setup();
    const late = ok(await call('approvePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' })).decision;
    t.clock.advance(UNDO_WINDOW_MS + 1);
    expect(await call('undoDecisions', { ids: [late.id], actor: 'Asha' })).toEqual({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.overdue}: A decision can only be undone within 10 seconds.` },
    });
    expect(t.store.jobs.get(ids.overdue)!.status).toBe('published');

    const first = ok(await call('expirePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' })).decision;
    ok(await call('undoDecisions', { ids: [first.id], actor: 'Asha' }));
    expect(await call('undoDecisions', { ids: [first.id], actor: 'Asha' })).toMatchObject({
      ok: false,
      error: { message: `Job ${ids.overdue}: This decision was already undone.` },
    });
    // All or none: one refusal leaves the other decision standing.
    const other = ok(await call('rejectPosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha', reason: 'Too little detail.' })).decision;
    expect(await call('undoDecisions', { ids: [other.id, first.id], actor: 'Asha' })).toMatchObject({ ok: false });
    expect(t.store.jobs.get(ids.fresh)!.status).toBe('rejected');
    expect(await call('undoDecisions', { ids: [999], actor: 'Asha' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('keeps a decision whose mail could not be withdrawn, and says so', async () => {
    const ids = await setup();
    const { decision } = ok(await call('approvePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' }));
    await t.store.write(() => t.store.outbox.markSent(decision.mail_id!, t.clock.now(), null)); // sent some other way
    const [undone] = ok(await call('undoDecisions', { ids: [decision.id], actor: 'Asha' })).undone;
    expect(undone!.mailWithdrawn).toBe(false);
    expect(undone!.posting.status).toBe('pending');
  });

  it('holds decision mail until the undo window has closed', async () => {
    const ids = await setup();
    const { decision } = ok(await call('approvePosting', { id: ids.overdue, seen: shownVersion(ids.overdue), actor: 'Asha' }));
    const due = () => t.store.outbox.due(t.clock.now(), 100).map((m) => m.id);
    expect(due()).not.toContain(decision.mail_id);
    t.clock.advance(DECISION_MAIL_HOLD_MS);
    expect(due()).toContain(decision.mail_id);
  });
});

describe('edits before publishing', () => {
  it('validate with the post form schema, record old and new, and tell the employer what staff changed', async () => {
    const ids = await setup();
    const { posting } = ok(await call('postingDetail', { id: ids.fresh }));
    const content = { ...validJob({ job_title: 'HR Executive', category: '3', company_name: 'Tapi Textiles' }), salary: '₹4,00,000 a year', location: 'Surat, Gujarat' };
    const edited = ok(await call('editPosting', { id: ids.fresh, actor: 'Asha', seen: posting.updated_at, content }));
    expect(edited.posting).toMatchObject({ status: 'pending', salary: '₹4,00,000 a year', location: 'Surat, Gujarat' });
    expect(edited.decision).toMatchObject({
      action: 'edit',
      actor: 'Asha',
      changes: { salary: { from: '₹12,00,000 a year', to: '₹4,00,000 a year' }, location: { from: 'Rajkot, Gujarat', to: 'Surat, Gujarat' } },
    });
    const { decision } = ok(await call('approvePosting', { id: ids.fresh, seen: shownVersion(ids.fresh), actor: 'Asha' }));
    const text = renderedMail(t.store.outbox.get(decision.mail_id!)).text;
    expect(text).toContain('Before publishing it, our staff changed:\n- Location: Surat, Gujarat\n- Salary: ₹4,00,000 a year');
  });

  it('refuse invalid content field by field, a stale version, and a posting no longer pending', async () => {
    const ids = await setup();
    const { posting } = ok(await call('postingDetail', { id: ids.fresh }));
    const content = validJob({ job_title: '', company_email: 'not an email', category: '3' });
    expect(await call('editPosting', { id: ids.fresh, actor: 'Asha', seen: posting.updated_at, content })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { job_title: 'Job title is required', company_email: 'Enter a valid email address' } },
    });
    const fine = validJob({ job_title: 'HR Executive (Surat)', category: '3', company_name: 'Tapi Textiles' });
    ok(await call('editPosting', { id: ids.fresh, actor: 'Ravi', seen: posting.updated_at, content: fine }));
    expect(await call('editPosting', { id: ids.fresh, actor: 'Asha', seen: posting.updated_at, content: { ...fine, salary: '' } })).toEqual({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.fresh} was changed by Ravi while you edited it; reopen it to see the changes.` },
    });
    expect(await call('editPosting', { id: ids.live, actor: 'Asha', seen: 0, content: fine })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: `Job ${ids.live} is published: only pending postings can be edited.` },
    });
  });
});

describe('bulk decisions', () => {
  it('decide each posting on its own: done ones recorded, refused ones explained', async () => {
    const ids = await setup();
    const third = await submitPosting(t.ctx, validJob({ job_title: 'Sales Executive', category: '2' }));
    await approvePosting(t.ctx, third.id, { actor: 'Ravi' }); // someone else got there first
    const result = ok(await call('decidePostings', { action: 'reject', ids: [ids.overdue, third.id, ids.fresh], seen: [ids.overdue, third.id, ids.fresh].map(shownVersion), actor: 'Asha', reason: 'Too little detail.' }));
    expect(result.done.map((d) => [d.posting.id, d.posting.status, d.decision.actor])).toEqual([
      [ids.overdue, 'rejected', 'Asha'],
      [ids.fresh, 'rejected', 'Asha'],
    ]);
    expect(result.failed).toEqual([{ id: third.id, message: expect.stringMatching(new RegExp(`^Job ${third.id} was already approved by Ravi at `)) }]);
    expect(t.store.outbox.recent(10).filter((m) => m.kind === 'posting-rejected')).toHaveLength(2);
    // One undo call takes the batch back.
    const undone = ok(await call('undoDecisions', { ids: result.done.map((d) => d.decision.id), actor: 'Asha' })).undone;
    expect(undone.map((u) => u.posting.status)).toEqual(['pending', 'pending']);
  });

  it('approve and expire in bulk; a rejection needs its one reason', async () => {
    const ids = await setup();
    const approved = ok(await call('decidePostings', { action: 'approve', ids: [ids.overdue, ids.fresh], seen: [ids.overdue, ids.fresh].map(shownVersion), actor: 'Asha' }));
    expect(approved.done).toHaveLength(2);
    const expired = ok(await call('decidePostings', { action: 'expire', ids: [ids.overdue, ids.fresh, ids.live], seen: [ids.overdue, ids.fresh, ids.live].map(shownVersion), actor: 'Asha' }));
    expect(expired.done.map((d) => d.posting.status)).toEqual(['expired', 'expired', 'expired']);
    expect(await call('decidePostings', { action: 'reject', ids: [ids.overdue], seen: [ids.overdue].map(shownVersion), actor: 'Asha' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { reason: 'Reason is required' } },
    });
  });
});

describe('signals beside a posting', () => {
  it('show the employer history, likely duplicates, contact details and what Google for Jobs would miss', async () => {
    const ids = await setup();
    const email = 'jobs@everlane.example';
    const earlier = await submitPosting(t.ctx, validJob({ job_title: 'Senior Android Developer', category: '6', company_email: email }));
    await approvePosting(t.ctx, earlier.id);
    // Visitors report the published one, twice: one reported posting in the history.
    await reportJob(t.ctx, { jobId: String(earlier.id), reason: 'scam' }, { ip: '203.0.113.1' });
    await reportJob(t.ctx, { jobId: String(earlier.id), reason: 'misleading' }, { ip: '203.0.113.2' });
    const rejected = await submitPosting(t.ctx, validJob({ job_title: 'Office Assistant', category: '3', company_email: email }));
    ok(await call('rejectPosting', { id: rejected.id, seen: shownVersion(rejected.id), actor: 'Asha', reason: 'Not a job offer.' }));
    t.clock.advance(31 * DAY_MS);
    const long = await submitPosting(t.ctx, validJob({ job_title: 'Android Developer', category: '6', company_name: 'Everlane Apps', company_email: email }));
    const suspect = await submitPosting(
      t.ctx,
      validJob({
        job_title: 'Android developer',
        category: '6',
        company_name: 'Everlane Apps',
        company_email: 'other@everlane.example',
        salary: '',
        location: 'Anywhere',
        description: 'Apply on WhatsApp +91 98250 12345 or mail hr@everlane.example, see everlane.in/jobs',
      }),
    );
    const detail = ok(await call('postingDetail', { id: suspect.id }));
    expect(detail.history).toEqual({ total: 1, pending: 1, published: 0, rejected: 0, expired: 0, reported: 0 });
    // Same company, similar title, within 30 days: the fresh one; the posting from 31 days before is not.
    expect(detail.duplicates.map((d) => [d.id, d.similarity])).toEqual([[long.id, 1]]);
    expect(detail.contacts).toEqual([
      { kind: 'email', text: 'hr@everlane.example' },
      { kind: 'link', text: 'everlane.in/jobs' },
      { kind: 'phone', text: '+91 98250 12345' },
      { kind: 'messenger', text: 'WhatsApp' },
    ]);
    expect(detail.gaps.map((g) => g.field)).toEqual(['salary', 'description', 'location']);

    const history = ok(await call('postingDetail', { id: long.id })).history;
    expect(history).toEqual({ total: 4, pending: 2, published: 1, rejected: 1, expired: 0, reported: 1 });
    expect(ok(await call('postingDetail', { id: ids.overdue })).decisions).toEqual([]);
  });
});

describe('rejection reasons and the moderator name', () => {
  it('come seeded, and staff add, change and remove them', async () => {
    await setup();
    const seeded = ok(await call('rejectionReasons'));
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(seeded.map((r) => r.title)).toContain('Contact details in the description');
    const added = ok(await call('saveRejectionReason', { title: 'No salary currency', text: 'Say which currency the salary is in, then post again.' }));
    expect(added.position).toBe(seeded.length + 1);
    const changed = ok(await call('saveRejectionReason', { id: added.id, title: 'Salary unclear', text: added.text }));
    expect(changed).toMatchObject({ id: added.id, title: 'Salary unclear', updated_at: t.clock.now() });
    expect(await call('saveRejectionReason', { title: ' ', text: 'x' })).toMatchObject({ ok: false, error: { fields: { title: 'A title is required' } } });
    expect(ok(await call('removeRejectionReason', { id: added.id }))).toEqual({ id: added.id });
    expect(await call('removeRejectionReason', { id: added.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('keeps the moderator name the console sets', async () => {
    await setup();
    expect(ok(await call('moderator'))).toEqual({ name: 'Asha Patel' });
    expect(ok(await call('setModerator', { name: '  Ravi Kumar ' }))).toEqual({ name: 'Ravi Kumar' });
    expect(ok(await call('moderator'))).toEqual({ name: 'Ravi Kumar' });
    expect(await call('setModerator', { name: '' })).toMatchObject({ ok: false, error: { fields: { name: 'Your name is required' } } });
  });
});

describe('the change marker', () => {
  it('moves when another connection changes what the console shows, and only then', async () => {
    const ids = await setup();
    const first = ok(await call('changeMarker')).marker;
    expect(ok(await call('changeMarker')).marker).toBe(first);
    // Another program (the CLI, the server) on its own connection to the same file.
    const { openStore } = await import('../../shared/store/store');
    const other = openStore(t.dataDir);
    try {
      await other.write(() => other.jobs.publish(ids.fresh, t.clock.now(), t.clock.now() + DAY_MS));
      const second = ok(await call('changeMarker')).marker;
      expect(second).not.toBe(first);
      expect(ok(await call('changeMarker')).marker).toBe(second);
    } finally {
      other.close();
    }
  });
});
