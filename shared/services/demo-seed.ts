// The demo seed (staff CLI `seed --demo`): many published demo jobs, written beside a running
// server in short transactions, so the server and the console can always take the write lock.
import { DAY_MS, POSTING_LIFETIME_DAYS } from '../domain';
import type { ServiceContext } from './context';
import { seeded } from './demo/random';
import { seedRows } from './demo/seed-rows';
import { addEmployerBacklog } from './employer-backlog';
import { writeInSlices } from './sliced-writes';

/**
 * FTS5's own setting, which searches are tuned for; a bulk load merges index segments 16 at a time
 * instead (below the index's crisismerge of 32: migration 008), so each job's entry is rewritten
 * about half as often as at 4, and searches read no slower.
 */
const FTS5_DEFAULT_MERGE_WIDTH = 4;
const BULK_MERGE_WIDTH = 16;

/** The most chunks of rows one transaction writes (4,096 jobs). */
const MAX_BATCH_CHUNKS = 128;

/**
 * Inserts `count` published demo jobs across all nine categories, published over the last
 * weeks so their ages vary. It writes in batches sized to take about 30 ms and pauses between
 * them, so a running server (and the console) can take the write lock in between.
 */
export async function seedDemoJobs(ctx: ServiceContext, count: number, { firstIndex = 0 } = {}): Promise<number> {
  const { store } = ctx;
  const now = ctx.clock.now();
  const span = (POSTING_LIFETIME_DAYS - 2) * DAY_MS;
  // Inserted oldest first, so publication order matches the publication dates.
  const publishedAt = Float64Array.from({ length: count }, (_, i) => now - Math.floor(seeded(firstIndex + i + 7)() * span)).sort();
  // A bulk load wants a large page cache (it merges index segments and reads back what it wrote),
  // and nothing it frees holds personal data, so freed pages need not be zeroed. Both only for this
  // connection, and back after.
  const { db } = store;
  const saved = {
    cache: db.pragma('cache_size', { simple: true }),
    secureDelete: db.pragma('secure_delete', { simple: true }),
    checkpoint: db.pragma('wal_autocheckpoint', { simple: true }),
  };
  db.pragma('cache_size = -262144');
  db.pragma('secure_delete = OFF');
  // The seed checkpoints between its transactions itself (see writeInSlices), not inside its commits.
  db.pragma('wal_autocheckpoint = 0');
  await store.write(() => store.search.setMergeWidth(BULK_MERGE_WIDTH));
  const rows = seedRows({ firstIndex, publishedAt });
  try {
    const inserted = await writeInSlices(store, {
      take: (chunks) => rows.take(chunks), // made ahead of time by a worker, so the lock is held only for the writing
      write: (batch) => store.jobs.insertDemoJobs(batch),
      maxUnits: MAX_BATCH_CHUNKS,
    });
    await addEmployerBacklog(ctx);
    return inserted;
  } finally {
    await rows.close();
    await store.write(() => store.search.setMergeWidth(FTS5_DEFAULT_MERGE_WIDTH));
    db.pragma(`cache_size = ${Number(saved.cache)}`);
    db.pragma(`secure_delete = ${Number(saved.secureDelete)}`);
    db.pragma(`wal_autocheckpoint = ${Number(saved.checkpoint)}`);
  }
}
