// The demo seed's second thread: makes the next chunks of rows while the seed's thread writes.
// Each message asks for that many more chunks, in order (see seed-rows.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { chunkCount, encodeChunk, type SeedPlan } from './seed-rows';

const plan = workerData as SeedPlan;
const end = chunkCount(plan);
let next = 0;
parentPort!.on('message', (chunks: number) => {
  for (let made = 0; made < chunks && next < end; made++, next++) parentPort!.postMessage(encodeChunk(plan, next));
});
