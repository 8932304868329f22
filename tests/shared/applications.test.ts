import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, DAY_MS, MESSAGES, RESUME_MAX_BYTES } from '../../shared/domain';
import { truncateIp, recordPageView } from '../../shared/services/analytics';
import { applyToJob } from '../../shared/services/applications';
import { dismissReports, reportJob } from '../../shared/services/job-reports';
import { moderateReview, sendContactMessage, submitReview } from '../../shared/services/feedback';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { SETTLED_REPORT_DAYS, sweep } from '../../shared/services/retention';
import { RESUME_SCAN_MESSAGES } from '../../shared/services/resume-checks';
import { ScannerUnavailableError, type VirusScanner } from '../../shared/services/virus-scan';
import { EXE, PDF, validApplication, validJob } from '../helpers/fixtures';
import { createTestServices, type TestServices } from '../helpers/services';

let t: TestServices;
afterEach(() => t?.close());

const errorOf = async (fn: () => Promise<unknown>): Promise<AppError> => {
  try {
    await fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

const liveJob = async () => {
  const job = await submitPosting(t.ctx, validJob());
  await approvePosting(t.ctx, job.id);
  return job.id;
};

describe('applying to a job', () => {
  it('stores the application and the resume under a random name, and queues both mails', async () => {
    t = createTestServices();
    const jobId = await liveJob();
    const application = await applyToJob(t.ctx, { ...validApplication(), job: JSON.stringify({ _id: String(jobId) }) }, { data: PDF, filename: '../../etc/My CV.pdf' });
    const resume = t.store.applications.resumeOf(application.id)!;
    expect(resume).toMatchObject({ original_name: 'My CV.pdf', mime_type: 'application/pdf', size: PDF.length });
    expect(resume.file_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(t.store.paths.resumes, resume.file_name))).toEqual(PDF);
    expect(resume.sha256).toHaveLength(64);
    const kinds = t.store.outbox.recent().map((m) => [m.kind, m.recipient]);
    expect(kinds).toContainEqual(['application', 'hiring@kathiawar.example']);
    expect(kinds).toContainEqual(['application-confirmation', 'asha@applicant.example']);
  });

  it('sends to the stored employer address, never one the client sent', async () => {
    t = createTestServices();
    const jobId = await liveJob();
    await applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId), comp_email: 'relay@spam.example' }, { data: PDF, filename: 'cv.pdf' });
    expect(t.store.outbox.recent().some((m) => m.recipient === 'relay@spam.example')).toBe(false);
  });

  it('gives the spec messages for a missing, oversize or wrong-type resume, and stores nothing', async () => {
    t = createTestServices();
    const jobId = String(await liveJob());
    const fields = { ...validApplication(), jobId };
    expect((await errorOf(() => applyToJob(t.ctx, fields))).fields?.cv).toBe(MESSAGES.resumeMissing);
    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES)]);
    expect((await errorOf(() => applyToJob(t.ctx, fields, { data: big, filename: 'cv.pdf' }))).fields?.cv).toBe(MESSAGES.resumeTooLarge);
    const wrong = await errorOf(() => applyToJob(t.ctx, fields, { data: EXE, filename: 'cv.pdf' }));
    expect([wrong.code, wrong.fields?.cv]).toEqual(['unsupported_media_type', MESSAGES.resumeWrongType]);
    expect(t.store.applications.count()).toBe(0);
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
  });

  it('removes the stored resume when the transaction fails', async () => {
    t = createTestServices();
    const jobId = await liveJob();
    const enqueue = t.store.outbox.enqueue;
    t.store.outbox.enqueue = () => {
      throw new Error('disk I/O error');
    };
    await expect(applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' })).rejects.toThrow('disk I/O error');
    t.store.outbox.enqueue = enqueue;
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
    expect(t.store.applications.count()).toBe(0);
  });

  it('prefers a plain jobId and ignores an unreadable job field next to it', async () => {
    t = createTestServices();
    const jobId = await liveJob();
    const application = await applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId), job: '[object Object]' }, { data: PDF, filename: 'cv.pdf' });
    expect(application.job_id).toBe(jobId);
  });

  it('refuses jobs that are pending, expired or unknown, and keeps no file', async () => {
    t = createTestServices();
    const pending = (await submitPosting(t.ctx, validJob())).id;
    const expired = await liveJob();
    await expirePosting(t.ctx, expired);
    for (const jobId of [pending, expired, 4242, 'nonsense']) {
      expect((await errorOf(() => applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' }))).code).toBe('not_found');
    }
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
  });
});

describe('virus scanning before anything is stored', () => {
  const scannerThat = (scan: VirusScanner['scan']) => {
    const scanned: number[] = [];
    const scanner: VirusScanner = { scan: (data) => (scanned.push(data.length), scan(data)), ping: async () => {} };
    return { scanner, scanned };
  };
  const nothingKept = () => {
    expect(t.store.applications.count()).toBe(0);
    expect(readdirSync(t.store.paths.resumes)).toEqual([]);
    expect(t.store.outbox.recent().filter((m) => m.kind.startsWith('application'))).toEqual([]);
  };

  it('stores a file the scanner calls clean', async () => {
    t = createTestServices();
    const { scanner, scanned } = scannerThat(async () => ({ clean: true }));
    t.ctx.virusScanner = scanner;
    await applyToJob(t.ctx, { ...validApplication(), jobId: String(await liveJob()) }, { data: PDF, filename: 'cv.pdf' });
    expect(scanned).toEqual([PDF.length]);
    expect(t.store.applications.count()).toBe(1);
  });

  it('refuses an infected file with 422, and keeps and mails nothing', async () => {
    t = createTestServices();
    t.ctx.virusScanner = scannerThat(async () => ({ clean: false, signature: 'Eicar-Test-Signature' })).scanner;
    const error = await errorOf(async () => applyToJob(t.ctx, { ...validApplication(), jobId: String(await liveJob()) }, { data: PDF, filename: 'cv.pdf' }));
    expect([error.code, error.status, error.fields?.cv]).toEqual(['unprocessable', 422, RESUME_SCAN_MESSAGES.infected]);
    nothingKept();
  });

  it('fails closed with 503 when the scanner cannot answer', async () => {
    t = createTestServices();
    t.ctx.virusScanner = scannerThat(async () => {
      throw new ScannerUnavailableError('clamd at /run/clamav/clamd.ctl: ECONNREFUSED');
    }).scanner;
    const error = await errorOf(async () => applyToJob(t.ctx, { ...validApplication(), jobId: String(await liveJob()) }, { data: PDF, filename: 'cv.pdf' }));
    expect([error.code, error.status, error.message]).toEqual(['unavailable', 503, 'We cannot check uploaded files right now. Please try again in a few minutes.']);
    nothingKept();
  });

  it('never sends the scanner a file the structure checks refused', async () => {
    t = createTestServices();
    const { scanner, scanned } = scannerThat(async () => ({ clean: true }));
    t.ctx.virusScanner = scanner;
    const error = await errorOf(async () => applyToJob(t.ctx, { ...validApplication(), jobId: String(await liveJob()) }, { data: EXE, filename: 'cv.pdf' }));
    expect(error.code).toBe('unsupported_media_type');
    expect(scanned).toEqual([]);
  });
});

describe('analytics', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['not an ip', 'unknown'],
  ])('truncates %s to %s', (ip, expected) => expect(truncateIp(ip)).toBe(expected));

  it('stores the page view with the truncated address only', async () => {
    t = createTestServices();
    await recordPageView(t.ctx, { page: '/jobs', browser: 'Mozilla/5.0', os: 'Linux' }, { ip: '203.0.113.77' });
    const [view] = t.store.pageViews.recent();
    expect(view).toMatchObject({ page: '/jobs', referrer: 'Direct', browser: 'Mozilla/5.0', os: 'Linux', ip: '203.0.113.0' });
    expect(view!.visitor).toMatch(/^[\w-]{22}$/); // a keyed hash of the address and the day
    expect(JSON.stringify(t.store.db.prepare('SELECT * FROM page_views').all())).not.toContain('203.0.113.77');
  });
});

