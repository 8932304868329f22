// Every bad input gets a 4xx JSON answer with a message: never a 500, never a stack.
import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { READ_LIMIT, WRITE_LIMITS } from '../../server/plugins/security';
import { createTestApp, type TestApp } from '../helpers/app';
import { PDF, validJob } from '../helpers/fixtures';

let t: TestApp;
afterEach(() => t?.close());

const ROUTES = [
  'job/getjobdata',
  'job/getjobdetails',
  'job/addJob',
  'resume/add',
  'resume/resume_count',
  'job/getreview',
  'job/addreview',
  'job/addproposal',
  'job/analytics',
];
const FORM_ROUTES = ROUTES.filter((r) => !['resume/resume_count', 'job/getreview'].includes(r));

function expectClientError(res: LightMyRequestResponse, status?: number) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (status) expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|SQLITE|\/work\//);
}

const multipart = (parts: string, boundary = 'X-BOUNDARY') => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: parts,
});
const part = (name: string, value: string) => `--X-BOUNDARY\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const end = '--X-BOUNDARY--\r\n';

describe('bad requests on every call', () => {
  it.each(FORM_ROUTES)('%s refuses bodies that are not multipart', async (route) => {
    t = await createTestApp();
    const url = `/api/${route}`;
    for (const [type, payload] of [
      ['application/json', '{"job_title":"x"}'],
      ['application/x-www-form-urlencoded', 'job_title=x'],
      ['text/plain', 'hello'],
      ['application/xml', '<a/>'],
    ]) {
      expectClientError(await t.app.inject({ method: 'POST', url, headers: { 'content-type': type! }, payload }), 415);
    }
    expectClientError(await t.app.inject({ method: 'POST', url }), 415);
  });

  it.each(FORM_ROUTES)('%s refuses malformed and hostile multipart bodies', async (route) => {
    t = await createTestApp();
    const url = `/api/${route}`;
    const cases = [
      multipart(`${part('a', 'b')}`), // never closed
      multipart('garbage without any boundary'),
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary given' },
      multipart(`${part('__proto__', '{"admin":true}')}${end}`),
      multipart(`${part('constructor', 'x')}${end}`),
      multipart(`${part('page', '1')}${part('page', '2')}${end}`),
      multipart(`${Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')).join('')}${end}`),
      multipart(`${part('job_title', 'x'.repeat(70 * 1024))}${end}`),
      multipart(`${part('x'.repeat(300), 'long name')}${end}`),
    ];
    for (const request of cases) {
      const res = await t.app.inject({ method: 'POST', url, ...request });
      expectClientError(res);
      // Refused for what is wrong with the body, not merely for missing fields.
      expect([400, 413, 415]).toContain(res.statusCode);
      expect(res.json().message).not.toBe('Please correct the highlighted fields.');
      expect(res.json().message).not.toMatch(/no longer available/);
    }
  });

  it('refuses a body larger than any legitimate form', async () => {
    t = await createTestApp();
    const big = `${part('cv', 'x'.repeat(3.5 * 1024 * 1024))}${end}`;
    expectClientError(await t.app.inject({ method: 'POST', url: '/api/resume/add', ...multipart(big) }), 413);
  });

  it('refuses two files in one application', async () => {
    t = await createTestApp();
    const form = new FormData();
    form.append('cv', new Blob([PDF]), 'a.pdf');
    form.append('cv', new Blob([PDF]), 'b.pdf');
    expectClientError(await t.app.inject({ method: 'POST', url: '/api/resume/add', payload: form }), 413);
  });

  it('answers unknown API paths and other methods with 404 JSON', async () => {
    t = await createTestApp();
    for (const [method, url] of [
      ['POST', '/api/job/deleteJob'],
      ['GET', '/api/job/getjobdata'],
      ['DELETE', '/api/resume/add'],
      ['POST', '/api'],
      ['GET', '/api/../../etc/passwd'],
    ] as const) {
      expectClientError(await t.app.inject({ method, url }), 404);
    }
  });

  it('survives unicode, control characters and odd values in every field', async () => {
    t = await createTestApp();
    const nasty = ['\u0000', '\u202e RTL', '😀'.repeat(50), '<script>alert(1)</script>', "' OR 1=1 --", '%00', '\ud800', ' '.repeat(500)];
    for (const route of FORM_ROUTES) {
      for (const value of nasty) {
        const fields = Object.fromEntries(Object.keys({ ...validJob(), id: '', page: '', name: '', email: '', subject: '', message: '', rating: '', comment: '' }).map((k) => [k, value]));
        const res = await t.post(route, fields);
        expect(res.statusCode, `${route} with ${JSON.stringify(value)}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('stores visitor HTML as text, never interpreting it', async () => {
    t = await createTestApp();
    const res = await t.post('job/addJob', validJob({ job_title: '<img src=x onerror=alert(1)>' }));
    expect(res.statusCode).toBe(200);
    expect(t.store.jobs.pending()[0]!.job_title).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('protection', () => {
  it('sends security headers with a strict content security policy', async () => {
    t = await createTestApp();
    const res = await t.post('resume/resume_count');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['job/addJob', WRITE_LIMITS.addJob.max],
    ['resume/add', WRITE_LIMITS.apply.max],
    ['job/addreview', WRITE_LIMITS.review.max],
    ['job/addproposal', WRITE_LIMITS.proposal.max],
    ['job/analytics', WRITE_LIMITS.analytics.max],
  ])('limits %s to %i calls per client when rate limits are on', async (route, max) => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const send = (ip: string) => t.app.inject({ method: 'POST', url: `/api/${route}`, remoteAddress: ip, payload: new FormData() });
    for (let i = 0; i < max; i++) expect((await send('203.0.113.5')).statusCode).not.toBe(429);
    const limited = await send('203.0.113.5');
    expectClientError(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect((await send('203.0.113.6')).statusCode).not.toBe(429); // another client is unaffected
  });

  it('limits reading only far beyond what a person does: 600 calls a minute per client', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const read = (ip: string) => t.app.inject({ method: 'POST', url: '/api/job/getjobdata', remoteAddress: ip, payload: new FormData() });
    for (let i = 0; i < READ_LIMIT.max; i++) expect((await read('203.0.113.7')).statusCode).toBe(200);
    const limited = await read('203.0.113.7');
    expectClientError(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect((await read('203.0.113.8')).statusCode).toBe(200); // another client reads on
  });

  it('ignores X-Forwarded-For unless it comes from a trusted proxy address', async () => {
    const viewFrom = async (env: Record<string, string>) => {
      t = await createTestApp({ env });
      const f = new FormData();
      f.append('page', '/');
      await t.app.inject({ method: 'POST', url: '/api/job/analytics', remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.99' }, payload: f });
      const ip = t.store.pageViews.recent()[0]!.ip;
      await t.close();
      return ip;
    };
    expect(await viewFrom({})).toBe('192.0.2.0');
    // Our proxy's own client, not the forged first entry.
    expect(await viewFrom({ TRUST_PROXY: '192.0.2.10' })).toBe('203.0.113.0');
    expect(await viewFrom({ TRUST_PROXY: '192.0.2.0/24' })).toBe('203.0.113.0');
    expect(await viewFrom({ TRUST_PROXY: '10.9.9.9' })).toBe('192.0.2.0'); // not our proxy
    t = await createTestApp();
  });

  it('answers requests refused before routing in the same JSON shape', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/job/%ff' });
    expectClientError(res, 400);
  });
});
