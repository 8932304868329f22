import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite file with the pragmas every process must share. */
export function openDatabase(file: string, { migrations = MIGRATIONS } = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000'); // the server, console and CLI share the file
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // durable with WAL across crashes of the process
  migrate(db, migrations);
  return db;
}

/** Applies pending migrations, each in a write transaction, whichever process opens first. */
export function migrate(db: Db, migrations: readonly string[] = MIGRATIONS): number {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  if (version() > migrations.length) {
    throw new Error(`Database schema version ${version()} is newer than this program (${migrations.length}); upgrade the program.`);
  }
  for (;;) {
    // Re-read the version inside the lock: another process may have migrated meanwhile.
    const applied = db.transaction(() => {
      const current = version();
      const next = migrations[current];
      if (next === undefined) return false;
      db.exec(next);
      db.pragma(`user_version = ${current + 1}`);
      return true;
    }).immediate();
    if (!applied) return version();
  }
}
