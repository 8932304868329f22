// Runs beside a seed or an upgrade: over and over, takes the database's write lock the way the
// server and the console do (`store.write`: BEGIN IMMEDIATE, tried again every WRITE_RETRY_MS while
// another program holds it), and records how long each took. The longest wait is the longest the
// other program kept the server's writers out. With `--without-migrating` it opens the file as it
// is, so it can watch an upgrade from before the upgrading program opens the file (a store would
// apply the migrations itself).
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { isBusyError } from '../../shared/store/database';
import { openStore, WRITE_RETRY_MS } from '../../shared/store/store';

const [file, mode] = process.argv.slice(2) as [string, string | undefined];

/** An empty write transaction on a connection that never migrates, retried as `store.write` retries. */
function rawWriter(): { write: () => Promise<void>; close: () => void } {
  const db = new Database(file);
  db.pragma('busy_timeout = 0');
  const empty = db.transaction(() => {});
  return {
    async write() {
      for (;;) {
        try {
          return empty.immediate();
        } catch (error) {
          if (!isBusyError(error)) throw error;
          await sleep(WRITE_RETRY_MS);
        }
      }
    },
    close: () => db.close(),
  };
}

const writer = mode === '--without-migrating' ? rawWriter() : (() => {
  const store = openStore(dirname(file), { writeWaitMs: 60_000 });
  return { write: () => store.write(() => {}), close: () => store.close() };
})();
const waits: number[] = [];
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
process.send!('ready');

while (running) {
  const started = performance.now();
  await writer.write();
  waits.push(performance.now() - started);
  await sleep(2);
}
writer.close();
waits.sort((a, b) => a - b);
const p99 = waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.99))] ?? 0;
process.send!({ probes: waits.length, longestMs: waits.at(-1) ?? 0, p99Ms: p99 }, () => process.exit(0));
