// Where continuous backups go: one URL names the place, for the database (replicated by Litestream)
// and for the resume and mail files beside it. Parsed once here for the server's settings and for
// `staff restore --from`, so both read a replica address the same way.
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export type ReplicaTarget =
  | { kind: 'file'; root: string }
  | { kind: 'sftp'; url: string }
  | { kind: 's3'; url: string };

/** Inside the replica root: Litestream's generations of the database, and copies of the file folders. */
export const REPLICA_LAYOUT = { database: 'db', resumes: 'resumes', mail: 'mail' } as const;

const PROBLEM = 'must be file:///an/absolute/path (or the path itself), sftp://user@host/path or s3://bucket/path';

/** Parses a replica address; returns a message saying what is wrong instead of throwing. */
export function parseReplicaTarget(text: string): ReplicaTarget | { problem: string } {
  const value = text.trim();
  if (isAbsolute(value)) return { kind: 'file', root: resolve(value) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: PROBLEM };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (url.protocol === 'file:') {
    if (url.host) return { problem: 'a file:// URL names a path on this machine: file:///var/backups/jobportal' };
    return { kind: 'file', root: resolve(fileURLToPath(url)) };
  }
  if (url.search || url.hash) return { problem: 'takes no ?query or #fragment; see the README for the other settings' };
  if (url.protocol === 'sftp:') {
    if (!url.username || !url.hostname || !path) return { problem: 'an sftp replica needs a user, a host and a path: sftp://backup@host.example/srv/jobportal' };
    return { kind: 'sftp', url: `${url.protocol}//${url.username}${url.password ? `:${url.password}` : ''}@${url.host}${path}` };
  }
  if (url.protocol === 's3:') {
    if (!url.hostname || !path) return { problem: 'an s3 replica needs a bucket and a path: s3://my-bucket/jobportal' };
    return { kind: 's3', url: `s3://${url.host}${path}` };
  }
  return { problem: PROBLEM };
}

/** A zod field for a replica address (an empty variable counts as unset). */
export const ReplicaTargetSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parseReplicaTarget(text);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
);

/** Where Litestream keeps the database's generations for this target. */
export function databaseReplicaUrl(target: ReplicaTarget): string {
  return target.kind === 'file' ? join(target.root, REPLICA_LAYOUT.database) : `${target.url}/${REPLICA_LAYOUT.database}`;
}

/** The address without a password, for logs and messages. */
export function describeReplicaTarget(target: ReplicaTarget): string {
  if (target.kind === 'file') return target.root;
  return target.url.replace(/^(sftp:\/\/[^:@/]+):[^@]*@/, '$1:***@');
}

/** Litestream takes durations in hours, minutes and seconds only (Go's syntax): 24h, 90m, 1s. */
export const LitestreamDurationSchema = z
  .string()
  .regex(/^(\d+h)?(\d+m)?(\d+s)?$/, 'must be a duration such as 24h, 30m or 1s (hours, minutes, seconds)')
  .refine((v) => v !== '' && durationMs(v) > 0, 'must be longer than zero');

/** Milliseconds in a duration Litestream accepts (see LitestreamDurationSchema). */
export function durationMs(text: string): number {
  const unit = { h: 3_600_000, m: 60_000, s: 1_000 } as const;
  let total = 0;
  for (const [, n, u] of text.matchAll(/(\d+)([hms])/g)) total += Number(n) * unit[u as keyof typeof unit];
  return total;
}
