// Telling staff that work waits: a mail to the configured staff address from the public server's
// schedule, and the rule behind the console's desktop notification. Both keep the 24-hour promise.
import { MINUTE_MS, STAFF_ALERT, URGENT_WITHIN_MS } from '../domain';
import type { ServiceContext } from './context';

/**
 * What waits: pending postings and employers' changes to live postings due within 4 hours (overdue
 * ones included), and when staff last decided. Both are covered by the 24-hour promise.
 */
export function workWaiting(ctx: ServiceContext, now = ctx.clock.now()) {
  const postings = ctx.store.jobs.pendingDue(now, now + URGENT_WITHIN_MS);
  const changes = ctx.store.revisions.pendingDue(now, now + URGENT_WITHIN_MS);
  const nextDue = [postings.nextDueAt, changes.next_due].filter((due): due is number => due !== null);
  return {
    overdue: postings.overdue + changes.overdue,
    urgent: postings.urgent + changes.urgent,
    nextDueAt: nextDue.length > 0 ? Math.min(...nextDue) : null,
    lastDecisionAt: ctx.store.decisions.lastDecisionAt(),
  };
}

export type StaffAlertResult = 'queued' | 'no-staff-address' | 'nothing-urgent' | 'recently-reviewed' | 'already-alerted';

/** Whether the staff mail is due now, and if so to whom and with what; reads only. */
function staffAlertVerdict(ctx: ServiceContext, now: number) {
  const { store } = ctx;
  const staff = store.settings.get('staff_email');
  if (!staff) return 'no-staff-address' as const;
  const waiting = workWaiting(ctx, now);
  if (waiting.urgent === 0) return 'nothing-urgent' as const;
  if (waiting.lastDecisionAt !== null && now - waiting.lastDecisionAt < STAFF_ALERT.quietForMs) return 'recently-reviewed' as const;
  if (store.outbox.countTo(staff, 'staff-work-waiting', now - STAFF_ALERT.repeatAfterMs) > 0) return 'already-alerted' as const;
  return { staff, waiting };
}

/**
 * Queues one mail to `staff_email` when postings are within 4 hours of their deadline and nobody
 * has decided anything for STAFF_ALERT.quietForMs; at most once per STAFF_ALERT.repeatAfterMs.
 * Checked without the write lock first (the usual answer is "nothing to do"), then again and
 * queued in one write transaction, so two servers never both send it.
 */
export async function alertStaffIfWorkWaits(ctx: ServiceContext): Promise<StaffAlertResult> {
  const first = staffAlertVerdict(ctx, ctx.clock.now());
  if (typeof first === 'string') return first;
  const result = await ctx.store.write((): StaffAlertResult => {
    const now = ctx.clock.now();
    const verdict = staffAlertVerdict(ctx, now);
    if (typeof verdict === 'string') return verdict;
    ctx.store.outbox.enqueue({ kind: 'staff-work-waiting', recipient: verdict.staff, payload: verdict.waiting }, now);
    return 'queued';
  });
  if (result === 'queued') ctx.onMailQueued?.();
  return result;
}

/** A desktop notification repeats at most this often while work stays urgent. */
export const DESKTOP_ALERT_REPEAT_MS = 30 * MINUTE_MS;

export interface DesktopAlertState {
  lastAt: number | null;
  lastUrgent: number;
}

export interface Notice {
  title: string;
  body: string;
}

/**
 * Whether the console should show a desktop notification now: when postings become urgent, and
 * again every DESKTOP_ALERT_REPEAT_MS while they stay so. Pure; the main process only shows it.
 */
export function desktopAlert(
  waiting: { urgent: number; overdue: number },
  state: DesktopAlertState,
  now: number,
): { notice: Notice | null; state: DesktopAlertState } {
  if (waiting.urgent === 0) return { notice: null, state: { ...state, lastUrgent: 0 } };
  const due = state.lastUrgent === 0 || state.lastAt === null || now - state.lastAt >= DESKTOP_ALERT_REPEAT_MS;
  if (!due) return { notice: null, state: { ...state, lastUrgent: waiting.urgent } };
  const plural = (n: number) => (n === 1 ? '1 posting' : `${n} postings`);
  const notice = {
    title: `${plural(waiting.urgent)} to review within 4 hours`,
    body:
      waiting.overdue > 0
        ? `${plural(waiting.overdue)} already passed the 24-hour promise. Open the review queue.`
        : 'Review them before the 24-hour promise runs out.',
  };
  return { notice, state: { lastAt: now, lastUrgent: waiting.urgent } };
}

/** How often the console looks for urgent work. */
export const DESKTOP_ALERT_CHECK_MS = 60_000;

/**
 * Checks for urgent work now and every minute, calling `show` when `desktopAlert` says to. The
 * console's main process asks the store it has open (on this computer or over SSH) and passes
 * Electron's Notification; returns a function that stops it.
 */
export function watchForUrgentWork(
  readWaiting: () => Promise<{ now: number; urgent: number; overdue: number } | undefined>,
  show: (notice: Notice) => void,
  everyMs = DESKTOP_ALERT_CHECK_MS,
): () => void {
  let state: DesktopAlertState = { lastAt: null, lastUrgent: 0 };
  const check = async () => {
    try {
      const waiting = await readWaiting();
      if (!waiting) return; // no store open, or it did not answer: the next check tries again
      const next = desktopAlert(waiting, state, waiting.now);
      state = next.state;
      if (next.notice) show(next.notice);
    } catch {
      // A busy or closing database: the next check tries again.
    }
  };
  void check();
  const timer = setInterval(() => void check(), everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
