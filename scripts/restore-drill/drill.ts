// The restore drill: a server under steady writes replicating to a local path; the server and
// Litestream killed at once; DATA_DIR deleted; the replica restored into a new DATA_DIR with
// `staff restore`; a server started on it. It measures how much was lost (RPO) and how long it
// took to serve again (RTO), and lists every acknowledged write that did not come back.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { runStaff, startServerProcess } from './processes';

/** What the README promises: a write acknowledged this long before a crash is in the replica. */
export const DOCUMENTED_LAG_MS = 5_000;

export interface DrillOptions {
  /** A DATA_DIR to run on (seeded or empty); deleted by the drill, as a disaster would. */
  dataDir: string;
  /** Where the replica goes (a local path); a new folder. */
  replicaDir: string;
  /** Where the store is restored to; a new folder. */
  restoreDir: string;
  writeForMs: number;
  writesPerSecond: number;
  /** When set, `staff backup` to this new folder runs while the writes go on, and is timed. */
  backupDir?: string;
  log?: (line: string) => void;
}

export interface DrillReport {
  acknowledged: number;
  /** Acknowledged writes missing after the restore, and how long before the kill each was acknowledged. */
  lost: { title: string; msBeforeKill: number }[];
  /** The data loss window: how long before the kill the oldest lost write was acknowledged (0: none lost). */
  rpoMs: number;
  restoreMs: number;
  startMs: number;
  /** From the kill to the restored server answering /healthz (the operator's reaction time excluded). */
  rtoMs: number;
  restoreOutput: string;
  jobsRestored: number;
  /** How long `staff backup` took beside the writes, and the writes acknowledged meanwhile. */
  backup?: { ms: number; writesMeanwhile: number; output: string };
}

export async function runRestoreDrill(options: DrillOptions): Promise<DrillReport> {
  const { dataDir, replicaDir, restoreDir, log = () => {} } = options;
  const server = await startServerProcess({ DATA_DIR: dataDir, REPLICA_URL: `file://${replicaDir}` });
  let restored: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await waitForSnapshot(replicaDir);
    log(`replicating to ${replicaDir}; writing for ${options.writeForMs / 1000} s`);
    const writing = writeSteadily(server.url, options.writeForMs, options.writesPerSecond);
    const backup = options.backupDir ? timedBackup(dataDir, options.backupDir, writing.acks) : undefined;
    const acks = await writing.done;
    const backupReport = await backup;
    const killedAt = Date.now();
    server.killEverything();
    rmSync(dataDir, { recursive: true, force: true }); // nothing of the old machine is left
    log(`killed the server and Litestream after ${acks.size} acknowledged writes; restoring`);

    const restoreStarted = Date.now();
    const result = await runStaff(dataDir, ['restore', '--from', replicaDir, restoreDir]);
    if (result.code !== 0) throw new Error(`staff restore failed (${result.code}): ${result.stderr}`);
    const restoreMs = Date.now() - restoreStarted;
    const startStarted = Date.now();
    restored = await startServerProcess({ DATA_DIR: restoreDir });
    const health = await fetch(`${restored.url}/healthz`);
    if (!health.ok) throw new Error(`the restored server answers /healthz with ${health.status}`);
    const servingAt = Date.now();

    const db = new Database(join(restoreDir, 'jobportal.db'), { readonly: true });
    const present = new Set((db.prepare(`SELECT job_title FROM jobs WHERE job_title LIKE 'Drill posting %'`).pluck().all() as string[]));
    const jobsRestored = (db.prepare('SELECT count(*) FROM jobs').pluck().get() as number);
    db.close();
    const lost = [...acks].filter(([title]) => !present.has(title)).map(([title, at]) => ({ title, msBeforeKill: killedAt - at }));
    return {
      acknowledged: acks.size,
      lost,
      rpoMs: Math.max(0, ...lost.map((l) => l.msBeforeKill)),
      restoreMs,
      startMs: servingAt - startStarted,
      rtoMs: servingAt - killedAt,
      restoreOutput: result.stdout,
      jobsRestored,
      backup: backupReport,
    };
  } finally {
    server.killEverything();
    await restored?.stop();
  }
}

/** Litestream's first snapshot is in the replica: from here on every write is shipped. */
async function waitForSnapshot(replicaDir: string, timeoutMs = 300_000) {
  const generations = join(replicaDir, 'db', 'generations');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = existsSync(generations) && readdirSync(generations).some((g) => existsSync(join(generations, g, 'snapshots')) && readdirSync(join(generations, g, 'snapshots')).some((f) => f.endsWith('.lz4')));
    if (found) return;
    await sleep(100);
  }
  throw new Error(`no snapshot reached ${replicaDir} in ${timeoutMs} ms`);
}

/** `staff backup` while the writes go on: how long it took, and how many writes it saw acknowledged. */
async function timedBackup(dataDir: string, backupDir: string, acks: Map<string, number>) {
  const started = Date.now();
  const before = acks.size;
  const result = await runStaff(dataDir, ['backup', backupDir]);
  if (result.code !== 0) throw new Error(`staff backup failed (${result.code}): ${result.stderr}`);
  return { ms: Date.now() - started, writesMeanwhile: acks.size - before, output: result.stdout };
}

/** Posts jobs one after another at about the rate asked; `acks` holds each acknowledged title and when. */
function writeSteadily(url: string, forMs: number, perSecond: number) {
  const acks = new Map<string, number>();
  return { acks, done: writeInto(acks, url, forMs, perSecond) };
}

async function writeInto(acks: Map<string, number>, url: string, forMs: number, perSecond: number): Promise<Map<string, number>> {
  const until = Date.now() + forMs;
  for (let n = 1; Date.now() < until; n++) {
    const started = Date.now();
    const title = `Drill posting ${n}`;
    const form = new FormData();
    for (const [key, value] of Object.entries(postingFields(title, n))) form.append(key, value);
    const answer = await fetch(`${url}/api/job/addJob`, { method: 'POST', body: form });
    const body = (await answer.json()) as { status: boolean; message?: string };
    if (!body.status) throw new Error(`write ${n} was refused: ${body.message}`);
    acks.set(title, Date.now());
    await sleep(Math.max(0, 1000 / perSecond - (Date.now() - started)));
  }
  return acks;
}

function postingFields(title: string, n: number): Record<string, string> {
  return {
    job_title: title,
    category: String(1 + (n % 9)),
    location: 'Rajkot, Gujarat',
    job_type: 'Full-time',
    salary: '₹12,00,000 a year',
    experience: '3 Year +',
    company_name: 'Drill Company',
    company_email: `hiring${n}@drill.example`,
    company_website: 'https://drill.example',
    description: 'A posting written by the restore drill.\nIt must survive the crash.',
    requirements: 'Patience',
    benefits: 'None',
  };
}

/** A new, empty folder for one of the drill's directories. */
export function freshDir(path: string): string {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true, mode: 0o700 });
  return path;
}
