// The staff CLI's two remote sides. On the server, `staff rpc` is the forced command of each
// moderator's SSH key: it serves the console's protocol, or runs the CLI command the client named
// (SSH_ORIGINAL_COMMAND, as gitolite does) under the key's name and role. On a laptop,
// `staff --ssh user@host <command>` asks that forced command to run <command> there.
import { spawn } from 'node:child_process';
import type { ChannelName } from '../shared/ipc/channels';
import { consoleContext } from '../shared/ipc/handlers';
import { mayCall, STAFF_ROLES, type StaffRole } from '../shared/ipc/roles';
import { fixedModeratorProfile } from '../shared/services/moderator-profile';
import { serveStaffRpc } from '../shared/remote/rpc-server';
import { SshTargetSchema } from '../shared/ipc/connection-contract';
import { sshArguments } from '../shared/remote/ssh-command';
import { quoteWords, splitWords } from '../shared/remote/shell-words';
import type { Runtime } from '../shared/runtime';
import { ModeratorNameSchema } from '../shared/domain';

export interface StaffIdentity {
  name: string;
  role: StaffRole;
}

export class RemoteUsageError extends Error {}

/** The identity a forced command gives its key: --as is required there, --role defaults to moderator. */
export function identityOf(as: string | undefined, role: string | undefined): StaffIdentity {
  if (!as) throw new RemoteUsageError('rpc needs --as "<moderator name>": decisions are recorded under it.');
  const name = ModeratorNameSchema.safeParse(as);
  if (!name.success) throw new RemoteUsageError(`--as: ${name.error.issues[0]?.message ?? 'not a valid name'}.`);
  const checkedRole = role ?? 'moderator';
  if (!(STAFF_ROLES as readonly string[]).includes(checkedRole)) throw new RemoteUsageError(`--role must be one of: ${STAFF_ROLES.join(', ')}.`);
  return { name: name.data, role: checkedRole as StaffRole };
}

/** Serves the console's calls on standard input and output until the client hangs up. */
export async function serveRpc(runtime: Runtime, identity: StaffIdentity) {
  const ctx = consoleContext(runtime.services, fixedModeratorProfile(identity.name), identity.role);
  await serveStaffRpc(ctx, {
    input: process.stdin,
    output: process.stdout,
    log: (message, error) => console.error(message, error),
  });
}

/**
 * The CLI commands a remote key may run, each under the console channel whose role rule it
 * follows. Operator commands (seed, backup, restore, sweep, settings set, ...) are for a shell on
 * the server, not for a moderator's key.
 */
const REMOTE_COMMANDS: Record<string, ChannelName> = {
  pending: 'findPostings',
  show: 'postingDetail',
  changes: 'findPostings',
  'approve-changes': 'approveChanges',
  'reject-changes': 'rejectChanges',
  approve: 'approvePosting',
  reject: 'rejectPosting',
  expire: 'expirePosting',
  reports: 'findPostings',
  'take-down': 'takeDownReported',
  reviews: 'pendingReviews',
  'approve-review': 'approveReview',
  'reject-review': 'rejectReview',
  messages: 'recentMessages',
  mail: 'mailStatus',
};

/** The words of the command a client asked its forced command for, or null for the console protocol. */
export function requestedCommand(original: string | undefined): string[] | null {
  if (!original?.trim()) return null;
  const words = splitWords(original);
  if (words === null) throw new RemoteUsageError('The command has a quote left open.');
  if (words[0] === 'staff') words.shift(); // "ssh host staff pending" reads naturally
  return words.length === 0 || (words.length === 1 && words[0] === 'rpc') ? null : words;
}

/** Refuses what this key may not run; `help` and `settings` without arguments are always allowed. */
export function checkRemoteCommand(words: string[], identity: StaffIdentity): void {
  const [name, ...rest] = words;
  if (name === 'help' || name === '--help' || (name === 'settings' && rest.length === 0)) return;
  const channel = name ? REMOTE_COMMANDS[name] : undefined;
  if (!channel) {
    throw new RemoteUsageError(
      `"${name ?? ''}" cannot be run over SSH. A moderator's key runs: ${Object.keys(REMOTE_COMMANDS).join(', ')}, settings, help. Other commands are for a shell on the server.`,
    );
  }
  if (!mayCall(identity.role, channel)) throw new RemoteUsageError(`As ${identity.role === 'analyst' ? 'an analyst' : identity.role}, "${name}" is not allowed: an analyst's key reads the dashboard and analytics in the console.`);
  if (words.some((word) => word === '--ssh' || word.startsWith('--ssh='))) throw new RemoteUsageError('--ssh cannot be used from a remote command.');
}

/** Runs `words` on the server through ssh; the exit code and both outputs are the remote command's. */
export function runOverSsh(target: { destination: string; port?: string; identityFile?: string; configFile?: string }, words: string[]): Promise<number> {
  const parsed = SshTargetSchema.safeParse({ ...target, port: target.port ? Number(target.port) : undefined });
  if (!parsed.success) throw new RemoteUsageError(`--ssh: ${parsed.error.issues[0]?.message}`);
  const ssh = spawn(process.env.SSH_PATH || 'ssh', sshArguments(parsed.data, ['staff', quoteWords(words)]), { stdio: 'inherit' });
  return new Promise((resolve) => {
    ssh.on('error', (error) => {
      console.error(`Cannot run ssh: ${error.message}`);
      resolve(1);
    });
    ssh.on('close', (code) => resolve(code ?? 1));
  });
}
