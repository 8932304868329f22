// Runs what an upgrade left to do in slices (sliced-migrations.ts) in a worker thread. On the
// server's own thread, a garbage collection of the heap its requests fill (hundreds of milliseconds
// on a large store) could pause a transaction while it holds the write lock; the worker's heap is
// small. The server's thread only waits for the message at the end.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { UpgradeWork } from './sliced-migrations';

/**
 * Starts the work; `finished` settles when it is done. `stop` ends the thread where it is (the
 * transaction under way rolls back; the next run takes up from the last one committed).
 */
export function finishSlicedMigrationsInWorker(dataDir: string): { finished: Promise<UpgradeWork>; stop: () => Promise<void> } {
  const worker = startWorker(dataDir);
  const finished = new Promise<UpgradeWork>((done, fail) => {
    worker.once('message', (work: UpgradeWork) => done(work));
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The upgrade worker stopped (exit code ${code}) before it finished`)));
  });
  return { finished, stop: async () => void (await worker.terminate()) };
}

function startWorker(dataDir: string): Worker {
  // Built, this file is part of the server's bundle in dist/server, beside the worker's (build-server.mjs).
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./upgrade-worker.js', import.meta.url), { workerData: { dataDir } });
  // From source the worker is TypeScript beside this file, loaded through tsx's API, as the demo
  // seed's row worker is (see demo/seed-rows.ts for why this way).
  const file = JSON.stringify(new URL('./upgrade-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${file}, ${file}))`, { eval: true, workerData: { dataDir }, execArgv: [] });
}
