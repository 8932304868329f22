// A production install serves the whole site: `npm run build:release` in a clean clone, the
// tarball unpacked elsewhere, `npm ci --omit=dev` there (no build tools, no TypeScript), `npm start`,
// and the pages are rendered, the assets served and the API and staff CLI answer.
//
// What it leaves out, to stay within a minute: the clone uses this checkout's node_modules (the
// same lockfile, so the same packages `npm ci` would install there), and the install skips
// better-sqlite3's native compile (about a minute on two cores) by copying the addon this
// checkout's `npm ci` compiled for the same version and Node. It builds what is committed (HEAD).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes';
import { tempDir } from '../helpers/services';

const ROOT = resolve(import.meta.dirname, '../..');
const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const run = promisify(execFile);
const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };

let work: string;
let release: string;
let dataDir: string;
let server: ChildProcess | undefined;
let url: string;
const serverLog: string[] = [];

/** What a service manager gives the process: no NODE_ENV, no PORTAL_DIR, nothing from this test run. */
const productionEnv = () => ({ PATH: process.env.PATH!, HOME: process.env.HOME!, DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });

beforeAll(async () => {
  work = tempDir('jobportal-release-');
  const clone = join(work, 'clone');
  await run('git', ['clone', '--quiet', ROOT, clone]);
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(clone, 'node_modules'));
  await run('npm', ['run', '-s', 'build:release'], { cwd: clone, env: { ...process.env, NODE_ENV: '' } });

  const installDir = join(work, 'server');
  mkdirSync(installDir);
  await run('tar', ['-xzf', join(clone, 'release', `${name}-${version}.tar.gz`), '-C', installDir]);
  release = join(installDir, `${name}-${version}`);
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: release });
  mkdirSync(dirname(join(release, ADDON)), { recursive: true });
  copyFileSync(join(ROOT, ADDON), join(release, ADDON));

  dataDir = join(work, 'data');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Its own process group, so the server under `npm start` stops with it.
  server = spawn('npm', ['start'], { cwd: release, env: { ...productionEnv(), PORT: String(port), HOST: '127.0.0.1' }, detached: true });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch (error) {
      if (tries > 500 || server.exitCode !== null) throw new Error(`the release did not start: ${serverLog.join('')}`, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}, 240_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a release installed with npm ci --omit=dev', () => {
  it('holds the built files and none of the build tools', () => {
    for (const built of ['dist/server/main.js', 'dist/server/cli.js', 'dist/portal/index.html', 'dist/portal/server/entry-server.js', 'deploy/jobportal.service']) {
      expect(existsSync(join(release, built)), built).toBe(true);
    }
    for (const tool of ['vite', 'typescript', 'react', 'electron', '@mantine']) expect(existsSync(join(release, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(release, 'server')), 'TypeScript sources').toBe(false);
  });

  it('serves server-rendered pages and their precompressed assets', async () => {
    const res = await fetch(`${url}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*id="about-heading"[^>]*>\s*About Job Portal/);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(serverLog.join('')).not.toMatch(/No built portal/);
  });

  it('answers the API and runs the staff CLI with npm run staff', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ page: '1', jobTitle: '', location: '', category: '' })) form.append(key, value);
    const res = await fetch(`${url}/api/job/getjobdata`, { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ status: true, totalResults: 0 });

    const seeded = await run('npm', ['run', '-s', 'staff', '--', 'seed', '--demo', '--count', '12'], { cwd: release, env: productionEnv() });
    expect(seeded.stdout).toContain('Added 12 published demo job(s).');
    const after = await fetch(`${url}/api/job/getjobdata`, { method: 'POST', body: form });
    expect(await after.json()).toMatchObject({ status: true, totalResults: 12 });
  });
});
