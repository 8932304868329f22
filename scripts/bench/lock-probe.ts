// Runs beside a seed: over and over, takes the database's write lock the way the server and the
// console do (`store.write`: BEGIN IMMEDIATE, tried again every WRITE_RETRY_MS while another program
// holds it), and records how long each took. The longest wait is the longest the seeder kept the
// server's writers out.
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openStore } from '../../shared/store/store';

const store = openStore(dirname(process.argv[2]!), { writeWaitMs: 60_000 });
const waits: number[] = [];
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
process.send!('ready');

while (running) {
  const started = performance.now();
  await store.write(() => {});
  waits.push(performance.now() - started);
  await sleep(2);
}
store.close();
waits.sort((a, b) => a - b);
const p99 = waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.99))] ?? 0;
process.send!({ probes: waits.length, longestMs: waits.at(-1) ?? 0, p99Ms: p99 }, () => process.exit(0));
