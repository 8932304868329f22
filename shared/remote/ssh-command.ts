// How a console (or the staff CLI) reaches a hosted store: the system's OpenSSH client, so the
// user's ~/.ssh/config, agent and known_hosts all apply, never asking anything (BatchMode) and
// never accepting a host key it does not already know.
import { SshTargetSchema, type SshTarget } from '../ipc/connection-contract';

/** The arguments of `ssh` for `target`, then the remote words (a forced command ignores them). */
export function sshArguments(target: SshTarget, remote: string[] = []): string[] {
  const { destination, port, identityFile, configFile } = SshTargetSchema.parse(target);
  return [
    '-T', // no terminal: a byte stream of JSON lines
    '-e', 'none',
    ...(configFile ? ['-F', configFile] : []),
    // Command-line options win over any config file, so these cannot be weakened there.
    '-o', 'BatchMode=yes',
    '-o', 'StrictHostKeyChecking=yes',
    '-o', 'ConnectTimeout=15',
    '-o', 'ServerAliveInterval=10',
    '-o', 'ServerAliveCountMax=3',
    ...(port ? ['-p', String(port)] : []),
    ...(identityFile ? ['-i', identityFile, '-o', 'IdentitiesOnly=yes'] : []),
    '--',
    destination,
    ...remote,
  ];
}

export type SshFailureKind = 'unknown-host' | 'changed-host' | 'refused-key' | 'unreachable' | 'dropped' | 'server';

export interface SshFailure {
  kind: SshFailureKind;
  /** Retrying cannot help until a person does something (verify a key, send theirs to the operator). */
  fatal: boolean;
  message: string;
}

/** Reads why ssh ended from what it printed; `host` is the destination's host part, for the advice. */
export function sshFailure(stderr: string, target: Pick<SshTarget, 'destination' | 'port'>): SshFailure {
  const host = target.destination.replace(/^.*@/, '');
  const portArg = target.port ? ` -p ${target.port}` : '';
  if (/REMOTE HOST IDENTIFICATION HAS CHANGED/.test(stderr)) {
    return {
      kind: 'changed-host',
      fatal: true,
      message: `The server's host key is not the one this computer knows for ${host}. That can be an attack: do not connect until the operator confirms the server's key changed, then remove the old one with "ssh-keygen -R ${host}".`,
    };
  }
  if (/Host key verification failed|No \S+ host key is known|host key is not known/i.test(stderr)) {
    return {
      kind: 'unknown-host',
      fatal: true,
      message: `This computer does not know ${host}'s host key yet, so it refuses to connect. Ask the operator for the server's key fingerprint (on the server: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub), then run "ssh${portArg} ${target.destination}" once in a terminal, check that the fingerprint it shows is the same, and answer yes.`,
    };
  }
  if (/Permission denied/.test(stderr)) {
    return {
      kind: 'refused-key',
      fatal: true,
      message: `The server refused this computer's key for ${target.destination}. Send your public key line to the site's operator (the console can make one under "Make a key"), or choose the key file the operator added.`,
    };
  }
  if (/Could not resolve hostname|Connection refused|No route to host|Network is unreachable|Connection timed out|Operation timed out/i.test(stderr)) {
    return { kind: 'unreachable', fatal: false, message: `Cannot reach ${host}${portArg ? ` on port ${target.port}` : ''}: ${lastLine(stderr)}` };
  }
  if (stderr.trim()) return { kind: 'server', fatal: false, message: `The server ended the connection: ${lastLine(stderr)}` };
  return { kind: 'dropped', fatal: false, message: 'The connection to the server dropped.' };
}

const lastLine = (text: string) => text.trim().split('\n').pop()!.trim().slice(0, 300);
