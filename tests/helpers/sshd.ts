// A real OpenSSH server (Debian's sshd) on 127.0.0.1 for the staff-over-SSH tests: its own host
// key, config and authorized_keys, one key per staff member with a forced command, as an operator
// sets it up. Stops with `close()`; started with -D, it never outlives the test process's kill.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SshTarget } from '../../shared/ipc/connection-contract';
import { tempDir } from './services';

export const SSHD_PATH = process.env.SSHD_PATH || '/usr/sbin/sshd';

/** Whether sshd is here; under CI=true a missing one fails instead of skipping. */
export function sshdAvailable(): boolean {
  if (existsSync(SSHD_PATH)) return true;
  if (process.env.CI === 'true') throw new Error(`No sshd at ${SSHD_PATH}: the staff-over-SSH tests cannot run (apt-get install openssh-server).`);
  console.warn(`Skipping the staff-over-SSH tests: no sshd at ${SSHD_PATH} (apt-get install openssh-server).`);
  return false;
}

export interface StaffKey {
  label: string;
  /** The forced command run for this key, whatever the client asks for; none: a plain login (sftp, say). */
  command?: string;
}

/** The forced command of the real staff endpoint on `dataDir`, as the README's key line has it. */
export const staffRpcCommand = (dataDir: string, name: string, role = 'moderator') =>
  `cd ${process.cwd()} && DATA_DIR=${dataDir} ${process.execPath} --import tsx server/cli.ts rpc --as '${name}' --role ${role}`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const keygen = (file: string, comment: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', file]);

export async function startSshd(keys: StaffKey[]) {
  const dir = tempDir('jobportal-sshd-');
  const port = await freePort();
  const user = userInfo().username;
  keygen(join(dir, 'host_key'), 'test host');
  const authorized = keys.map(({ label, command }) => {
    keygen(join(dir, label), label);
    const key = readFileSync(join(dir, `${label}.pub`), 'utf8').trim();
    return command ? `command="${command.replace(/"/g, '\\"')}",restrict ${key}` : key;
  });
  writeFileSync(join(dir, 'authorized_keys'), `${authorized.join('\n')}\n`, { mode: 0o600 });
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      `AllowUsers ${user}`,
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
    ].join('\n'),
  );
  // The client knows this server's key, as it would after the first connection was verified.
  const hostKey = readFileSync(join(dir, 'host_key.pub'), 'utf8').trim().split(' ').slice(0, 2).join(' ');
  writeFileSync(join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${hostKey}\n`);
  writeFileSync(join(dir, 'unknown_hosts'), '');
  const clientConfig = (knownHosts: string) => {
    const file = join(dir, `ssh_config_${knownHosts}`);
    writeFileSync(file, `Host *\n  UserKnownHostsFile ${join(dir, knownHosts)}\n  GlobalKnownHostsFile /dev/null\n  LogLevel ERROR\n`);
    return file;
  };
  const knownConfig = clientConfig('known_hosts');
  const unknownConfig = clientConfig('unknown_hosts');

  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 }); // sshd's privilege separation folder
  let log = '';
  let sshd: ChildProcess | undefined;
  const start = async () => {
    sshd = spawn(SSHD_PATH, ['-D', '-e', '-f', join(dir, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
    sshd.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    await waitForPort(port, () => log);
  };
  const stop = async () => {
    const daemon = sshd;
    sshd = undefined;
    if (!daemon || daemon.exitCode !== null) return;
    await new Promise((resolve) => daemon.once('exit', resolve).kill());
  };
  await start();

  return {
    port,
    /** The server's sshd_config. */
    configFile: join(dir, 'sshd_config'),
    /** How a console reaches this server with the key `label`; `knownHost: false` as a computer that never saw it. */
    target: (label: string, { knownHost = true } = {}): SshTarget => ({
      destination: `${user}@127.0.0.1`,
      port,
      identityFile: join(dir, label),
      configFile: knownHost ? knownConfig : unknownConfig,
    }),
    log: () => log,
    /** The server goes away (sessions already open live on): new connections are refused until `start`. */
    stop,
    start,
    /** Kills the ssh clients connected to this server, as a dropped network would. */
    dropClients: () => {
      try {
        execFileSync('pkill', ['-KILL', '-f', `^ssh .*-p ${port} `]);
      } catch {
        // none was connected
      }
    },
    async close() {
      await stop();
      await sleep(50);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, log: () => string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
  }
  throw new Error(`sshd did not start on port ${port}: ${log()}`);
}

export type TestSshd = Awaited<ReturnType<typeof startSshd>>;
