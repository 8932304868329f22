// /metrics: off unless configured, readable only with the token or from an allowed address, and
// saying what an operator alerts on: review deadlines, mail, WAL size, schedules, replication,
// and requests by route pattern without ever naming a raw path (private links carry tokens).
import { afterEach, describe, expect, it } from 'vitest';
import { createScheduleRuns } from '../../server/schedules';
import { loadConfig } from '../../shared/config';
import { HOUR_MS } from '../../shared/domain';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';

const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of one sample line, e.g. value(text, 'jobportal_review_overdue{kind="posting"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

async function scrape(app: TestApp['app'], headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
}

describe('who may read /metrics', () => {
  it('does not exist unless a token or an address list is configured', async () => {
    t = await createTestApp();
    expect((await scrape(t.app)).status).toBe(404);
  });

  it('asks for the bearer token when METRICS_TOKEN is set, and refuses a wrong one', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    expect((await scrape(t.app, {})).status).toBe(401);
    expect((await scrape(t.app, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    const ok = await scrape(t.app);
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('serves the allowed addresses on direct connections only, never a request a proxy forwarded', async () => {
    t = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8, loopback' } });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t!.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers }).then((r) => r.statusCode);
    expect(await from('127.0.0.1')).toBe(200);
    expect(await from('10.20.30.40')).toBe(200);
    expect(await from('::ffff:10.1.1.1')).toBe(200);
    expect(await from('192.0.2.7')).toBe(403);
    // A local proxy's connection comes from 127.0.0.1 for every visitor: the forwarding header gives it away.
    expect(await from('127.0.0.1', { 'x-forwarded-for': '192.0.2.7' })).toBe(403);
  });

  it('stops the server at start on an address list or token it cannot use', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('what /metrics reports', () => {
  it('counts requests by route pattern and status, never by the raw path', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const secret = 'Zq8sECRETtokenVALUE1234567890';
    await t.app.inject({ method: 'POST', url: `/api/alert/unsubscribe/77/${secret}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await t.app.inject({ method: 'GET', url: `/no/such/page/${secret}` });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const { text } = await scrape(t.app);
    expect(text).not.toContain(secret);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}')).toBe(2);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/alert\/unsubscribe\/:id\/:token",status_code="4\d\d"\} 1/);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(value(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz",status_code="200"}')).toBe(2);
  });

  it('reads pending and overdue postings, the outbox and the WAL from the store when scraped', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    expect((await t.post('job/addJob', validJob())).statusCode).toBe(200);
    t.clock.advance(20 * HOUR_MS);
    expect((await t.post('job/addJob', validJob({ job_title: 'Second Posting Engineer' }))).statusCode).toBe(200);
    let text = (await scrape(t.app)).text;
    expect(value(text, 'jobportal_review_pending{kind="posting"}')).toBe(2);
    expect(value(text, 'jobportal_review_overdue{kind="posting"}')).toBe(0);
    expect(value(text, 'jobportal_review_pending{kind="change"}')).toBe(0);

    t.clock.advance(5 * HOUR_MS); // the first is 25 hours old now
    const { store, clock } = t;
    await store.write(() => {
      const failed = store.outbox.enqueue({ kind: 'contact-copy', recipient: 'a@example.com', payload: {} } as never, clock.now());
      store.outbox.markFailed(failed, clock.now(), '550 mailbox unavailable');
      const failing = store.outbox.enqueue({ kind: 'contact-copy', recipient: 'b@example.com', payload: {} } as never, clock.now());
      store.outbox.markRetry(failing, clock.now() + 60_000, 'connection refused', false);
    });
    text = (await scrape(t.app)).text;
    expect(value(text, 'jobportal_review_overdue{kind="posting"}')).toBe(1);
    // The two postings' receipts and the failing message are still queued; the refused one failed.
    expect(value(text, 'jobportal_mail_failed')).toBe(1);
    expect(value(text, 'jobportal_mail_failing')).toBe(1);
    expect(value(text, 'jobportal_mail_queued')).toBe(3);
    expect(value(text, 'jobportal_mail_oldest_queued_age_seconds')).toBe(25 * 3600);
    expect(value(text, 'jobportal_sqlite_wal_bytes')).toBeGreaterThan(0);
    expect(value(text, 'jobportal_sqlite_database_bytes')).toBeGreaterThan(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports when each schedule last succeeded and how often it failed', async () => {
    const scheduleRuns = createScheduleRuns();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, monitoring: { scheduleRuns } });
    let text = (await scrape(t.app)).text;
    expect(text).not.toContain('jobportal_schedule_last_success_timestamp_seconds{');
    expect(value(text, 'jobportal_schedule_failures_total{task="sweep"}')).toBe(0);

    scheduleRuns.lastSuccessAt.set('sweep', Date.UTC(2026, 0, 2, 3, 4, 5));
    scheduleRuns.lastSuccessAt.set('reminders_and_digests', Date.UTC(2026, 0, 2, 3, 0, 0));
    scheduleRuns.failures.set('checkpoint', 2);
    text = (await scrape(t.app)).text;
    expect(value(text, 'jobportal_schedule_last_success_timestamp_seconds{task="sweep"}')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000);
    expect(value(text, 'jobportal_schedule_last_success_timestamp_seconds{task="reminders_and_digests"}')).toBe(Date.UTC(2026, 0, 2, 3, 0, 0) / 1000);
    expect(value(text, 'jobportal_schedule_failures_total{task="checkpoint"}')).toBe(2);
    scheduleRuns.failures.set('checkpoint', 3);
    expect(value((await scrape(t.app)).text, 'jobportal_schedule_failures_total{task="checkpoint"}')).toBe(3);
  });

  it('says replication is off, with no lag to alert on, until a replication status is given', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    let text = (await scrape(t.app)).text;
    expect(value(text, 'jobportal_replication_enabled')).toBe(0);
    expect(text).not.toContain('jobportal_replication_lag_seconds');
    await t.close();

    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, monitoring: { replication: () => ({ lagSeconds: 1.5, lastSuccessAt: Date.UTC(2026, 0, 1) }) } });
    text = (await scrape(t.app)).text;
    expect(value(text, 'jobportal_replication_enabled')).toBe(1);
    expect(value(text, 'jobportal_replication_lag_seconds')).toBe(1.5);
    expect(value(text, 'jobportal_replication_last_success_timestamp_seconds')).toBe(Date.UTC(2026, 0, 1) / 1000);
  });
});
