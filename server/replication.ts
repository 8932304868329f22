// Continuous backup while the server runs: Litestream as a supervised child process (restarted,
// and logged, whenever it stops on its own, so backups never stop silently), and the resume and
// mail folders copied to the same place when that place is a local path.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../shared/config';
import { mirrorFolder } from '../shared/backup/file-mirror';
import { litestreamBinary, writeLitestreamConfig } from '../shared/backup/litestream';
import { REPLICA_LAYOUT, describeReplicaTarget } from '../shared/backup/replica-target';
import { replicationLock } from '../shared/backup/replication-lock';
import { litestreamConfigFile } from '../shared/backup/replication-status';
import type { Store } from '../shared/store/store';

export const REPLICATION = {
  /** The first restart after a crash comes after this; each quick crash doubles it, up to the cap. */
  restartAfterMs: 1_000,
  restartCapMs: 60_000,
  /** A run this long counts as healthy: the next crash restarts it quickly again. */
  healthyAfterMs: 60_000,
  /** How often new resume and .eml files are copied to a local replica. */
  fileMirrorEveryMs: 30_000,
  /** On stop, Litestream gets this long to ship what is left before it is killed. */
  stopGraceMs: 15_000,
  /** How often a server process that does not run Litestream checks whether the one that did has ended. */
  takeOverEveryMs: 5_000,
};

export interface Replication {
  /** Litestream's process id while this process runs it (tests kill it to see it come back). */
  pid(): number | undefined;
  /** Whether this process runs Litestream: one per DATA_DIR does, the others stand by. */
  leads(): boolean;
  /** How many times it was started, the first included. */
  starts(): number;
  /** Copies the file folders now (local replicas only); also runs on a timer. */
  mirrorFiles(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts replication when REPLICA_URL is set; returns null when it is off. */
export function startReplication(config: Config, store: Store, log: FastifyBaseLogger): Replication | null {
  const settings = config.replica;
  if (!settings) return null;
  const binary = litestreamBinary();
  const configFile = writeLitestreamConfig(litestreamConfigFile(config), store.paths.database, settings);
  const where = describeReplicaTarget(settings.target);
  let child: ChildProcess | undefined;
  let stopping = false;
  let starts = 0;
  let delay = REPLICATION.restartAfterMs;
  let restartTimer: NodeJS.Timeout | undefined;
  const lock = replicationLock(config.dataDir);

  function launch() {
    starts++;
    const startedAt = Date.now();
    // `-exec tail --pid`: Litestream runs a child that ends when this server ends, however it ends,
    // and then ships what is left and exits; without it a killed server would leave it running, and
    // the next start would add a second Litestream writing to the same replica. Its own process
    // group lets a restart end that child too.
    const proc = spawn(binary, ['replicate', '-no-expand-env', '-config', configFile, '-exec', `tail -f --pid=${process.pid} /dev/null`], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    const recent: string[] = [];
    createInterface({ input: proc.stderr! }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 5) recent.shift();
      relay(log, line);
    });
    proc.on('error', (error) => log.error({ err: error }, 'Litestream could not be started; backups are not running'));
    proc.on('exit', (code, signal) => {
      child = undefined;
      killGroup(proc, 'SIGKILL'); // the tail child, if Litestream died without ending it
      if (stopping) return;
      if (Date.now() - startedAt > REPLICATION.healthyAfterMs) delay = REPLICATION.restartAfterMs;
      log.error({ litestream: { code, signal, lastLines: recent } }, `Litestream stopped (${signal ?? `exit code ${code}`}); backups resume when it restarts in ${delay / 1000} s`);
      restartTimer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, REPLICATION.restartCapMs);
    });
  }

  let mirroring: Promise<void> | undefined;
  /** One pass at a time; a pass still running when the next is due is the one waited for. */
  const mirrorFiles = (): Promise<void> => {
    if (settings.target.kind !== 'file' || starts === 0) return Promise.resolve(); // the process running Litestream copies
    const { root } = settings.target;
    mirroring ??= (async () => {
      try {
        const resumes = await mirrorFolder(store.paths.resumes, join(root, REPLICA_LAYOUT.resumes));
        const mail = await mirrorFolder(store.paths.mail, join(root, REPLICA_LAYOUT.mail));
        if (resumes.copied + resumes.deleted + mail.copied + mail.deleted > 0) log.debug({ resumes, mail }, 'copied the file folders to the replica');
      } catch (error) {
        log.error({ err: error }, 'copying resumes and mail to the replica failed; it is tried again later');
      } finally {
        mirroring = undefined;
      }
    })();
    return mirroring;
  };
  const mirrorTimer = setInterval(() => void mirrorFiles(), REPLICATION.fileMirrorEveryMs);
  mirrorTimer.unref();

  const lead = () => {
    launch();
    void mirrorFiles();
    log.info(`Replicating the database to ${where} with Litestream (it checkpoints the WAL; the server does not)`);
  };
  let standByTimer: NodeJS.Timeout | undefined;
  if (lock.take()) lead();
  else {
    log.info('Another server process on this DATA_DIR runs Litestream; this one takes over if that one ends');
    standByTimer = setInterval(() => {
      if (!lock.take()) return;
      clearInterval(standByTimer);
      lead();
    }, REPLICATION.takeOverEveryMs);
    standByTimer.unref();
  }
  if (settings.target.kind !== 'file') {
    log.warn(`Resumes and mail files are not copied to ${settings.target.kind} replicas by the server: copy DATA_DIR/resumes and DATA_DIR/mail there yourself (see the README)`);
  }

  return {
    pid: () => child?.pid,
    leads: () => starts > 0,
    starts: () => starts,
    mirrorFiles,
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(mirrorTimer);
      clearInterval(standByTimer);
      clearTimeout(restartTimer);
      await mirrorFiles();
      const proc = child;
      if (proc && proc.exitCode === null) {
        const exited = new Promise<void>((done) => proc.once('exit', () => done()));
        proc.kill('SIGTERM'); // Litestream ships what is left, then exits
        const killer = setTimeout(() => killGroup(proc, 'SIGKILL'), REPLICATION.stopGraceMs);
        await exited;
        clearTimeout(killer);
      }
      lock.release(); // only now may another process start its own
    },
  };
}

function killGroup(proc: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (proc.pid) process.kill(-proc.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** A new generation starts the replica's history afresh (a full snapshot): worth a line in the log. */
const NOTABLE = new Set(['sync: new generation']);

/** Litestream's JSON log lines, relayed at their level; routine ones at debug. */
function relay(log: FastifyBaseLogger, line: string) {
  let entry: { level?: string; msg?: string; [key: string]: unknown };
  try {
    entry = JSON.parse(line);
  } catch {
    log.warn({ litestream: line }, 'Litestream said');
    return;
  }
  const { level = 'INFO', msg = '', time: _time, ...fields } = entry;
  const message = `Litestream: ${msg}`;
  if (level === 'ERROR') log.error({ litestream: fields }, message);
  else if (level === 'WARN') log.warn({ litestream: fields }, message);
  else if (NOTABLE.has(msg)) log.info({ litestream: fields }, message);
  else log.debug({ litestream: fields }, message);
}
