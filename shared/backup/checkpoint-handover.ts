// Whether Litestream replicates the database is the server's setting (REPLICA_URL), but every
// process that opens the file must know it: the staff CLI, the console and the SSH staff program
// may run with another environment, and a checkpoint of theirs would cut into Litestream's
// (see StoreOptions.checkpoints). So the server records it in the database when it starts.
import type { Clock } from '../services/clock';
import type { Store } from '../store/store';

const LITESTREAM = 'litestream' as const;

/**
 * The server, at start: replication on (Litestream checkpoints) or off (each process does). Its
 * own store follows its own setting, whatever an earlier run recorded.
 */
export async function recordReplication(store: Store, clock: Clock, on: boolean): Promise<void> {
  await store.write(() => (on ? store.settings.set('replicated_by', LITESTREAM, clock.now()) : store.settings.remove('replicated_by')));
  store.checkpointsBy(on ? LITESTREAM : 'app');
}

/** Any process, after opening the store: hands checkpoints over while the server says Litestream replicates. */
export function followRecordedReplication(store: Store): void {
  if (store.settings.get('replicated_by') === LITESTREAM) store.checkpointsBy(LITESTREAM);
}
