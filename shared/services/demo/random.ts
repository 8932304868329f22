// Deterministic randomness for the demo data: a seeded generator and Zipf-weighted lists, so the
// same job index always gives the same job and a few words are common while most are rare.

/** A small, fast seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable 32-bit hash of an integer (for choices that must not depend on draw order). */
export function hash32(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A list whose item k is drawn with weight 1 / (k + 1)^s: the first items are common, the tail
 * is rare. Drawing is a binary search over precomputed cumulative weights, so it stays cheap for
 * lists of tens of thousands of items. `head` limits a draw to the first items (the small,
 * hand-written part of each list) for the readable demo set.
 */
export class ZipfList<T> {
  private readonly cumulative: Float64Array;

  constructor(
    readonly items: readonly T[],
    exponent = 1,
  ) {
    if (items.length === 0) throw new Error('A Zipf list needs at least one item');
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let k = 0; k < items.length; k++) this.cumulative[k] = sum += 1 / (k + 1) ** exponent;
  }

  get length(): number {
    return this.items.length;
  }

  /** The item for a uniform number `u` in [0, 1), from the first `head` items at most. */
  pick(u: number, head = this.items.length): T {
    const last = Math.min(head, this.items.length) - 1;
    const target = u * this.cumulative[last]!;
    let low = 0;
    let high = last;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low]!;
  }
}

/** Items with plain weights, for small choices (seniority, job type). */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (u: number) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (u) => {
    let x = u * total;
    for (const [item, w] of entries) if ((x -= w) < 0) return item;
    return entries[entries.length - 1]![0];
  };
}
