// The staff CLI's `backup`.
import { backupDataDir } from '../shared/backup/one-off-backup';
import type { Store } from '../shared/store/store';

/** `backup <folder>` (a DATA_DIR-shaped copy) or `backup <file>.db` (the database alone); errors are thrown. */
export function backupCommand(store: Store, target: string): void {
  const report = backupDataDir(store, target);
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
