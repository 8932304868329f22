import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_MARKER } from '../../shared/domain';
import { brotliDecompressSync } from 'node:zlib';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { openStore } from '../../shared/store/store';
import { validJob } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { tempDir } from '../helpers/services';

let t: TestApp;
beforeEach(async () => {
  // A stand-in for the built portal: the server's hosting does not depend on its contents.
  const portalDir = tempDir('portal-');
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), `<!doctype html><html><head>${APP_CONFIG_MARKER}</head><body><div id="root"></div></body></html>`);
  writeFileSync(join(portalDir, 'assets', 'index-Bx12ab.js'), 'console.log("portal")');
  writeFileSync(join(portalDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { PORTAL_DIR: portalDir, JOB_DATA_KEY: "rotated-$$key$&'", SUPPORT_PHONE: '+91 281 555 0100' } });
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('hosting the portal', () => {
  it('answers /apply/{id} with 404 when the job is not live', async () => {
    await seedDemoJobs(t.ctx, 1);
    const [job] = t.store.jobs.listByStatus('published');
    expect((await get(`/apply/${job!.id}`)).statusCode).toBe(200);
    const missing = await get('/apply/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it.each(['/', '/jobs', '/post-job', '/privacy', '/terms', '/contact', '/faq', '/about', '/blog', '/blog/some-article'])(
    'answers %s with the app page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/nope', '/blog/a/b', '/apply', '/jobs/extra/path', '/index.html', '/admin'])('answers %s with the app page and status 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with JSON even beside the portal', async () => {
    for (const url of ['/api', '/api/nope', '/api/job/getjobdata']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('fills in the run-time configuration as a JSON data block', async () => {
    const res = await get('/');
    expect(res.body).not.toContain(APP_CONFIG_MARKER);
    const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!)).toEqual({
      jobDataKey: "rotated-$$key$&'",
      supportEmail: 'support@jobportal.test',
      supportPhone: '+91 281 555 0100',
      siteUrl: 'http://localhost:3000',
    });
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/index-Bx12ab.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves health, robots.txt pointing to the sitemap index, and sitemaps with every live job', async () => {
    await seedDemoJobs(t.ctx, 40);
    expect((await get('/healthz')).json()).toEqual({ status: true });
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/jobs-1.xml</loc>');
    // Without the server-rendering bundle the pages sitemap still lists the listing pages.
    expect((await get('/sitemaps/pages.xml')).body).toContain('<loc>http://localhost:3000/jobs</loc>');
    expect((await get('/sitemaps/jobs-1.xml')).body.match(/\/apply\/\d+</g)).toHaveLength(40);
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);
  });

  it("keeps each sitemap file until the live jobs change, in this process or another, with an ETag", async () => {
    await seedDemoJobs(t.ctx, 30); // over 1 KB: sent compressed when asked
    const first = await get('/sitemaps/jobs-1.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const br = await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(br.headers['content-type']).toMatch(/^application\/xml/);

    // Another connection to the same file (the staff CLI, a console) publishes a job.
    const other = openStore(t.dataDir);
    try {
      const there = { store: other, clock: t.clock };
      const posted = await submitPosting(there, validJob());
      await approvePosting(there, posted.id);
      const next = await get('/sitemaps/jobs-1.xml');
      expect(next.body).toContain(`/apply/${posted.id}<`);
      expect(next.headers.etag).not.toBe(etag);
      expect(next.body.match(/\/apply\/\d+</g)).toHaveLength(31);
    } finally {
      other.close();
    }
  });
});
