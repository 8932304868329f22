// The programs a restore drill runs as an operator would: the server (killed, when the drill says
// so, together with everything it started) and the staff CLI.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const ROOT = new URL('../../', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the server started: Litestream, and Litestream's own child. */
  descendants(): number[];
  /** Ends the server and everything it started at once, as a power cut would. */
  killEverything(): void;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on 127.0.0.1 and a free port; resolves once it serves. */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 120_000 } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', RATE_LIMITS: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.join('\n')}`)), timeoutMs);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        const serving = /serving (http:\/\/[\d.]+:\d+)/.exec(line);
        if (serving) {
          clearTimeout(timer);
          resolve(serving[1]!);
        }
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving:\n${output.join('\n')}`));
    });
  });
  const pid = child.pid!;
  const descendants = () => descendantsOf(pid);
  return {
    url,
    pid,
    descendants,
    killEverything() {
      const all = [pid, ...descendants()];
      for (const id of all) signal(id, 'SIGKILL');
    },
    stop: () => stopProcess(child),
  };
}

/** Process ids started by `pid`, and by them, from any of its threads (Linux's /proc). */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs the staff CLI to its end on `dataDir`; resolves with its exit code and output. */
export function runStaff(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
