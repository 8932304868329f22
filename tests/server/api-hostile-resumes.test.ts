// resume/add with hostile attachments: each is refused with 4xx in the API's shape, and nothing is
// stored in the resumes folder, recorded or queued for the employer.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { createTestApp, type TestApp } from '../helpers/app';
import { EICAR, makeDoc, makeDocx, samplePdf } from '../helpers/documents';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { honestDocuments, hostileDoc, hostileDocx, hostilePdf } from '../helpers/hostile-documents';

let t: TestApp | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function appWithLiveJob(env: Record<string, string> = {}) {
  t = await createTestApp({ env });
  const jobId = (await submitPosting(t.ctx, validJob())).id;
  await approvePosting(t.ctx, jobId);
  return { app: t, fields: { ...validApplication(), role: 'Senior React Developer', comp_email: 'hiring@kathiawar.example', job: JSON.stringify({ _id: String(jobId) }) } };
}

function expectNothingKept(app: TestApp) {
  expect(app.store.applications.count()).toBe(0);
  expect(readdirSync(app.store.paths.resumes)).toEqual([]);
  expect(app.store.outbox.recent().filter((m) => m.kind.startsWith('application'))).toEqual([]);
}

const zeros = (bytes: number) => Buffer.alloc(bytes);
const UNSAFE = 'This file looks damaged or unsafe, so we cannot send it to the employer. Please save your resume again as a PDF, DOC, or DOCX and upload it.';

describe('resume/add refuses hostile attachments', () => {
  it.each<[string, Buffer, string, number, string]>([
    ['a DOCX zip bomb (declared 4 GB)', makeDocx({ extra: [{ name: 'word/media/bomb.bin', data: 'x', deflate: true, declaredSize: 0xfffffff0 }] }), 'cv.docx', 422, UNSAFE],
    ['a DOCX part deflated a thousandfold', makeDocx({ extra: [{ name: 'word/media/zeros.bin', data: zeros(10 * 1024 * 1024), deflate: true }] }), 'cv.docx', 422, UNSAFE],
    ['a DOCX with 2,000 entries', makeDocx({ extra: Array.from({ length: 2000 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: '<p/>' })) }), 'cv.docx', 422, UNSAFE],
    ['a DOCX with a symlink entry', makeDocx({ extra: [{ name: 'word/media/passwd', data: '/etc/passwd', unixMode: 0o120777 }] }), 'cv.docx', 422, UNSAFE],
    ['a DOCX with a ../ entry', makeDocx({ extra: [{ name: '../evil.sh', data: 'rm -rf ~' }] }), 'cv.docx', 422, UNSAFE],
    ['a DOCX with an absolute entry', makeDocx({ extra: [{ name: '/abs/evil.sh', data: 'rm -rf ~' }] }), 'cv.docx', 422, UNSAFE],
    ['a DOCX without word/document.xml', makeDocx({ omit: ['word/document.xml'] }), 'cv.docx', 415, MESSAGES.resumeWrongType],
    ['a %PDF-<html><script> polyglot', Buffer.from('%PDF-<html><script>alert(document.cookie)</script></html>\n'), 'cv.pdf', 422, UNSAFE],
    ['a PDF with no trailer', samplePdf({ noTrailer: true }), 'cv.pdf', 422, UNSAFE],
    ['a PDF that runs JavaScript', samplePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }), 'cv.pdf', 422, UNSAFE],
    ['a DOC without a WordDocument stream', makeDoc({ wordDocument: false }), 'cv.doc', 415, MESSAGES.resumeWrongType],
    ['a DOC with macros', makeDoc({ macros: true }), 'cv.doc', 422, UNSAFE],
  ])('%s', async (_name, data, filename, status, message) => {
    const { app, fields } = await appWithLiveJob();
    const res = await app.post('resume/add', fields, { data, filename });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: false, message, errors: { cv: message } });
    expectNothingKept(app);
  });

  it('still accepts a real PDF, DOC and DOCX next to them', async () => {
    const { app, fields } = await appWithLiveJob();
    // Three applicants: one address applies to one job once in 30 days.
    for (const [data, filename] of [[samplePdf(), 'cv.pdf'], [makeDoc(), 'cv.doc'], [makeDocx(), 'cv.docx']] as const) {
      expect((await app.post('resume/add', { ...fields, email: `applicant-${filename.replace('.', '-')}@example.com` }, { data, filename })).statusCode).toBe(200);
    }
    expect(app.store.applications.count()).toBe(3);
  });

  it('passes a PDF carrying the EICAR string when no scanner is configured: catching viruses is clamd’s job', async () => {
    const { app, fields } = await appWithLiveJob();
    expect((await app.post('resume/add', fields, { data: samplePdf({ comment: EICAR }), filename: 'cv.pdf' })).statusCode).toBe(200);
  });
});

describe('resume/add and the hostile-document corpus', () => {
  const extension = (data: Buffer) => (data[0] === 0x25 ? 'pdf' : data[0] === 0x50 ? 'docx' : 'doc');

  it.each([...hostileDocx(), ...hostileDoc(), ...hostilePdf()])('refuses %s with 422, storing and mailing nothing', async (_name, data) => {
    const { app, fields } = await appWithLiveJob();
    const res = await app.post('resume/add', fields, { data, filename: `cv.${extension(data)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: false, message: UNSAFE, errors: { cv: UNSAFE } });
    expectNothingKept(app);
  });

  it.each(honestDocuments())('mails %s to the employer', async (_name, data, type) => {
    const { app, fields } = await appWithLiveJob();
    expect((await app.post('resume/add', fields, { data, filename: `cv.${type}` })).statusCode).toBe(200);
    expect(app.store.outbox.recent().filter((m) => m.kind === 'application')).toHaveLength(1);
  });
});

describe('resume/add without qpdf', () => {
  it('refuses a PDF with 503 and Retry-After, stores nothing, and still takes a DOCX', async () => {
    const { app, fields } = await appWithLiveJob({ QPDF_PATH: '/nonexistent/qpdf' });
    const res = await app.post('resume/add', fields, { data: PDF, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.json()).toMatchObject({ status: false, errors: { cv: expect.stringContaining('DOC or DOCX') } });
    expectNothingKept(app);
    expect((await app.post('resume/add', fields, { data: makeDocx(), filename: 'cv.docx' })).statusCode).toBe(200);
  });
});

describe('resume/add with a virus scanner configured but unreachable', () => {
  it('answers 503 with a clear message and stores nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dead-clamd-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { app, fields } = await appWithLiveJob({ CLAMD_SOCKET: join(dir, 'clamd.sock') });
    const res = await app.post('resume/add', fields, { data: PDF, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ status: false, message: 'We cannot check uploaded files right now. Please try again in a few minutes.' });
    expectNothingKept(app);
  });
});
