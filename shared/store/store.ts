import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../domain';
import { createAccessTokensRepository } from './access-tokens-repository';
import { createAlertsRepository } from './alerts-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { createApplicationsRepository } from './applications-repository';
import { isBusyError, openDatabase, type Db } from './database';
import { createDecisionsRepository } from './decisions-repository';
import { createJobsRepository } from './jobs-repository';
import { createMessagesRepository } from './messages-repository';
import { createOutboxRepository } from './outbox-repository';
import { createPageViewsRepository } from './page-views-repository';
import { createProofsRepository } from './proofs-repository';
import { createQueueRepository } from './queue-repository';
import { createRemindersRepository } from './reminders-repository';
import { createReportsRepository } from './reports-repository';
import { createReviewsRepository } from './reviews-repository';
import { createRevisionsRepository } from './revisions-repository';
import { createSearchIndex } from './search-index';
import { createSettingsRepository } from './settings-repository';
import { createStaffRequestsRepository } from './staff-requests-repository';

export interface StorePaths {
  dataDir: string;
  database: string;
  resumes: string;
  mail: string;
}

export function storePaths(dataDir: string): StorePaths {
  const root = resolve(dataDir);
  return { dataDir: root, database: join(root, 'jobportal.db'), resumes: join(root, 'resumes'), mail: join(root, 'mail') };
}

export interface StoreOptions {
  /** How long a write waits for another process's write lock before giving up with a 503. */
  writeWaitMs?: number;
}

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

/**
 * How long `store.write` sleeps between tries for the write lock. Short and even: another program's
 * bulk writes leave the lock free for moments between transactions (see sliced-writes.ts), and a
 * longer sleep would miss them. A try that finds the lock taken costs a few microseconds.
 */
export const WRITE_RETRY_MS = 1;

/** Everything under DATA_DIR: the SQLite file, its repositories, and the file folders (owner-only). */
export function openStore(dataDir: string, { writeWaitMs = 8_000 }: StoreOptions = {}) {
  const paths = storePaths(dataDir);
  for (const dir of [paths.dataDir, paths.resumes, paths.mail]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // folders made by older versions were world-readable
  }
  const db = openDatabase(paths.database);
  const staffRequests = createStaffRequestsRepository(db);

  /**
   * Runs `fn` as one write transaction that takes the write lock up front. While another process
   * (the console, the CLI) holds the lock, it waits asynchronously, so this process keeps
   * answering; after `writeWaitMs` it gives up with a clear 503. `fn` must be synchronous.
   */
  async function write<T>(fn: () => T): Promise<T> {
    const deadline = Date.now() + writeWaitMs;
    // The lock is usually free again within milliseconds (other programs keep their transactions
    // short), and a long sleep would lose the race to the next one.
    for (;;) {
      let began = false;
      let claimed: (() => void) | undefined;
      try {
        const result = db
          .transaction(() => {
            began = true;
            // A remote staff request's first write records its id in the same transaction.
            claimed = staffRequests.claimInTransaction();
            return fn();
          })
          .immediate();
        claimed?.();
        return result;
      } catch (error) {
        // Only a failure to take the lock is retried: `fn` has not run, so nothing happens twice.
        if (began || !isBusyError(error)) throw error;
        if (Date.now() + WRITE_RETRY_MS > deadline) throw new AppError('unavailable', BUSY_MESSAGE);
        await sleep(WRITE_RETRY_MS);
      }
    }
  }

  return {
    db,
    paths,
    jobs: createJobsRepository(db),
    search: createSearchIndex(db),
    applications: createApplicationsRepository(db),
    reviews: createReviewsRepository(db),
    messages: createMessagesRepository(db),
    pageViews: createPageViewsRepository(db),
    outbox: createOutboxRepository(db),
    settings: createSettingsRepository(db),
    proofs: createProofsRepository(db),
    decisions: createDecisionsRepository(db),
    queue: createQueueRepository(db),
    analytics: createAnalyticsRepository(db),
    tokens: createAccessTokensRepository(db),
    revisions: createRevisionsRepository(db),
    reports: createReportsRepository(db),
    alerts: createAlertsRepository(db),
    reminders: createRemindersRepository(db),
    staffRequests,
    write,
    /** Runs `fn` on one consistent snapshot of the database (a read transaction; never waits). */
    read: <T>(fn: () => T): T => db.transaction(fn).deferred(),
    /** Moves the WAL's pages into the database and cuts the WAL back (run after purges and periodically). */
    checkpoint: (mode: 'PASSIVE' | 'TRUNCATE' = 'PASSIVE') =>
      (db.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[])[0]!,
    /** An online, consistent copy of the database, safe while other processes write. */
    backup: (file: string) => db.backup(file),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
export type { Db };
