// Job alerts: "Email me new jobs like these" saves the Find Jobs search for an address after a
// double opt-in (nothing is sent before the confirmation but the confirmation request itself, which
// carries no visitor text). Each alert mail links to a private page to change, renew or delete it.
import {
  ALERT_CONFIRM_DAYS,
  ALERT_LIFETIME_DAYS,
  ALERT_LINK_DAYS,
  ALERTS_PER_ADDRESS,
  AlertSearchSchema,
  AlertSignupSchema,
  DAY_MS,
  DIGEST_EVERY_MS,
  filterFields,
  filtersFrom,
  type AlertSearch,
  type AlertSearchValues,
  type AlertView,
} from '../domain';
import type { AlertRecord, AlertSearchRecord } from '../store/alerts-repository';
import type { ServiceContext, Visitor } from './context';
import { notValid, openLink } from './private-links';
import { issueLink } from './private-links';
import { validate } from './validate';
import { queueVisitorMailWith } from './visitor-mail';

export const ALERT_SIGNUP_SENT = 'Almost done: we sent you an email. Open the link in it to confirm your alert; nothing is sent before you do.';

const owner = (id: number) => ({ alert: id });
const toRecord = (search: AlertSearchValues): AlertSearchRecord => ({
  keywords: search.keywords,
  location: search.location,
  category: search.category === '0' ? null : Number(search.category),
  job_types: search.jobType.join(','),
  experience: search.experience.join(','),
  min_salary: search.minSalary,
  remote: search.remote ? 1 : 0,
});

/** A stored alert's search as its forms send it (and as the job list call takes its filters). */
export function alertSearch(alert: AlertSearchRecord): AlertSearch {
  const filters = filtersFrom({ jobType: alert.job_types, experience: alert.experience, minSalary: alert.min_salary, remote: alert.remote === 1 });
  const { jobType, experience, minSalary, remote } = filterFields(filters);
  return { keywords: alert.keywords, location: alert.location, category: alert.category === null ? '0' : String(alert.category), jobType, experience, minSalary, remote };
}

/** The sign-up: an unconfirmed alert and its confirmation mail, or (at the limit) a mail saying so. */
export async function subscribeAlert(ctx: ServiceContext, input: unknown, visitor?: Visitor): Promise<void> {
  const { email, ...search } = validate(AlertSignupSchema, input);
  const { store } = ctx;
  const queued = await store.write(() => {
    const now = ctx.clock.now();
    if (store.alerts.countFor(email) >= ALERTS_PER_ADDRESS) {
      const limit = { kind: 'alert-limit', recipient: email } as const;
      return queueVisitorMailWith(ctx, limit, () => ({ ...limit, payload: { limit: ALERTS_PER_ADDRESS } }), now, visitor);
    }
    const confirm = { kind: 'alert-confirm', recipient: email } as const;
    return queueVisitorMailWith(
      ctx,
      confirm,
      () => {
        const id = store.alerts.insert(email, toRecord(search), now, now + ALERT_CONFIRM_DAYS * DAY_MS);
        return { ...confirm, payload: { alertId: id, secrets: { alert: issueLink(ctx, owner(id), now, ALERT_CONFIRM_DAYS) } } };
      },
      now,
      visitor,
    );
  });
  if (queued) ctx.onMailQueued?.();
}

function toView(alert: AlertRecord, now: number): AlertView {
  return {
    id: alert.id,
    state: alert.status === 'unconfirmed' ? 'unconfirmed' : alert.lapses_at > now ? 'active' : 'lapsed',
    search: alertSearch(alert),
    email: alert.email,
    confirmedAt: alert.confirmed_at,
    lapsesAt: alert.lapses_at,
    lastDigestAt: alert.last_digest_at,
    now,
  };
}

function alertOf(ctx: ServiceContext, input: unknown, now: number): AlertRecord {
  const alert = ctx.store.alerts.get(openLink(ctx, input, owner, now));
  if (!alert) throw notValid();
  return alert;
}

export function openAlert(ctx: ServiceContext, input: unknown): AlertView {
  const now = ctx.clock.now();
  return ctx.store.read(() => toView(alertOf(ctx, input, now), now));
}

export interface AlertOutcome {
  message: string;
  /** null once the alert is deleted. */
  view: AlertView | null;
}

async function act(ctx: ServiceContext, input: unknown, action: (alert: AlertRecord, now: number) => string): Promise<AlertOutcome> {
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    const alert = alertOf(ctx, input, now);
    const message = action(alert, now);
    const after = store.alerts.get(alert.id);
    return { message, view: after ? toView(after, now) : null };
  });
}

const lapseFrom = (now: number) => now + ALERT_LIFETIME_DAYS * DAY_MS;

/** The double opt-in's second step: digests start, covering jobs published from now on. */
export const confirmAlert = (ctx: ServiceContext, input: unknown) =>
  act(ctx, input, (alert, now) => {
    if (alert.status === 'active') return 'This alert is already confirmed.';
    ctx.store.alerts.confirm(alert.id, now, lapseFrom(now), ctx.store.jobs.lastSeq(), now + DIGEST_EVERY_MS);
    // The confirmation link becomes the alert's page for as long as the alert's mail links work.
    ctx.store.tokens.extendAll(owner(alert.id), now + ALERT_LINK_DAYS * DAY_MS, now);
    return 'Confirmed. We will email you new jobs that match this search, at most once a day, on days when there are some.';
  });

export async function updateAlert(ctx: ServiceContext, input: Record<string, unknown>): Promise<AlertOutcome> {
  const search = validate(AlertSearchSchema, input);
  return act(ctx, input, (alert, now) => {
    ctx.store.alerts.update(alert.id, toRecord(search), now);
    return 'Saved. The next emails use this search.';
  });
}

export const renewAlert = (ctx: ServiceContext, input: unknown) =>
  act(ctx, input, (alert, now) => {
    if (alert.status !== 'active') return 'Confirm the alert first.';
    ctx.store.alerts.renew(alert.id, now, lapseFrom(now), now + DIGEST_EVERY_MS);
    ctx.store.tokens.extendAll(owner(alert.id), now + ALERT_LINK_DAYS * DAY_MS, now);
    return `Renewed for another ${Math.round(ALERT_LIFETIME_DAYS / 30)} months.`;
  });

export const deleteAlert = (ctx: ServiceContext, input: unknown) =>
  act(ctx, input, (alert) => {
    ctx.store.alerts.remove(alert.id); // its private links go with it
    return 'Deleted. We will not email you about this search again.';
  });

/** RFC 8058 one-click unsubscribe from a mail program: the alert is deleted; a bad link is a 404. */
export async function unsubscribeOneClick(ctx: ServiceContext, id: string, token: string): Promise<void> {
  await deleteAlert(ctx, { id, token });
}

/** Links in alert mail work this long (the confirmation link: ALERT_CONFIRM_DAYS). */
export const issueAlertLink = (ctx: ServiceContext, alertId: number, now: number) => issueLink(ctx, owner(alertId), now, ALERT_LINK_DAYS);
