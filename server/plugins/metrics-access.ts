// Who may read /metrics. The figures say how busy the site is and whether its mail works: not for
// the public. A bearer token (METRICS_TOKEN) suits a scraper anywhere; an address list
// (METRICS_ALLOW) suits one on the same machine or network, and is judged on the connection's own
// address, for direct connections only: through a reverse proxy every request arrives from the
// proxy's address, so a request that a proxy forwarded never passes an address check.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface MetricsAccessSettings {
  token?: string;
  allow?: BlockList;
}

export type MetricsVerdict = 'ok' | 'no-token' | 'refused';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const digest = (text: string) => createHash('sha256').update(text).digest();

/** The socket's address as BlockList checks it: IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d. */
function socketAddress(request: FastifyRequest): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const raw = request.socket.remoteAddress;
  if (!raw) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address: raw, family: raw.includes(':') ? 'ipv6' : 'ipv4' };
}

/** Both conditions hold when both are configured: the token and the address. */
export function metricsAccess({ token, allow }: MetricsAccessSettings) {
  const expected = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): MetricsVerdict => {
    if (allow) {
      const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
      const peer = socketAddress(request);
      if (forwarded || !peer || !allow.check(peer.address, peer.family)) return 'refused';
    }
    if (expected) {
      const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      // Compared as digests of equal length, in constant time.
      if (!presented || !timingSafeEqual(digest(presented), expected)) return 'no-token';
    }
    return 'ok';
  };
}
