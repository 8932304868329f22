// Shared pages kept and reused (server/ssr/page-cache.ts), through inject() with the built portal:
// a kept page comes back unchanged but for the current form ticket, a write by another connection
// on the same file shows in the very next answer, jobs leave and age by the clock exactly, private
// pages are rendered for every request, and compressed copies and ETags match the text.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DAY_MS, MINUTE_MS } from '../../shared/domain';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { openStore, type Store } from '../../shared/store/store';
import type { ServiceContext } from '../../shared/services/context';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';
import { mainText, pageData } from './ssr-helpers';

let t: TestApp;
let other: Store;
/** Services through a second connection to the same file, as the staff CLI or the console opens it. */
let there: ServiceContext;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function publish(ctx: ServiceContext, title: string) {
  const posted = await submitPosting(ctx, validJob({ job_title: title }));
  await approvePosting(ctx, posted.id);
  return posted.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_DIR: inject('portalDir') } });
  await seedDemoJobs(t.ctx, 30);
  other = openStore(t.dataDir);
  there = { store: other, clock: t.clock };
});
afterAll(async () => {
  other.close();
  await t.close();
});

describe('the page cache', () => {
  it('sends a kept page again, with only the form ticket renewed each minute', async () => {
    // A job page: kept across minutes (a search page with facet counts ends with its minute, below).
    const id = await publish(t.ctx, 'Kutch Embroidery Designer');
    await get(`/apply/${id}`); // a job's page is kept from its second rendering on
    const first = await get(`/apply/${id}`);
    expect(first.statusCode).toBe(200);
    const rendered = pageData(first.body)!;
    t.clock.advance(MINUTE_MS);
    const again = await get(`/apply/${id}`);
    const kept = pageData(again.body)!;
    // Rendered afresh, the page data would carry the new time: it still carries the first render's.
    expect(kept.now).toBe(rendered.now);
    expect(kept.formTicket).not.toBe(rendered.formTicket);
    expect(kept.formTicket?.startsWith(`${Math.floor(t.clock.now() / MINUTE_MS) * MINUTE_MS}.`)).toBe(true);
    // The hidden field of the form posted without JavaScript carries the current ticket too.
    expect(again.body).toContain(`value="${kept.formTicket}"`);
    expect(again.body.split(kept.formTicket!).join(rendered.formTicket!)).toBe(first.body);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('renders a search page with facet counts again at the next minute, when "posted within" moves', async () => {
    const first = pageData((await get('/jobs?keywords=developer')).body)!;
    expect(pageData((await get('/jobs?keywords=developer')).body)!.now).toBe(first.now);
    t.clock.advance(MINUTE_MS);
    expect(pageData((await get('/jobs?keywords=developer')).body)!.now).toBe(t.clock.now());
  });

  it("shows another connection's write in the very next answer: a publication and a close", async () => {
    const before = await get('/jobs');
    expect(before.body).not.toContain('Saurashtra Ceramics Glazer');
    const id = await publish(there, 'Saurashtra Ceramics Glazer');
    const listed = await get('/jobs');
    expect(mainText(listed.body)).toContain('Saurashtra Ceramics Glazer');
    expect(mainText((await get('/')).body)).toContain('Saurashtra Ceramics Glazer');

    const page = await get(`/apply/${id}`);
    expect(page.statusCode).toBe(200);
    expect((await get(`/apply/${id}`)).statusCode).toBe(200);
    await expirePosting(there, id);
    const closed = await get(`/apply/${id}`);
    expect(closed.statusCode).toBe(410);
    expect(mainText((await get('/jobs')).body)).not.toContain('Saurashtra Ceramics Glazer');
  });

  it('keeps a page that shows no jobs across a change to them', async () => {
    const first = pageData((await get('/about')).body)!;
    t.clock.advance(MINUTE_MS);
    await publish(there, 'Porbandar Net Mender');
    expect(pageData((await get('/about')).body)!.now).toBe(first.now);
    // The job list was rendered again for the change.
    expect(mainText((await get('/jobs')).body)).toContain('Porbandar Net Mender');
  });

  it('stops serving a job the moment it expires, with no write at all', async () => {
    const id = await publish(t.ctx, 'Bhavnagar Ship Breaker Foreman');
    const job = t.store.jobs.get(id)!;
    expect((await get(`/apply/${id}`)).statusCode).toBe(200);
    t.clock.set(job.expires_at! - 1);
    expect((await get(`/apply/${id}`)).statusCode).toBe(200);
    t.clock.set(job.expires_at!);
    expect((await get(`/apply/${id}`)).statusCode).not.toBe(200);
  });

  it('renews "N days ago" at the half day it turns, not later', async () => {
    const title = 'Jamnagar Brass Turner';
    const id = await publish(t.ctx, title);
    const published = t.store.jobs.get(id)!.published_at!;
    const card = async () => {
      const text = mainText((await get('/jobs?keywords=jamnagar+brass')).body);
      return /Jamnagar Brass Turner.*?(\d+ days? ago)/.exec(text)?.[1];
    };
    expect(await card()).toBe('1 day ago');
    t.clock.set(published + 1.5 * DAY_MS - 1);
    expect(await card()).toBe('1 day ago');
    t.clock.set(published + 1.5 * DAY_MS);
    expect(await card()).toBe('2 days ago');
  });

  it('renders private pages for every request and never keeps them', async () => {
    const path = '/manage/1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const first = await get(path);
    t.clock.advance(MINUTE_MS);
    const second = await get(path);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers.etag).toBeUndefined();
    expect(pageData(second.body)!.now).toBe(pageData(first.body)!.now + MINUTE_MS);
  });

  it('sends compressed copies of the same text, and 304 for the ETag the browser holds', async () => {
    await get('/faq');
    const plain = await get('/faq');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const br = await get('/faq', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/faq', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(etag);

    const revalidated = await get('/faq', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // A new minute's ticket is a new text: the old ETag no longer matches.
    t.clock.advance(MINUTE_MS);
    expect((await get('/faq', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});
