// "Report this job": a visitor's reason (and optional words) reach the console as a flag on the
// posting with a count; staff take the posting down (an expiry with a recorded decision) or
// dismiss the reports.
import { AppError, ModeratorNameSchema, REPORT_REASONS, ReportFormSchema, type ReportReason } from '../domain';
import type { ServiceContext, Visitor } from './context';
import { getLiveJob } from './job-search';
import { decideNow, type Decided } from './postings';
import { parseId, validate } from './validate';
import { visitorKey } from './visitor-mail';

export const REPORT_RECEIVED = 'Thank you. Our staff will look at this job.';
export const REPORT_ALREADY = 'You already reported this job today. Our staff will look at it.';

/** Records a report on a live job; false when this client already reported it today. */
export async function reportJob(ctx: ServiceContext, fields: Record<string, unknown>, visitor: Visitor): Promise<boolean> {
  const job = getLiveJob(ctx, fields.jobId);
  const { reason, details } = validate(ReportFormSchema, fields);
  return ctx.store.write(() => {
    const now = ctx.clock.now();
    const current = getLiveJob(ctx, job.id);
    return ctx.store.reports.insert(current.id, reason as ReportReason, details, visitorKey(ctx, visitor, now), now);
  });
}

/** The reasons given, once each, in the list's own order. */
const reasonLabels = (given: string[]) => REPORT_REASONS.filter((r) => given.includes(r.value)).map((r) => r.label);

/** Takes a reported posting down: expired, the decision recorded with the reports' reasons, the reports settled. */
export async function takeDownReported(ctx: ServiceContext, rawId: unknown, actor: unknown): Promise<Decided> {
  const id = parseId(rawId);
  const name = validate(ModeratorNameSchema, actor);
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    const reports = store.reports.openOf(id);
    if (reports.length === 0) throw new AppError('conflict', `Job ${id} has no open reports.`);
    const reasons = reasonLabels(reports.map((r) => r.reason)).join(', ');
    const reason = `Taken down after ${reports.length} report(s): ${reasons}.`;
    const decided = decideNow(ctx, 'expire', id, { actor: name, reason }, now);
    store.reports.resolve(id, 'taken-down', name, now);
    return decided;
  });
}

/** The reports were unfounded: the flag goes, the posting stays. */
export async function dismissReports(ctx: ServiceContext, rawId: unknown, actor: unknown): Promise<number> {
  const id = parseId(rawId);
  const name = validate(ModeratorNameSchema, actor);
  const dismissed = await ctx.store.write(() => ctx.store.reports.resolve(id, 'dismissed', name, ctx.clock.now()));
  if (dismissed === 0) throw new AppError('conflict', `Job ${id} has no open reports.`);
  return dismissed;
}
