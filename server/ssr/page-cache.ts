// Shared pages reused until the data changes, and exact when it does.
//
// A public page's HTML depends on its address, the live jobs and the clock (job ages, the
// employer's address withheld after 10 days). So a rendered page is kept in memory and sent again
// until one of these moves:
// - the search log's head: triggers add a row in the same transaction as any change to the
//   published jobs (a publication, an edit, a close, by this process or another on the same
//   file), so the very next request sees it, one indexed read;
// - the next expiry time of a live job (a job leaving by time writes nothing);
// - the page's own time limit: the first moment one of its jobs would read differently.
// Any of the first two drops every page: writes to the live set are a few hundred a day, reads
// are millions. Only answers with status 200 are kept; private pages and form answers never.
//
// The form ticket (shared/services/form-tickets.ts) changes every minute: pages are rendered with
// a marker in its place, and the current ticket is put in per request by splicing the kept parts.
// Compressed copies and the ETag are made once per page and ticket, not per request.
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMP_EMAIL_MAX_AGE_DAYS, DAY_MS, type PageData, type PublicJob } from '../../shared/domain';
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

interface Entry {
  status: number;
  /** The HTML split at the ticket marker. */
  parts: string[];
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

/** Below this, pages go out uncompressed (as server/ssr/compress-html.ts does). */
const MIN_COMPRESS_BYTES = 1024;

export function createPageCache(index: SearchIndex, { maxBytes }: PageCacheOptions) {
  /** Rendered in place of the ticket: random per process, so no address or query can contain it. */
  const ticketMarker = `ticket-${randomBytes(12).toString('hex')}`;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let head = -1;
  let nextExpiry = -Infinity;
  /** Bumped whenever everything is dropped: a render begun before then must not be kept. */
  let generation = 0;
  const counts = { hits: 0, misses: 0, evictions: 0 };

  function clear() {
    entries.clear();
    bytes = 0;
    generation++;
  }

  /** Drops everything when the live jobs changed (any process) or one reached its expiry. */
  function sync(now: number) {
    const current = index.logHead();
    if (current === head && now < nextExpiry) return;
    clear();
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
    const html = Buffer.from(entry.parts.join(ticket));
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    entry.sent = { ticket, html, etag, compressed: new Map(), bytes: html.length };
    entry.bytes += html.length;
    bytes += html.length;
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
    begin: (now: number) => {
      sync(now);
      return generation;
    },
    /** Keeps a page rendered with `ticketMarker` for its ticket, if nothing was dropped since `begun`. */
    keep(key: string, begun: number, page: { status: number; html: string; validUntil: number }) {
      if (begun !== generation || maxBytes <= 0) return;
      remove(key);
      const parts = page.html.split(ticketMarker);
      const size = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
      if (size > maxBytes) return;
      entries.set(key, { status: page.status, parts, validUntil: page.validUntil, bytes: size });
      bytes += size;
      evict();
    },
    /** The HTML of a page rendered with the marker, with `ticket` put in (for a page not kept). */
    withTicket: (html: string, ticket: string) => html.split(ticketMarker).join(ticket),
    stats: () => ({ entries: entries.size, bytes, ...counts }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Until when a page showing these jobs reads the same: the next change of a job's age in whole
 * days ("3 days ago" rounds, so it turns at every half day), the moment its employer's address is
 * withheld, and its expiry.
 */
export function pageValidUntil(data: PageData, now: number): number {
  const jobs: PublicJob[] = [];
  if (data.kind === 'jobs' && data.result) jobs.push(...data.result.jobs);
  if (data.kind === 'home') jobs.push(...data.jobs);
  if (data.kind === 'job') {
    if (data.job) jobs.push(data.job);
    if (data.closed) jobs.push(...data.closed.similar);
  }
  let until = Infinity;
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
