import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createMigrationLedger } from './migration-checksums';
import { MIGRATIONS, type Migration } from './migrations';
import { slicedStepOf, takesSlicedForm, WHOLE_UP_TO_PUBLISHED_JOBS } from './sliced-migrations';

export type Db = Database.Database;

/** The WAL is cut back to this size after each checkpoint, so a burst of writes never leaves it large. */
export const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024;

/**
 * Opens (creating if needed) the SQLite file with the pragmas every process must share. While it
 * opens and migrates it waits for other processes; after that it never waits inside SQLite (a busy
 * database is retried asynchronously by `store.write`, so no process's event loop ever stalls).
 */
export function openDatabase(file: string, { migrations = MIGRATIONS, wholeUpTo }: { migrations?: readonly Migration[] } & MigrateOptions = {}): Db {
  createPrivately(file);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000'); // another process may be migrating right now
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Commits survive a crash of any process; a power cut may lose the last moments (see README).
  db.pragma('synchronous = NORMAL');
  // Deleted rows are overwritten with zeros, so purged personal data does not linger in the file.
  db.pragma('secure_delete = ON');
  db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  db.pragma('cache_size = -16000'); // 16 MB of pages per connection
  db.pragma('temp_store = MEMORY');
  migrate(db, migrations, { wholeUpTo });
  db.pragma('busy_timeout = 0');
  return db;
}

/**
 * The database and its WAL and shared-memory files are readable by their owner only. SQLite gives
 * the -wal and -shm files the database file's mode, so the file is created 0600 before SQLite opens it;
 * files from older versions are tightened too.
 */
function createPrivately(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

export interface MigrateOptions {
  /** Up to this many published jobs, migrations with a sliced form run whole (see sliced-migrations.ts). */
  wholeUpTo?: number;
}

/**
 * Applies pending migrations, each in a write transaction, whichever process opens first. First it
 * checks that every migration the database applied is this program's, unchanged (a
 * MigrationMismatchError otherwise). On a large store a migration with a sliced form applies only
 * its short schema step here; services/sliced-migrations.ts finishes it in short transactions.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS, { wholeUpTo = WHOLE_UP_TO_PUBLISHED_JOBS }: MigrateOptions = {}): number {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  if (version() > migrations.length) {
    throw new Error(`Database schema version ${version()} is newer than this program (${migrations.length}); upgrade the program.`);
  }
  const ledger = db.transaction(() => {
    const ledger = createMigrationLedger(db);
    ledger.verify(migrations, version());
    return ledger;
  }).immediate();
  for (;;) {
    // Re-read the version inside the lock: another process may have migrated meanwhile.
    const applied = db.transaction(() => {
      const started = performance.now();
      const current = version();
      const next = migrations[current];
      if (next === undefined) return false;
      const slicedStep = slicedStepOf(next);
      const how = slicedStep && takesSlicedForm(db, wholeUpTo) ? 'sliced' : 'whole';
      if (how === 'sliced') slicedStep!(db);
      else db.exec(next.sql);
      ledger.record(current + 1, next, how, performance.now() - started);
      db.pragma(`user_version = ${current + 1}`);
      return true;
    }).immediate();
    if (!applied) return version();
  }
}

/** The disk (ENOSPC) or the database (SQLITE_FULL) has no room left for a write. */
export const isStorageFullError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'SQLITE_FULL' || code === 'EDQUOT';
};

export const isBusyError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
};
