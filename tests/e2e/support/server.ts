// The real app for browser tests, and the staff CLI run as its own process on the same DATA_DIR.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_JOB_DATA_KEY, decryptJobData, type PublicJob } from '../../../shared/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startLiveServer, type LiveServer } from '../../helpers/live-server';
export { samplePdf } from '../../helpers/documents';
import { launchBrowser } from './browser';

const run = promisify(execFile);

export const SUPPORT_EMAIL = 'help@jobportal.test';
export const SUPPORT_PHONE = '+91 281 555 0199';

/** Starts the app with known support contacts; optionally seeds `demoJobs` published jobs. */
export async function startPortal({ demoJobs = 0, env = {} }: { demoJobs?: number; env?: Record<string, string> } = {}) {
  const server = await startLiveServer({ env: { PORTAL_DIR: inject('portalDir'), SUPPORT_EMAIL, SUPPORT_PHONE, LOG_LEVEL: 'silent', ...env } });
  if (demoJobs > 0) await staff(server, 'seed', '--demo', '--count', String(demoJobs));
  return server;
}

/** One live server and one browser for a whole test file, both closed after it. */
export function usePortalSession(options: Parameters<typeof startPortal>[0] = {}) {
  const session = {} as { server: LiveServer; browser: Browser };
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startPortal(options), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** `npm run staff -- <args>` without npm's start-up cost: the same CLI entry, run by tsx. */
export async function staff(server: Pick<LiveServer, 'dataDir'>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    timeout: 30_000,
  });
  return stdout;
}

/** Lines of `--json` output as objects. */
export const jsonLines = <T>(stdout: string): T[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as T);

/** The .eml files the mail worker has written so far. */
export function mailFiles(server: Pick<LiveServer, 'dataDir'>): { name: string; text: string }[] {
  const dir = join(server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The job list as the API answers it, decrypted: what the page should show. */
export async function listJobs(
  server: Pick<LiveServer, 'url'>,
  fields: { page?: number; jobTitle?: string; location?: string; category?: string; jobType?: string; sort?: string } = {},
): Promise<{ jobs: PublicJob[]; totalPages: number; totalResults: number }> {
  const form = new FormData();
  const all = { page: 1, jobTitle: '', location: '', category: '', limit: 25, ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, String(value));
  const response = await fetch(`${server.url}/api/job/getjobdata`, { method: 'POST', body: form });
  const body = (await response.json()) as { data: string; totalPages: number; totalResults: number };
  return { jobs: decryptJobData<PublicJob[]>(body.data, DEFAULT_JOB_DATA_KEY), totalPages: body.totalPages, totalResults: body.totalResults };
}

/** Submits a posting through the API and publishes it with the staff CLI; returns its id. */
export async function publishJob(server: Pick<LiveServer, 'url' | 'dataDir'>, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/api/job/addJob`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Posting was refused: ${await response.text()}`);
  const pending = jsonLines<{ id: number | string; job_title: string }>(await staff(server, 'pending', '--json'));
  const posted = pending.find((p) => p.job_title === fields.job_title);
  if (!posted) throw new Error(`The posting "${fields.job_title}" is not pending review`);
  await staff(server, 'approve', String(posted.id));
  return String(posted.id);
}

/** Waits until the mail worker has written a message that `matches`. */
export async function waitForMail(server: Pick<LiveServer, 'dataDir'>, matches: (text: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailFiles(server).find((mail) => matches(mail.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail in ${join(server.dataDir, 'mail')} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
