// Continuous backup: the settings, who checkpoints while Litestream replicates, the supervised
// Litestream process (a crash is logged and it comes back), the file folders' copies, and the
// status /metrics reports.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { goDurationMs, litestreamConfig, parseGenerations } from '../../shared/backup/litestream';
import { replicationStatus } from '../../shared/backup/replication-status';
import { recordReplication } from '../../shared/backup/checkpoint-handover';
import { loadConfig } from '../../shared/config';
import { openRuntime } from '../../shared/runtime';
import { openStore } from '../../shared/store/store';
import { submitPosting } from '../../shared/services/postings';
import { fakeClock } from '../../shared/services/clock';
import { REPLICATION, startReplication, type Replication } from '../../server/replication';
import { descendantsOf } from '../../scripts/restore-drill/processes';
import { validJob } from '../helpers/fixtures';
import { tempDir } from '../helpers/services';
import { litestreamIsInstalled } from '../helpers/litestream';

const installed = litestreamIsInstalled();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (...args: unknown[]) => void lines.push({ level, message: String(args.find((a) => typeof a === 'string') ?? '') });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), child: () => log, level: 'debug', silent: () => {} };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A store on a temporary DATA_DIR replicating to a temporary local replica. */
function replicatingStore() {
  const dataDir = tempDir('jobportal-replicated-');
  const replicaDir = tempDir('jobportal-replica-');
  const config = loadConfig({ DATA_DIR: dataDir, REPLICA_URL: `file://${replicaDir}` });
  const store = openStore(dataDir, { checkpoints: 'litestream' });
  const { log, lines } = recordingLog();
  const replication = startReplication(config, store, log)!;
  cleanups.push(() => rmSync(replicaDir, { recursive: true, force: true }), () => rmSync(dataDir, { recursive: true, force: true }), () => void store.close(), () => replication.stop());
  return { dataDir, replicaDir, config, store, replication, lines };
}

const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

