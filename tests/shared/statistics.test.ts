// The analytics figures against values worked out by hand, the page classifier and the parsing of
// the request, the counts across 32-day blocks, and the staff alerts with a fake clock.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, STAFF_ALERT } from '../../shared/domain';
import { parseUserAgent, recordPageView, referrerSource } from '../../shared/services/analytics';
import { applyToJob } from '../../shared/services/applications';
import { approvePosting, expirePosting, rejectPosting, submitPosting } from '../../shared/services/postings';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { sweep } from '../../shared/services/retention';
import { DESKTOP_ALERT_REPEAT_MS, alertStaffIfWorkWaits, desktopAlert, workWaiting } from '../../shared/services/staff-alerts';
import { editOwnPosting } from '../../shared/services/employer-postings';
import { lastMail, linkIn } from '../helpers/private-links';
import { analyticsReport, resolvePeriod } from '../../shared/services/statistics';
import { DECISIONS_IN_PERIOD, splitDays } from '../../shared/store/analytics-repository';
import { classifyPage, pageClassifier } from '../../server/page-status';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { createTestServices, renderedMail, type TestServices } from '../helpers/services';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestServices;
afterEach(() => t?.close());

describe('the analytics report', () => {
  it('counts traffic, jobs and moderation exactly as worked out by hand', async () => {
    t = createTestServices(); // the clock starts on Sunday 2025-06-01 09:00 UTC
    const A = (await submitPosting(t.ctx, validJob({ job_title: 'Frontend Developer' }))).id;
    const B = (await submitPosting(t.ctx, validJob({ job_title: 'Sales Executive', category: '2' }))).id;
    const C = (await submitPosting(t.ctx, validJob({ job_title: 'Content Writer', category: '8' }))).id;
    t.clock.advance(HOUR_MS);
    await approvePosting(t.ctx, A); // decided after 1 hour
    t.clock.advance(HOUR_MS);
    await rejectPosting(t.ctx, B, 'Not a job offer.'); // after 2 hours

    const classify = pageClassifier(t.ctx);
    const view = (page: string, ip: string, userAgent: string, referrer = 'Direct') =>
      recordPageView(t.ctx, { page, referrer }, { ip, userAgent, host: 'jobs.test', classify });
    await view('/', '203.0.113.1', CHROME, 'https://www.google.com/search?q=jobs');
    await view('/jobs', '203.0.113.1', CHROME, 'http://jobs.test/');
    await view(`/apply/${A}`, '203.0.113.1', CHROME);
    await view(`/apply/${A}`, '198.51.100.2', IPHONE);
    await view('/nope', '198.51.100.2', IPHONE);
    await view(`/apply/${B}`, '198.51.100.2', IPHONE); // rejected: not a page anyone can open
    await applyToJob(t.ctx, { ...validApplication(), jobId: String(A) }, { data: PDF, filename: 'cv.pdf' });

    t.clock.set(Date.UTC(2025, 5, 2, 12, 0)); // Monday
    await approvePosting(t.ctx, C); // after 27 hours: late
    await view('/', '203.0.113.1', CHROME); // the same address is a new visitor on a new day
    await view('/jobs', '192.0.2.50', BOT);

    const report = analyticsReport(t.ctx, { from: '2025-06-01', to: '2025-06-02' }, 50);
    expect(report.from).toBe('2025-06-01');
    expect(report.totals).toEqual({ views: 8, missing: 2, gone: 0, visitorDays: 4, applications: 1 });
    expect(report.days).toEqual([
      { date: '2025-06-01', views: 6, missing: 2, gone: 0, visitors: 2, applications: 1 },
      { date: '2025-06-02', views: 2, missing: 0, gone: 0, visitors: 2, applications: 0 },
    ]);
    expect(report.gone).toEqual([]);
    expect(report.pages).toEqual([
      { key: '/', views: 2 },
      { key: '/apply/{id}', views: 2 },
      { key: '/jobs', views: 2 },
    ]);
    expect(report.missing).toEqual([
      { key: `/apply/${B}`, views: 1 },
      { key: '/nope', views: 1 },
    ]);
    expect(report.sources).toEqual([
      { key: '(direct)', views: 6 },
      { key: 'google.com', views: 1 },
    ]);
    expect(report.devices).toEqual([
      { key: 'desktop', views: 4 },
      { key: 'mobile', views: 3 },
      { key: 'bot', views: 1 },
    ]);
    expect(report.agents).toEqual([
      { key: 'Chrome', views: 4 },
      { key: 'Safari', views: 3 },
      { key: 'Googlebot', views: 1 },
    ]);
    expect(report.jobs.map((j) => [j.id, j.views, j.applications, j.ratio])).toEqual([
      [A, 2, 1, 0.5],
      [C, 0, 0, null],
    ]);
    // June 1 is a Sunday: the end of one week; June 2 starts the next.
    expect(report.weeks).toEqual([
      { week: '2025-06-01', submitted: 3, published: 1, rejected: 1, expired: 0 },
      { week: '2025-06-02', submitted: 0, published: 1, rejected: 0, expired: 0 },
    ]);
    // Waits of 1 h, 2 h and 27 h: the median is the 2nd, the 95th percentile the 3rd (nearest rank).
    expect(report.serviceLevel).toEqual({ decided: 3, withinDay: 2, medianMs: 2 * HOUR_MS, p95Ms: 27 * HOUR_MS });
    // The visitor keys change with the day and never hold the address.
    const keys = t.store.db.prepare(`SELECT DISTINCT visitor FROM page_views WHERE ip = '203.0.113.0'`).pluck().all();
    expect(keys).toHaveLength(2);
    expect(JSON.stringify(keys)).not.toContain('203.0.113');
  });

  it("counts a closed job's page (410) apart from a path that never was a page (404)", async () => {
    t = createTestServices();
    const live = (await submitPosting(t.ctx, validJob({ job_title: 'Frontend Developer' }))).id;
    const closed = (await submitPosting(t.ctx, validJob({ job_title: 'Sales Executive' }))).id;
    const refused = (await submitPosting(t.ctx, validJob({ job_title: 'Easy money' }))).id;
    await approvePosting(t.ctx, live);
    await approvePosting(t.ctx, closed);
    await expirePosting(t.ctx, closed);
    await rejectPosting(t.ctx, refused, 'Not a job offer.');
    const classify = pageClassifier(t.ctx);
    expect(classify(`/apply/${live}`)).toEqual({ status: 200, jobId: live });
    expect(classify(`/apply/${closed}`)).toEqual({ status: 410, jobId: null });
    expect(classify(`/apply/${refused}`)).toEqual({ status: 404, jobId: null }); // never published: never a page
    expect(classify('/apply/999999')).toEqual({ status: 404, jobId: null });
    expect(classify('/apply/not-a-number')).toEqual({ status: 404, jobId: null });

    const view = (page: string) => recordPageView(t.ctx, { page }, { ip: '203.0.113.9', classify });
    await view(`/apply/${live}`);
    await view(`/apply/${closed}`);
    await view(`/apply/${closed}`);
    await view('/apply/999999');
    await view(`/apply/${refused}`);
    // Read back as recorded: a 410 is never shown as a 404.
    expect(t.store.pageViews.recent(5).map((v) => [v.page, v.status])).toEqual([
      [`/apply/${refused}`, 404],
      ['/apply/999999', 404],
      [`/apply/${closed}`, 410],
      [`/apply/${closed}`, 410],
      [`/apply/${live}`, 200],
    ]);
    const report = analyticsReport(t.ctx, { preset: '7d' }, 50);
    expect(report.totals).toMatchObject({ views: 5, missing: 2, gone: 2 });
    expect(report.days.at(-1)).toMatchObject({ views: 5, missing: 2, gone: 2 });
    expect(report.gone).toEqual([{ key: `/apply/${closed}`, views: 2 }]);
    expect(report.missing).toEqual(
      [`/apply/${refused}`, '/apply/999999'].sort().map((key) => ({ key, views: 1 })), // ties in path order
    );
    expect(report.pages).toEqual([{ key: '/apply/{id}', views: 1 }]);
  });

  it('leaves demo postings out of the decisions and the service level, and reads them by the decisions made', async () => {
    t = createTestServices();
    const start = t.clock.now();
    await seedDemoJobs(t.ctx, 300); // published over the last weeks, none of them by a person
    const real = (await submitPosting(t.ctx, validJob())).id;
    const refused = (await submitPosting(t.ctx, validJob({ job_title: 'Easy money' }))).id;
    t.clock.advance(2 * HOUR_MS);
    await approvePosting(t.ctx, real);
    t.clock.advance(30 * HOUR_MS);
    await rejectPosting(t.ctx, refused, 'Not a job offer.'); // after 32 hours: late
    expect(t.store.db.prepare(`SELECT count(*) FROM jobs WHERE demo = 1 AND published_at >= ?`).pluck().get(start - 30 * DAY_MS)).toBe(300);

    const report = analyticsReport(t.ctx, { preset: '30d' }, 50);
    expect(report.serviceLevel).toEqual({ decided: 2, withinDay: 1, medianMs: 2 * HOUR_MS, p95Ms: 32 * HOUR_MS });
    const decided = report.weeks.reduce((n, w) => n + w.published + w.rejected, 0);
    expect(decided).toBe(2);
    expect(report.weeks.reduce((n, w) => n + w.rejected, 0)).toBe(1);
    // The jobs table shows the demo postings' traffic; only the decisions leave them out.
    expect(report.jobs.length).toBe(50);

    // The queries read the decisions by their time index and each posting by its id: never a scan of the jobs.
    const plans = ['SELECT count(*)', 'SELECT d.at - j.submitted_at AS wait'].map((head) =>
      t.store.db
        .prepare(`EXPLAIN QUERY PLAN ${head} ${DECISIONS_IN_PERIOD}`)
        .all({ from: 0, to: 1 })
        .map((row) => (row as { detail: string }).detail),
    );
    for (const plan of plans) {
      expect(plan).toContainEqual(expect.stringMatching(/^SEARCH d USING INDEX decisions_by_time \(at>\? AND at<\?\)$/));
      expect(plan).toContainEqual(expect.stringMatching(/^SEARCH j USING INTEGER PRIMARY KEY \(rowid=\?\)$/));
      expect(plan.join('\n')).not.toMatch(/SCAN j\b/);
    }
  });

  it('reads whole 32-day blocks plus single days and gets the same counts as every row', async () => {
    t = createTestServices();
    const start = Math.floor(t.clock.now() / DAY_MS) - 100;
    for (let d = 0; d < 100; d++) {
      t.clock.set((start + d) * DAY_MS + 3600_000);
      for (let i = 0; i <= d % 4; i++) await recordPageView(t.ctx, { page: `/blog/post-${(d + i) % 5}` }, { ip: `203.0.113.${i}` });
    }
    for (const [from, to] of [
      [start, start + 100],
      [start + 7, start + 90],
      [start + 33, start + 35],
    ] as const) {
      const expected = t.store.db
        .prepare(`SELECT page AS key, count(*) AS views FROM page_views WHERE created_at >= ? AND created_at < ? GROUP BY page ORDER BY views DESC, page`)
        .all(from * DAY_MS, to * DAY_MS);
      expect(t.store.analytics.top('page', from, to, 50), `days ${from - start} to ${to - start}`).toEqual(expected);
    }
    expect(splitDays(40, 140)).toEqual({ d0: 40, d1: 64, d2: 128, d3: 140, b0: 2, b1: 4 });
    expect(splitDays(40, 60)).toEqual({ d0: 40, d1: 60, d2: 60, d3: 60, b0: 0, b1: 0 });
  });

  it('resolves presets to the last N days, today included, and checks custom periods', () => {
    const now = Date.UTC(2025, 5, 1, 9);
    const today = Math.floor(now / DAY_MS);
    expect(resolvePeriod({ preset: '7d' }, now)).toEqual({ fromDay: today - 6, toDay: today + 1 });
    expect(resolvePeriod({ from: '2025-05-01', to: '2025-05-31' }, now)).toEqual({ fromDay: today - 31, toDay: today });
    expect(() => resolvePeriod({ from: '2025-06-02', to: '2025-06-01' }, now)).toThrow(/must end on or after/);
    expect(() => resolvePeriod({ from: '2020-01-01', to: '2025-06-01' }, now)).toThrow(/at most 400 days/);
  });

  it('forgets the counts with the page views they came from', async () => {
    t = createTestServices();
    await recordPageView(t.ctx, { page: '/' }, { ip: '203.0.113.1' });
    await recordPageView(t.ctx, { page: '/nope' }, { ip: '203.0.113.1', classify: () => ({ status: 404, jobId: null }) });
    await recordPageView(t.ctx, { page: '/apply/5' }, { ip: '203.0.113.1', classify: () => ({ status: 410, jobId: null }) });
    expect(t.store.db.prepare(`SELECT count(DISTINCT dim) FROM page_view_counts WHERE dim IN ('missing', 'gone')`).pluck().get()).toBe(2);
    t.clock.advance(400 * DAY_MS);
    await sweep(t.ctx);
    for (const table of ['page_views', 'page_view_days', 'page_view_visitors', 'page_view_counts']) {
      expect(t.store.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0);
    }
  });
});

