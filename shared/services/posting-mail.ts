// Mail the server sends about postings on its own or on request: "send me my links again" and
// the reminder three days before a posting ends, each with fresh private links.
import { EXPIRY_REMINDER_BEFORE_MS, LinksRequestSchema, postingState } from '../domain';
import { jobRef } from '../mail/messages';
import type { ServiceContext, Visitor } from './context';
import { issueManageLink } from './manage-links';
import { BULK_CHUNK } from './postings';
import { validate } from './validate';
import { queueVisitorMailWith } from './visitor-mail';

/** At most this many postings (the newest) in one "links again" mail. */
export const LINKS_MAX_POSTINGS = 20;

export const LINKS_SENT =
  'If postings were sent from this address, we have emailed it their private links. The links sent before keep working until you use one of the new ones.';

/**
 * Mails fresh private links to every posting sent from the address (the newest 20). The links sent
 * before keep working until the employer acts through a new one: whoever asked cannot cut the
 * employer off from links in use (nor see the new ones, which go to the posting's address). Answers the same whether or not the address has postings; mails nothing when
 * it has none; capped per address and client like every mail a visitor causes.
 */
export async function sendPostingLinks(ctx: ServiceContext, input: unknown, visitor?: Visitor): Promise<void> {
  const { email } = validate(LinksRequestSchema, input);
  const { store } = ctx;
  const queued = await store.write(() => {
    const now = ctx.clock.now();
    const jobs = store.jobs.byEmail(email, LINKS_MAX_POSTINGS);
    if (jobs.length === 0) return false;
    // The postings' own address, as stored (the visitor may have typed it in another case).
    const recipient = jobs[0]!.company_email;
    return queueVisitorMailWith(
      ctx,
      { kind: 'posting-links', recipient },
      () => {
        const secrets: Record<string, string> = {};
        for (const job of jobs) {
          secrets[String(job.id)] = issueManageLink(ctx, job.id, now, { retiresOlder: true });
        }
        const postings = jobs.map((job) => ({
          id: job.id,
          title: job.published_at !== null ? job.job_title : null,
          submittedAt: job.submitted_at,
          state: postingState(job, now),
        }));
        return { kind: 'posting-links', recipient, payload: { postings, secrets } };
      },
      now,
      visitor,
    );
  });
  if (queued) ctx.onMailQueued?.();
}

/**
 * Mails every live posting that ends within three days, once per expiry, the link to renew it.
 * Each batch is one short transaction; a reminder and its mark commit together, so a restart
 * neither repeats nor skips one.
 */
export async function sendExpiryReminders(ctx: ServiceContext): Promise<number> {
  const { store } = ctx;
  let sent = 0;
  for (;;) {
    const batch = await store.write(() => {
      const now = ctx.clock.now();
      const due = store.reminders.due(now, now + EXPIRY_REMINDER_BEFORE_MS, BULK_CHUNK);
      for (const { id, expires_at } of due) {
        const job = store.jobs.get(id)!;
        const payload = { job: jobRef(job), expiresAt: expires_at, secrets: { manage: issueManageLink(ctx, id, now) } };
        store.outbox.enqueue({ kind: 'posting-expiring', recipient: job.company_email, payload, jobId: id }, now);
        store.reminders.mark(id, expires_at);
      }
      return due.length;
    });
    sent += batch;
    if (batch < BULK_CHUNK) break;
  }
  if (sent > 0) ctx.onMailQueued?.();
  return sent;
}
