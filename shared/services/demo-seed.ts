// The demo seed (staff CLI `seed --demo`): many published demo jobs, written beside a running
// server in short transactions, so the server and the console can always take the write lock.
import { DAY_MS, POSTING_LIFETIME_DAYS } from '../domain';
import type { ServiceContext } from './context';
import { seeded } from './demo/random';
import { WRITE_RETRY_MAX_MS } from '../store/store';
import { seedRows, type SeedRows } from './demo/seed-rows';

/**
 * FTS5's own setting, which searches are tuned for; a bulk load merges index segments 16 at a time
 * instead (below the index's crisismerge of 32: migration 008), so each job's entry is rewritten
 * about half as often as at 4, and searches read no slower.
 */
const FTS5_DEFAULT_MERGE_WIDTH = 4;
const BULK_MERGE_WIDTH = 16;

/** Each seed transaction aims to hold the write lock about this long, so others never wait long. */
const SEED_SLICE_MS = 40;
/**
 * The pause between transactions: as long as a waiting writer (the server's, the console's) sleeps
 * between its tries, so it tries at least once in every pause instead of sleeping through it and
 * waiting out the next transaction too.
 */
const SEED_PAUSE_MS = WRITE_RETRY_MAX_MS;
/** The most chunks of rows one transaction writes (4,096 jobs). */
const MAX_BATCH_CHUNKS = 128;

/** The seed moves the WAL into the database after every this many batches (about 20 MB of WAL). */
const CHECKPOINT_EVERY_BATCHES = 8;

/**
 * Inserts `count` published demo jobs across all nine categories, published over the last
 * weeks so their ages vary. It writes in batches sized to take about 40 ms and pauses between
 * them, so a running server (and the console) can take the write lock in between.
 */
export async function seedDemoJobs(ctx: ServiceContext, count: number, { firstIndex = 0 } = {}): Promise<number> {
  const { store } = ctx;
  const now = ctx.clock.now();
  const span = (POSTING_LIFETIME_DAYS - 2) * DAY_MS;
  // Inserted oldest first, so publication order matches the publication dates.
  const publishedAt = Float64Array.from({ length: count }, (_, i) => now - Math.floor(seeded(firstIndex + i + 7)() * span)).sort();
  // A bulk load wants a large page cache (its indexes grow in random order), and nothing it frees
  // holds personal data, so freed pages need not be zeroed. Both only for this connection, and back after.
  const { db } = store;
  const saved = {
    cache: db.pragma('cache_size', { simple: true }),
    secureDelete: db.pragma('secure_delete', { simple: true }),
    checkpoint: db.pragma('wal_autocheckpoint', { simple: true }),
  };
  db.pragma('cache_size = -262144');
  db.pragma('secure_delete = OFF');
  // The seed checkpoints between its batches itself (see seedInBatches), not inside its commits.
  db.pragma('wal_autocheckpoint = 0');
  await store.write(() => store.search.setMergeWidth(BULK_MERGE_WIDTH));
  const rows = seedRows({ firstIndex, publishedAt });
  try {
    return await seedInBatches(ctx, rows);
  } finally {
    await rows.close();
    await store.write(() => store.search.setMergeWidth(FTS5_DEFAULT_MERGE_WIDTH));
    db.pragma(`cache_size = ${Number(saved.cache)}`);
    db.pragma(`secure_delete = ${Number(saved.secureDelete)}`);
    db.pragma(`wal_autocheckpoint = ${Number(saved.checkpoint)}`);
  }
}

async function seedInBatches({ store }: ServiceContext, rows: SeedRows): Promise<number> {
  let inserted = 0;
  let chunks = 2;
  for (let batches = 1; ; batches++) {
    // Made before the transaction (or ahead of time by a worker), so the lock is held only for the writing.
    const batch = await rows.take(chunks);
    if (batch.length === 0) break;
    // Timed from inside the transaction to after its commit (index segments are written then): how
    // long others were shut out. Waiting for another program's lock says nothing about our speed.
    let started = 0;
    inserted += await store.write(() => {
      started = performance.now();
      return store.jobs.insertDemoJobs(batch);
    });
    const took = Math.max(1, performance.now() - started);
    // The next batch is sized from this one's speed, changing by at most half or double each time.
    chunks = Math.round(Math.max(1, Math.min(MAX_BATCH_CHUNKS, chunks * 2, Math.max(chunks / 2, (chunks * SEED_SLICE_MS) / took))));
    // A checkpoint inside a commit (SQLite's automatic one) would run after the lock is released, yet
    // count in `took` and shrink the batches. A passive one here blocks no one, reader or writer.
    if (batches % CHECKPOINT_EVERY_BATCHES === 0) store.checkpoint();
    await new Promise((resolve) => setTimeout(resolve, SEED_PAUSE_MS)); // let another program take the lock
  }
  store.checkpoint();
  return inserted;
}

