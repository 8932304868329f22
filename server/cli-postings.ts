// Staff CLI commands about one posting and about the changes employers sent to live postings:
// `show <id>` (the posting as the public sees it, its signals and history), `changes` (what waits
// for review beside new postings) and their decisions. Split from cli.ts to keep files small.
import { fieldLabel, findCategory, isOverdue } from '../shared/domain';
import { postingDetail } from '../shared/services/review';
import { approveChanges, rejectChanges } from '../shared/services/revision-review';
import type { ServiceContext } from '../shared/services/context';

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? '' : new Date(ms).toISOString());

/** Live postings whose employer sent changes, the most urgent first, with the fields they change. */
export function changesWaiting(services: ServiceContext) {
  const now = services.clock.now();
  const { rows } = services.store.queue.find({ status: 'pending', text: null, category: null, employer: null, limit: 1_000 });
  return rows
    .filter((row) => row.status === 'published')
    .map((row) => {
      const changes = postingDetail(services, row.id).changes;
      return {
        id: row.id,
        job_title: row.job_title,
        company_name: row.company_name,
        submitted_at: iso(changes?.submitted_at),
        due_at: iso(row.due_at),
        overdue: isOverdue(row.due_at, now),
        fields: Object.keys(changes?.changes ?? {}).map(fieldLabel).join(', '),
      };
    });
}

export async function decideChanges(services: ServiceContext, id: string, actor: string, reason?: string): Promise<string> {
  if (reason === undefined) {
    const { job } = await approveChanges(services, id, actor);
    return `Published the changes to job ${job.id} "${job.job_title}".`;
  }
  const { job } = await rejectChanges(services, id, actor, reason);
  return `Rejected the changes to job ${job.id} "${job.job_title}"; the live version stays.`;
}

/** One posting for a terminal: the public view, the signals staff weigh, the record of decisions. */
export function showPosting(services: ServiceContext, id: string): string {
  const detail = postingDetail(services, id);
  const job = detail.posting;
  const lines: string[] = [];
  const add = (label: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') lines.push(`${label}: ${value}`);
  };
  lines.push(`Job ${job.id}: ${job.job_title}`, `${job.company_name}, ${job.location} (${job.job_type})`);
  add('Status', job.status + (job.ended_by ? ` (ended by ${job.ended_by})` : ''));
  add('Category', findCategory(job.category)?.label);
  add('Experience', job.experience);
  add('Salary', job.salary);
  add('Website', job.company_website);
  add('Email', job.company_email);
  add('Submitted', iso(job.submitted_at));
  add('Due', job.status === 'pending' ? `${iso(job.due_at)}${isOverdue(job.due_at, detail.now) ? ' (overdue)' : ''}` : '');
  add('Published', iso(job.published_at));
  add('Expires', iso(job.expires_at));
  add('Rejected because', job.rejection_reason);
  lines.push('', 'Description:', job.description, '', `Requirements: ${job.requirements}`);
  add('Benefits', job.benefits);

  const h = detail.history;
  lines.push('', 'Signals:');
  lines.push(`  Employer: ${h.total} posting(s) from this address: ${h.published} published, ${h.rejected} rejected, ${h.expired} expired, ${h.pending} pending; ${h.reported} report(s)`);
  for (const other of detail.duplicates) lines.push(`  Likely duplicate: job ${other.id} "${other.job_title}" (${other.status}, similarity ${other.similarity})`);
  for (const found of detail.contacts) lines.push(`  Contact in the text (${found.kind}): ${found.text}`);
  for (const gap of detail.gaps) lines.push(`  Search: ${gap.message}`);
  if (detail.reports.count > 0) lines.push(`  Reported ${detail.reports.count} time(s): ${detail.reports.items.map((r) => r.reason).join(', ')}`);
  if (detail.changes) {
    lines.push('', `Changes from the employer (${detail.changes.status}, due ${iso(detail.changes.due_at)}):`);
    for (const [field, change] of Object.entries(detail.changes.changes)) lines.push(`  ${fieldLabel(field)}: "${change.from}" -> "${change.to}"`);
  }
  lines.push('', 'History:');
  if (detail.decisions.length === 0) lines.push('  No decisions yet.');
  for (const decision of detail.decisions) {
    lines.push(`  ${iso(decision.at)} ${decision.action} by ${decision.actor}${decision.reason ? `: ${decision.reason}` : ''}`);
  }
  return lines.join('\n');
}
