// The systemd unit's SystemCallFilter= lets the server do its work: the compiled server runs under
// strace while it takes a posting, queues and writes its mail, answers searches and is scraped,
// and every system call it made must be one the unit's filter allows (resolved by systemd itself).
// A call outside the filter would fail with EPERM in production, a failure no other test sees.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/processes';
import { buildServer } from '../../scripts/build/build-server.mjs';
import { validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';

const STRACE = '/usr/bin/strace';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const tools = existsSync(STRACE) && existsSync(SYSTEMD_ANALYZE);
if (!tools) console.warn(`Skipping the system-call filter check: it needs ${STRACE} and ${SYSTEMD_ANALYZE}.`);

const OUT_DIR = join('dist', `.test-syscalls-${process.pid}`);
let dataDir: string | undefined;
afterAll(() => {
  rmSync(OUT_DIR, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** systemd's named groups (@system-service, ...), each resolved to system-call names. */
function syscallGroups(): (name: string) => Set<string> {
  const listing = spawnSync(SYSTEMD_ANALYZE, ['syscall-filter'], { encoding: 'utf8' }).stdout;
  const groups = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of listing.split('\n')) {
    const header = /^(@[\w-]+)$/.exec(line);
    if (header) groups.set(header[1]!, (current = []));
    else if (current && /^\s+[@\w]/.test(line)) current.push(line.trim());
  }
  const resolve = (entry: string, seen = new Set<string>()): Set<string> => {
    if (!entry.startsWith('@')) return new Set([entry]);
    if (seen.has(entry)) return new Set();
    seen.add(entry);
    return new Set((groups.get(entry) ?? []).flatMap((item) => [...resolve(item, seen)]));
  };
  return (entry) => resolve(entry);
}

/** What the unit allows: its allow-list lines joined, less its ~deny lines. */
function unitAllows(): Set<string> {
  const resolve = syscallGroups();
  const lines = [...readFileSync('deploy/jobportal.service', 'utf8').matchAll(/^SystemCallFilter=(.*)$/gm)].map((m) => m[1]!.trim());
  const entries = (line: string) => line.replace(/^~/, '').split(/\s+/).flatMap((entry) => [...resolve(entry)]);
  const allowed = new Set(lines.filter((line) => !line.startsWith('~')).flatMap(entries));
  for (const denied of lines.filter((line) => line.startsWith('~')).flatMap(entries)) allowed.delete(denied);
  return allowed;
}

async function untilExit(child: ChildProcess) {
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

describe.skipIf(!tools)('the systemd unit’s system-call filter', () => {
  it('allows every system call the server makes while serving', async () => {
    await buildServer({ outdir: OUT_DIR });
    dataDir = tempDir('jobportal-syscalls-');
    const report = join(dataDir, 'strace.txt');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { PATH: process.env.PATH!, DATA_DIR: join(dataDir, 'data'), PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'silent', METRICS_ALLOW: 'loopback', PORTAL_DIR: join(dataDir, 'no-portal') };
    const strace = spawn(STRACE, ['-f', '-qq', '-c', '-o', report, process.execPath, join(OUT_DIR, 'main.js')], { env, stdio: 'ignore' });
    try {
      for (let tries = 0; ; tries++) {
        try {
          if ((await fetch(`${url}/healthz`)).ok) break;
        } catch (error) {
          if (tries > 500 || strace.exitCode !== null) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      const form = (fields: Record<string, string>) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(fields)) body.append(key, value);
        return { method: 'POST', body };
      };
      expect((await fetch(`${url}/api/job/addJob`, form(validJob()))).status).toBe(200);
      expect((await fetch(`${url}/api/job/getjobdata`, form({ page: '1', jobTitle: 'engineer', location: '', category: '' }))).status).toBe(200);
      expect((await fetch(`${url}/metrics`)).status).toBe(200);
      // The posting's receipt is written as an .eml file by the mail worker.
      for (let tries = 0; tries < 200 && !spawnSync('sh', ['-c', `ls ${env.DATA_DIR}/mail/*.eml`]).stdout.length; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      // Stopping the traced server (not strace) ends strace too, which then writes its report.
      const server = spawnSync('pgrep', ['-P', String(strace.pid)], { encoding: 'utf8' }).stdout.trim();
      if (server) process.kill(Number(server), 'SIGTERM');
      else strace.kill();
      await untilExit(strace);
    }

    const used = readFileSync(report, 'utf8')
      .split('\n')
      .map((line) => /\s(\w+)$/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name) && name !== 'total' && name !== 'syscall');
    expect(used).toContain('fsync'); // the trace saw the store's writes
    // SQLite hands its journal to the database's owner with fchown() when it runs as root, as CI
    // does; as the service's user it makes no such call.
    const rootOnly = process.getuid?.() === 0 ? ['fchown'] : [];
    const allowed = unitAllows();
    expect(used.filter((name) => !allowed.has(name) && !rootOnly.includes(name))).toEqual([]);
  }, 90_000);
});
