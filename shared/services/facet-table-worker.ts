// The worker thread that reads a large store's facet table (see facet-table.ts) with its own
// connection, so the server's thread never stops for the second that takes at 1,000,000 jobs.
import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../store/store';
import { readFacetTable, transferredBuffers } from './facet-table';

const { dataDir } = workerData as { dataDir: string };
const store = openStore(dataDir);
try {
  const read = store.read(() => readFacetTable(store.search));
  parentPort!.postMessage(read, transferredBuffers(read));
} finally {
  store.close();
}
