// The daily digest of each alert, built by the server's own schedule from the store. One write
// transaction per alert reads the new matching jobs, queues the mail in the durable outbox and
// moves the alert's watermark (the newest publication number covered) and its next time together:
// after a crash either all of it happened or none, so no digest goes twice and none is lost.
import { DIGEST_EVERY_MS, DIGEST_MAX_JOBS, alertSearchLabel, alertSearchQuery, isLive, jobSearchPath } from '../domain';
import type { SearchFilter } from '../store/search-query';
import type { AlertSearchRecord } from '../store/alerts-repository';
import type { ServiceContext } from './context';
import { alertSearch, issueAlertLink } from './job-alerts';
import { searchFilterOf } from './job-search';

/** How many new matches a digest looks at: the first DIGEST_MAX_JOBS are listed, the rest counted. */
const LOOK_AT = 500;
const BATCH = 50;

export type DigestOutcome = 'sent' | 'nothing-new' | 'lapsed' | 'skipped';

/** What an alert asks of new jobs: its search read as the job list reads the same search. */
export function alertFilter(alert: AlertSearchRecord): SearchFilter {
  const { keywords, location, ...rest } = alertSearch(alert);
  return searchFilterOf({ jobTitle: keywords, location, ...rest });
}

/** One alert's digest, inside the caller's write transaction. `force`: even before its time (the staff CLI). */
export function digestNow(ctx: ServiceContext, alertId: number, now: number, force = false): DigestOutcome {
  const { store } = ctx;
  const alert = store.alerts.get(alertId);
  if (!alert || alert.status !== 'active' || alert.next_digest_at === null) return 'skipped';
  if (!force && alert.next_digest_at > now) return 'skipped';
  if (alert.lapses_at <= now) {
    store.alerts.stop(alert.id);
    return 'lapsed';
  }
  // Keep the time of day; after a long stop, the next one is a day from now.
  const next = alert.next_digest_at + DIGEST_EVERY_MS > now ? alert.next_digest_at + DIGEST_EVERY_MS : now + DIGEST_EVERY_MS;
  const watermark = store.jobs.lastSeq();
  const search = alertSearch(alert);
  const seqs = store.search.newerSeqs(alertFilter(alert), alert.last_seq, now, LOOK_AT);
  const jobs = store.search.jobsBySeq(seqs).filter((job) => isLive(job, now));
  if (jobs.length === 0) {
    store.alerts.advance(alert.id, alert.next_digest_at, watermark, next, null);
    return 'nothing-new';
  }
  const listed = jobs.slice(0, DIGEST_MAX_JOBS);
  const payload = {
    alertId: alert.id,
    searchLabel: alertSearchLabel(search),
    searchPath: jobSearchPath(alertSearchQuery(search)),
    jobs: listed.map((job) => ({
      id: job.id,
      title: job.job_title,
      company: job.company_name,
      location: job.location,
      date: job.renewed_at ?? job.published_at ?? now,
    })),
    more: jobs.length - listed.length,
    lapsesAt: alert.lapses_at,
    secrets: { alert: issueAlertLink(ctx, alert.id, now) },
  };
  store.outbox.enqueue({ kind: 'alert-digest', recipient: alert.email, payload }, now);
  if (!store.alerts.advance(alert.id, alert.next_digest_at, watermark, next, now)) {
    throw new Error(`alert ${alert.id} moved while its digest was built`); // rolls the mail back too
  }
  return 'sent';
}

export interface DigestReport {
  sent: number;
  nothingNew: number;
  lapsed: number;
}

/**
 * Every digest that is due (all active alerts with `everyAlert`, as the staff CLI may ask), each
 * alert in its own short transaction.
 */
export async function sendDueDigests(ctx: ServiceContext, { everyAlert = false } = {}): Promise<DigestReport> {
  const { store } = ctx;
  const report: DigestReport = { sent: 0, nothingNew: 0, lapsed: 0 };
  const done = new Set<number>();
  for (;;) {
    const now = ctx.clock.now();
    const due = store.alerts.due(everyAlert ? Number.MAX_SAFE_INTEGER : now, BATCH + done.size).filter((a) => !done.has(a.id));
    if (due.length === 0) break;
    for (const alert of due.slice(0, BATCH)) {
      done.add(alert.id);
      const outcome = await store.write(() => digestNow(ctx, alert.id, ctx.clock.now(), everyAlert));
      if (outcome === 'sent') report.sent++;
      else if (outcome === 'nothing-new') report.nothingNew++;
      else if (outcome === 'lapsed') report.lapsed++;
    }
  }
  if (report.sent > 0) ctx.onMailQueued?.();
  return report;
}
