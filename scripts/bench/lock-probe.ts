// Runs beside a seed: over and over, takes the database's write lock (BEGIN IMMEDIATE) with a 5 ms
// busy timeout, retrying until it gets it, and records how long each attempt had to wait. The
// longest wait is the longest time the seeder kept every other writer out.
import Database from 'better-sqlite3';

const db = new Database(process.argv[2]!, { timeout: 5 });
const waits: number[] = [];
let busy = 0;
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
process.send!('ready');

while (running) {
  const started = performance.now();
  for (;;) {
    try {
      db.exec('BEGIN IMMEDIATE');
      db.exec('COMMIT');
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      busy++;
    }
  }
  waits.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 2));
}
db.close();
waits.sort((a, b) => a - b);
const p99 = waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.99))] ?? 0;
process.send!({ probes: waits.length, busy, longestMs: waits.at(-1) ?? 0, p99Ms: p99 }, () => process.exit(0));
