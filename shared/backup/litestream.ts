// Litestream (v0.3), the program that ships the database's WAL to the replica: where its binary is,
// the configuration file it reads, and its commands that answer with tables (generations, wal).
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { databaseReplicaUrl } from './replica-target';

export type ReplicaSettings = NonNullable<Config['replica']>;

const run = promisify(execFile);

/** LITESTREAM_PATH, else the binary the optional npm package ships (Linux x64). */
export function litestreamBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LITESTREAM_PATH) {
    if (!existsSync(env.LITESTREAM_PATH)) throw new Error(`LITESTREAM_PATH names no file: ${env.LITESTREAM_PATH}`);
    return env.LITESTREAM_PATH;
  }
  try {
    const manifest = createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json');
    const binary = join(dirname(manifest), 'litestream');
    if (existsSync(binary)) return binary;
  } catch {
    // Not installed: the package is optional and exists for Linux x64 only.
  }
  throw new Error('Litestream is not installed: its npm package is for Linux x64 only. Install Litestream v0.3 and set LITESTREAM_PATH.');
}

/**
 * The configuration Litestream reads: one database, one replica. Written as JSON, which YAML
 * parsers read as YAML. S3 keys are not written here: Litestream reads AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY from its environment, which it inherits.
 */
export function litestreamConfig(databasePath: string, settings: ReplicaSettings) {
  const { target } = settings;
  return {
    // Logged as JSON lines on stderr, so the server can relay each at its level.
    logging: { level: 'info', type: 'json', stderr: true },
    dbs: [
      {
        path: databasePath,
        replicas: [
          {
            ...(target.kind === 'file' ? { path: databaseReplicaUrl(target) } : { url: databaseReplicaUrl(target) }),
            'sync-interval': settings.syncInterval,
            retention: settings.retention,
            'snapshot-interval': settings.snapshotInterval,
            ...(target.kind === 'sftp' && settings.sftpKeyPath ? { 'key-path': settings.sftpKeyPath } : {}),
            ...(target.kind === 's3' && settings.s3Endpoint ? { endpoint: settings.s3Endpoint } : {}),
            ...(target.kind === 's3' && settings.s3Region ? { region: settings.s3Region } : {}),
          },
        ],
      },
    ],
  };
}

/** Writes the configuration owner-only (an sftp URL may carry a password), replacing it whole. */
export function writeLitestreamConfig(file: string, databasePath: string, settings: ReplicaSettings): string {
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify(litestreamConfig(databasePath, settings), null, 2)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return file;
}

/**
 * Runs one Litestream command to its end. `-no-expand-env`: a `$` in a password stays a `$`.
 * Its complaint, not a stack, is the error's message.
 */
export async function litestream(args: string[], { timeoutMs = 10 * 60_000 } = {}): Promise<string> {
  const [command, ...rest] = args;
  try {
    const { stdout } = await run(litestreamBinary(), [command!, '-no-expand-env', ...rest], { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`litestream ${command} failed: ${lastComplaint(e.stderr ?? '') ?? e.message}`);
  }
}

/** The last line Litestream logged, as text: its JSON log lines carry a message and an error. */
function lastComplaint(stderr: string): string | undefined {
  const line = stderr.trim().split('\n').filter(Boolean).at(-1);
  if (!line) return undefined;
  try {
    const entry = JSON.parse(line) as { msg?: string; error?: string };
    return [entry.msg, entry.error].filter(Boolean).join(': ');
  } catch {
    return line;
  }
}

export interface Generation {
  generation: string;
  /** How far the replica is behind the database file's last change, as Litestream counts it. */
  lagMs: number;
  start: Date;
  end: Date;
}

/** `litestream generations`: every generation in the replica, oldest end first. */
export async function listGenerations(configFile: string, databasePath: string): Promise<Generation[]> {
  const out = await litestream(['generations', '-config', configFile, databasePath]);
  return parseGenerations(out).sort((a, b) => a.end.getTime() - b.end.getTime());
}

/**
 * Parses the table `litestream generations` prints (name, generation, lag, start, end). A
 * generation still writing its first snapshot has no times yet (Go's zero time, year 1): it is
 * left out, as nothing in it can be restored.
 */
export function parseGenerations(table: string): Generation[] {
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length === 5 && /^[0-9a-f]{16}$/.test(cells[1]!))
    .map(([, generation, lag, start, end]) => ({ generation: generation!, lagMs: goDurationMs(lag!), start: new Date(start!), end: new Date(end!) }))
    .filter((g) => g.start.getTime() > 0 && g.end.getTime() > 0);
}

/** Go's duration text (1h2m3.5s, -250ms, 0s) in milliseconds. */
export function goDurationMs(text: string): number {
  const unit: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000001 };
  const sign = text.startsWith('-') ? -1 : 1;
  let total = 0;
  for (const [, n, u] of text.matchAll(/([\d.]+)(h|ms|m|s|us|µs|ns)/g)) total += Number(n) * unit[u!]!;
  return sign * total;
}
