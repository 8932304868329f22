// An sftp replica end to end: Debian's sshd on 127.0.0.1 with its own keys and configuration (no
// system service), the server's Litestream replicating to it with a key, `staff restore` from it.
// Skipped with a message without sshd or Litestream, except under CI=true.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicationStatus } from '../../shared/backup/replication-status';
import { loadConfig } from '../../shared/config';
import { fakeClock } from '../../shared/services/clock';
import { submitPosting } from '../../shared/services/postings';
import { openStore } from '../../shared/store/store';
import { startReplication } from '../../server/replication';
import { runStaff } from '../../scripts/restore-drill/processes';
import { validJob } from '../helpers/fixtures';
import { litestreamIsInstalled } from '../helpers/litestream';
import { tempDir } from '../helpers/services';

function sshdPath(): string | undefined {
  const path = [process.env.SSHD_PATH, '/usr/sbin/sshd'].find((p) => p && existsSync(p));
  if (path) return path;
  if (process.env.CI === 'true') throw new Error('No sshd here: install openssh-server (.ci/run does) or set SSHD_PATH.');
  console.warn('Skipping the sftp replica test: no sshd (apt-get install openssh-server, or set SSHD_PATH).');
  return undefined;
}

const sshd = sshdPath();
const installed = litestreamIsInstalled();
const quiet = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet } as unknown as FastifyBaseLogger;
const root = tempDir('jobportal-sftp-');
let server: ChildProcess | undefined;
let port = 0;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  if (!sshd || !installed) return;
  const keys = join(root, 'keys');
  mkdirSync(keys, { mode: 0o700 });
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(keys, 'host')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(keys, 'client')]);
  writeFileSync(join(keys, 'authorized_keys'), readFileSync(join(keys, 'client.pub')), { mode: 0o600 });
  port = await freePort();
  const config = join(root, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(keys, 'host')}`,
      `AuthorizedKeysFile ${join(keys, 'authorized_keys')}`,
      `PidFile ${join(root, 'sshd.pid')}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
    ].join('\n') + '\n',
  );
  // sshd started as root wants its privilege-separation folder; Debian makes it when the service starts.
  if (process.getuid?.() === 0 && !existsSync('/run/sshd')) mkdirSync('/run/sshd', { mode: 0o755 });
  server = spawn(sshd!, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  for (let tries = 0; tries < 50; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error('sshd did not start');
}, 30_000);

afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!sshd || !installed)('an sftp replica', () => {
  it('receives the database from the server and gives it back to staff restore', async () => {
    const dataDir = join(root, 'data');
    const remote = join(root, 'remote');
    const env = { DATA_DIR: dataDir, REPLICA_URL: `sftp://${userInfo().username}@127.0.0.1:${port}${remote}`, REPLICA_SFTP_KEY_PATH: join(root, 'keys', 'client') };
    const config = loadConfig(env);
    const store = openStore(dataDir, { checkpoints: 'litestream' });
    const replication = startReplication(config, store, quiet)!;
    try {
      await submitPosting({ store, clock: fakeClock(Date.now()) }, validJob({ job_title: 'Shipped over sftp' }));
      for (let tries = 0; !(await replicationStatus(config))?.generation; tries++) {
        if (tries > 100) throw new Error('nothing reached the sftp replica');
        await sleep(200);
      }
      expect(existsSync(join(remote, 'db', 'generations')), 'the replica is on the sftp server').toBe(true);
    } finally {
      await replication.stop();
      store.close();
    }
    const target = join(root, 'restored');
    // A restore from sftp needs only the key in its environment, not REPLICA_URL.
    const result = await runStaff(join(root, 'other'), ['restore', '--from', env.REPLICA_URL, target], { REPLICA_SFTP_KEY_PATH: env.REPLICA_SFTP_KEY_PATH });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/files: +not in this replica/);
    const db = new Database(join(target, 'jobportal.db'), { readonly: true });
    expect(db.prepare('SELECT job_title FROM jobs').pluck().all()).toEqual(['Shipped over sftp']);
    db.close();
  }, 60_000);
});
