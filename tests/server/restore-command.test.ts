// `staff restore` run as a real process against a replica a real Litestream wrote.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config';
import { openStore } from '../../shared/store/store';
import { submitPosting } from '../../shared/services/postings';
import { fakeClock } from '../../shared/services/clock';
import { startReplication } from '../../server/replication';
import { runStaff } from '../../scripts/restore-drill/processes';
import { validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';
import { litestreamIsInstalled } from '../helpers/litestream';

const installed = litestreamIsInstalled();

const quiet = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet } as unknown as FastifyBaseLogger;
const liveDir = tempDir('jobportal-live-');
const replicaDir = tempDir('jobportal-replica-');
const scratch = tempDir('jobportal-restores-');
/** Between the first posting's shipping and the second's. */
let between: string;

beforeAll(async () => {
  if (!installed) return;
  const config = loadConfig({ DATA_DIR: liveDir, REPLICA_URL: replicaDir });
  const store = openStore(liveDir, { checkpoints: 'litestream' });
  const replication = startReplication(config, store, quiet)!;
  const ctx = { store, clock: fakeClock(Date.now()) };
  await submitPosting(ctx, validJob({ job_title: 'Shipped before the restore point' }));
  writeFileSync(join(store.paths.resumes, 'r1.pdf'), '%PDF-1.4 resume', { mode: 0o600 });
  writeFileSync(join(store.paths.mail, 'm1.eml'), 'Subject: sent', { mode: 0o600 });
  replication.mirrorFiles();
  await sleep(3_000); // Litestream ships within about two seconds
  between = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  await sleep(1_500);
  await submitPosting(ctx, validJob({ job_title: 'Shipped after the restore point' }));
  await replication.stop(); // ships what is left
  store.close();
}, 60_000);

afterAll(() => {
  for (const dir of [liveDir, replicaDir, scratch]) rmSync(dir, { recursive: true, force: true });
});

const titles = (dataDir: string) => {
  const db = new Database(join(dataDir, 'jobportal.db'), { readonly: true });
  try {
    return db.prepare('SELECT job_title FROM jobs ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
};
const restore = (...args: string[]) => runStaff(liveDir, ['restore', ...args]);
const noStack = (stderr: string) => expect(stderr, 'a message, never a stack trace').not.toMatch(/\n\s+at /);

describe.skipIf(!installed)('staff restore', () => {
  it('restores the latest state into a new DATA_DIR: checked, with its files, and no -wal or -shm beside it', async () => {
    const target = join(scratch, 'latest');
    const { code, stdout, stderr } = await restore('--from', `file://${replicaDir}`, target);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/generation: +[0-9a-f]{16}/);
    expect(stdout).toMatch(/last transaction: +\d{4}-\d{2}-\d{2}T[\d:.]+Z/);
    expect(stdout).toMatch(/integrity check: +ok \(schema version \d+, 2 job\(s\)\)/);
    expect(readdirSync(target).sort()).toEqual(['jobportal.db', 'mail', 'resumes']);
    expect(readdirSync(join(target, 'resumes'))).toEqual(['r1.pdf']);
    expect(readdirSync(join(target, 'mail'))).toEqual(['m1.eml']);
    expect(statSync(target).mode & 0o777).toBe(0o700);
    expect(statSync(join(target, 'jobportal.db')).mode & 0o777).toBe(0o600);
    expect(titles(target)).toEqual(['Shipped before the restore point', 'Shipped after the restore point']);
    const db = new Database(join(target, 'jobportal.db'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('restores the state at a point in time with --at', async () => {
    const target = join(scratch, 'earlier');
    const { code, stdout } = await restore('--from', replicaDir, '--at', between, target);
    expect(code).toBe(0);
    expect(stdout).toMatch(/1 job\(s\)/);
    expect(titles(target)).toEqual(['Shipped before the restore point']);
  });

  it('refuses the DATA_DIR in use and a folder that is not empty, touching neither', async () => {
    const live = await restore('--from', replicaDir, liveDir);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/is the DATA_DIR programs run on/);
    const busy = join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'jobportal.db-wal'), 'a stale WAL');
    const taken = await restore('--from', replicaDir, busy);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/is not empty/);
    expect(readdirSync(busy)).toEqual(['jobportal.db-wal']);
    noStack(live.stderr + taken.stderr);
  });

  it('answers every bad argument with a message and a non-zero exit code', async () => {
    const cases: [string[], number, RegExp][] = [
      [[join(scratch, 'a')], 2, /needs --from/],
      [['--from', replicaDir], 2, /exactly one new DATA_DIR/],
      [['--from', 'backups/relative', join(scratch, 'b')], 2, /--from must be file:\/\/\//],
      [['--from', replicaDir, '--at', 'yesterday', join(scratch, 'c')], 2, /--at must be a time with its zone/],
      [['--from', replicaDir, '--at', '2026-11-26T09:30:00', join(scratch, 'd')], 2, /--at must be a time with its zone/],
      [['--from', scratch, join(scratch, 'e')], 1, /holds no database replica/],
      [['--from', replicaDir, '--at', '2001-01-01T00:00:00Z', join(scratch, 'f')], 1, /oldest backup is from/],
    ];
    for (const [args, code, message] of cases) {
      const result = await restore(...args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr, args.join(' ')).toMatch(message);
      noStack(result.stderr);
    }
    expect(existsSync(join(scratch, 'f')), 'a refused restore leaves nothing behind').toBe(false);
  }, 60_000);
});

describe('staff backup', () => {
  it('refuses to write over an earlier backup, with a message', async () => {
    const earlier = join(scratch, 'earlier-backup');
    mkdirSync(earlier);
    writeFileSync(join(earlier, 'jobportal.db'), 'an earlier backup');
    const result = await runStaff(liveDir, ['backup', earlier]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/already exists and is not an empty folder/);
    noStack(result.stderr);
  });
});
