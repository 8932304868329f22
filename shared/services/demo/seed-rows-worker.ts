// The demo seed's second thread: makes the next chunks of rows while the seed's thread writes.
// Each message asks for that many more chunks, in order (see seed-rows.ts).
// Each chunk goes as SQLite's parsed form of its JSON (JSONB), made here by an in-memory database,
// so the writing thread's insert reads the rows without parsing their text.
import Database from 'better-sqlite3';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { chunkCount, encodeChunk, type SeedPlan } from './seed-rows';

// The least urgent work here: it yields a core to the seed's writing thread (which holds the lock
// meanwhile), the server and anyone waiting for the lock. On Linux a nice value belongs to a thread
// (setpriority(2), "Bugs"), so this lowers this worker's alone; elsewhere it stays as it is.
if (process.platform === 'linux') setPriority(10);

const plan = workerData as SeedPlan;
const end = chunkCount(plan);
const toJsonb = new Database(':memory:').prepare<[string], Uint8Array>('SELECT jsonb(?)').pluck();
let next = 0;
parentPort!.on('message', (chunks: number) => {
  for (let made = 0; made < chunks && next < end; made++, next++) parentPort!.postMessage(toJsonb.get(encodeChunk(plan, next)));
});
