// The console's connection module as the Electron main process uses it: saved stores, opening one
// here or over SSH (with Debian's sshd), the refusal of an unknown host until its key is accepted,
// and the key the console makes for a moderator who has none.
import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleContext } from '../../shared/ipc/handlers';
import { localBackend, sshBackend } from '../../shared/remote/console-backend';
import { createConsoleConnection } from '../../shared/remote/console-connection';
import { memoryModeratorProfile } from '../../shared/services/moderator-profile';
import { seedConsole } from '../helpers/console-fixtures';
import { createTestServices, tempDir, type TestServices } from '../helpers/services';
import { sshdAvailable, startSshd, staffRpcCommand, type TestSshd } from '../helpers/sshd';

let t: TestServices | undefined;
let sshd: TestSshd | undefined;
let closeConnection: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeConnection?.();
  await sshd?.close();
  t?.close();
  sshd = undefined;
});

function connectionFor(services: TestServices) {
  const dir = tempDir('console-profiles-');
  const connection = createConsoleConnection({
    profilesFile: join(dir, 'connections.json'),
    keyFile: join(dir, 'ssh', 'id_ed25519'),
    defaultDataDir: services.dataDir,
    openLocal: () => localBackend(consoleContext(services.ctx, memoryModeratorProfile('Asha Patel')), async () => undefined),
    openSsh: (target, onChange) => sshBackend(target, { onState: onChange, retryDelaysMs: [100] }),
  });
  closeConnection = () => connection.close();
  return { connection, dir };
}

const data = (result: { ok: true; data: unknown } | { ok: false; error: { message: string } }): any => {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

describe('the console connection', () => {
  it('offers this computer first, remembers stores owner-only, and refuses a server address that could carry an option', async () => {
    t = createTestServices();
    const { connection, dir } = connectionFor(t);
    expect(data(await connection.handle('profiles', undefined))).toEqual([{ id: 'this-computer', kind: 'local', label: 'This computer', dataDir: t.dataDir }]);
    const saved = data(await connection.handle('saveProfile', { kind: 'ssh', label: 'Live site', destination: 'asha@jobs.example.com', port: 2222 })) as { id: string };
    expect(data(await connection.handle('profiles', undefined))).toEqual([
      { id: 'this-computer', kind: 'local', label: 'This computer', dataDir: t.dataDir },
      { id: saved.id, kind: 'ssh', label: 'Live site', destination: 'asha@jobs.example.com', port: 2222 },
    ]);
    expect(statSync(join(dir, 'connections.json')).mode & 0o777).toBe(0o600);

    const hostile = await connection.handle('saveProfile', { kind: 'ssh', label: 'Evil', destination: '-oProxyCommand=touch /tmp/pwned' });
    expect(hostile).toMatchObject({ ok: false, error: { code: 'validation', fields: { destination: 'Use user@host, like moderator@jobs.example.com' } } });
    expect(await connection.handle('saveProfile', { kind: 'ssh', label: '', destination: 'a@b', port: 70000 })).toMatchObject({ ok: false, error: { fields: { label: 'Give it a name', port: 'A port is 1 to 65535' } } });
    data(await connection.handle('removeProfile', { id: saved.id }));
    data(await connection.handle('removeProfile', { id: 'this-computer' }));
    expect(data(await connection.handle('profiles', undefined))).toEqual([]);
    expect(await connection.handle('dropEverything', undefined)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('opens a store on this computer and sends every call to it until it is closed', async () => {
    t = createTestServices();
    await seedConsole(t);
    const { connection } = connectionFor(t);
    expect(await connection.call('dashboardSummary', undefined)).toMatchObject({ ok: false, error: { code: 'unavailable', message: 'No store is open: choose one first.' } });
    const state = data(await connection.handle('connect', { id: 'this-computer' }));
    expect(state).toMatchObject({ status: 'connected', profile: { label: 'This computer' }, session: { name: 'Asha Patel', role: 'moderator', nameFixed: false } });
    expect(data(await connection.call('dashboardSummary', undefined)).postings.pending).toBe(2);
    expect(connection.lastProfileId()).toBe('this-computer');
    expect(data(await connection.handle('disconnect', undefined)).status).toBe('none');
  });

  it('makes one ed25519 key for the moderator and the line the operator adds', async () => {
    t = createTestServices();
    const { connection, dir } = connectionFor(t);
    const key = data(await connection.handle('makeKey', { name: 'Asha Patel' }));
    expect(key).toMatchObject({ keyFile: join(dir, 'ssh', 'id_ed25519'), created: true, publicKey: expect.stringMatching(/^ssh-ed25519 AAAA\S+ job portal console \(Asha Patel\)$/) });
    expect(key.authorizedKeysLine).toBe(`command="cd /srv/jobportal && npm run -s staff -- rpc --as 'Asha Patel' --role moderator",restrict ${key.publicKey}`);
    expect(statSync(key.keyFile).mode & 0o777).toBe(0o600);
    expect(data(await connection.handle('makeKey', { name: 'Asha Patel' }))).toEqual({ ...key, created: false });
  });

  it.skipIf(!sshdAvailable())("refuses a server whose host key is unknown, then opens it once the moderator accepted the key", async () => {
    t = createTestServices();
    await seedConsole(t);
    sshd = await startSshd([{ label: 'asha', command: staffRpcCommand(t.dataDir, 'Asha Patel') }]);
    const { connection } = connectionFor(t);
    const target = sshd.target('asha', { knownHost: false });
    const { id } = data(await connection.handle('saveProfile', { kind: 'ssh', label: 'Live site', ...target })) as { id: string };
    const refused = data(await connection.handle('connect', { id }));
    expect(refused).toMatchObject({ status: 'failed', session: null, message: expect.stringContaining("does not know 127.0.0.1's host key") });

    // The moderator checked the fingerprint with the operator and accepted the key in a terminal.
    const known = readFileSync(sshd.target('asha').configFile!, 'utf8').match(/UserKnownHostsFile (\S+)/)![1]!;
    appendFileSync(readFileSync(target.configFile!, 'utf8').match(/UserKnownHostsFile (\S+)/)![1]!, readFileSync(known));
    const opened = data(await connection.handle('retry', undefined));
    expect(opened).toMatchObject({ status: 'connected', session: { name: 'Asha Patel', nameFixed: true } });
    expect(data(await connection.call('findPostings', { status: 'pending' })).total).toBe(2);
  });
});
