// The deployment kit's Caddyfile, run by Debian's Caddy in front of the real server, checked over
// HTTPS as visitors reach it: pages and the API answer, with HSTS; compression without encoding
// twice; plain HTTP is redirected; the rate limits and analytics see each visitor's own address (the
// test connects from several loopback addresses), not Caddy's, and not one a visitor claims; links
// in mail and canonical URLs use the https PUBLIC_URL; /metrics stays off the internet.
// Caddy listens on 127.0.0.1 only, with its internal CA (trusted by this test's client alone), its
// own storage in a temporary folder, no admin endpoint and nothing fetched from the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes';
import { PROOF_FIELD } from '../../shared/domain';
import { visitorKey } from '../../shared/services/visitor-mail';
import { validJob } from '../helpers/fixtures';
import { startLiveServer, type LiveServer } from '../helpers/live-server';
import { tempDir } from '../helpers/services';
import { caddyClient, formBody, type CaddyRequest } from './support/caddy-client';

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const caddyFound = existsSync(CADDY);
if (!caddyFound) {
  if (process.env.CI === 'true') throw new Error(`No Caddy at ${CADDY}: install caddy (.ci/run does) or set CADDY_PATH.`);
  console.warn(`Skipping the tests behind Caddy: no ${CADDY} (apt-get install caddy).`);
}

let server: LiveServer;
let caddy: ChildProcess | undefined;
let caddyDir: string;
const caddyLog: string[] = [];
let get: CaddyRequest;
let httpsPort: number;
let httpPort: number;

