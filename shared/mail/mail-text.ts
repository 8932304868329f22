// What every message's text is made of: the site's identity, plain-text helpers, and the private
// links a message carries (from its payload's `secrets`, which the outbox removes once sent).
import { z } from 'zod';
import { privateLinkPath, type PrivatePage } from '../domain';

/** Where links in mail point and how the site signs: the server's settings at the time it sends. */
export interface SiteIdentity {
  name: string;
  url: string;
  supportEmail: string;
}

export const JobRef = z.object({ id: z.number().int(), title: z.string(), company: z.string(), location: z.string() });
export type JobRef = z.output<typeof JobRef>;

/**
 * The raw tokens of the private links a message carries, by name. They sit in the outbox only
 * until the message is sent (or withdrawn): then the outbox deletes them from the payload.
 */
export const Secrets = z.record(z.string(), z.string()).default({});

export const lines = (...parts: (string | false | undefined)[]) => parts.filter((p) => p !== false && p !== undefined).join('\n');
export const signature = (site: SiteIdentity) => `\n--\n${site.name}\n${site.url}\nQuestions? Write to ${site.supportEmail}`;
export const day = (ms: number) => new Date(ms).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
/** "Mon, 02 Jun 2025, 09:30 UTC": two postings sent the same day still read apart. */
export const dayAndTime = (ms: number) => `${day(ms)}, ${new Date(ms).toISOString().slice(11, 16)} UTC`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part of a message, made from its text: paragraphs at blank lines, line breaks kept,
 * addresses as links. Made from the same text, so both parts always say the same; the text is
 * escaped first, so nothing in it (a visitor's words included) becomes markup.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => escapeHtml(block).replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>\n'))
    .map((block) => `<p>${block}</p>`);
  return `<!doctype html>\n<html><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>`;
}

export const jobLink = (site: SiteIdentity, job: { id: number }) => `${site.url}/apply/${job.id}`;

/** A private link, or a note that it is gone (a message is rendered again only to show its subject). */
export const privateLink = (site: SiteIdentity, page: PrivatePage, id: number, token: string | undefined) =>
  token ? site.url + privateLinkPath(page, id, token) : '(the private link was removed from our copy after sending)';

/** The manage link's paragraph, in every mail about a posting. */
export const manageParagraph = (site: SiteIdentity, jobId: number, token: string | undefined) =>
  token === undefined
    ? undefined
    : lines(
        '',
        'Your private link to this posting (see its status, edit it, close it or renew it):',
        privateLink(site, 'manage', jobId, token),
        'Keep it to yourself: there is no account or password, the link is the key. It works for 120 days; ask for a fresh one any time at ' +
          `${site.url}/manage.`,
      );
