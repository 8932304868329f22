// How far the replica is behind, for /metrics and for people: asked of Litestream itself
// (`litestream generations`), which reads the replica, so the answer is what a restore would get.
import { join } from 'node:path';
import type { Config } from '../config';
import { listGenerations, writeLitestreamConfig } from './litestream';
import { describeReplicaTarget } from './replica-target';

export interface ReplicationStatus {
  /** Where the copies go (without a password). */
  replica: string;
  /** The generation being written: a new one starts whenever Litestream lost the WAL's thread. Null: nothing shipped yet. */
  generation: string | null;
  /** When the replica last received a change (to the second). */
  lastReplicatedAt: Date | null;
  /** How far the replica is behind the database's last change, in seconds (0 when caught up). */
  lagSeconds: number | null;
}

/** Litestream's configuration file for this DATA_DIR, written by the server when replication starts. */
export const litestreamConfigFile = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'litestream.yml');

/** Answers are reused this long: reading an S3 or SFTP replica costs requests, and scrapes come often. */
const REUSE_MS = 10_000;
const recent = new Map<string, { at: number; status: Promise<ReplicationStatus> }>();

/**
 * Null when replication is off; otherwise the replica's latest generation, when it last received a
 * change and how far it lags. Rejects when the replica cannot be read (the error says why).
 */
export function replicationStatus(config: Pick<Config, 'dataDir' | 'replica'>): Promise<ReplicationStatus> | null {
  const settings = config.replica;
  if (!settings) return null;
  const file = litestreamConfigFile(config);
  const cached = recent.get(file);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.status;
  const database = join(config.dataDir, 'jobportal.db');
  const status = (async (): Promise<ReplicationStatus> => {
    writeLitestreamConfig(file, database, settings);
    const latest = (await listGenerations(file, database)).at(-1);
    return {
      replica: describeReplicaTarget(settings.target),
      generation: latest?.generation ?? null,
      lastReplicatedAt: latest?.end ?? null,
      lagSeconds: latest ? Math.max(0, latest.lagMs / 1000) : null,
    };
  })();
  recent.set(file, { at: Date.now(), status });
  // Nothing shipped yet, or the replica unreadable: asked again next time, not remembered.
  status.then((s) => s.generation ?? recent.delete(file), () => recent.delete(file));
  return status;
}
