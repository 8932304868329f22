// Finishes what migrations applied in slices left (store/sliced-migrations.ts): the search index's
// rebuild, the retired index's removal and the word recount, each in short write transactions
// through the bulk writer, so the server keeps answering reads and writes throughout. Progress is in
// the database: any process may run this, and one stopped halfway is taken up where it stopped.
import type { ServiceContext } from './context';
import { recountWords } from './search-word-counts';
import { bulkWriter, type LockHolding } from './sliced-writes';

/** The most jobs one rebuild transaction copies into the new index (about 20 µs each). */
const MAX_REBUILD_JOBS = 4_096;
/** The most index pages one merging transaction writes. */
const MAX_MERGE_PAGES = 4_096;
/** The most rows of a retired index one transaction deletes (about 50 µs each: most are pages, zeroed as they go). */
const MAX_RETIRED_ROWS = 4_096;

/** How each part of the work held the write lock. */
export interface UpgradeWork {
  rebuild: LockHolding;
  dropRetired: LockHolding;
  recount: LockHolding;
}

/**
 * Fills the new search index in publication order; after each slice, merges its segments in
 * transactions of their own when some size has enough of them (as the demo seed does).
 */
async function rebuildSearchIndex({ store }: ServiceContext): Promise<LockHolding> {
  const writer = bulkWriter(store);
  const copy = writer.slices({ take: (jobs) => [jobs], write: ([jobs]) => store.searchRebuild.rebuildSlice(jobs!), maxUnits: MAX_REBUILD_JOBS });
  const merge = writer.slices({ take: (pages) => [pages], write: ([pages]) => store.searchRebuild.mergeSlice(pages!), maxUnits: MAX_MERGE_PAGES });
  while ((await copy.next())! > 0) {
    if (!store.read(() => store.searchRebuild.mergeDue())) continue;
    merge.startOver();
    while ((await merge.next())! > 0);
  }
  return writer.finish();
}

/** Whether anything is left to finish. A read. */
export function upgradeWorkLeft({ store }: ServiceContext): boolean {
  return store.read(() => store.searchRebuild.state() !== null || store.searchRebuild.retiredLeft() || store.search.termDocsRecountUnderway());
}

/**
 * Runs what migrations left to the end, in short transactions; returns how it held the write lock.
 * A word recount left by a stopped bulk load is not started here (the retention sweep decides when
 * a load was stopped); one under way, as migration 014 leaves it, is finished.
 */
export async function finishSlicedMigrations(ctx: ServiceContext): Promise<UpgradeWork> {
  const { store } = ctx;
  const inSlices = async (write: (units: number) => number, maxUnits: number): Promise<LockHolding> => {
    const writer = bulkWriter(store);
    const { next } = writer.slices({ take: (units) => [units], write: ([units]) => write(units!), maxUnits });
    while ((await next())! > 0);
    return writer.finish();
  };
  const rebuild = await rebuildSearchIndex(ctx);
  const dropRetired = await inSlices((rows) => store.searchRebuild.dropRetiredSlice(rows), MAX_RETIRED_ROWS);
  const recountWriter = bulkWriter(store);
  if (store.read(() => store.search.termDocsRecountUnderway())) await recountWords(ctx, recountWriter);
  return { rebuild, dropRetired, recount: recountWriter.finish() };
}

/** The longest any part held the lock, and how many transactions they took in all. */
export const upgradeHolding = (work: UpgradeWork): LockHolding => ({
  transactions: work.rebuild.transactions + work.dropRetired.transactions + work.recount.transactions,
  longestMs: Math.max(work.rebuild.longestMs, work.dropRetired.longestMs, work.recount.longestMs),
});
