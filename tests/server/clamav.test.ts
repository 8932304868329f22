// resume/add against a real ClamAV daemon: Debian's clamd, started here in the foreground with a
// temporary configuration and one signature of our own for the EICAR test string (no freshclam,
// no network). Skipped with a message when clamd is not installed, except under CI=true, where
// .ci/run installs clamav-daemon and a missing clamd is a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvePosting, submitPosting } from '../../shared/services/postings';
import { RESUME_SCAN_MESSAGES } from '../../shared/services/resume-checks';
import { createClamdScanner } from '../../shared/services/virus-scan';
import { createTestApp, type TestApp } from '../helpers/app';
import { EICAR, samplePdf } from '../helpers/documents';
import { validApplication, validJob } from '../helpers/fixtures';

const SIGNATURE = 'JobPortal.Test.EICAR';
const START_TIMEOUT_MS = 60_000;

function clamdPath(): string | undefined {
  const path = [process.env.CLAMD_PATH, '/usr/sbin/clamd', '/usr/bin/clamd'].find((p) => p && existsSync(p));
  if (path) return path;
  if (process.env.CI === 'true') throw new Error('No clamd here: install clamav-daemon (.ci/run does) or set CLAMD_PATH.');
  console.warn('Skipping the ClamAV tests: no clamd (apt-get install clamav-daemon, or set CLAMD_PATH).');
  return undefined;
}

const clamd = clamdPath();

describe.skipIf(!clamd)('resume/add with a real clamd', () => {
  let dir: string;
  let socket: string;
  let daemon: ChildProcess | undefined;
  let output = '';
  let t: TestApp | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clamd-'));
    socket = join(dir, 'clamd.sock');
    mkdirSync(join(dir, 'db'));
    // A body signature (.ndb): any file type, anywhere in the file, these bytes.
    writeFileSync(join(dir, 'db', 'jobportal-test.ndb'), `${SIGNATURE}:0:*:${Buffer.from(EICAR).toString('hex')}\n`);
    const config = join(dir, 'clamd.conf');
    writeFileSync(
      config,
      [`Foreground yes`, `LocalSocket ${socket}`, `DatabaseDirectory ${join(dir, 'db')}`, `TemporaryDirectory ${dir}`, `LogFile ${join(dir, 'clamd.log')}`, `MaxThreads 2`, ''].join('\n'),
    );
    daemon = spawn(clamd!, [`--config-file=${config}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    daemon.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    daemon.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    await waitForClamd(createClamdScanner({ socket }).ping, () => daemon!.exitCode, () => `${output}\n${readLog(dir)}`);
  }, START_TIMEOUT_MS + 5_000);

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  afterAll(async () => {
    await stop(daemon);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function appWithLiveJob() {
    t = await createTestApp({ env: { CLAMD_SOCKET: socket } });
    const jobId = (await submitPosting(t.ctx, validJob())).id;
    await approvePosting(t.ctx, jobId);
    return { app: t, fields: { ...validApplication(), jobId: String(jobId) } };
  }

  const nothingKept = (app: TestApp) => {
    expect(app.store.applications.count()).toBe(0);
    expect(readdirSync(app.store.paths.resumes)).toEqual([]);
    expect(app.store.outbox.recent().filter((m) => m.kind.startsWith('application'))).toEqual([]);
  };

  it('names our signature for a PDF carrying the EICAR string', async () => {
    const verdict = await createClamdScanner({ socket }).scan(samplePdf({ comment: EICAR }));
    expect(verdict).toEqual({ clean: false, signature: `${SIGNATURE}.UNOFFICIAL` });
  });

  it('refuses a PDF carrying the EICAR string with 422, and stores and mails nothing', async () => {
    const { app, fields } = await appWithLiveJob();
    const res = await app.post('resume/add', fields, { data: samplePdf({ comment: EICAR }), filename: 'cv.pdf' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: false, message: RESUME_SCAN_MESSAGES.infected, errors: { cv: RESUME_SCAN_MESSAGES.infected } });
    nothingKept(app);
  });

  it('accepts a clean PDF', async () => {
    const { app, fields } = await appWithLiveJob();
    const res = await app.post('resume/add', fields, { data: samplePdf(), filename: 'cv.pdf' });
    expect(res.statusCode).toBe(200);
    expect(app.store.applications.count()).toBe(1);
    expect(readdirSync(app.store.paths.resumes)).toHaveLength(1);
  });

  // Last: it stops the daemon, as when clamd dies under a running server.
  it('answers 503 and stores nothing once clamd is gone', async () => {
    const { app, fields } = await appWithLiveJob();
    await stop(daemon);
    daemon = undefined;
    const res = await app.post('resume/add', fields, { data: samplePdf(), filename: 'cv.pdf' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, message: RESUME_SCAN_MESSAGES.unavailable });
    nothingKept(app);
  });
});

async function waitForClamd(ping: () => Promise<void>, exitCode: () => number | null, explain: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      return await ping();
    } catch {
      if (exitCode() !== null) throw new Error(`clamd exited with code ${exitCode()}:\n${explain()}`);
      if (Date.now() > deadline) throw new Error(`clamd did not answer within ${START_TIMEOUT_MS} ms:\n${explain()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** SIGTERM, then SIGKILL if clamd has not exited within five seconds. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function readLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'clamd.log'), 'utf8');
  } catch {
    return '';
  }
}
