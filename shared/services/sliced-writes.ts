// Bulk writes beside a running server: many short write transactions, each sized to hold the write
// lock about 30 ms, with a pause between them, so the server and the console can always take it.
import type { Store } from '../store/store';
import { WRITE_RETRY_MAX_MS } from '../store/store';

/**
 * Each transaction aims to hold the write lock about this long, so others never wait long: a writer
 * that misses one pause waits out two transactions. At 40 ms, a 1,000,000-job seed beside the
 * running server kept the probe in `npm run bench` waiting 93 to 164 ms at worst (p99 55 to 62); at
 * 30 ms, p99 43 to 44 ms, and the seed no slower.
 */
const SLICE_MS = 30;
/**
 * The pause between transactions: as long as a waiting writer (the server's, the console's) sleeps
 * between its tries, so it tries at least once in every pause instead of sleeping through it and
 * waiting out the next transaction too.
 */
const PAUSE_MS = WRITE_RETRY_MAX_MS;
/** The WAL is moved into the database after every this many transactions (about 15 MB of WAL). */
const CHECKPOINT_EVERY = 8;

export interface SlicedWork<T> {
  /** The next `units` units of work (fewer at the end, none when done). Made before the transaction. */
  take(units: number): Promise<T[]> | T[];
  /** Writes them; returns how many rows it wrote. Runs inside the write transaction. */
  write(batch: T[]): number;
  /** The most units one transaction takes. */
  maxUnits: number;
}

/**
 * Runs the work to the end in sliced transactions and returns how many rows were written. Best with
 * the store's automatic checkpoint off (`wal_autocheckpoint = 0`): one inside a commit runs after
 * the lock is released, yet counts in the transaction's time and shrinks the next one; the passive
 * checkpoints here block no one, reader or writer.
 */
export async function writeInSlices<T>(store: Store, { take, write, maxUnits }: SlicedWork<T>): Promise<number> {
  let written = 0;
  let units = 2;
  for (let slices = 1; ; slices++) {
    const batch = await take(units);
    if (batch.length === 0) break;
    // Timed from inside the transaction to after its commit: how long others were shut out. Waiting
    // for another program's lock says nothing about our speed.
    let started = 0;
    written += await store.write(() => {
      started = performance.now();
      return write(batch);
    });
    const took = Math.max(1, performance.now() - started);
    // The next transaction is sized from this one's speed, changing by at most half or double.
    units = Math.round(Math.max(1, Math.min(maxUnits, units * 2, Math.max(units / 2, (units * SLICE_MS) / took))));
    if (slices % CHECKPOINT_EVERY === 0) store.checkpoint();
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS)); // let another program take the lock
  }
  store.checkpoint();
  return written;
}
