// No token reaches a log line: request logs name a private page with its token replaced, and so
// do the page views the portal records.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { APP_CONFIG_MARKER, redactPrivateLinks, redactPrivateUrl } from '../../shared/domain';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../shared/config';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createTestServices, type TestServices } from '../helpers/services';
import { validJob } from '../helpers/fixtures';
import { lastMail, linkIn } from '../helpers/private-links';

let t: TestServices;
afterEach(() => t?.close());

it('redacts the token of every private path, and leaves other paths alone', () => {
  const token = 'abcdefghijklmnopqrstuv';
  expect(redactPrivateLinks(`/manage/12/${token}`)).toBe('/manage/12/[token]');
  expect(redactPrivateLinks(`/withdraw/3/${token}/`)).toBe('/withdraw/3/[token]');
  // Odd spellings a browser or a bot may send: each still loses its token.
  for (const odd of [`/%6Danage/12/${token}`, `/MANAGE/12/${token}`, `//manage//12/${token}`, `/Manage/12/${token}//`, `/manage/12/%61bc`]) {
    expect(redactPrivateLinks(odd)).toBe('/manage/12/[token]');
  }
  expect(redactPrivateUrl(`https://jobs.example//Withdraw/3/${token}/`)).toBe('https://jobs.example/withdraw/3/[token]');
  expect(redactPrivateLinks(`/alerts/9/not-even-a-token?x=1`)).toBe('/alerts/9/[token]?x=1');
  expect(redactPrivateLinks(`/api/alert/unsubscribe/9/${token}`)).toBe('/api/alert/unsubscribe/9/[token]');
  expect(redactPrivateUrl(`https://jobs.example/manage/12/${token}`)).toBe('https://jobs.example/manage/12/[token]');
  for (const path of ['/manage', '/blog/30-60-90-day-plan-first-job', '/apply/12', '/jobs?keywords=x']) expect(redactPrivateLinks(path)).toBe(path);
});

it('keeps tokens out of the request log and the page views', async () => {
  t = createTestServices();
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: t.dataDir, RATE_LIMITS: 'off', PORTAL_DIR: join(t.dataDir, 'no-portal'), LOG_LEVEL: 'info' });
  const app = await buildApp({ config, services: t.ctx, logger: true, logStream: { write: (line) => void lines.push(line) } });
  try {
    const job = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, job.id);
    const { id, token } = linkIn(lastMail(t.store, 'posting-published'), 'manage');
    await app.inject({ method: 'GET', url: `/manage/${id}/${token}` });
    await app.inject({ method: 'GET', url: `/alerts/${id}/${token}?x=${token}` });
    await app.inject({ method: 'POST', url: `/api/alert/unsubscribe/${id}/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    const form = new FormData();
    form.append('page', `/manage/${id}/${token}`);
    form.append('referrer', `http://localhost:3000/withdraw/1/${token}`);
    await app.inject({ method: 'POST', url: '/api/job/analytics', payload: form });
    expect(lines).toHaveLength(4); // one line per request
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).toContain(`/manage/${id}/[token]`);
    const [view] = t.store.pageViews.recent(1);
    expect(view).toMatchObject({ page: `/manage/${id}/[token]`, referrer: 'http://localhost:3000/withdraw/1/[token]' });
  } finally {
    await app.close();
  }
});

it('serves a private page spelt oddly as the private page: not stored, not indexed, token out of the log', async () => {
  t = createTestServices();
  const portalDir = join(t.dataDir, 'portal');
  mkdirSync(portalDir);
  writeFileSync(join(portalDir, 'index.html'), `<!doctype html><html><head>${APP_CONFIG_MARKER}</head><body><div id="root"></div></body></html>`);
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: t.dataDir, RATE_LIMITS: 'off', PORTAL_DIR: portalDir, LOG_LEVEL: 'info' });
  const app = await buildApp({ config, services: t.ctx, logger: true, logStream: { write: (line) => void lines.push(line) } });
  try {
    const token = 'Abcdefghijklmnopqrstuv';
    for (const url of [`/manage/1/${token}/`, `/%6Danage/1/${token}`, `/MANAGE/1/${token}`, `//manage//1/${token}`, `/withdraw/2/${token}/`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect(lines.join('\n')).not.toContain(token);
  } finally {
    await app.close();
  }
});

it('logs one concise line per request, nothing for a healthy health check or asset, and every server error', async () => {
  t = createTestServices();
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: t.dataDir, RATE_LIMITS: 'off', PORTAL_DIR: join(t.dataDir, 'no-portal'), LOG_LEVEL: 'info' });
  const app = await buildApp({ config, services: t.ctx, logger: true, logStream: { write: (line) => void lines.push(line) } });
  app.get('/boom', async () => {
    throw new Error('a bug');
  });
  try {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/robots.txt' });
    const messages = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(messages()).toEqual([]);
    await app.inject({ method: 'POST', url: '/api/job/getjobdata?secret=1', payload: new FormData() });
    expect(messages()).toEqual([{ ...messages()[0], level: 30, msg: expect.stringMatching(/^POST \/api\/job\/getjobdata 200 \d+\.\d ms$/) }]);
    await app.inject({ method: 'GET', url: '/boom' });
    const errors = messages().filter((m) => m.level >= 50);
    expect(errors.map((m) => m.msg)).toEqual(['request failed', expect.stringMatching(/^GET \/boom 500 /)]);
    expect(lines.join('\n')).not.toContain('secret');
  } finally {
    await app.close();
  }
});