describe('what the server reads from a page-view request', () => {
  it('classifies paths by the route table and the live jobs', () => {
    const known = { liveJobId: (id: string) => (id === '7' ? 7 : null), isArticle: (id: string) => id === 'cv-tips' };
    expect(classifyPage('/', known)).toEqual({ status: 200, jobId: null });
    expect(classifyPage('/jobs/', known)).toEqual({ status: 200, jobId: null });
    expect(classifyPage('/apply/7', known)).toEqual({ status: 200, jobId: 7 });
    expect(classifyPage('/apply/8', known)).toEqual({ status: 404, jobId: null });
    expect(classifyPage('/blog/cv-tips', known)).toEqual({ status: 200, jobId: null });
    expect(classifyPage('/blog/missing', known)).toEqual({ status: 404, jobId: null });
    expect(classifyPage('/blog/missing', { liveJobId: known.liveJobId })).toEqual({ status: 200, jobId: null });
    expect(classifyPage('/wp-admin', known)).toEqual({ status: 404, jobId: null });
    expect(classifyPage('/apply/7/extra', known)).toEqual({ status: 404, jobId: null });
  });

  it('parses the device and browser from the User-Agent header, and the referring site', () => {
    expect(parseUserAgent(CHROME)).toEqual({ device: 'desktop', agent: 'Chrome' });
    expect(parseUserAgent(IPHONE)).toEqual({ device: 'mobile', agent: 'Safari' });
    expect(parseUserAgent(BOT)).toEqual({ device: 'bot', agent: 'Googlebot' });
    expect(parseUserAgent(undefined)).toEqual({ device: 'unknown', agent: 'Unknown' });
    expect(parseUserAgent('curl/8.0')).toEqual({ device: 'unknown', agent: 'Other' });
    expect(referrerSource('https://www.linkedin.com/feed/', 'jobs.test')).toBe('linkedin.com');
    expect(referrerSource('https://jobs.test/jobs', 'jobs.test')).toBe('(internal)');
    expect(referrerSource('Direct', 'jobs.test')).toBe('(direct)');
    expect(referrerSource('javascript:alert(1)', 'jobs.test')).toBe('(direct)');
  });
});

