// The page cache on its own (server/ssr/page-cache.ts), over a real store: its memory bound, the
// ticket put in per request, a render begun before a change never kept, and page lifetimes from
// the jobs a page shows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_JOB_QUERY, MINUTE_MS, NO_FILTERS, type FacetCounts, type PageData, type PostedWithin, type PublicJob } from '../../shared/domain';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createPageCache, pageValidUntil, type PageScope } from '../../server/ssr/page-cache';
import { createTwoProcessServices, type TestServices } from '../helpers/services';
import { validJob } from '../helpers/fixtures';
import type { ServiceContext } from '../../shared/services/context';

let s: ReturnType<typeof createTwoProcessServices> & TestServices;
beforeEach(() => {
  s = createTwoProcessServices();
});
afterEach(() => s.close());

const page = (html: string, scope: PageScope = 'list', validUntil = Infinity) => ({ scope, status: 200, html, validUntil });

async function publish(ctx: ServiceContext) {
  const posted = await submitPosting(ctx, validJob());
  await approvePosting(ctx, posted.id);
}

/** A job's page is kept from its second rendering on: these are each rendered twice, as any page may be. */
function keepPage(cache: ReturnType<typeof createPageCache>, ...args: Parameters<ReturnType<typeof createPageCache>['keep']>) {
  cache.keep(...args);
  cache.keep(...args);
}

describe('createPageCache', () => {
  it("keeps a job's page from its second rendering on, as a crawler asks each once, and other pages at once", async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 1_000_000 });
    const now = s.clock.now();
    cache.keep('/apply/1', cache.begin(now), page('<p>job</p>', 'job'));
    expect(await cache.lookup('/apply/1', now, 't', 'identity')).toBeNull();
    expect(cache.stats().bytes).toBe(0);
    cache.keep('/apply/1', cache.begin(now), page('<p>job</p>', 'job'));
    expect((await cache.lookup('/apply/1', now, 't', 'identity'))!.body.toString()).toBe('<p>job</p>');
    cache.keep('/jobs', cache.begin(now), page('<p>list</p>', 'list'));
    expect((await cache.lookup('/jobs', now, 't', 'identity'))!.body.toString()).toBe('<p>list</p>');
  });

  it('evicts the least recently used pages past its memory bound', async () => {
    // Each page takes 4,000 bytes (no form: nothing to splice a ticket into).
    const cache = createPageCache(s.store.search, { maxBytes: 14_000 });
    const now = s.clock.now();
    for (const key of ['/a', '/b', '/c']) keepPage(cache, key, cache.begin(now), page(key.repeat(2_000)));
    expect(await cache.lookup('/a', now, 't', 'identity')).not.toBeNull(); // /a is now the most recent
    keepPage(cache, '/d', cache.begin(now), page('/d'.repeat(2_000)));
    expect(await cache.lookup('/b', now, 't', 'identity')).toBeNull();
    expect(await cache.lookup('/a', now, 't', 'identity')).not.toBeNull();
    expect(await cache.lookup('/d', now, 't', 'identity')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(14_000);
    expect(cache.stats().evictions).toBeGreaterThan(0);
    // A page larger than the whole bound is not kept at all.
    keepPage(cache, '/huge', cache.begin(now), page('x'.repeat(20_000)));
    expect(await cache.lookup('/huge', now, 't', 'identity')).toBeNull();
  });

  it('counts the compressed copies too, and keeps nothing with a bound of 0', async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 1_000_000 });
    const now = s.clock.now();
    const html = `<p>${'words words '.repeat(500)}</p>`;
    keepPage(cache, '/p', cache.begin(now), page(html));
    const plain = cache.stats().bytes;
    await cache.lookup('/p', now, 't', 'br');
    expect(cache.stats().bytes).toBeGreaterThan(plain);
    const none = createPageCache(s.store.search, { maxBytes: 0 });
    keepPage(none, '/p', none.begin(now), page(html));
    expect(await none.lookup('/p', now, 't', 'identity')).toBeNull();
  });

  it('counts a page with a form once more for its spliced copy, and evicts by it', async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 10_000 });
    const now = s.clock.now();
    const form = (n: number) => page(`<input value="${cache.ticketMarker}">${'x'.repeat(n)}`);
    keepPage(cache, '/a', cache.begin(now), form(3_000));
    keepPage(cache, '/b', cache.begin(now), form(3_000));
    const kept = cache.stats().bytes;
    await cache.lookup('/a', now, '1.t', 'identity');
    expect(cache.stats().bytes).toBeGreaterThan(kept + 3_000);
    await cache.lookup('/b', now, '1.t', 'identity'); // /a and /b, each twice, pass the bound: /a goes
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(await cache.lookup('/a', now, '1.t', 'identity')).toBeNull();
  });

  it('puts the current ticket in at every marker', async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 1_000_000 });
    const now = s.clock.now();
    const m = cache.ticketMarker;
    keepPage(cache, '/f', cache.begin(now), page(`<input value="${m}"><script type="application/json">{"formTicket":"${m}"}</script>`));
    const first = await cache.lookup('/f', now, '111.abc', 'identity');
    expect(first!.body.toString()).toBe('<input value="111.abc"><script type="application/json">{"formTicket":"111.abc"}</script>');
    const second = await cache.lookup('/f', now, '222.def', 'identity');
    expect(second!.body.toString()).toContain('"222.def"');
    expect(second!.etag).not.toBe(first!.etag);
  });

  it('keeps pages that show no jobs across changes, and job pages across other jobs leaving by time', async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 1_000_000 });
    await publish(s.ctx);
    const soon = s.store.db.prepare<[], number>(`SELECT min(expires_at) FROM jobs WHERE status = 'published'`).pluck().get()!;
    await publish(s.ctx);
    const now = s.clock.now();
    keepPage(cache, '/faq', cache.begin(now), page('faq', 'none'));
    keepPage(cache, '/apply/2', cache.begin(now), page('job 2', 'job', soon + 60_000));
    keepPage(cache, '/jobs', cache.begin(now), page('list'));
    // The first job reaches its expiry: the list drops, the other job's page and the FAQ stay.
    expect(await cache.lookup('/jobs', soon, 't', 'identity')).toBeNull();
    expect(await cache.lookup('/apply/2', soon, 't', 'identity')).not.toBeNull();
    // Another process changes the live jobs: every page that shows jobs drops, the FAQ stays.
    await publish(s.there);
    expect(await cache.lookup('/apply/2', soon, 't', 'identity')).toBeNull();
    expect((await cache.lookup('/faq', soon, 't', 'identity'))?.body.toString()).toBe('faq');
  });

  it('drops every page when another connection changes the live jobs, and refuses a render begun before', async () => {
    const cache = createPageCache(s.store.search, { maxBytes: 1_000_000 });
    const now = s.clock.now();
    keepPage(cache, '/jobs', cache.begin(now), page('old list'));
    const begun = cache.begin(now); // a render starts reading its data ...
    await publish(s.there); // ... another process publishes a job ...
    expect(await cache.lookup('/jobs', now, 't', 'identity')).toBeNull(); // ... the next request sees it
    keepPage(cache, '/slow', begun, page('read before the change'));
    expect(await cache.lookup('/slow', now, 't', 'identity')).toBeNull();
    keepPage(cache, '/apply/1', begun, page('read before the change', 'job'));
    expect(await cache.lookup('/apply/1', now, 't', 'identity')).toBeNull();
    // A page that shows no jobs cannot be out of date by a change to them.
    keepPage(cache, '/about', begun, page('about', 'none'));
    expect(await cache.lookup('/about', now, 't', 'identity')).not.toBeNull();
  });
});

