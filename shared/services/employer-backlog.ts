// Jobs a bulk load (the demo seed) left out of the employer tables, added afterwards in each table's
// key order: then they fill its pages one after another, where adding them with each batch of the
// load rewrote about one page per job (migration 009).
import type { ServiceContext } from './context';
import { bulkWriter, writeInSlices, type BulkWriter } from './sliced-writes';

/** Ids staged and added at a time (about 16 MB of sorted keys in memory, at most). */
const STAGE_MAX_JOBS = 262_144;
/** The most entries one transaction adds to a table. */
const MAX_ENTRIES_PER_WRITE = 32_768;

/** Adds every job in the backlog to both employer tables; returns how many jobs it added. */
export async function addEmployerBacklog({ store }: ServiceContext, writer: BulkWriter = bulkWriter(store)): Promise<number> {
  let added = 0;
  for (;;) {
    const staged = store.read(() => store.jobs.stageEmployerBacklog(STAGE_MAX_JOBS));
    if (!staged) return added;
    for (const table of ['email', 'company'] as const) {
      let next = 1;
      await writeInSlices(writer, {
        // Numbers of staged entries, in key order.
        take: (units) => Array.from({ length: Math.max(0, Math.min(units, staged.jobs - next + 1)) }, () => next++),
        write: (numbers) => {
          store.jobs.addStagedToEmployerTable(table, numbers[0]!, numbers.at(-1)!);
          return numbers.length;
        },
        maxUnits: MAX_ENTRIES_PER_WRITE,
      });
    }
    await store.write(() => store.jobs.clearEmployerBacklog(staged));
    added += staged.jobs;
  }
}