beforeAll(async () => {
  if (!caddyFound) return;
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  server = await startLiveServer({
    env: { PORTAL_DIR: inject('portalDir'), PUBLIC_URL: `https://localhost:${httpsPort}`, TRUST_PROXY: '127.0.0.1', RATE_LIMITS: 'on', METRICS_ALLOW: 'loopback' },
  });
  caddyDir = tempDir('jobportal-caddy-');
  // The test's own global options, then the kit's Caddyfile as an operator installs it.
  const config = join(caddyDir, 'Caddyfile');
  writeFileSync(
    config,
    `{
	admin off
	local_certs
	skip_install_trust
	ocsp_stapling off
	default_bind 127.0.0.1
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system ${join(caddyDir, 'storage')}
}
import ${resolve('deploy/Caddyfile')}
`,
  );
  const upstream = new URL(server.url).host;
  caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: caddyDir, XDG_CONFIG_HOME: join(caddyDir, 'config'), XDG_DATA_HOME: join(caddyDir, 'data'), JOBPORTAL_SITE_ADDRESS: `localhost:${httpsPort}`, JOBPORTAL_UPSTREAM: upstream },
  });
  for (const stream of [caddy.stdout!, caddy.stderr!]) stream.on('data', (chunk: Buffer) => caddyLog.push(chunk.toString()));
  const rootCertificate = join(caddyDir, 'storage', 'pki', 'authorities', 'local', 'root.crt');
  for (let tries = 0; ; tries++) {
    if (caddy.exitCode !== null || tries > 300) throw new Error(`Caddy did not start:\n${caddyLog.join('')}`);
    if (existsSync(rootCertificate)) {
      get = caddyClient({ ca: readFileSync(rootCertificate), host: 'localhost', httpsPort, httpPort });
      try {
        if ((await get('/healthz')).status === 200) break;
      } catch {
        // the certificate for localhost is still being issued
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 60_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await server?.close();
  if (caddyDir) rmSync(caddyDir, { recursive: true, force: true });
});

describe.skipIf(!caddyFound)('the site behind Caddy', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('answers pages and the API over HTTPS, with one HSTS header and https canonical URLs', async () => {
    const page = await get('/about');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe(HSTS); // once: two would be joined with ", "
    expect(page.headers.server).toBeUndefined();
    expect(Object.keys(page.headers).filter((name) => !/^[a-z0-9-]+$/.test(name))).toEqual([]);
    const html = page.body.toString();
    expect(html).toMatch(/<h1[^>]*>\s*About Job Portal/);
    expect(html).toContain(`<link rel="canonical" href="https://localhost:${httpsPort}/about"`);

    const api = await get('/api/job/getjobdata', { method: 'POST', ...(await formBody({ page: '1', jobTitle: '', location: '', category: '' })) });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body.toString())).toMatchObject({ status: true });
    expect(api.headers['strict-transport-security']).toBe(HSTS);

    const sitemap = (await get('/sitemap.xml')).body.toString();
    expect(sitemap).toContain(`<loc>https://localhost:${httpsPort}/`);
  });

  it('compresses what the server sends uncompressed, and never encodes a precompressed answer twice', async () => {
    const feed = await get('/feeds/jobs.atom', { headers: { 'accept-encoding': 'gzip' } });
    expect(feed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(feed.body).toString()).toContain('<feed');

    const page = await get('/about', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toContain('About Job Portal');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.body).length).toBeGreaterThan(asset.body.length);
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const res = await get('/jobs?category=2', { plainHttp: true });
    expect(res.status).toBe(308);
    // Caddy leaves out the port when it is its configured HTTPS port, as it is 443 in production.
    expect(res.headers.location).toBe('https://localhost/jobs?category=2');
    expect((await get('/jobs?category=2')).status).toBe(200);
  });

  it('counts each visitor’s own address in the rate limits and analytics, whatever X-Forwarded-For a visitor sends', async () => {
    const view = async (from: string, headers: Record<string, string> = {}) =>
      (await get('/api/job/analytics', { method: 'POST', localAddress: from, ...(await formBody({ page: '/about' }, headers)) })).status;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push(await view('127.0.0.2'));
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Claiming another address changes nothing: Caddy replaces the header with the address it sees.
    expect(await view('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
    expect(await view('127.0.0.3')).toBe(200);

    const { store } = server.runtime;
    const visitors = store.db.prepare('SELECT visitor, count(*) AS views FROM page_views GROUP BY visitor ORDER BY views DESC').all() as { visitor: string; views: number }[];
    const now = server.runtime.services.clock.now();
    const keyOf = (ip: string) => visitorKey(server.runtime.services, { ip }, now);
    expect(visitors).toEqual([{ visitor: keyOf('127.0.0.2'), views: 120 }, { visitor: keyOf('127.0.0.3'), views: 1 }]);
  });

  it('mails links to the https PUBLIC_URL', async () => {
    // The challenge is bound to the form and to the client the server sees (through Caddy), as a browser's is.
    const challenge = JSON.parse((await get('/api/challenge', { method: 'POST', localAddress: '127.0.0.4', ...(await formBody({ form: 'job/addJob' })) })).body.toString()) as {
      challenge: Challenge;
    };
    const solution = await solveChallenge({ challenge: challenge.challenge, deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge: challenge.challenge, solution })).toString('base64');
    const posted = await get('/api/job/addJob', { method: 'POST', localAddress: '127.0.0.4', ...(await formBody({ ...validJob(), [PROOF_FIELD]: proof })) });
    expect(JSON.parse(posted.body.toString())).toMatchObject({ status: true });

    const mailDir = join(server.dataDir, 'mail');
    let text = '';
    for (let tries = 0; tries < 200 && !text; tries++) {
      // Quoted-printable: soft line breaks joined, escapes decoded.
      const files = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
      text = files.map((name) => readFileSync(join(mailDir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))).join('\n');
      if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toMatch(new RegExp(`https://localhost:${httpsPort}/manage/\\d+/[A-Za-z0-9_-]{22}`));
    expect(text).not.toMatch(/http:\/\/(127\.0\.0\.1|localhost)/);
  });

  it('got its certificate from its own CA, with no ACME or OCSP request', () => {
    const log = caddyLog.join('');
    expect(log).toContain('certificate obtained successfully');
    expect(log).not.toMatch(/acme|ocsp/i);
  });

  it('keeps /metrics off the internet while the scraper on the machine reads it directly', async () => {
    const refused = await get('/metrics');
    expect(refused.status).toBe(404);
    expect(refused.headers['strict-transport-security']).toBe(HSTS); // Caddy's own answers carry it too
    const direct = await fetch(`${server.url}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/job\/analytics",status_code="429"\} [1-9]\d*$/m);
  });
});
