// Bulk writes beside a running server: many short write transactions, each sized to hold the write
// lock about 30 ms, with a pause between them, so the server and the console can always take it.
import { setTimeout } from 'node:timers/promises';
import type { Store } from '../store/store';
import { WRITE_RETRY_MS } from '../store/store';

/**
 * Each transaction aims to hold the write lock about this long, so others never wait long: a writer
 * that misses one pause waits out two transactions. When the demo seed still let FTS5 merge inside
 * its writes, some of them took two to three times as long (a merge step rode along); with merging
 * in transactions of its own (see demo-seed.ts), a 1,000,000-job seed's longest is about 60 ms.
 */
export const SLICE_MS = 30;
/** The most index pages one merging transaction writes (a bulk load's and an upgrade's merges alike). */
export const MAX_MERGE_PAGES = 4_096;
/**
 * The pause between two transactions: twice as long as a waiting writer (the server's, the console's)
 * sleeps between its tries, so it tries at least once in every pause, even when its timer fires a
 * little late, instead of sleeping through it and waiting out the next transaction too. (A 5 ms pause
 * would take a tenth of a 1,000,000-job seed.)
 */
const PAUSE_MS = 2 * WRITE_RETRY_MS;
/** A transaction this short (it found nothing to do) kept no one waiting: no pause after it. */
const NO_PAUSE_UNDER_MS = 1;
/** The WAL is moved into the database after every this many transactions (about 15 MB of WAL). */
const CHECKPOINT_EVERY = 8;

export interface SlicedWork<T> {
  /** The next `units` units of work (fewer at the end, none when done). Made before the transaction. */
  take(units: number): Promise<T[]> | T[];
  /** Writes them; returns how many units it did (0: nothing was left to do). Runs inside the transaction. */
  write(batch: T[]): number;
  /** The most units one transaction takes. */
  maxUnits: number;
}

/** How a bulk writer held the write lock: its transactions that did something, and the longest. */
export interface LockHolding {
  transactions: number;
  longestMs: number;
}

/**
 * One process's bulk writing, in sliced transactions of one or more kinds of work. Best with the
 * store's automatic checkpoint off (`wal_autocheckpoint = 0`): one inside a commit runs after the
 * lock is released, yet counts in the transaction's time and shrinks the next one; the passive
 * checkpoints here block no one, reader or writer.
 * `now` is the clock it times transactions by, `sleep` how it pauses (tests pass their own).
 */
export function bulkWriter(store: Store, { now = () => performance.now(), sleep = (ms: number): Promise<unknown> => setTimeout(ms) } = {}) {
  const holding: LockHolding = { transactions: 0, longestMs: 0 };
  let releasedAt = -Infinity;

  /** Runs `fn` as one write transaction; returns `fn`'s result and how long the lock was held. */
  async function transaction<R>(fn: () => R): Promise<{ result: R; heldMs: number }> {
    // Another program gets its chance between two of ours: at least a pause since we last held the
    // lock, counting whatever we did meanwhile (a checkpoint, making the next rows).
    const rest = releasedAt + PAUSE_MS - now();
    // Whole milliseconds: Node truncates a fraction, so sleep(1.9) returns after about 1.2 ms.
    if (rest > 0) await sleep(Math.ceil(rest));
    // Timed from inside the transaction to after its commit: how long others were shut out. Waiting
    // for another program's lock says nothing about our speed.
    let started = 0;
    const result = await store.write(() => {
      started = now();
      return fn();
    });
    const heldMs = now() - started;
    holding.longestMs = Math.max(holding.longestMs, heldMs);
    if (heldMs >= NO_PAUSE_UNDER_MS) {
      releasedAt = now();
      if (++holding.transactions % CHECKPOINT_EVERY === 0) store.checkpoint();
    }
    return { result, heldMs };
  }

  /**
   * One kind of work, a transaction per call of `next`, which returns how many units that
   * transaction did, or null when `take` had nothing left. Each transaction is sized from the last
   * one's speed, changing by at most half or double; `startOver` when the work may change speed.
   */
  function slices<T>({ take, write, maxUnits }: SlicedWork<T>) {
    let units = 2;
    let slowestMsPerUnit = 0; // of the transactions long enough to time
    const sized = (size: number) => Math.round(Math.max(1, Math.min(maxUnits, size)));
    return {
      async next(): Promise<number | null> {
        const batch = await take(units);
        if (batch.length === 0) return null;
        const { result, heldMs } = await transaction(() => write(batch));
        if (result > 0) {
          const msPerUnit = Math.max(1, heldMs) / result;
          if (heldMs >= SLICE_MS / 3) slowestMsPerUnit = Math.max(slowestMsPerUnit, msPerUnit);
          units = sized(Math.min(units * 2, Math.max(units / 2, SLICE_MS / msPerUnit)));
        }
        return result;
      },
      /** The next transaction is sized for the slowest speed seen so far. */
      startOver(): void {
        if (slowestMsPerUnit > 0) units = sized(SLICE_MS / slowestMsPerUnit);
      },
    };
  }

  return {
    slices,
    /** Checkpoints what is left in the WAL; returns how the lock was held. */
    finish(): LockHolding {
      store.checkpoint();
      return { ...holding };
    },
  };
}

export type BulkWriter = ReturnType<typeof bulkWriter>;

/** Runs one kind of work to the end in sliced transactions. */
export async function writeInSlices<T>(writer: BulkWriter, work: SlicedWork<T>): Promise<void> {
  const { next } = writer.slices(work);
  while ((await next()) !== null);
}
