// The messages of self-service: links sent again, the expiry reminder, decisions on an employer's
// changes, and job alerts (confirmation, the limit, the daily digest with one-click unsubscribe).
// Mail to an address nobody verified (links again, alert confirmation) carries no visitor text:
// the links mail names only postings staff published; the confirmation shows no search words.
import { z } from 'zod';
import { oneClickUnsubscribePath } from '../domain';
import { JobRef, Secrets, day, jobLink, lines, manageParagraph, privateLink, signature, type SiteIdentity } from './mail-text';

export const SELF_SERVICE_PAYLOADS = {
  /** "Send me my links again": fresh links to every posting of the address (older ones stop working once a new one is used). */
  'posting-links': z.object({
    postings: z.array(
      z.object({
        id: z.number().int(),
        /** Only for postings staff published: other titles are unreviewed visitor text. */
        title: z.string().nullable(),
        submittedAt: z.number().int(),
        state: z.string(),
      }),
    ),
    secrets: Secrets,
  }),
  'posting-expiring': z.object({ job: JobRef, expiresAt: z.number().int(), secrets: Secrets }),
  'posting-changes-approved': z.object({ job: JobRef, fields: z.array(z.string()), secrets: Secrets }),
  'posting-changes-rejected': z.object({ job: JobRef, reason: z.string(), secrets: Secrets }),
  'alert-confirm': z.object({ alertId: z.number().int(), secrets: Secrets }),
  'alert-limit': z.object({ limit: z.number().int() }),
  'alert-digest': z.object({
    alertId: z.number().int(),
    /** The subscriber's own search (the address is confirmed): how the alert is named. */
    searchLabel: z.string(),
    searchPath: z.string(),
    jobs: z.array(JobRef.extend({ date: z.number().int() })),
    /** Further matching jobs not listed. */
    more: z.number().int(),
    lapsesAt: z.number().int(),
    secrets: Secrets,
  }),
} as const;

type Payloads = typeof SELF_SERVICE_PAYLOADS;
export interface Rendered {
  subject: string;
  text: string;
  headers?: Record<string, string>;
}
type Renderers = { [K in keyof Payloads]: (payload: z.output<Payloads[K]>, site: SiteIdentity) => Rendered };

const STATE_WORDS: Record<string, string> = {
  pending: 'waiting for review',
  live: 'live',
  rejected: 'not published',
  closed: 'closed',
  expired: 'expired',
  'taken-down': 'taken down',
};

export const SELF_SERVICE_RENDER: Renderers = {
  'posting-links': ({ postings, secrets }, site) => ({
    subject: `Your private links to your job postings on ${site.name}`,
    text: lines(
      `Someone (we hope you) asked for the private links to the job postings sent from this address to ${site.name}. Here they are:`,
      '',
      ...postings.flatMap((p) => [
        `- Reference ${p.id}, submitted ${day(p.submittedAt)} (${STATE_WORDS[p.state] ?? p.state})${p.title ? `: "${p.title}"` : ''}`,
        `  ${privateLink(site, 'manage', p.id, secrets[String(p.id)])}`,
      ]),
      '',
      'These links replace the ones we sent before: once you use one of them, the older links to that posting stop working.',
      'Keep them to yourself: there is no account or password, each link is the key to its posting.',
      'If you did not ask for this, you can ignore this message; only this inbox received the links.',
      signature(site),
    ),
  }),
  'posting-expiring': ({ job, expiresAt, secrets }, site) => ({
    subject: `Your job posting ends on ${day(expiresAt)}: ${job.title}`,
    text: lines(
      `Your posting "${job.title}" on ${site.name} ends on ${new Date(expiresAt).toUTCString()}.`,
      '',
      'Still hiring? Renew it for another 30 days with your private link below. If nothing in it changed, it is renewed at once;',
      'if you edit it, our staff review the new version first. You can renew from now until 30 days after it ends.',
      manageParagraph(site, job.id, secrets.manage),
      '',
      `The posting: ${jobLink(site, job)}`,
      signature(site),
    ),
  }),
  'posting-changes-approved': ({ job, fields, secrets }, site) => ({
    subject: `Your changes are live: ${job.title}`,
    text: lines(
      `We reviewed the changes you sent for "${job.title}" and published them.`,
      fields.length > 0 && `Changed: ${fields.join(', ')}.`,
      '',
      `See it at ${jobLink(site, job)}`,
      manageParagraph(site, job.id, secrets.manage),
      signature(site),
    ),
  }),
  'posting-changes-rejected': ({ job, reason, secrets }, site) => ({
    subject: `Your changes were not published: ${job.title}`,
    text: lines(
      `We reviewed the changes you sent for "${job.title}" and could not publish them. The posting stays live as it was.`,
      '',
      'Why, and what to change:',
      reason,
      manageParagraph(site, job.id, secrets.manage),
      signature(site),
    ),
  }),
  // To an address nobody has verified yet: no search words, only the link to see and confirm them.
  'alert-confirm': ({ alertId, secrets }, site) => ({
    subject: `Confirm your job alert on ${site.name}`,
    text: lines(
      `Someone (we hope you) asked ${site.name} to email this address when new jobs match a saved search: at most one email a day, only on days with new jobs.`,
      '',
      'Nothing is sent until you confirm. To see the search and confirm the alert, open this private link (it works for 7 days):',
      privateLink(site, 'alert', alertId, secrets.alert),
      '',
      'If you did not ask for this, ignore this message: without a confirmation we send nothing more and delete the request within 7 days.',
      signature(site),
    ),
  }),
  'alert-limit': ({ limit }, site) => ({
    subject: `Your job alerts on ${site.name}`,
    text: lines(
      `Someone (we hope you) asked ${site.name} for another job alert at this address, but it already has ${limit} alerts, the most we keep for one address.`,
      '',
      'To add a new one, open one of your alert emails, delete an alert you no longer need with its link, and sign up again.',
      'If you did not ask for this, you can ignore this message.',
      signature(site),
    ),
  }),
  'alert-digest': ({ alertId, searchLabel, searchPath, jobs, more, lapsesAt, secrets }, site) => {
    const count = jobs.length + more;
    const token = secrets.alert;
    const unsubscribe = token ? site.url + oneClickUnsubscribePath(alertId, token) : undefined;
    return {
      subject: `${count} new ${count === 1 ? 'job' : 'jobs'} for your alert: ${searchLabel}`,
      text: lines(
        `New jobs on ${site.name} that match your alert "${searchLabel}":`,
        '',
        ...jobs.flatMap((job) => [`- ${job.title} at ${job.company} (${job.location}), ${day(job.date)}`, `  ${jobLink(site, job)}`]),
        more > 0 && '',
        more > 0 && `And ${more} more: ${site.url}${searchPath}`,
        '',
        `This alert runs until ${day(lapsesAt)}. Renew it, change its search or delete it with your private link:`,
        privateLink(site, 'alert', alertId, token),
        unsubscribe && `Or stop it now in one click: your mail program's "Unsubscribe" button does it.`,
        signature(site),
      ),
      // RFC 8058: mail programs POST "List-Unsubscribe=One-Click" to this address, no page in between.
      headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    };
  },
};
