// Finishes what migrations applied in slices left (store/sliced-migrations.ts): the search index's
// rebuild, the retired index's removal and the word recount, each in short write transactions
// through the bulk writer, so the server keeps answering reads and writes throughout. Progress is in
// the database: any process may run this, and one stopped halfway is taken up where it stopped.
import type { ServiceContext } from './context';
import { recountWords } from './search-word-counts';
import { bulkWriter, type LockHolding } from './sliced-writes';

/** The most jobs one rebuild transaction copies into the new index (about 40 µs each). */
const MAX_REBUILD_JOBS = 4_096;
/** The most rows of a retired index one transaction deletes. */
const MAX_RETIRED_ROWS = 8_192;

/** Whether anything is left to finish. A read. */
export function upgradeWorkLeft({ store }: ServiceContext): boolean {
  return store.read(() => store.searchRebuild.state() !== null || store.searchRebuild.retiredLeft() || store.search.termDocsRecountUnderway());
}

/**
 * Runs what migrations left to the end, in short transactions; returns how it held the write lock.
 * A word recount left by a stopped bulk load is not started here (the retention sweep decides when
 * a load was stopped); one under way, as migration 014 leaves it, is finished.
 */
export async function finishSlicedMigrations(ctx: ServiceContext): Promise<LockHolding> {
  const { store } = ctx;
  const writer = bulkWriter(store);
  const rebuild = writer.slices({ take: (jobs) => [jobs], write: ([jobs]) => store.searchRebuild.rebuildSlice(jobs!), maxUnits: MAX_REBUILD_JOBS });
  while ((await rebuild.next())! > 0);
  const dropRetired = writer.slices({ take: (rows) => [rows], write: ([rows]) => store.searchRebuild.dropRetiredSlice(rows!), maxUnits: MAX_RETIRED_ROWS });
  while ((await dropRetired.next())! > 0);
  if (store.read(() => store.search.termDocsRecountUnderway())) await recountWords(ctx, writer);
  return writer.finish();
}
