// One Litestream per database: two replicating one file to one place make the replica
// unrestorable, and more than one server process may run on a DATA_DIR. The process holding an
// exclusive SQLite transaction on a small lock file runs it; the operating system drops the lock
// when that process ends, however it ends, so another process can take over.
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { isBusyError } from '../store/database';

export function replicationLock(dataDir: string) {
  const file = join(dataDir, 'replication.lock');
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const db = new Database(file);
  let held = false;
  return {
    /** True when this process holds the lock (now or already); false while another one does. */
    take(): boolean {
      if (held) return true;
      try {
        db.exec('BEGIN EXCLUSIVE');
        held = true;
      } catch (error) {
        if (!isBusyError(error)) throw error;
      }
      return held;
    },
    release(): void {
      if (held) db.exec('ROLLBACK');
      held = false;
      db.close();
    },
  };
}
