// The console's own SSH key, for a moderator who has none: made once with ssh-keygen (ed25519, in
// the console's data folder, owner-only), and the one line the operator adds on the server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppError } from '../domain';

/** The authorized_keys line an operator installs for `name` (they set the folder and the role). */
export const forcedCommandLine = (publicKey: string, name: string) =>
  `command="cd /srv/jobportal && npm run -s staff -- rpc --as '${name.replace(/['"\\]/g, '')}' --role moderator",restrict ${publicKey}`;

export function consoleKey(keyFile: string, name: string) {
  let created = false;
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
    try {
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `job portal console (${name})`, '-f', keyFile], { stdio: 'pipe' });
    } catch (error) {
      throw new AppError('unavailable', `Could not make a key with ssh-keygen: ${(error as Error).message}. Install OpenSSH's client.`);
    }
    created = true;
  }
  const publicKey = readFileSync(`${keyFile}.pub`, 'utf8').trim();
  return { keyFile, publicKey, authorizedKeysLine: forcedCommandLine(publicKey, name), created };
}
