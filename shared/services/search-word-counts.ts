// The search's per-word job counts (migration 014) after a bulk load. The demo seed adds its own
// jobs' counts, made as it made their text; what a seed stopped before it could leaves is counted
// again from the published jobs, in short transactions, by whichever process gets to it first.
import type { SearchField, TermDocCounts } from '../store/search-index';
import type { ServiceContext } from './context';
import { bulkWriter, writeInSlices, type BulkWriter } from './sliced-writes';

/** The most word counts one transaction adds. */
const MAX_COUNTS_PER_WRITE = 8_192;
/** The most jobs one recount transaction counts (about 40 µs each). */
const MAX_RECOUNT_JOBS = 4_096;

/** Adds a bulk load's word counts for its `jobs` jobs; searches count in the index until the last write. */
export async function addBulkWordCounts({ store }: ServiceContext, writer: BulkWriter, counts: TermDocCounts, jobs: number): Promise<void> {
  const fields = Object.keys(counts) as SearchField[];
  const left = fields.flatMap((field) => [...counts[field]].map((entry) => ({ field, entry })));
  await writeInSlices(writer, {
    take: (units) => left.splice(0, units),
    write: (batch) => {
      for (const field of fields) store.search.addTermDocs(field, batch.filter((item) => item.field === field).map((item) => item.entry));
      return batch.length;
    },
    maxUnits: MAX_COUNTS_PER_WRITE,
  });
  await store.write(() => store.search.bulkJobsCounted(jobs));
}

/**
 * Counts every published job's words again (going on with a recount under way, if any), in
 * publication order and short transactions; one-word searches count in the index meanwhile.
 */
export async function recountWords({ store }: ServiceContext, writer: BulkWriter = bulkWriter(store)): Promise<void> {
  await store.write(() => store.search.startTermDocsRecount());
  const { next } = writer.slices({ take: (jobs) => [jobs], write: ([jobs]) => store.search.recountTermDocs(jobs!), maxUnits: MAX_RECOUNT_JOBS });
  while ((await next())! > 0);
}
