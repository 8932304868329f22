// Shared pages reused until the data changes, and exact when it does.
//
// A public page's HTML depends on its address, the live jobs and the clock (job ages, the
// employer's address withheld after 10 days). So a rendered page is kept in memory and sent again
// until one of these moves:
// - the search log's head: triggers add a row in the same transaction as any change to the
//   published jobs (a publication, an edit, a close, by this process or another on the same
//   file), so the very next request sees it, one indexed read; it drops every page that shows jobs;
// - the next expiry time of a live job (a job leaving by time writes nothing); it drops the pages
//   that list jobs (a job's own page ends at its own expiry);
// - the page's own time limit: the first moment one of its jobs would read differently.
// Writes to the live set are a few hundred a day, reads are millions: dropping every page that
// shows jobs at each is simple and costs little. Pages that show none (FAQ, articles) stay.
// Only answers with status 200 are kept; private pages and form answers never.
//
// The form ticket (shared/services/form-tickets.ts) changes every minute: pages are rendered with
// a marker in its place, and the current ticket is put in per request by splicing the kept parts.
// Compressed copies and the ETag are made once per page and ticket, not per request.
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMP_EMAIL_MAX_AGE_DAYS, DAY_MS, MINUTE_MS, type PageData, type PublicJob } from '../../shared/domain';
import type { SearchIndex } from '../../shared/store/search-index';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One page as sent with one ticket: its text, compressed copies made on first use, its ETag. */
interface Sent {
  ticket: string;
  html: Buffer;
  etag: string;
  compressed: Map<Encoding, Promise<Buffer>>;
  /** What this copy adds to the entry's bytes so far. */
  bytes: number;
}

/**
 * What a page shows of the live jobs, which decides what drops it:
 * - `none` (FAQ, an article, the post form): nothing; kept until evicted;
 * - `job` (a live job's page): one job, dropped by any change to the live jobs (its own included) and
 *   at its own expiry (its `validUntil`), not by other jobs' expiries;
 * - `list` (the job list, the home page): which jobs are live, dropped by any change and any expiry.
 */
export type PageScope = 'none' | 'job' | 'list';

/** What `begin` hands to `keep`: the drops seen before the page's data was read. */
export interface Begun {
  changes: number;
  expiries: number;
}

interface Entry {
  scope: PageScope;
  status: number;
  /** The HTML split at the ticket marker, as bytes: what they take is what the bound counts. */
  parts: Buffer[];
  validUntil: number;
  bytes: number;
  sent?: Sent;
}

export interface CachedAnswer {
  status: number;
  etag: string;
  /** The body in the encoding asked for. */
  body: Buffer;
  encoding: Encoding;
}

export interface PageCacheOptions {
  /** What the kept pages (and their compressed copies) may take, in bytes; 0 keeps none. */
  maxBytes: number;
}

/**
 * A job's page is kept from its second rendering on: a crawler walking every job page asks each
 * once, and keeping those would spend memory, copies and collections of the heap on pages nobody
 * asks again, and push out the pages people do ask again. The few list and content pages (and the
 * sitemaps, costly to make) are kept at once. The job pages rendered once are remembered, this many.
 */
const SEEN_ONCE_MAX = 50_000;

/** Below this, pages go out uncompressed (as server/ssr/compress-html.ts does). */
const MIN_COMPRESS_BYTES = 1024;

