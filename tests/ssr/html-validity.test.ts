// Every page type the server renders, checked by the Nu HTML checker (the W3C validator's engine,
// the vnu-jar package, run with the system's Java): no errors. It catches what browsers forgive
// and other tools stumble on: <style> in <body>, a <div> inside a <button>, unknown attributes,
// duplicate ids.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { FORM_TICKET_FIELD } from '../../shared/domain';
import { seedDemoJobs } from '../../shared/services/demo-seed';
import { approvePosting, expirePosting, submitPosting } from '../../shared/services/postings';
import { loadBlogPosts } from '../../scripts/blog/load-posts';
import { createTestApp, type TestApp } from '../helpers/app';
import { validJob } from '../helpers/fixtures';

const run = promisify(execFile);
const JAVA = process.env.JAVA_PATH || '/usr/bin/java';
const VNU = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');
const haveChecker = existsSync(JAVA) && existsSync(VNU);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_DIR: inject('portalDir'), PUBLIC_URL: 'https://jobs.example' } });
  await seedDemoJobs(t.ctx, 30);
  dir = mkdtempSync(join(tmpdir(), 'jobportal-vnu-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pages(): Promise<Record<string, string>> {
  const live = await submitPosting(t.ctx, validJob({ job_title: 'Validated Weaver' }));
  await approvePosting(t.ctx, live.id);
  const closed = await submitPosting(t.ctx, validJob({ job_title: 'Closed Dyer' }));
  await approvePosting(t.ctx, closed.id);
  await expirePosting(t.ctx, closed.id);
  const article = loadBlogPosts()[0]!;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const answer = async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validJob({ company_email: 'bad' }))) form.append(key, value);
    form.append(FORM_TICKET_FIELD, 'x');
    return (await t.app.inject({ method: 'POST', url: '/api/job/addJob', payload: form, headers: { accept: 'text/html' } })).body;
  };
  return {
    home: await get('/'),
    jobs: await get('/jobs'),
    'jobs-category': await get('/jobs?category=8'),
    'jobs-past-last': await get('/jobs?page=99'),
    'post-job': await get('/post-job'),
    'post-job-refused': await answer(),
    job: await get(`/apply/${live.id}`),
    'job-report-open': await get(`/apply/${live.id}?report`),
    'job-closed': await get(`/apply/${closed.id}`),
    'job-missing': await get('/apply/999999'),
    contact: await get('/contact'),
    faq: await get('/faq'),
    about: await get('/about'),
    privacy: await get('/privacy'),
    terms: await get('/terms'),
    blog: await get('/blog'),
    article: await get(`/blog/${article.id}`),
    'article-missing': await get('/blog/no-such-article'),
    manage: await get('/manage'),
    'not-found': await get('/no/such/page'),
    unsubscribe: await get('/api/alert/unsubscribe/1/AAAAAAAAAAAAAAAAAAAAAA'),
  };
}

describe.skipIf(!haveChecker)('HTML of every page type', () => {
  it('passes the Nu HTML checker without errors', async () => {
    const files: string[] = [];
    for (const [name, html] of Object.entries(await pages())) {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    // vnu exits non-zero when it finds errors; the JSON report is what the test reads.
    const { stderr } = await run(JAVA, ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 }).catch(
      (error: { stderr: string }) => error,
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const report = messages.map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(report).toEqual([]);
  }, 120_000);
});
