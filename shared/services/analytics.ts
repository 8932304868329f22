import { isIP } from 'node:net';
import Bowser from 'bowser';
import { AnalyticsSchema, redactPrivateLinks, redactPrivateUrl } from '../domain';
import type { ServiceContext } from './context';
import { validate } from './validate';
import { visitorKey } from './visitor-mail';

/**
 * Keeps only the network part of an address: IPv4 to its /24, IPv6 to its /48. A page view can
 * then still be told apart by region and provider, but never traced to one visitor.
 */
export function truncateIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIP(address) === 4) return address.split('.').slice(0, 3).concat('0').join('.');
  if (isIP(address) === 6) {
    const [head = '', tail = ''] = address.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 3).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::`;
  }
  return 'unknown';
}

export const DEVICES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;
export type Device = (typeof DEVICES)[number];

/** The device kind and browser family a User-Agent header names (bowser's reading of it). */
export function parseUserAgent(userAgent: string | undefined): { device: Device; agent: string } {
  const ua = userAgent?.trim().slice(0, 1000);
  if (!ua) return { device: 'unknown', agent: 'Unknown' };
  const parsed = Bowser.parse(ua);
  const type = parsed.platform.type as string | undefined;
  return {
    device: (DEVICES as readonly string[]).includes(type ?? '') ? (type as Device) : 'unknown',
    agent: parsed.browser.name || 'Other',
  };
}

/** The referring site's host ("google.com"), '(internal)' for the site's own pages, or '(direct)'. */
export function referrerSource(referrer: string, siteHost?: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '(direct)';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '(direct)';
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  const host = bare(url.hostname);
  return siteHost && host === bare(siteHost) ? '(internal)' : host;
}

/** What the page a visitor opened showed: a page, a closed job's page (410) or a 404, and the job an apply page showed. */
export interface PageClass {
  status: 200 | 404 | 410;
  jobId: number | null;
}

/** What the server knows of a page-view request beyond the fields the page sent. */
export interface PageViewRequest {
  /** The connection's address: hashed into the day's visitor key and stored truncated, never whole. */
  ip: string;
  /** The request's own User-Agent header. */
  userAgent?: string;
  /** The host the site was reached under, to tell the site's own links from referrals. */
  host?: string;
  /** Which paths are 404s or closed jobs (410) and which job an /apply/{id} page showed (the server's route table). */
  classify?: (page: string) => PageClass;
}

export async function recordPageView(ctx: ServiceContext, input: unknown, request: PageViewRequest): Promise<number> {
  const parsed = validate(AnalyticsSchema, input);
  // A private page's token never reaches the page-view records, as the page or as the referrer.
  const view = { ...parsed, page: redactPrivateLinks(parsed.page), referrer: redactPrivateUrl(parsed.referrer) };
  const { status, jobId } = request.classify?.(view.page) ?? { status: 200, jobId: null };
  const { device, agent } = parseUserAgent(request.userAgent);
  const source = referrerSource(view.referrer, request.host);
  const { store } = ctx;
  return store.write(() => {
    const now = ctx.clock.now();
    return store.pageViews.insert({
      page: view.page,
      referrer: view.referrer,
      browser: view.browser,
      os: view.os,
      ip: truncateIp(request.ip),
      client_timestamp: view.timestamp ?? null,
      created_at: now,
      visitor: visitorKey(ctx, { ip: request.ip }, now),
      status,
      job_id: jobId,
      device,
      agent,
      source,
    });
  });
}