describe('telling staff that work waits', () => {
  it('mails the staff address once per window when postings near their deadline and nobody reviews', async () => {
    t = createTestServices();
    await submitPosting(t.ctx, validJob());
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('no-staff-address');
    await t.store.write(() => t.store.settings.set('staff_email', 'staff@jobportal.test', t.clock.now()));
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('nothing-urgent'); // due in 24 hours
    t.clock.advance(20 * HOUR_MS + MINUTE_MS); // now due within 4 hours
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('queued');
    const mail = t.store.outbox.recent(1)[0]!;
    expect(mail).toMatchObject({ kind: 'staff-work-waiting', recipient: 'staff@jobportal.test' });
    expect(renderedMail(mail).subject).toBe('1 posting(s) need review within 4 hours');
    expect(renderedMail(mail).text).toContain('No posting has been reviewed yet.');
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('already-alerted');

    t.clock.advance(STAFF_ALERT.repeatAfterMs); // still waiting
    const other = await submitPosting(t.ctx, validJob({ job_title: 'Another one' }));
    await approvePosting(t.ctx, other.id); // someone is reviewing
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('recently-reviewed');
    t.clock.advance(2 * HOUR_MS); // quiet again, and now past the deadline
    expect(2 * HOUR_MS).toBeGreaterThanOrEqual(STAFF_ALERT.quietForMs);
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('queued');
    expect(renderedMail(t.store.outbox.recent(1)[0]).subject).toBe('1 posting(s) past the 24-hour promise, 1 need review');
  });

  it('counts the changes an employer sent to a live posting as work waiting: the 24-hour promise covers them too', async () => {
    t = createTestServices();
    await t.store.write(() => t.store.settings.set('staff_email', 'staff@jobportal.test', t.clock.now()));
    const live = await submitPosting(t.ctx, validJob());
    await approvePosting(t.ctx, live.id);
    t.clock.advance(STAFF_ALERT.quietForMs);
    const link = linkIn(lastMail(t.store, 'posting-published'), 'manage');
    await editOwnPosting(t.ctx, { ...link, ...validJob({ job_title: 'Senior React Developer (Remote)' }) });
    expect(workWaiting(t.ctx)).toMatchObject({ urgent: 0, overdue: 0 });
    t.clock.advance(20 * HOUR_MS + MINUTE_MS); // the changes are due within 4 hours; no new posting waits
    expect(workWaiting(t.ctx)).toMatchObject({ urgent: 1, overdue: 0 });
    expect(await alertStaffIfWorkWaits(t.ctx)).toBe('queued');
    t.clock.advance(4 * HOUR_MS);
    expect(workWaiting(t.ctx)).toMatchObject({ urgent: 1, overdue: 1 });
  });

  it('shows a desktop notice when work becomes urgent, then at most every 30 minutes', () => {
    const none = { lastAt: null, lastUrgent: 0 };
    expect(desktopAlert({ urgent: 0, overdue: 0 }, none, 0).notice).toBeNull();
    const first = desktopAlert({ urgent: 3, overdue: 1 }, none, 1000);
    expect(first.notice).toEqual({ title: '3 postings to review within 4 hours', body: '1 posting already passed the 24-hour promise. Open the review queue.' });
    const soon = desktopAlert({ urgent: 4, overdue: 1 }, first.state, 1000 + 60_000);
    expect(soon.notice).toBeNull();
    expect(desktopAlert({ urgent: 4, overdue: 1 }, soon.state, 1000 + DESKTOP_ALERT_REPEAT_MS).notice).not.toBeNull();
    const cleared = desktopAlert({ urgent: 0, overdue: 0 }, soon.state, 1000 + 120_000);
    expect(desktopAlert({ urgent: 1, overdue: 0 }, cleared.state, 1000 + 180_000).notice?.title).toBe('1 posting to review within 4 hours');
  });
});