export function createPageCache(index: SearchIndex, { maxBytes }: PageCacheOptions) {
  /** Rendered in place of the ticket: random per process, so no address or query can contain it. */
  const ticketMarker = `ticket-${randomBytes(12).toString('hex')}`;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let head = -1;
  let nextExpiry = -Infinity;
  /** Counts the drops: a page whose data was read before one that concerns it is not kept. */
  const drops: Begun = { changes: 0, expiries: 0 };
  const counts = { hits: 0, misses: 0, evictions: 0 };
  const seenOnce = new Set<string>();

  /** Whether the address was rendered before (and so is worth keeping); remembers it otherwise. */
  function askedBefore(key: string): boolean {
    if (seenOnce.delete(key)) return true;
    seenOnce.add(key);
    if (seenOnce.size > SEEN_ONCE_MAX) seenOnce.delete(seenOnce.values().next().value!);
    return false;
  }

  function drop(scopes: PageScope[]) {
    for (const [key, entry] of entries) if (scopes.includes(entry.scope)) remove(key);
  }

  /** Drops the pages a change to the live jobs (by any process) or a job's expiry concerns. */
  function sync(now: number) {
    const current = index.logHead();
    if (current === head && now < nextExpiry) return;
    if (current !== head) {
      drops.changes++;
      drop(['job', 'list']);
    } else {
      drops.expiries++;
      drop(['list']);
    }
    head = current;
    nextExpiry = index.nextExpiry(now) ?? Infinity;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evict() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return;
      remove(key);
      counts.evictions++;
    }
  }

  function sentWith(entry: Entry, ticket: string): Sent {
    if (entry.sent?.ticket === ticket) return entry.sent;
    if (entry.sent) {
      entry.bytes -= entry.sent.bytes;
      bytes -= entry.sent.bytes;
    }
    // A page without a form is its one part as it is; a page with one is spliced once per ticket.
    const between = Buffer.from(ticket);
    const spliced = entry.parts.length > 1;
    const html = spliced ? Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]))) : entry.parts[0]!;
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const added = spliced ? html.length : 0;
    entry.sent = { ticket, html, etag, compressed: new Map(), bytes: added };
    entry.bytes += added;
    bytes += added;
    return entry.sent;
  }

  async function bodyOf(key: string, entry: Entry, sent: Sent, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return sent.html;
    let pending = sent.compressed.get(encoding);
    if (!pending) {
      // Quality 5: most of brotli's gain for a fraction of its top setting's time.
      pending = encoding === 'br' ? brotli(sent.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(sent.html, { level: 6 });
      sent.compressed.set(encoding, pending);
      const made = await pending;
      // Counted only while the page and this copy are still the kept ones.
      if (entries.get(key) === entry && entry.sent === sent) {
        sent.bytes += made.length;
        entry.bytes += made.length;
        bytes += made.length;
        evict();
      }
    }
    return pending;
  }

  return {
    ticketMarker,
    /**
     * The kept page at `key` with `ticket` put in, or null when it must be rendered. Syncs first,
     * so a change committed before this call is never answered from before it.
     */
    async lookup(key: string, now: number, ticket: string, encoding: Encoding): Promise<CachedAnswer | null> {
      sync(now);
      const entry = entries.get(key);
      if (!entry || entry.validUntil <= now) {
        counts.misses++;
        return null;
      }
      counts.hits++;
      entries.delete(key); // most recently used last
      entries.set(key, entry);
      const sent = sentWith(entry, ticket);
      evict();
      const chosen = sent.html.length >= MIN_COMPRESS_BYTES ? encoding : 'identity';
      return { status: entry.status, etag: sent.etag, body: await bodyOf(key, entry, sent, chosen), encoding: chosen };
    },
    /** Taken before reading a page's data: `keep` refuses pages whose data may predate a drop. */
    begin: (now: number): Begun => {
      sync(now);
      return { ...drops };
    },
    /**
     * Keeps a page rendered with `ticketMarker` for its ticket, unless a drop that concerns it came
     * since `begun`, or it is a job's page rendered for the first time.
     */
    keep(key: string, begun: Begun, page: { scope: PageScope; status: number; html: string; validUntil: number }) {
      if (maxBytes <= 0) return;
      if (page.scope !== 'none' && begun.changes !== drops.changes) return;
      if (page.scope === 'list' && begun.expiries !== drops.expiries) return;
      if (page.scope === 'job' && !entries.has(key) && !askedBefore(key)) return;
      remove(key);
      const parts = page.html.split(ticketMarker).map((part) => Buffer.from(part));
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes) return;
      entries.set(key, { scope: page.scope, status: page.status, parts, validUntil: page.validUntil, bytes: size });
      bytes += size;
      evict();
    },
    /** The HTML of a page rendered with the marker, with `ticket` put in (for a page not kept). */
    withTicket: (html: string, ticket: string) => html.split(ticketMarker).join(ticket),
    /** What is kept and how often it answered (the tests read it). */
    stats: () => ({ entries: entries.size, bytes, ...counts }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** What a page shows of the live jobs (see PageScope). */
export function pageScope(data: PageData): PageScope {
  if (data.kind === 'none') return 'none';
  if (data.kind === 'job' && data.job) return 'job';
  return 'list';
}

/**
 * Until when a page showing these jobs reads the same: the next change of a job's age in whole
 * days ("3 days ago" rounds, so it turns at every half day), the moment its employer's address is
 * withheld, and its expiry. A search page also ends with its minute: the search resolves "posted
 * within" by the minute (job-search.ts), so a job leaves a window, and its counts, at a minute's turn
 * without any write; and a page made while a large store's facet table was still being read shows
 * its options without counts, which the next minute's page has.
 */
export function pageValidUntil(data: PageData, now: number): number {
  const jobs: PublicJob[] = [];
  const byMinute = data.kind === 'jobs';
  if (data.kind === 'jobs' && data.result) jobs.push(...data.result.jobs);
  if (data.kind === 'home') jobs.push(...data.jobs);
  if (data.kind === 'job') {
    if (data.job) jobs.push(data.job);
    if (data.closed) jobs.push(...data.closed.similar);
  }
  let until = byMinute ? (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS : Infinity;
  for (const job of jobs) {
    const date = Date.parse(job.date);
    if (Number.isNaN(date)) continue;
    const age = (now - date) / DAY_MS;
    const nextAgeTurn = date + (Math.floor(age + 0.5) + 0.5) * DAY_MS;
    const addressWithheld = date + (COMP_EMAIL_MAX_AGE_DAYS + 0.5) * DAY_MS;
    const expires = Date.parse(job.expires_at);
    for (const t of [nextAgeTurn, addressWithheld, expires]) if (t > now && t < until) until = t;
  }
  return until;
}
