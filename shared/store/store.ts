import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApplicationsRepository } from './applications-repository';
import { openDatabase, type Db } from './database';
import { createJobsRepository } from './jobs-repository';
import { createMessagesRepository } from './messages-repository';
import { createOutboxRepository } from './outbox-repository';
import { createPageViewsRepository } from './page-views-repository';
import { createReviewsRepository } from './reviews-repository';

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

/** Everything under DATA_DIR: the SQLite file, its repositories, and the file folders. */
export function openStore(dataDir: string) {
  const paths = storePaths(dataDir);
  for (const dir of [paths.dataDir, paths.resumes, paths.mail]) mkdirSync(dir, { recursive: true });
  const db = openDatabase(paths.database);
  return {
    db,
    paths,
    jobs: createJobsRepository(db),
    applications: createApplicationsRepository(db),
    reviews: createReviewsRepository(db),
    messages: createMessagesRepository(db),
    pageViews: createPageViewsRepository(db),
    outbox: createOutboxRepository(db),
    /** Runs `fn` as one write transaction that takes the write lock up front. */
    write<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    /** An online, consistent copy of the database, safe while other processes write. */
    backup: (file: string) => db.backup(file),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
export type { Db };