describe('pageValidUntil', () => {
  const job = (date: number, expires: number): PublicJob =>
    ({ _id: '1', date: new Date(date).toISOString(), expires_at: new Date(expires).toISOString() }) as PublicJob;

  it('ends at the next half day of a job age, the address cut-off or the expiry, whichever is first', () => {
    const published = Date.UTC(2025, 5, 1);
    const data = (jobs: PublicJob[]): PageData => ({ kind: 'home', jobs });
    expect(pageValidUntil(data([job(published, published + 30 * DAY_MS)]), published + DAY_MS)).toBe(published + 1.5 * DAY_MS);
    expect(pageValidUntil(data([job(published, published + 30 * DAY_MS)]), published + 1.5 * DAY_MS)).toBe(published + 2.5 * DAY_MS);
    expect(pageValidUntil(data([job(published, published + 3 * DAY_MS)]), published + 2.6 * DAY_MS)).toBe(published + 3 * DAY_MS);
    expect(pageValidUntil({ kind: 'none' }, published)).toBe(Infinity);
  });

  it('ends a search page at its minute (counts move as "posted within" windows do, and one made without counts gets them), other pages with their jobs', () => {
    const published = Date.UTC(2025, 5, 1);
    const now = published + DAY_MS + 12_345;
    const listing = (facets: boolean, postedWithin: PostedWithin | null): PageData => ({
      kind: 'jobs',
      query: { ...DEFAULT_JOB_QUERY, filters: { ...NO_FILTERS, postedWithin } },
      result: { jobs: [job(published, published + 30 * DAY_MS)], totalPages: 1, totalResults: 1, ...(facets ? { facets: {} as FacetCounts } : {}) },
    });
    const nextMinute = Math.ceil(now / MINUTE_MS) * MINUTE_MS;
    expect(pageValidUntil(listing(true, null), now)).toBe(nextMinute);
    expect(pageValidUntil(listing(false, '1d'), now)).toBe(nextMinute);
    expect(pageValidUntil(listing(false, null), now)).toBe(nextMinute); // options shown without counts
    const home: PageData = { kind: 'home', jobs: [job(published, published + 30 * DAY_MS)] };
    expect(pageValidUntil(home, now)).toBe(published + 1.5 * DAY_MS);
  });
});
