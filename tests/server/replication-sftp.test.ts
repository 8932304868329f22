// An sftp replica end to end: Debian's sshd on 127.0.0.1 with its own keys and configuration (no
// system service), the server's Litestream replicating to it with a key, `staff restore` from it.
// Skipped with a message without sshd or Litestream, except under CI=true.
import { existsSync, rmSync } from 'node:fs';
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
import { sshdAvailable, startSshd, type TestSshd } from '../helpers/sshd';

const sshd = sshdAvailable();
const installed = litestreamIsInstalled();
const quiet = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet } as unknown as FastifyBaseLogger;
const root = tempDir('jobportal-sftp-');
/** An sftp server with one plain key for the replica. */
let server: TestSshd | undefined;

beforeAll(async () => {
  if (sshd && installed) server = await startSshd([{ label: 'client' }]);
}, 30_000);

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!sshd || !installed)('an sftp replica', () => {
  it('receives the database from the server and gives it back to staff restore', async () => {
    const dataDir = join(root, 'data');
    const remote = join(root, 'remote');
    const env = { DATA_DIR: dataDir, REPLICA_URL: `sftp://${userInfo().username}@127.0.0.1:${server!.port}${remote}`, REPLICA_SFTP_KEY_PATH: server!.target('client').identityFile! };
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
