// Finishes what migrations applied in slices left (store/sliced-migrations.ts): the search index's
// rebuild, the retired index's removal and the word recount, each in short write transactions
// through the bulk writer, so the server keeps answering reads and writes throughout. Progress is in
// the database: any process may run this, and one stopped halfway is taken up where it stopped.
import type { ServiceContext } from './context';
import { bulkWriter, MAX_MERGE_PAGES, SLICE_MS, type BulkWriter, type LockHolding, type SlicedWork } from './sliced-writes';

/** The most jobs one rebuild transaction copies into the new index (about 20 µs each). */
const MAX_REBUILD_JOBS = 4_096;
/** The most rows of a retired index one transaction deletes (about 50 µs each: most are pages, zeroed as they go). */
const MAX_RETIRED_ROWS = 4_096;
/** The most jobs one salary transaction parses (each an update through the search triggers: about 1 ms). */
const MAX_SALARY_JOBS = 1_024;
/** The most jobs one recount transaction counts (about 40 µs each). */
const MAX_RECOUNT_JOBS = 4_096;
/**
 * A transaction does its work in steps of at most this many units, and takes no further step once
 * it has held the lock for most of its time: a stall of a busy machine in the middle (other
 * programs on its cores) then lengthens one step, not the whole transaction. Steps of 256 units
 * (about 5 ms on an idle core) took up to 125 ms on a machine loaded five times over its cores.
 */
const STEP_UNITS = 64;
const STEPS_SHARE = 0.8;

/** How each part of the work held the write lock, and the longest single step of each kind (what a slice cannot split). */
export interface UpgradeWork {
  rebuild: LockHolding;
  dropRetired: LockHolding;
  recount: LockHolding;
  salaries: LockHolding;
  longestStepMs: Record<'salaries' | 'copy' | 'merge' | 'drop' | 'recount', number>;
}

/** Whether anything is left to finish. A read. */
export function upgradeWorkLeft({ store }: ServiceContext): boolean {
  return store.read(
    () =>
      store.salaryBackfill.salaryBackfillUnderway() ||
      store.searchRebuild.state() !== null ||
      store.searchRebuild.retiredLeft() ||
      store.search.termDocsRecountUnderway(),
  );
}

/** Each slice of the work is one size: how many units the bulk writer asks for. */
const one = (units: number) => [units];

/**
 * Up to `units` units of `step` (which returns how many it did, 0 when nothing was left) in one
 * transaction, in steps, stopping early when the time is used.
 */
function stepsWithin(step: (units: number) => number, units: number, longestStep: (ms: number) => void): number {
  const until = performance.now() + STEPS_SHARE * SLICE_MS;
  let done = 0;
  while (done < units) {
    const started = performance.now();
    const did = step(Math.min(STEP_UNITS, units - done));
    longestStep(performance.now() - started);
    done += did;
    if (did === 0 || performance.now() > until) break;
  }
  return done;
}

/**
 * Runs what migrations left to the end, in short transactions; returns how it held the write lock.
 * A word recount left by a stopped bulk load is not started here (the retention sweep decides when
 * a load was stopped); one under way, as migration 014 leaves it, is finished.
 */
export async function finishSlicedMigrations({ store }: ServiceContext): Promise<UpgradeWork> {
  const { searchRebuild, search } = store;
  const longestStepMs: UpgradeWork['longestStepMs'] = { salaries: 0, copy: 0, merge: 0, drop: 0, recount: 0 };
  const inSteps =
    (kind: keyof UpgradeWork['longestStepMs'], step: (units: number) => number): SlicedWork<number>['write'] =>
    ([units]) =>
      stepsWithin(step, units!, (ms) => (longestStepMs[kind] = Math.max(longestStepMs[kind], ms)));
  const toTheEnd = async (writer: BulkWriter, slices: ReturnType<BulkWriter['slices']>): Promise<LockHolding> => {
    while ((await slices.next())! > 0);
    return writer.finish();
  };
  // Salaries first, so a rebuild under way copies the jobs with their salary tokens (and no job
  // is updated twice: in the old index and, once copied, in the new one).
  const parsing = bulkWriter(store);
  const salaries = await toTheEnd(
    parsing,
    parsing.slices({ take: one, write: inSteps('salaries', (jobs) => store.salaryBackfill.parseSalariesSlice(jobs)), maxUnits: MAX_SALARY_JOBS }),
  );
  // Copying the jobs into the new index, in publication order (the slice that finds none left swaps
  // the indexes); after each slice, merging its segments when some size has enough of them, as the
  // demo seed does, through the same writer, so its pauses count both (a merge that finds nothing to
  // do is a transaction under a millisecond, with no pause after it).
  const rebuilding = bulkWriter(store);
  const copy = rebuilding.slices({ take: one, write: inSteps('copy', (jobs) => (searchRebuild.state() ? searchRebuild.rebuildSlice(jobs) : 0)), maxUnits: MAX_REBUILD_JOBS });
  const merge = rebuilding.slices({ take: one, write: inSteps('merge', (pages) => searchRebuild.mergeSlice(pages)), maxUnits: MAX_MERGE_PAGES });
  while ((await copy.next())! > 0) {
    merge.startOver();
    while ((await merge.next())! > 0);
  }
  const rebuild = rebuilding.finish();
  const dropping = bulkWriter(store);
  const dropRetired = await toTheEnd(dropping, dropping.slices({ take: one, write: inSteps('drop', (rows) => searchRebuild.dropRetiredSlice(rows)), maxUnits: MAX_RETIRED_ROWS }));
  const recounting = bulkWriter(store);
  const recount = await toTheEnd(
    recounting,
    recounting.slices({ take: one, write: inSteps('recount', (jobs) => (search.termDocsRecountUnderway() ? search.recountTermDocs(jobs) : 0)), maxUnits: MAX_RECOUNT_JOBS }),
  );
  return { salaries, rebuild, dropRetired, recount, longestStepMs };
}

/** The longest any part held the lock, and how many transactions they took in all. */
export const upgradeHolding = (work: UpgradeWork): LockHolding => ({
  transactions: work.salaries.transactions + work.rebuild.transactions + work.dropRetired.transactions + work.recount.transactions,
  longestMs: Math.max(work.salaries.longestMs, work.rebuild.longestMs, work.dropRetired.longestMs, work.recount.longestMs),
});
