import { isIP } from 'node:net';
import { AnalyticsSchema } from '../domain';
import type { ServiceContext } from './context';
import { validate } from './validate';

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

export async function recordPageView(ctx: ServiceContext, input: unknown, clientIp: string): Promise<number> {
  const view = validate(AnalyticsSchema, input);
  const { store } = ctx;
  return store.write(() => store.pageViews.insert({
    page: view.page,
    referrer: view.referrer,
    browser: view.browser,
    os: view.os,
    ip: truncateIp(clientIp),
    client_timestamp: view.timestamp ?? null,
    created_at: ctx.clock.now(),
  }));
}
