// An applicant withdraws an application with the private link from their confirmation: the
// application, its resume (row and file) and any mail about it still in the outbox are deleted at
// once. The mail already sent to the employer cannot be recalled; the page says so.
import { join } from 'node:path';
import type { WithdrawView } from '../domain';
import type { ServiceContext } from './context';
import { notValid, openLink } from './private-links';
import { removeQuietly } from './resume-file';

const owner = (id: number) => ({ application: id });

function view(ctx: ServiceContext, id: number): WithdrawView {
  const { store } = ctx;
  const application = store.applications.get(id);
  const job = application && store.jobs.get(application.job_id);
  if (!application || !job) throw notValid();
  return {
    id,
    jobTitle: job.job_title,
    company: job.company_name,
    appliedAt: application.created_at,
    delivered: store.outbox.applicationSent(id),
  };
}

export function openApplication(ctx: ServiceContext, input: unknown): WithdrawView {
  const now = ctx.clock.now();
  return ctx.store.read(() => view(ctx, openLink(ctx, input, owner, now)));
}

export const WITHDRAWN =
  'Your application and resume are deleted from our site. If the employer had already received them by email, that copy is theirs; write to them to ask them to delete it.';

/** Deletes the application now; the resume file goes once the rows are gone for good. */
export async function withdrawApplication(ctx: ServiceContext, input: unknown): Promise<WithdrawView> {
  const { store } = ctx;
  const { before, file } = await store.write(() => {
    const id = openLink(ctx, input, owner, ctx.clock.now());
    const before = view(ctx, id);
    const file = store.applications.resumeOf(id)?.file_name;
    store.outbox.purgeApplication(id);
    store.applications.remove(id); // the resume row and the private links go with it
    return { before, file };
  });
  if (file) removeQuietly(join(store.paths.resumes, file));
  // Copies of the deleted pages may sit in the WAL until a checkpoint writes the zeroed ones over them.
  try {
    store.checkpoint('TRUNCATE');
  } catch {
    // Busy: the sweep's checkpoint does it within minutes.
  }
  return before;
}