describe('retention sweep', () => {
  it('deletes old .eml copies of mail and resume files that no application names', async () => {
    t = createTestServices();
    const old = (t.clock.now() - 61 * DAY_MS) / 1000;
    const mailFile = join(t.store.paths.mail, 'old.eml');
    const freshMail = join(t.store.paths.mail, 'fresh.eml');
    const stray = join(t.store.paths.resumes, 'crashed.pdf.part');
    const freshStray = join(t.store.paths.resumes, 'being-written.pdf.part');
    for (const file of [mailFile, freshMail, stray, freshStray]) writeFileSync(file, 'x');
    utimesSync(mailFile, old, old);
    utimesSync(stray, old, old);
    for (const file of [freshMail, freshStray]) utimesSync(file, t.clock.now() / 1000, t.clock.now() / 1000);
    const jobId = await liveJob();
    const application = await applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' });
    const kept = join(t.store.paths.resumes, t.store.applications.resumeOf(application.id)!.file_name);
    utimesSync(kept, old, old); // old on disk, but an application still names it

    expect((await sweep(t.ctx)).deletedFiles).toBe(2);
    expect([existsSync(mailFile), existsSync(stray)]).toEqual([false, false]);
    expect([existsSync(freshMail), existsSync(freshStray), existsSync(kept)]).toEqual([true, true, true]);
  });

  it('deletes applications with their resume files after 60 days, old records after a year', async () => {
    t = createTestServices();
    const jobId = await liveJob();
    const application = await applyToJob(t.ctx, { ...validApplication(), jobId: String(jobId) }, { data: PDF, filename: 'cv.pdf' });
    const file = join(t.store.paths.resumes, t.store.applications.resumeOf(application.id)!.file_name);
    await recordPageView(t.ctx, { page: '/' }, { ip: '203.0.113.1' });
    await sendContactMessage(t.ctx, { name: 'Ravi', email: 'ravi@example.com', subject: 'general', message: 'Hello' });
    const spam = await submitReview(t.ctx, { name: 'Spam', rating: '1', comment: 'Buy now' });
    const kept = await submitReview(t.ctx, { name: 'Meera', rating: '5', comment: 'Found a job' });
    const neverModerated = await submitReview(t.ctx, { name: 'Anil', rating: '4', comment: 'Useful site' });
    await moderateReview(t.ctx, spam, 'rejected');
    await moderateReview(t.ctx, kept, 'approved');

    t.clock.advance(59 * DAY_MS);
    expect((await sweep(t.ctx)).deletedApplications).toBe(0);
    expect(existsSync(file)).toBe(true);

    t.clock.advance(DAY_MS + 1);
    const report = await sweep(t.ctx);
    expect(report.deletedApplications).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(t.store.outbox.recent().some((m) => m.application_id === application.id)).toBe(false);
    expect(report.deletedReviews).toBe(0);

    // Reviews never published, rejected or still pending, go after 90 days; the approved one stays.
    t.clock.advance(30 * DAY_MS);
    expect(await sweep(t.ctx)).toMatchObject({ deletedReviews: 2 });
    expect([t.store.reviews.get(spam), t.store.reviews.get(neverModerated)]).toEqual([undefined, undefined]);

    t.clock.advance(336 * DAY_MS);
    const later = await sweep(t.ctx);
    expect(later).toMatchObject({ deletedPageViews: 1, deletedMessages: 1, deletedJobs: 1, deletedReviews: 0 });
    expect(t.store.reviews.get(kept)?.status).toBe('approved');
    expect(t.store.jobs.get(jobId)).toBeUndefined();
  });

  it('purges private links past their time, and settled job reports after 90 days while open ones stay', async () => {
    t = createTestServices();
    const dismissed = await liveJob();
    const open = await liveJob();
    for (const jobId of [dismissed, open]) expect(await reportJob(t.ctx, { jobId: String(jobId), reason: 'scam', details: '' }, { ip: '203.0.113.9' })).toBe(true);
    expect(await dismissReports(t.ctx, dismissed, 'Asha')).toBe(1);
    const tokens = () => t!.store.db.prepare(`SELECT expires_at FROM access_tokens ORDER BY expires_at`).pluck().all() as number[];
    const issued = tokens();
    expect(issued.length).toBeGreaterThan(0); // the manage links mailed with the receipts and the publications

    const reportedJobs = () => t!.store.db.prepare(`SELECT job_id FROM job_reports ORDER BY job_id`).pluck().all();
    t.clock.advance(SETTLED_REPORT_DAYS * DAY_MS - 1);
    expect(await sweep(t.ctx)).toMatchObject({ deletedReports: 0, purgedTokens: 0 });
    expect(reportedJobs()).toEqual([dismissed, open]);
    t.clock.advance(2);
    expect((await sweep(t.ctx)).deletedReports).toBe(1);
    expect(reportedJobs()).toEqual([open]); // the open one still waits for staff: kept

    t.clock.set(Math.max(...issued));
    expect((await sweep(t.ctx)).purgedTokens).toBe(issued.length);
    expect(tokens()).toEqual([]);
  });
});
