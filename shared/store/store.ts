import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../domain';
import { createAccessTokensRepository } from './access-tokens-repository';
import { createAlertsRepository } from './alerts-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { createApplicationsRepository } from './applications-repository';
import { isBusyError, openDatabase, type Db } from './database';
import { assertLocalFileSystem } from './local-file-system';
import { createDecisionsRepository } from './decisions-repository';
import { createJobsRepository } from './jobs-repository';
import { createMessagesRepository } from './messages-repository';
import { createOperationsRepository } from './operations-repository';
import { createOutboxRepository } from './outbox-repository';
import { createPageViewsRepository } from './page-views-repository';
import { createProofsRepository } from './proofs-repository';
import { createQueueRepository } from './queue-repository';
import { createRemindersRepository } from './reminders-repository';
import { createReportsRepository } from './reports-repository';
import { createReviewsRepository } from './reviews-repository';
import { createRevisionsRepository } from './revisions-repository';
import { createSearchIndex } from './search-index';
import { createSearchIndexRebuild } from './search-index-rebuild';
import { createSalaryBackfill } from './salary-backfill';
import { WHOLE_UP_TO_PUBLISHED_JOBS } from './sliced-migrations';
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
  /**
   * Who checkpoints the WAL. 'litestream' while it replicates the file: Litestream must see every
   * WAL frame before it is checkpointed away, so it alone checkpoints (its guidance for
   * applications): this connection's automatic checkpoint is off and `checkpoint()` does nothing.
   */
  checkpoints?: 'app' | 'litestream';
  /** Reads the file system DATA_DIR is on (tests stand in a network one). */
  statfs?: Parameters<typeof assertLocalFileSystem>[1];
}

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

/**
 * How long `store.write` sleeps between tries for the write lock. Short and even: another program's
 * bulk writes leave the lock free for moments between transactions (see sliced-writes.ts), and a
 * longer sleep would miss them. A try that finds the lock taken costs a few microseconds.
 */
export const WRITE_RETRY_MS = 1;

/** SQLite's own automatic checkpoint threshold, restored when Litestream no longer replicates. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/** Everything under DATA_DIR: the SQLite file, its repositories, and the file folders (owner-only). */
export function openStore(dataDir: string, { writeWaitMs = 8_000, checkpoints = 'app', statfs }: StoreOptions = {}) {
  const paths = storePaths(dataDir);
  for (const dir of [paths.dataDir, paths.resumes, paths.mail]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // folders made by older versions were world-readable
  }
  assertLocalFileSystem(paths.dataDir, statfs);
  const db = openDatabase(paths.database);
  const salaryBackfill = createSalaryBackfill(db);
  // A small store parses its older postings' salaries at open, as it applies migrations whole; a
  // larger one leaves them to the slices that finish its migrations (services/sliced-migrations.ts).
  if (salaryBackfill.salaryBackfillUnderway() && salaryBackfill.salariesLeft(WHOLE_UP_TO_PUBLISHED_JOBS + 1) <= WHOLE_UP_TO_PUBLISHED_JOBS) {
    db.transaction(() => salaryBackfill.parseSalariesSlice(WHOLE_UP_TO_PUBLISHED_JOBS + 1)).immediate();
  }
  const staffRequests = createStaffRequestsRepository(db);
  let handedOver = false;
  // Litestream checkpoints within a minute of a write, or once the WAL holds 1,000 pages; a
  // checkpoint of ours between two of its own could let the WAL restart before it copied the last
  // frames, and it would then start a new generation with a full snapshot.
  const checkpointsBy = (owner: 'app' | 'litestream') => {
    handedOver = owner === 'litestream';
    db.pragma(`wal_autocheckpoint = ${handedOver ? 0 : SQLITE_AUTOCHECKPOINT_PAGES}`);
  };
  if (checkpoints === 'litestream') checkpointsBy('litestream');

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
    /** A rebuild of the search index left by a migration (search-index-rebuild.ts). */
    searchRebuild: createSearchIndexRebuild(db),
    /** The parsing of salaries written before migration 018 (salary-backfill.ts). */
    salaryBackfill,
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
    operations: createOperationsRepository(db),
    write,
    /** Runs `fn` on one consistent snapshot of the database (a read transaction; never waits). */
    read: <T>(fn: () => T): T => db.transaction(fn).deferred(),
    /**
     * Moves the WAL's pages into the database and cuts the WAL back (run after purges and
     * periodically). Null, doing nothing, while Litestream replicates: it checkpoints instead.
     */
    checkpoint: (mode: 'PASSIVE' | 'TRUNCATE' = 'PASSIVE') =>
      handedOver ? null : (db.pragma(`wal_checkpoint(${mode})`) as { busy: number; log: number; checkpointed: number }[])[0]!,
    /** Who checkpoints this file from now on (see StoreOptions.checkpoints). */
    checkpointsBy,
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
export type { Db };
