// Search answers reused until the data changes, and kept exact when it does.
//
// Postings change a few hundred times a day and are read millions of times, so each process keeps
// the totals and rendered pages of recent searches. Before every search it asks the store what
// changed since it last looked (the search log, written by triggers in the same transaction as the
// change, so a write by any process is seen by the very next search) and which jobs reached their
// expiry time meanwhile. It matches just those jobs against every cached search in a scratch index
// and corrects each total by what they add or take away; only the pages those jobs belong to are
// dropped. Everything a search reads (log, counts, pages) comes from one read snapshot.
import { DAY_MS } from '../domain';
import type { LiveDoc, SearchFilter, SearchIndex } from '../store/search-index';
import { filterKey } from '../store/search-query';

/** More changes than this at once (a bulk seed, a long pause) are cheaper to forget than to apply. */
const MAX_DELTA = 500;
/** At most this many searches are remembered; every change is matched against each of them. */
const MAX_FILTERS = 2_000;

export interface CachedPage {
  /** The whole answer, ready to send. */
  data: Buffer;
  /** The page shows the same thing until then, if no job on it changes (see publicViewValidUntil). */
  validUntil: number;
}

interface CachedFilter {
  total: number;
  pages: Map<string, CachedPage>;
  bytes: number;
}

export interface SearchCacheOptions {
  /** Memory budget for rendered pages, in bytes. */
  maxBytes?: number;
}

