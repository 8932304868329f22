// The search's per-word job counts (migration 014) after a bulk load: its jobs are counted with every
// other published job's again, in short transactions, by the load itself when it ends, or by
// whichever process gets to it first when the load was stopped before.
import type { ServiceContext } from './context';
import { bulkWriter, type BulkWriter } from './sliced-writes';

/** The most jobs one recount transaction counts (about 40 µs each). */
const MAX_RECOUNT_JOBS = 4_096;

/**
 * Counts every published job's words again (going on with a recount under way, if any), in
 * publication order and short transactions; one-word searches count in the index meanwhile.
 */
export async function recountWords({ store }: ServiceContext, writer: BulkWriter = bulkWriter(store)): Promise<void> {
  await store.write(() => store.search.startTermDocsRecount());
  const { next } = writer.slices({ take: (jobs) => [jobs], write: ([jobs]) => store.search.recountTermDocs(jobs!), maxUnits: MAX_RECOUNT_JOBS });
  while ((await next())! > 0);
}