describe('replication settings', () => {
  it('is off by default and turned on by one setting', () => {
    expect(loadConfig({}).replica).toBeUndefined();
    expect(loadConfig({ REPLICA_URL: '' }).replica).toBeUndefined();
    expect(loadConfig({ REPLICA_URL: 'file:///var/backups/jobportal' }).replica).toMatchObject({ target: { kind: 'file', root: '/var/backups/jobportal' }, retention: '24h', syncInterval: '1s' });
    expect(loadConfig({ REPLICA_URL: '/var/backups/jobportal/' }).replica?.target).toEqual({ kind: 'file', root: '/var/backups/jobportal' });
    expect(loadConfig({ REPLICA_URL: 'sftp://backup@host.example:2222/srv/jobportal' }).replica?.target).toEqual({ kind: 'sftp', url: 'sftp://backup@host.example:2222/srv/jobportal' });
    expect(loadConfig({ REPLICA_URL: 's3://my-bucket/jobportal', REPLICA_RETENTION: '72h' }).replica).toMatchObject({ target: { kind: 's3', url: 's3://my-bucket/jobportal' }, retention: '72h' });
  });

  it('refuses a replica address or duration it cannot use, naming the setting', () => {
    expect(() => loadConfig({ REPLICA_URL: 'backups/jobportal' })).toThrow(/REPLICA_URL: must be file:\/\/\//);
    expect(() => loadConfig({ REPLICA_URL: 'ftp://host/path' })).toThrow(/REPLICA_URL/);
    expect(() => loadConfig({ REPLICA_URL: 'sftp://host.example/srv' })).toThrow(/REPLICA_URL: an sftp replica needs a user/);
    expect(() => loadConfig({ REPLICA_URL: 's3://bucket' })).toThrow(/REPLICA_URL: an s3 replica needs a bucket and a path/);
    expect(() => loadConfig({ REPLICA_URL: '/x', REPLICA_RETENTION: '7d' })).toThrow(/REPLICA_RETENTION: must be a duration/);
    expect(() => loadConfig({ REPLICA_URL: '/x', REPLICA_SYNC_INTERVAL: '0s' })).toThrow(/REPLICA_SYNC_INTERVAL/);
  });

  it('writes the replica settings into the configuration Litestream reads', () => {
    const sftp = loadConfig({ REPLICA_URL: 'sftp://backup@host.example/srv/jp', REPLICA_SFTP_KEY_PATH: '/etc/jobportal/backup_key' }).replica!;
    expect(litestreamConfig('/data/jobportal.db', sftp).dbs[0]!.replicas[0]).toEqual({
      url: 'sftp://backup@host.example/srv/jp/db',
      'sync-interval': '1s',
      retention: '24h',
      'snapshot-interval': '6h',
      'key-path': '/etc/jobportal/backup_key',
    });
    const s3 = loadConfig({ REPLICA_URL: 's3://bucket/jp', REPLICA_S3_ENDPOINT: 'https://s3.example.net', REPLICA_S3_REGION: 'eu-1' }).replica!;
    expect(litestreamConfig('/data/jobportal.db', s3).dbs[0]!.replicas[0]).toMatchObject({ url: 's3://bucket/jp/db', endpoint: 'https://s3.example.net', region: 'eu-1' });
  });
});

describe('checkpoints while Litestream replicates', () => {
  it('are left to Litestream: no automatic checkpoint, and checkpoint() does nothing', async () => {
    const dataDir = tempDir('jobportal-handover-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const handedOver = openStore(dataDir, { checkpoints: 'litestream' });
    const own = openStore(tempDir('jobportal-own-'), {});
    cleanups.push(() => void handedOver.close(), () => rmSync(own.paths.dataDir, { recursive: true, force: true }), () => void own.close());
    expect(handedOver.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(own.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await submitPosting({ store: handedOver, clock: fakeClock() }, validJob());
    const walBefore = statSync(`${handedOver.paths.database}-wal`).size;
    expect(handedOver.checkpoint('TRUNCATE')).toBeNull();
    expect(statSync(`${handedOver.paths.database}-wal`).size).toBe(walBefore);
    expect(own.checkpoint('TRUNCATE')).toMatchObject({ busy: 0 });
  });

  it('are left to Litestream by a process started without REPLICA_URL, while the server records that it replicates', async () => {
    const dataDir = tempDir('jobportal-recorded-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = openRuntime(loadConfig({ DATA_DIR: dataDir, REPLICA_URL: '/var/backups/jobportal' }));
    cleanups.push(() => server.close());
    await recordReplication(server.store, server.services.clock, true);
    const staff = openRuntime(loadConfig({ DATA_DIR: dataDir }));
    expect(staff.store.checkpoint('TRUNCATE')).toBeNull();
    expect(staff.store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await staff.close();
    // The next server start has replication off: it takes checkpoints back, and so does everyone after.
    const next = openRuntime(loadConfig({ DATA_DIR: dataDir }));
    expect(next.store.checkpoint('PASSIVE'), 'an earlier run recorded replication').toBeNull();
    await recordReplication(next.store, next.services.clock, false);
    expect(next.store.checkpoint('PASSIVE')).toMatchObject({ busy: 0 });
    expect(next.store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await next.close();
    const later = openRuntime(loadConfig({ DATA_DIR: dataDir }));
    expect(later.store.checkpoint('TRUNCATE')).toMatchObject({ busy: 0 });
    await later.close();
  });
});

describe.skipIf(!installed)('the supervised Litestream process', () => {
  it('replicates, reports its status, and comes back (logged) when it dies', async () => {
    const { config, store, replicaDir, replication, lines } = replicatingStore();
    await submitPosting({ store, clock: fakeClock() }, validJob({ job_title: 'Before the crash' }));
    const first = await until(async () => (await replicationStatus(config))?.generation, 'a first generation in the replica');
    const status = (await replicationStatus(config))!;
    expect(status.replica).toBe(replicaDir);
    expect(Date.now() - status.lastReplicatedAt!.getTime()).toBeLessThan(10_000);
    expect(status.lagSeconds).toBeLessThan(10);

    const pid = replication.pid()!;
    process.kill(pid, 'SIGKILL');
    await until(() => replication.starts() === 2 && alive(replication.pid()), 'Litestream to be started again', REPLICATION.restartAfterMs + 10_000);
    expect(replication.pid()).not.toBe(pid);
    expect(lines).toContainEqual({ level: 'error', message: expect.stringMatching(/^Litestream stopped \(SIGKILL\); backups resume when it restarts in 1 s/) });
    expect(first).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stops with the server and leaves no process behind, not even its child', async () => {
    const { replication } = replicatingStore();
    const pid = await until(() => replication.pid(), 'Litestream to start');
    const child = await until(() => descendantsOf(pid)[0], 'Litestream to start its child');
    await replication.stop();
    expect(alive(pid)).toBe(false);
    expect(alive(child)).toBe(false);
  });

  it('runs once per DATA_DIR: a second server process stands by, and takes over when the first ends', async () => {
    const first = replicatingStore();
    const store = openStore(first.dataDir, { checkpoints: 'litestream' });
    const { log, lines } = recordingLog();
    const takeOverEveryMs = REPLICATION.takeOverEveryMs;
    REPLICATION.takeOverEveryMs = 100;
    const second = startReplication(first.config, store, log)!;
    cleanups.push(() => void store.close(), () => second.stop(), () => void (REPLICATION.takeOverEveryMs = takeOverEveryMs));
    expect(first.replication.leads()).toBe(true);
    expect(second.leads()).toBe(false);
    expect(second.pid()).toBeUndefined();
    expect(lines.map((l) => l.message)).toContain('Another server process on this DATA_DIR runs Litestream; this one takes over if that one ends');
    await first.replication.stop();
    await until(() => alive(second.pid()), 'the second process to start Litestream', 10_000);
    expect(second.leads()).toBe(true);
  });

  it('copies new resumes and mail to a local replica, and removes the copies of deleted ones', async () => {
    const { store, replicaDir, replication } = replicatingStore();
    writeFileSync(join(store.paths.resumes, 'r1.pdf'), '%PDF-1.4 one', { mode: 0o600 });
    writeFileSync(join(store.paths.mail, 'm1.eml'), 'Subject: one', { mode: 0o600 });
    await replication.mirrorFiles();
    expect(readFileSync(join(replicaDir, 'resumes', 'r1.pdf'), 'utf8')).toBe('%PDF-1.4 one');
    expect(statSync(join(replicaDir, 'resumes', 'r1.pdf')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(replicaDir, 'mail', 'm1.eml'))).toBe(true);
    rmSync(join(store.paths.resumes, 'r1.pdf'));
    await replication.mirrorFiles();
    expect(existsSync(join(replicaDir, 'resumes', 'r1.pdf'))).toBe(false);
  });

  it('is not started, and reports no status, when REPLICA_URL is unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir('jobportal-off-') });
    cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }));
    expect(replicationStatus(config)).toBeNull();
    expect(startReplication(config, undefined as never, recordingLog().log)).toBeNull();
  });
});

describe('reading `litestream generations`', () => {
  it('leaves out a generation still writing its first snapshot (no times yet)', () => {
    const table = [
      'name  generation        lag       start                 end',
      'file  0123456789abcdef  1.5s      2026-11-26T09:00:00Z  2026-11-26T09:10:00Z',
      'file  fedcba9876543210  2m3.25s   0001-01-01T00:00:00Z  0001-01-01T00:00:00Z',
    ].join('\n');
    expect(parseGenerations(table)).toEqual([
      { generation: '0123456789abcdef', lagMs: 1500, start: new Date('2026-11-26T09:00:00Z'), end: new Date('2026-11-26T09:10:00Z') },
    ]);
    expect(goDurationMs('2m3.25s')).toBe(123_250);
    expect(goDurationMs('-250ms')).toBe(-250);
  });
});
