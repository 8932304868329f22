// Child processes of the benchmark: how the server and the baseline start, CPU pinning, and a
// registry that kills every child and removes the temporary folder however the run ends.
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * How to start the real server, as argv (cwd is the repository root): the compiled JavaScript that
 * `npm start` runs (the bench builds it first).
 */
export function serverCommand(): string[] {
  return [process.execPath, 'dist/server/main.js'];
}

/** The bare-Fastify baseline, started the same way: same Node, same flags (it is plain JavaScript), same core. */
export function baselineCommand(): string[] {
  const [node, ...flags] = serverCommand();
  return [node!, ...flags, 'scripts/bench/baseline-app.mjs'].filter((arg) => arg !== 'dist/server/main.js');
}

/** The staff CLI as the bench runs it: the compiled build of `npm run staff`'s entry. */
export function staffCommand(...args: string[]): string[] {
  return [process.execPath, 'dist/server/cli.js', ...args];
}

const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((path) => existsSync(path));
const FINCORE = ['/usr/bin/fincore', '/bin/fincore'].find((path) => existsSync(path));

/** Reads `file` through once, so the OS file cache holds it, as a serving machine holds its database. */
export function readIntoFileCache(file: string): void {
  const fd = openSync(file, 'r');
  const chunk = Buffer.allocUnsafe(8 << 20);
  try {
    while (readSync(fd, chunk, 0, chunk.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

/**
 * The share of `file` in the OS file cache right now (fincore, util-linux), or NaN where it cannot
 * be told. A first-time search on a cold cache measures the disk as much as the search.
 */
export function residentShare(file: string): number {
  if (!FINCORE) return NaN;
  try {
    const [resident, size] = execFileSync(FINCORE, ['--bytes', '--noheadings', '--raw', '--output', 'RES,SIZE', file], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .map(Number);
    return size! > 0 ? resident! / size! : NaN;
  } catch {
    return NaN;
  }
}

/** Servers run on core 0; the load generator (and this process) on core 1. */
export const PINNING = TASKSET && availableParallelism() >= 2 ? { server: '0', generator: '1', any: '0,1' } : undefined;

/** argv prefixed so the process runs on `cores` (unchanged when pinning is not possible). */
export function pinned(cores: keyof NonNullable<typeof PINNING>, argv: string[]): string[] {
  return PINNING && TASKSET ? [TASKSET, '-c', PINNING[cores], ...argv] : argv;
}

/** Moves this process, all its threads, to the generator's core; children inherit it. */
export function pinSelfToGeneratorCore(): void {
  if (PINNING && TASKSET) execFileSync(TASKSET, ['-a', '-p', '-c', PINNING.generator, String(process.pid)], { stdio: 'ignore' });
}

const children = new Set<ChildProcess>();
let tempRoot: string | undefined;

/** A temporary folder for this run, removed at exit. */
export function makeTempRoot(): string {
  tempRoot = mkdtempSync(join(tmpdir(), 'jobportal-bench-'));
  return tempRoot;
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Starts argv[0] with the rest as arguments, tracked so it is killed if the bench dies; its stdout ignored unless asked for. */
export function start(argv: string[], env: NodeJS.ProcessEnv, { stdout = 'ignore' as 'ignore' | 'pipe' } = {}): ChildProcess {
  const [command, ...args] = argv;
  return track(spawn(command!, args, { cwd: ROOT, env, stdio: ['ignore', stdout, 'pipe'] }));
}

/** Forks a TypeScript module of the bench with an IPC channel (inherits this process's core). */
export function forkModule(file: string, args: string[] = []): ChildProcess {
  return track(fork(join(import.meta.dirname, file), args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
}

/** Collects a child's stderr, so a failure can say why. */
export function stderrOf(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-4_000)));
  return () => text;
}

/** Stops a child: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Waits for a child to exit; rejects with its stderr when the exit code is not 0. */
export function exited(child: ChildProcess, what: string, stderr: () => string = () => ''): Promise<void> {
  return new Promise((done, fail) => {
    if (child.exitCode !== null) return child.exitCode === 0 ? done() : fail(new Error(`${what} failed (${child.exitCode}): ${stderr()}`));
    child.once('exit', (code, signal) => (code === 0 ? done() : fail(new Error(`${what} failed (${code ?? signal}): ${stderr()}`))));
  });
}

/** Kills every child now and removes the temporary folder (safe to call more than once). */
export function cleanUp(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.clear();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
  tempRoot = undefined;
}

/** Cleans up on normal exit, Ctrl-C, SIGTERM and uncaught errors. */
export function cleanUpOnExit(): void {
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\nStopped by ${signal}: killing the servers and removing temporary files.`);
      cleanUp();
      process.exit(130);
    });
  }
  process.once('uncaughtException', (error) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The resident memory of a process now and at its peak, in MB (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}
