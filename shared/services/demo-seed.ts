// The demo seed (staff CLI `seed --demo`): many published demo jobs, written beside a running
// server in short transactions, so the server and the console can always take the write lock.
import { DAY_MS, POSTING_LIFETIME_DAYS } from '../domain';
import type { DemoJobsChunk } from '../store/jobs-repository';
import type { ServiceContext } from './context';
import { seeded } from './demo/random';
import { seedRows } from './demo/seed-rows';
import { addEmployerBacklog } from './employer-backlog';
import { recountWords } from './search-word-counts';
import { bulkWriter, MAX_MERGE_PAGES, SLICE_MS, type LockHolding } from './sliced-writes';

/** The most chunks of rows one transaction writes (4,096 jobs). */
const MAX_BATCH_CHUNKS = 128;
/** The share of an insert's transaction its rows may take; indexing them takes most of the rest. */
const ROWS_SHARE = 0.6;

export interface SeedResult {
  inserted: number;
  /** How the seed held the write lock, the index's merging and the employer tables included. */
  lock: LockHolding;
}

/**
 * Inserts `count` published demo jobs across all nine categories, published over the last
 * weeks so their ages vary. It writes in transactions sized to take about 30 ms and pauses between
 * them, so a running server (and the console) can take the write lock in between.
 */
export async function seedDemoJobs(ctx: ServiceContext, count: number, { firstIndex = 0 } = {}): Promise<SeedResult> {
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
  // The seed checkpoints between its transactions itself (see bulkWriter), not inside its commits.
  db.pragma('wal_autocheckpoint = 0');
  await store.write(() => store.search.setBulkMerging(true));
  const rows = seedRows({ firstIndex, publishedAt });
  try {
    const writer = bulkWriter(store);
    let inserted = 0;
    let unwritten: DemoJobsChunk[] = []; // taken by a transaction that stopped early
    const insertRows = writer.slices({
      // Made ahead of time by a worker, so the lock is held only for the writing.
      take: async (chunks) => {
        const batch = [...unwritten, ...(await rows.take(Math.max(0, chunks - unwritten.length)))];
        unwritten = [];
        return batch;
      },
      write: (batch) => {
        rows.readAhead();
        // Indexing the rows takes about as long as inserting them: when the machine stalls and the
        // rows have had their share of the transaction, it stops taking more, so a stall of the
        // machine while it inserts does not make the whole transaction as much longer.
        const until = performance.now() + ROWS_SHARE * SLICE_MS;
        const { jobs, chunks } = store.jobs.insertDemoJobs(batch, () => performance.now() > until);
        unwritten = batch.slice(chunks);
        inserted += jobs;
        return chunks;
      },
      maxUnits: MAX_BATCH_CHUNKS,
    });
    // The index's merging, in transactions of its own, after each batch until no size of segment
    // has 16 (a batch adds one segment, so most batches find nothing to merge: a transaction under a
    // millisecond, with no pause after it). A merge of larger segments writes a page up to three
    // times faster than one of smaller ones, so each merge starts at the slowest speed seen.
    const mergeIndex = writer.slices({
      take: (pages) => [pages],
      write: ([pages]) => store.search.mergeSegments(pages!),
      maxUnits: MAX_MERGE_PAGES,
    });
    while ((await insertRows.next()) !== null) {
      mergeIndex.startOver();
      while ((await mergeIndex.next())! > 0);
    }
    // The word counts of one-word searches: the batches left their jobs uncounted, so every published
    // job's words are counted again, in slices (see docs/search.md, "Bulk loads", for what it costs).
    if (store.read(() => store.search.termDocsIncomplete())) await recountWords(ctx, writer);
    await addEmployerBacklog(ctx, writer);
    return { inserted, lock: writer.finish() };
  } finally {
    await rows.close();
    await store.write(() => store.search.setBulkMerging(false));
    db.pragma(`cache_size = ${Number(saved.cache)}`);
    db.pragma(`secure_delete = ${Number(saved.secureDelete)}`);
    db.pragma(`wal_autocheckpoint = ${Number(saved.checkpoint)}`);
  }
}