export function createSearchCache(index: SearchIndex, { maxBytes = 32_000_000 }: SearchCacheOptions = {}) {
  const filters = new Map<string, CachedFilter & { filter: SearchFilter }>();
  let bytes = 0;
  let logId = -1; // the last search-log row applied; -1 before the first sync
  let syncedAt = 0; // live means expires_at > syncedAt
  let nextBoundary = Infinity; // the next expiry time after syncedAt
  let goneKey = '';
  let version = 0; // changes whenever a sync found anything to apply (a change, an expiry, a reset)

  const keyOf = filterKey;

  function dropPages(entry: CachedFilter) {
    bytes -= entry.bytes;
    entry.pages.clear();
    entry.bytes = 0;
  }

  function forget(key: string) {
    const entry = filters.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    filters.delete(key);
  }

  function reset(now: number, head: number) {
    filters.clear();
    bytes = 0;
    logId = head;
    afterSync(now);
  }

  function afterSync(now: number) {
    version++;
    syncedAt = now;
    nextBoundary = index.nextExpiry(now) ?? Infinity;
    const gone = index.expiredBetween(Number.MIN_SAFE_INTEGER, now);
    const key = gone.map((doc) => doc.seq).join(',');
    if (key !== goneKey) index.setGone(gone);
    goneKey = key;
  }

  /** Brings the cache to the store's current snapshot. Call inside a read transaction. */
  function sync(now: number): void {
    const head = index.logHead();
    if (head === logId && now < nextBoundary) return;
    if (logId < 0 || head - logId > MAX_DELTA) return reset(now, head);
    const rows = head > logId ? index.logSince(logId, MAX_DELTA) : [];
    // Ids are never reused; a missing first row means the sweep pruned what this process never saw.
    if (head > logId && rows[0]?.id !== logId + 1) return reset(now, head);

    if (rows.some((row) => row.op === 0)) return reset(now, head);

    const first = new Map<number, (typeof rows)[number]>();
    const lastOp = new Map<number, number>();
    for (const row of rows) {
      if (!first.has(row.seq)) first.set(row.seq, row);
      lastOp.set(row.seq, row.op);
    }
    // What was live at the last sync and what is live now, for every job that changed.
    const before: LiveDoc[] = [];
    for (const [seq, row] of first) {
      if (row.op === -1 && row.expires_at !== null && row.expires_at > syncedAt) before.push({ ...(row as LiveDoc), seq });
    }
    const entered = [...lastOp].filter(([, op]) => op === 1).map(([seq]) => seq);
    const after = index.publishedDocs(entered).filter((doc) => doc.expires_at > now);
    for (const doc of index.expiredBetween(syncedAt, now)) if (!first.has(doc.seq)) before.push(doc);

    if (before.length + after.length > MAX_DELTA) return reset(now, head);
    if (before.length + after.length > 0) {
      index.setDelta(before, after);
      const entries = [...filters.values()];
      index.deltaMatchingEach(entries.map((entry) => entry.filter)).forEach(([removed, added], i) => {
        if (removed === 0 && added === 0) return;
        entries[i]!.total += added - removed;
        dropPages(entries[i]!);
      });
    }
    logId = rows.length ? rows[rows.length - 1]!.id : head;
    afterSync(now);
  }

  function entryFor(filter: SearchFilter, counted?: () => number): CachedFilter {
    const key = keyOf(filter);
    let entry = filters.get(key);
    if (entry) {
      filters.delete(key); // most recently used last
      filters.set(key, entry);
      return entry;
    }
    const total = counted ? counted() : index.countPublished(filter) - index.goneMatching(filter);
    entry = { filter, total, pages: new Map(), bytes: 0 };
    filters.set(key, entry);
    if (filters.size > MAX_FILTERS) forget(filters.keys().next().value!);
    return entry;
  }

  return {
    /**
     * True when nothing that search reads changed since the last sync: no commit touched the
     * published jobs (by any process) and no job reached its expiry time. One indexed read.
     */
    isCurrent: (now: number) => index.logHead() === logId && now < nextBoundary,
    /** A cached answer still valid at `now`, if any (without syncing: ask isCurrent first). */
    lookup(filter: SearchFilter, pageKey: string, now: number): Buffer | undefined {
      const page = filters.get(keyOf(filter))?.pages.get(pageKey);
      return page && page.validUntil > now ? page.data : undefined;
    },
    sync,
    /** The exact number of live jobs matching `filter`. Call inside a read transaction, after sync. */
    total: (filter: SearchFilter) => entryFor(filter).total,
    /**
     * Like `total`, with `count` (the exact number of jobs live at the last sync, counted another way)
     * asked only when the filter is not cached: from then on the change log keeps it exact.
     */
    totalCountedBy: (filter: SearchFilter, count: () => number) => entryFor(filter, count).total,
    /** Whether `filter`'s total is cached. */
    has: (filter: SearchFilter) => filters.has(keyOf(filter)),
    /** A rendered page of `filter`, made by `render` when not cached (or no longer valid). */
    page(filter: SearchFilter, pageKey: string, now: number, render: () => CachedPage): Buffer {
      const entry = entryFor(filter);
      const cached = entry.pages.get(pageKey);
      if (cached && cached.validUntil > now) return cached.data;
      const fresh = render();
      if (cached) {
        entry.bytes -= cached.data.length;
        bytes -= cached.data.length;
      }
      entry.pages.set(pageKey, fresh);
      entry.bytes += fresh.data.length;
      bytes += fresh.data.length;
      // Past the budget, the least recently used searches lose their pages but keep their totals:
      // a page is one read of the index again, a total of a broad search a count of all its jobs.
      for (const other of filters.values()) {
        if (bytes <= maxBytes) break;
        if (other !== entry && other.bytes > 0) dropPages(other);
      }
      return fresh.data;
    },
    /** For tests and the benchmark: how much is cached. */
    stats: () => ({ filters: filters.size, bytes, logId, syncedAt }),
    /**
     * Which state of the published jobs the cache holds: the same version and `isCurrent` mean
     * nothing any search reads has changed since, so an answer made then is still exact.
     */
    version: () => version,
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;

/** A page's validity from its jobs' own: the earliest moment one of them would read differently. */
export function earliest(times: number[], now: number): number {
  let min = Infinity;
  for (const t of times) if (t > now && t < min) min = t;
  return min === Infinity ? now + 365 * DAY_MS : min;
}
