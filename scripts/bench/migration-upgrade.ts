// An upgrade watched from outside: a store as an older release left it (old-store.ts), the real
// server of this release started on it, which migrates it at open and finishes the rest in slices
// while it serves. Meanwhile a probe process keeps taking the write lock (its longest wait is the
// longest any writer was shut out), and a client keeps searching and posting jobs through the API
// (the worst answer time is what a visitor felt). Used by `npm run bench:migration` and, smaller, a test.
import { fork, spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { validJob } from '../../tests/helpers/fixtures';
import { MULTIPART_TYPE, newAgent, searchOnce, send, type Answer } from './http';
import { freePort, ROOT, stop } from './processes';
import { MIGRATIONS } from '../../shared/store/migrations';
import { buildOldStore } from './old-store';
import { percentiles, type Percentiles } from './stats';

export interface UpgradeReport {
  jobs: number;
  fromVersion: number;
  buildMs: number;
  /** From starting the server to the end of the sliced work. */
  upgradeMs: number;
  /** Each migration applied at open: how, and how long its transaction ran (commit excluded). */
  migrations: { version: number; name: string; how: string; held_ms: number }[];
  /** The sliced work as the server held the lock, by its own timing (from its log). */
  held: { transactions: number; longestMs: number; rebuildMs: number; dropRetiredMs: number; recountMs: number; longestStepMs: Record<string, number> } | null;
  /** The write lock seen from another process, from before the server opened the file to the end. */
  lock: { probes: number; longestMs: number; p99Ms: number };
  reads: Percentiles & { failures: number };
  writes: Percentiles & { failures: number };
}

const SEARCH_WORDS = ['team', 'developer', 'sales', 'java', 'nurse', 'manager', 'pune', 'data', 'senior', 'design'];

/** A form as the portal sends it, in the bench's multipart framing. */
function multipart(fields: Record<string, string>): Buffer {
  const boundary = MULTIPART_TYPE.split('boundary=')[1]!;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

/** The sliced work left in the file, read without migrating it. */
function workLeft(file: string): boolean {
  const db = new Database(file, { readonly: true });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    const left = db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'search_index_rebuild' OR name LIKE 'jobs_fts_retired%')
           OR EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'search_term_docs_state')
              AND (SELECT recounted_through IS NOT NULL FROM search_term_docs_state)`,
      )
      .pluck()
      .get();
    return version < MIGRATIONS.length || left === 1;
  } finally {
    db.close();
  }
}

export async function measureUpgrade(dataDir: string, { jobs, fromVersion }: { jobs: number; fromVersion: number }): Promise<UpgradeReport> {
  const file = join(dataDir, 'jobportal.db');
  const built = performance.now();
  buildOldStore(dataDir, { version: fromVersion, jobs });
  const buildMs = performance.now() - built;

  // With tsx named, so it also starts from a test runner that loads TypeScript its own way.
  const probe = fork(join(import.meta.dirname, 'lock-probe.ts'), [file, '--without-migrating'], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((done, fail) => {
    probe.once('message', () => done());
    probe.once('exit', (code) => fail(new Error(`The lock probe exited (${code}) while starting`)));
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'info', PORTAL_DIR: join(dataDir, 'no-portal') };
  delete env.SMTP_URL;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const agent = newAgent();
  const reads: number[] = [];
  const writes: number[] = [];
  let readFailures = 0;
  let writeFailures = 0;
  try {
    // Until it listens (the migrations at open), connections are refused: not counted as answers.
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited while starting: ${log.slice(-2_000)}`);
      const answer = await send(agent, url, 'GET', '/healthz').catch(() => null);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let n = 0;
    let upgrading = true;
    const timed = (answer: Answer | null, into: number[]) => (answer && answer.status === 200 ? (into.push(answer.ms), true) : false);
    const client = (async () => {
      while (upgrading) {
        const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
        if (!timed(await searchOnce(agent, url, { page: 1 + (n % 3), jobTitle: word, location: '', category: null }).catch(() => null), reads)) readFailures++;
        if (n % 5 === 0) {
          const body = multipart(validJob({ job_title: `Upgrade Watcher ${n}`, company_email: `hiring${n}@watch.example` }));
          const answer = await send(agent, url, 'POST', '/api/job/addJob', body).catch(() => null);
          if (!timed(answer, writes)) writeFailures++;
        }
        n++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    while (workLeft(file)) {
      if (server.exitCode !== null) throw new Error(`The server exited during the upgrade: ${log.slice(-2_000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const upgradeMs = performance.now() - started;
    upgrading = false;
    await client;
    const lock = await new Promise<UpgradeReport['lock']>((done) => {
      probe.once('message', (message) => done(message as UpgradeReport['lock']));
      probe.send('stop');
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the log line of the end
    const finished = /"transactions":(\d+),"longestLockMs":(\d+),"rebuildMs":(\d+),"dropRetiredMs":(\d+),"recountMs":(\d+),"longestStepMs":(\{[^}]*\})/.exec(log);
    const db = new Database(file, { readonly: true });
    const migrations = db.prepare(`SELECT version, name, how, held_ms FROM schema_migrations WHERE version > ? ORDER BY version`).all(fromVersion) as UpgradeReport['migrations'];
    db.close();
    return {
      jobs,
      fromVersion,
      buildMs,
      upgradeMs,
      migrations,
      held: finished && {
        transactions: Number(finished[1]),
        longestMs: Number(finished[2]),
        rebuildMs: Number(finished[3]),
        dropRetiredMs: Number(finished[4]),
        recountMs: Number(finished[5]),
        longestStepMs: JSON.parse(finished[6]!) as Record<string, number>,
      },
      lock,
      reads: { ...percentiles(reads), failures: readFailures },
      writes: { ...percentiles(writes), failures: writeFailures },
    };
  } finally {
    agent.destroy();
    if (probe.exitCode === null) probe.kill('SIGKILL');
    await stop(server);
  }
}
