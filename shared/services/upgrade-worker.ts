// The worker thread that finishes an upgrade's sliced work beside the server (see upgrade-thread.ts):
// its own connection, and its own heap, so a garbage collection of the server's requests never
// pauses a transaction that holds the write lock.
import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../store/store';
import { systemClock } from './clock';
import { finishSlicedMigrations } from './sliced-migrations';

const { dataDir } = workerData as { dataDir: string };
// A slice waits for the lock as long as any other writer keeps it; it never gives up as a request does.
const store = openStore(dataDir, { writeWaitMs: 60_000 });
try {
  parentPort!.postMessage(await finishSlicedMigrations({ store, clock: systemClock }));
} finally {
  store.close();
}
