// `staff backup`: a copy of everything under DATA_DIR, taken while the site runs. The database is
// copied with VACUUM INTO: one read transaction on one snapshot, so writers never wait for it and
// it never starts over (SQLite's online backup API restarts whenever another connection writes,
// and on a busy store never finished).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../store/store';
import { mirrorFolder } from './file-mirror';

export interface BackupReport {
  database: string;
  databaseBytes: number;
  /** Files copied beside it (resumes and .eml copies); null when only the database was asked for. */
  files: { resumes: number; mail: number } | null;
  ms: number;
}

/** A backup target that must not be written: the message says why. */
export class BackupTargetError extends Error {}

/**
 * `target` ending in `.db`: the database alone, to that file. Otherwise a new folder laid out like
 * DATA_DIR (jobportal.db, resumes/, mail/), which the server can be started on as it is.
 */
export async function backupDataDir(store: Store, target: string): Promise<BackupReport> {
  const started = performance.now();
  if (target.endsWith('.db')) {
    const database = backupDatabase(store, target);
    return { database, databaseBytes: statSync(database).size, files: null, ms: performance.now() - started };
  }
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new BackupTargetError(`${target} already exists and is not an empty folder: give a new folder, so no earlier backup is overwritten.`);
  }
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chmodSync(target, 0o700);
  const database = backupDatabase(store, join(target, 'jobportal.db'));
  // After the database: a file that appeared meanwhile is a stray the sweep removes; one deleted
  // meanwhile was deleted on purpose.
  const resumes = (await mirrorFolder(store.paths.resumes, join(target, 'resumes'))).copied;
  const mail = (await mirrorFolder(store.paths.mail, join(target, 'mail'))).copied;
  return { database, databaseBytes: statSync(database).size, files: { resumes, mail }, ms: performance.now() - started };
}

/** VACUUM INTO a new owner-only file, renamed into place only when complete. */
export function backupDatabase(store: Store, file: string): string {
  if (existsSync(file)) throw new BackupTargetError(`${file} already exists: give a new file name, so no earlier backup is overwritten.`);
  const partial = `${file}.partial`;
  // VACUUM INTO accepts an empty file and keeps its mode: created 0600 first, it is never readable by others.
  rmSync(partial, { force: true });
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    store.db.prepare('VACUUM INTO ?').run(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}
