// `staff restore`: a replica (or a point in time of it) into a new DATA_DIR, never over the live
// one. The database is restored by Litestream under a temporary name, checked, switched out of WAL
// mode (so no -wal or -shm file exists beside it: a stale WAL replayed onto a restored file is how
// copying a backup into place corrupted stores), and only then named jobportal.db.
import { closeSync, existsSync, mkdirSync, openSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { storePaths } from '../store/store';
import { mirrorFolder } from './file-mirror';
import type { Config } from '../config';
import { listGenerations, litestream, writeLitestreamConfig, type Generation } from './litestream';
import { REPLICA_LAYOUT, databaseReplicaUrl, describeReplicaTarget, type ReplicaTarget } from './replica-target';

export interface RestoreRequest {
  from: ReplicaTarget;
  /** Restore the state at this moment (the last transaction shipped at or before it); latest when unset. */
  at?: Date;
  target: string;
  /** The DATA_DIR programs run on: never restored into. */
  liveDataDir: string;
  /** How to reach an sftp or S3 replica (a key, an endpoint). */
  access?: Config['replicaAccess'];
}

export interface RestoreReport {
  dataDir: string;
  replica: string;
  generation: string;
  /** When the last WAL segment restored was shipped: the restored store holds every write before it. */
  lastTransactionAt: Date;
  schemaVersion: number;
  jobs: number;
  /** Resume and .eml files copied back; null when the replica is remote (the operator copies them). */
  files: { resumes: number; mail: number } | null;
}

/** A request that cannot be carried out as asked: the message says why and what to do. */
export class RestoreRefused extends Error {}

/** Replication's own settings do not matter to a restore; these fill the configuration Litestream reads. */
const UNUSED = { syncInterval: '1s', retention: '24h', snapshotInterval: '6h' };

export async function restoreDataDir(request: RestoreRequest): Promise<RestoreReport> {
  const target = resolve(request.target);
  refuseUnsafeTarget(target, request.liveDataDir);
  const { from } = request;
  if (from.kind === 'file' && !existsSync(databaseReplicaUrl(from))) {
    throw new RestoreRefused(`${from.root} holds no database replica (no ${REPLICA_LAYOUT.database}/ folder): is it the REPLICA_URL the server replicated to?`);
  }
  const paths = storePaths(target);
  const work = mkdtempSync(join(tmpdir(), 'jobportal-restore-'));
  const createdTarget = !existsSync(target);
  try {
    // Litestream's commands name the database by a path in its configuration and look at that
    // file: an empty stand-in in the work folder, never a real store.
    const standIn = join(work, 'jobportal.db');
    closeSync(openSync(standIn, 'w', 0o600));
    const config = writeLitestreamConfig(join(work, 'litestream.yml'), standIn, { ...UNUSED, sftpKeyPath: undefined, s3Endpoint: undefined, s3Region: undefined, ...request.access, target: from });
    const generation = chooseGeneration(await listGenerations(config, standIn), request.at, from);
    const lastTransactionAt = await lastSegmentTime(config, standIn, generation, request.at);
    // Litestream writes beside its output (a .tmp file and that file's -wal and -shm): a folder of
    // its own inside the target, removed once the checked file is moved out of it.
    const scratch = join(target, '.restoring');
    mkdirSync(scratch, { recursive: true, mode: 0o700 });
    const restoring = join(scratch, 'jobportal.db');
    const args = ['restore', '-config', config, '-generation', generation.generation, '-o', restoring];
    // Past the generation's last segment the latest state is the state at that time; Litestream
    // itself only accepts times within a generation.
    if (request.at && request.at < generation.end) args.push('-timestamp', request.at.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    await litestream([...args, standIn]);
    const checked = checkRestoredFile(restoring);
    refuseJournalFiles(restoring);
    renameSync(restoring, paths.database);
    rmSync(scratch, { recursive: true, force: true });
    for (const dir of [paths.resumes, paths.mail]) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const files =
      from.kind === 'file'
        ? {
            resumes: (await mirrorFolder(join(from.root, REPLICA_LAYOUT.resumes), paths.resumes)).copied,
            mail: (await mirrorFolder(join(from.root, REPLICA_LAYOUT.mail), paths.mail)).copied,
          }
        : null;
    return { dataDir: target, replica: describeReplicaTarget(from), generation: generation.generation, lastTransactionAt, ...checked, files };
  } catch (error) {
    // Nothing half-restored is left to be started on by mistake.
    if (createdTarget) rmSync(target, { recursive: true, force: true });
    else for (const name of existsSync(target) ? readdirSync(target) : []) rmSync(join(target, name), { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function refuseUnsafeTarget(target: string, liveDataDir: string): void {
  const real = (path: string) => {
    // A path that does not exist yet is compared through its nearest existing parent.
    let base = resolve(path);
    const rest: string[] = [];
    while (!existsSync(base) && dirname(base) !== base) {
      rest.unshift(base.slice(dirname(base).length + 1));
      base = dirname(base);
    }
    return join(realpathSync(base), ...rest);
  };
  if (real(target) === real(liveDataDir)) {
    throw new RestoreRefused(`${target} is the DATA_DIR programs run on. Restore into a new folder, then start the server there (see the README).`);
  }
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new RestoreRefused(`${target} is not empty. Restore into a new or empty folder, so nothing there is mixed with the restored store.`);
  }
}

/** The generation Litestream restores: the one holding `at` (or the latest) that reaches furthest. */
function chooseGeneration(generations: Generation[], at: Date | undefined, from: ReplicaTarget): Generation {
  if (generations.length === 0) throw new RestoreRefused(`${describeReplicaTarget(from)} holds no backup of the database yet.`);
  const holding = at ? generations.filter((g) => g.start.getTime() <= at.getTime()) : generations;
  const chosen = holding.at(-1);
  if (!chosen) {
    const oldest = generations.reduce((a, b) => (a.start < b.start ? a : b)).start;
    throw new RestoreRefused(`The replica's oldest backup is from ${oldest.toISOString()}; nothing earlier can be restored (REPLICA_RETENTION keeps that long).`);
  }
  return chosen;
}

/** When the last WAL segment to be restored was shipped (`litestream wal`, to the second). */
async function lastSegmentTime(config: string, database: string, generation: Generation, at: Date | undefined): Promise<Date> {
  const table = await litestream(['wal', '-config', config, '-generation', generation.generation, database]);
  const times = table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => new Date(line.trim().split(/\s+/)[5] ?? ''))
    .filter((t) => !Number.isNaN(t.getTime()) && (!at || t.getTime() <= at.getTime()));
  // No segment (only a snapshot): the state is the generation's start.
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : generation.start;
}

/** integrity_check on the restored file, then out of WAL mode, so it stands alone as one file. */
function checkRestoredFile(file: string): { schemaVersion: number; jobs: number } {
  const db = new Database(file);
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      throw new Error(`the restored database fails its integrity check: ${problems.slice(0, 5).map((p) => p.integrity_check).join('; ')}`);
    }
    db.pragma('journal_mode = DELETE');
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    const hasJobs = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'jobs'`).get();
    const jobs = hasJobs ? (db.prepare(`SELECT count(*) AS n FROM jobs`).get() as { n: number }).n : 0;
    return { schemaVersion, jobs };
  } finally {
    db.close();
  }
}

/** Out of WAL mode and closed, the file has no -wal or -shm beside it; one there would be replayed onto it. */
function refuseJournalFiles(file: string): void {
  const left = [`${file}-wal`, `${file}-shm`].filter((path) => existsSync(path));
  if (left.length) throw new Error(`the restored database still has ${left.join(' and ')} beside it; nothing was put in place`);
}
