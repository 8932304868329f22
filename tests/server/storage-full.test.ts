// A full disk or database is answered 507 with Retry-After and a plain message, never a 500; the
// stored resumes keep under their quota.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../server/plugins/errors';
import { RESUMES_FULL } from '../../shared/services/applications';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeDocx, pdfOfSize } from '../helpers/documents';
import { validApplication, validJob } from '../helpers/fixtures';

// The disk filling up while a resume is written: storeResume fails as writeFileSync would.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('../../shared/services/resume-file', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/services/resume-file')>();
  return {
    ...actual,
    storeResume: (...args: Parameters<typeof actual.storeResume>) => {
      if (disk.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      return actual.storeResume(...args);
    },
  };
});

let t: TestApp | undefined;
afterEach(async () => {
  disk.full = false;
  await t?.close();
  t = undefined;
});

async function appWithLiveJob(env: Record<string, string> = {}) {
  t = await createTestApp({ env });
  const jobId = (await submitPosting(t.ctx, validJob())).id;
  await approvePosting(t.ctx, jobId);
  return { app: t, apply: (email: string, data: Buffer, filename: string) => t!.post('resume/add', { ...validApplication({ email }), jobId: String(jobId) }, { data, filename }) };
}

describe('out of storage space', () => {
  it('answers a write the database has no room for (SQLITE_FULL) with 507 and Retry-After', async () => {
    t = await createTestApp();
    const pages = t.store.db.pragma('page_count', { simple: true }) as number;
    t.store.db.pragma(`max_page_count = ${pages}`);
    // Postings until one no longer fits (the free pages inside the file go first).
    let res = await t.post('job/addJob', validJob());
    for (let i = 0; i < 50 && res.statusCode === 200; i++) res = await t.post('job/addJob', validJob({ job_title: `Posting ${i}` }));
    expect(res.statusCode).toBe(507);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.json()).toEqual({ status: false, message: STORAGE_FULL_MESSAGE });
  });

  it('answers a resume the disk has no room for (ENOSPC) with 507, keeping nothing', async () => {
    const { app, apply } = await appWithLiveJob();
    disk.full = true;
    const res = await apply('ravi@example.com', makeDocx(), 'cv.docx');
    expect(res.statusCode).toBe(507);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.json()).toEqual({ status: false, message: STORAGE_FULL_MESSAGE });
    expect(app.store.applications.count()).toBe(0);
  });

  it('keeps the stored resumes under RESUMES_QUOTA_MB', async () => {
    const { app, apply } = await appWithLiveJob({ RESUMES_QUOTA_MB: '1' });
    expect((await apply('first@example.com', pdfOfSize(600_000), 'cv.pdf')).statusCode).toBe(200);
    const res = await apply('second@example.com', pdfOfSize(600_000), 'cv.pdf');
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ status: false, message: RESUMES_FULL, errors: { cv: RESUMES_FULL } });
    expect(res.headers['retry-after']).toBe('600');
    expect(app.store.applications.count()).toBe(1);
  });
});
