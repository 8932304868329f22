// Production runs the compiled bundle (`npm start`, the bench), with its packages bundled in, not the
// TypeScript the other tests import. A package that breaks when bundled only shows when the bundle
// runs, so this builds it and takes one posting through the whole flow in it: posted, approved by
// the staff CLI, found by search, applied to with a resume, and the employer's mail written.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_DATA_KEY, decryptJobData, type PublicJob } from '../../shared/domain';
import { freePort } from '../../scripts/bench/processes';
import { buildServer } from '../../scripts/build/build-server.mjs';
import { PDF, validApplication, validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';

const OUT_DIR = join('dist', `.test-server-${process.pid}`);
const run = promisify(execFile);
let dataDir: string;
let server: ChildProcess | undefined;
let url: string;

const env = () => ({ ...process.env, DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', PORTAL_DIR: join(dataDir, 'no-portal') });
const staff = (...args: string[]) => run(process.execPath, [join(OUT_DIR, 'cli.js'), ...args], { env: env() });

async function post(path: string, fields: Record<string, string>, file?: { data: Buffer; filename: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('cv', new Blob([new Uint8Array(file.data)], { type: 'application/pdf' }), file.filename);
  const res = await fetch(`${url}/api/${path}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await buildServer({ outdir: OUT_DIR });
  dataDir = tempDir('jobportal-compiled-');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(OUT_DIR, 'main.js')], { env: { ...env(), PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch (error) {
      if (tries > 600 || server.exitCode !== null) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill();
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server and staff CLI', () => {
  it('take a posting from submission to the employer’s inbox', async () => {
    const posted = await post('job/addJob', validJob({ job_title: 'Bundled Pipeline Engineer' }));
    expect(posted).toMatchObject({ status: 200, body: { status: true } });

    const lines = (await staff('pending', '--json')).stdout.trim().split('\n');
    const pending = lines.map((line) => JSON.parse(line) as { id: number; job_title: string });
    expect(pending.map((job) => job.job_title)).toEqual(['Bundled Pipeline Engineer']);
    await staff('approve', String(pending[0]!.id));
    // The seed's row worker is a file of its own in the bundle.
    expect((await staff('seed', '--demo', '--count', '300')).stdout).toContain('Added 300 published demo job(s).');

    const found = await post('job/getjobdata', { page: '1', jobTitle: 'bundled pipeline', location: '', category: '' });
    expect(found).toMatchObject({ status: 200, body: { status: true, totalResults: 1 } });
    const [job] = decryptJobData<PublicJob[]>(found.body.data as string, DEFAULT_JOB_DATA_KEY);
    expect(job).toMatchObject({ _id: String(pending[0]!.id), job_title: 'Bundled Pipeline Engineer' });
    const everything = await post('job/getjobdata', { page: '1', jobTitle: '', location: '', category: '' });
    expect(everything.body.totalResults).toBe(301);

    const applied = await post('resume/add', { ...validApplication(), jobId: String(pending[0]!.id) }, { data: PDF, filename: 'cv.pdf' });
    expect(applied).toMatchObject({ status: 200, body: { status: true } });
    const mailDir = join(dataDir, 'mail');
    const employerMail = async () => {
      for (let tries = 0; tries < 250; tries++) {
        const files = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), 'utf8')) : [];
        const found = files.find((text) => /^To: .*hiring@kathiawar\.example/m.test(text) && text.includes('cv.pdf'));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      return undefined;
    };
    expect(await employerMail()).toContain('application/pdf');
  }, 60_000);
});
