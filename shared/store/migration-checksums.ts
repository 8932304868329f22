// Every migration a database has applied is recorded with the sha256 of its shipped SQL. A program
// whose migrations differ from what a database applied (one edited after it shipped, or one left
// out of the list) would upgrade that file into a schema nobody tested: it stops instead, before it
// changes anything, with one message naming the migration.
import { createHash } from 'node:crypto';
import type { Db } from './database';
import type { Migration } from './migrations';

/** How a migration reached the database: whole (its SQL in one transaction), in slices, or applied before checksums were kept. */
export type AppliedHow = 'whole' | 'sliced' | 'recorded';

export class MigrationMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationMismatchError';
  }
}

export const migrationChecksum = (migration: Migration): string => createHash('sha256').update(migration.sql).digest('hex');

const label = (version: number, name: string) => `Migration ${String(version).padStart(3, '0')} (${name})`;
const STOP = 'The program stops before changing anything: run the release this database was upgraded with, or restore a backup.';

export function createMigrationLedger(db: Db) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    sha256     TEXT    NOT NULL,
    how        TEXT    NOT NULL CHECK (how IN ('whole', 'sliced', 'recorded')),
    held_ms    REAL,            -- how long its transaction ran, commit excluded (unknown for 'recorded')
    applied_at INTEGER NOT NULL
  )`);
  const recorded = db.prepare<[], { version: number; name: string; sha256: string }>(`SELECT version, name, sha256 FROM schema_migrations ORDER BY version`);
  const record = db.prepare<{ version: number; name: string; sha256: string; how: AppliedHow; heldMs: number | null }>(
    `INSERT OR IGNORE INTO schema_migrations (version, name, sha256, how, held_ms, applied_at)
     VALUES (@version, @name, @sha256, @how, @heldMs, CAST(unixepoch('subsec') * 1000 AS INTEGER))`,
  );

  return {
    /** Records that migration `version` (1-based) was applied. Inside the transaction that applied it. */
    record(version: number, migration: Migration, how: AppliedHow, heldMs: number | null = null): void {
      record.run({ version, name: migration.name, sha256: migrationChecksum(migration), how, heldMs });
    },
    /**
     * Throws a MigrationMismatchError when a migration the database applied is missing from
     * `migrations` or differs from it. A database migrated before checksums were kept first has
     * its applied migrations recorded as this program ships them: they cannot have changed in the
     * field, since every release so far shipped the same files. Inside a write transaction.
     */
    verify(migrations: readonly Migration[], version: number): void {
      for (const row of recorded.all()) {
        const shipped = migrations[row.version - 1];
        if (!shipped || shipped.name !== row.name) {
          throw new MigrationMismatchError(`${label(row.version, row.name)} was applied to this database but is missing from this program. ${STOP}`);
        }
        if (migrationChecksum(shipped) !== row.sha256) {
          throw new MigrationMismatchError(
            `${label(row.version, row.name)} differs from the one this database applied (sha256 ${row.sha256.slice(0, 12)}…, this program's ${migrationChecksum(shipped).slice(0, 12)}…): a shipped migration was edited. ${STOP}`,
          );
        }
      }
      for (let v = 1; v <= Math.min(version, migrations.length); v++) this.record(v, migrations[v - 1]!, 'recorded');
    },
  };
}
