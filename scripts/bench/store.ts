// Builds the benchmark's store the way staff would: `staff seed --demo --count N` on a fresh
// DATA_DIR while the real server runs on it. Watched from outside: a probe process keeps trying
// to take the write lock (the longest wait is the longest stretch the seeder shut writers out),
// and /healthz is polled to see what a visitor would have felt.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { send } from './http';
import { percentiles, type Percentiles } from './stats';
import { exited, forkModule, pinned, staffCommand, start, stderrOf } from './processes';
import { startRealServer } from './servers';

export interface SeedReport {
  jobs: number;
  seedMs: number;
  dbMb: number;
  /** The write lock seen from another process: how long it waited to take it. */
  lock: { probes: number; longestMs: number; p99Ms: number };
  /** The write lock as the seed held it, by its own timing (what it prints). */
  held: { transactions: number; longestMs: number };
  health: Percentiles & { failures: number };
}

/** The seed's own account of the write lock, from the line the staff CLI prints. */
export function lockHeld(printed: string): SeedReport['held'] {
  const line = /Write lock: (\d+) transaction\(s\), the longest held it ([\d.]+) ms/.exec(printed);
  if (!line) throw new Error(`The seed did not say how it held the write lock. It printed: ${printed.slice(-500)}`);
  return { transactions: Number(line[1]), longestMs: Number(line[2]) };
}

export const databaseFile = (dataDir: string) => join(dataDir, 'jobportal.db');

export async function buildStore(dataDir: string, jobs: number): Promise<SeedReport> {
  mkdirSync(dataDir, { recursive: true });
  const server = await startRealServer(dataDir, { kind: 'healthz' });
  const probe = forkModule('lock-probe.ts', [databaseFile(dataDir)]);
  try {
    await new Promise<void>((done, fail) => {
      probe.once('message', () => done());
      probe.once('exit', (code) => fail(new Error(`The lock probe exited (${code}) while starting`)));
    });
    const health: number[] = [];
    let failures = 0;
    let seeding = true;
    const polling = (async () => {
      while (seeding && !server.exitReason()) {
        try {
          const answer = await send(server.agent, server.url, 'GET', '/healthz');
          if (answer.status === 200) health.push(answer.ms);
          else failures++;
        } catch {
          failures++;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const started = performance.now();
    // The seeder may use both cores, as the CLI would beside a running server.
    const seed = start(pinned('any', staffCommand('seed', '--demo', '--count', String(jobs))), { ...process.env, DATA_DIR: dataDir }, { stdout: 'pipe' });
    let printed = '';
    seed.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await exited(seed, 'staff seed --demo', stderrOf(seed));
    const seedMs = performance.now() - started;

    seeding = false;
    await polling;
    const died = server.exitReason();
    if (died) throw new Error(`The server died while the seed ran. ${died}`);
    const lock = await new Promise<SeedReport['lock']>((done) => {
      probe.once('message', (message) => done(message as SeedReport['lock']));
      probe.send('stop');
    });
    return { jobs, seedMs, dbMb: statSync(databaseFile(dataDir)).size / 1_048_576, lock, held: lockHeld(printed), health: { ...percentiles(health), failures } };
  } finally {
    if (probe.exitCode === null) probe.kill('SIGKILL');
    await server.close();
  }
}
