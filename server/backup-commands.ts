// The staff CLI's `backup` and `restore`. Restore opens no store on DATA_DIR: on a machine being
// rebuilt DATA_DIR may not exist, and restoring must never create or touch it.
import { loadConfig } from '../shared/config';
import { backupDataDir } from '../shared/backup/one-off-backup';
import { parseReplicaTarget } from '../shared/backup/replica-target';
import { RestoreRefused, restoreDataDir, type RestoreReport } from '../shared/backup/restore';
import type { Store } from '../shared/store/store';

export const RESTORE_USAGE = 'Use: restore --from <replica> [--at <time>] <new DATA_DIR>   (time: 2026-11-26T09:30:00Z)';

/** `backup <folder>` (a DATA_DIR-shaped copy) or `backup <file>.db` (the database alone); errors are thrown. */
export async function backupCommand(store: Store, target: string): Promise<void> {
  const report = await backupDataDir(store, target);
  const size = `${(report.databaseBytes / 1_048_576).toFixed(1)} MB`;
  const took = `${(report.ms / 1000).toFixed(1)} s`;
  if (report.files) {
    console.log(`Backed up the database (${size}), ${report.files.resumes} resume(s) and ${report.files.mail} mail file(s) to ${target} in ${took}.`);
    console.log(`It is laid out like DATA_DIR: a server started with DATA_DIR=${target} runs on it.`);
  } else {
    console.log(`Backed up the database (${size}) to ${target} in ${took}.`);
    console.log('Resumes and mail files are not in it: give a folder instead of a .db file to include them.');
  }
}

/** An ISO 8601 time with its zone (Z or +05:30): a restore point must not depend on the machine's zone. */
export function parseRestoreTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

export async function restoreCommand(args: string[], flags: { from?: string; at?: string }): Promise<number> {
  const usage = (message: string) => {
    console.error(`${message}\n${RESTORE_USAGE}`);
    return 2;
  };
  if (!flags.from) return usage('restore needs --from <replica>: the REPLICA_URL the server replicated to.');
  if (args.length !== 1) return usage('restore needs exactly one new DATA_DIR to restore into.');
  const from = parseReplicaTarget(flags.from);
  if ('problem' in from) return usage(`--from ${from.problem}.`);
  const at = flags.at === undefined ? undefined : parseRestoreTime(flags.at);
  if (at === null) return usage('--at must be a time with its zone, like 2026-11-26T09:30:00Z.');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  try {
    const report = await restoreDataDir({ from, at, target: args[0]!, liveDataDir: config.dataDir, access: config.replicaAccess });
    printReport(report);
    return 0;
  } catch (error) {
    console.error(`Error: ${error instanceof RestoreRefused ? error.message : `the restore failed, nothing was put in place: ${(error as Error).message}`}`);
    return 1;
  }
}

function printReport(report: RestoreReport) {
  console.log(`Restored ${report.replica} into ${report.dataDir}`);
  console.log(`  generation:       ${report.generation}`);
  console.log(`  last transaction: ${report.lastTransactionAt.toISOString()} (every write shipped by then is in it)`);
  console.log(`  integrity check:  ok (schema version ${report.schemaVersion}, ${report.jobs} job(s))`);
  if (report.files) console.log(`  files:            ${report.files.resumes} resume(s), ${report.files.mail} mail file(s) copied back`);
  else console.log('  files:            not in this replica: copy resumes/ and mail/ back from where you keep them (see the README)');
  console.log(`Start the server with DATA_DIR=${report.dataDir}. Queued mail whose resume is missing is marked failed, not retried.`);
}
