// Runs what an upgrade left to do in slices (sliced-migrations.ts) in a worker thread. On the
// server's own thread, a garbage collection of the heap its requests fill (hundreds of milliseconds
// on a large store) could pause a transaction while it holds the write lock; the worker's heap is
// small. The server's thread only waits for the message at the end.
import type { UpgradeWork } from './sliced-migrations';
import { startServiceWorker } from './worker-thread';

/**
 * Starts the work; `finished` settles when it is done. `stop` ends the thread where it is (the
 * transaction under way rolls back; the next run takes up from the last one committed).
 */
export function finishSlicedMigrationsInWorker(dataDir: string): { finished: Promise<UpgradeWork>; stop: () => Promise<void> } {
  const worker = startServiceWorker('upgrade-worker', { dataDir });
  const finished = new Promise<UpgradeWork>((done, fail) => {
    worker.once('message', (work: UpgradeWork) => done(work));
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The upgrade worker stopped (exit code ${code}) before it finished`)));
  });
  return { finished, stop: async () => void (await worker.terminate()) };
}
