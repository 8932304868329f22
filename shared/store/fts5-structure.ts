// FTS5's record of an index's segments (row 10 of its `_data` table), read so a bulk load can merge
// segments itself in bounded steps: which sizes wait to be merged, and how many pages a merge wrote.
// The layout is FTS5's own (fts5StructureDecode in SQLite's fts5_index.c), stable across versions
// since it is on disk: a 4-byte cookie, an optional version 2 marker, then varints: levels,
// segments, write counter, and per level the segments in an ongoing merge, the level's segments
// and, per segment, its id, first and last leaf page (and in version 2, five numbers more).

export interface Fts5Segment {
  id: number;
  pages: number;
}

export interface Fts5Level {
  /** Oldest segments of this level being merged into the next one (0: no merge under way). */
  merging: number;
  segments: Fts5Segment[];
}

const V2_MARKER = Buffer.from([0xff, 0x00, 0x00, 0x01]);

export function decodeFts5Structure(block: Buffer): Fts5Level[] {
  let at = 4; // the configuration cookie
  if (block.subarray(at, at + 4).equals(V2_MARKER)) at += 4;
  const v2 = at === 8;
  const varint = (): number => {
    // SQLite's varint: big-endian 7-bit groups, high bit set on all but the last; a 9th byte has 8 bits.
    let value = 0;
    for (let i = 0; i < 9; i++) {
      if (at >= block.length) throw new Error('The FTS5 structure record ends early.');
      const byte = block[at++]!;
      if (i === 8) return value * 256 + byte;
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) return value;
    }
    return value;
  };
  const levelCount = varint();
  varint(); // segments in all
  varint(); // write counter
  const levels: Fts5Level[] = [];
  for (let l = 0; l < levelCount; l++) {
    const merging = varint();
    const count = varint();
    const segments: Fts5Segment[] = [];
    for (let s = 0; s < count; s++) {
      const id = varint();
      const first = varint();
      const last = varint();
      if (v2) for (let k = 0; k < 5; k++) varint(); // origins, tombstone pages and entries, entries
      segments.push({ id, pages: last - first + 1 });
    }
    levels.push({ merging, segments });
  }
  return levels;
}

/** Leaf pages a merge wrote between two structures: what each segment grew by (its inputs only shrink). */
export function pagesWritten(before: Fts5Level[], after: Fts5Level[]): number {
  const was = new Map(before.flatMap((level) => level.segments.map((segment) => [segment.id, segment.pages] as const)));
  let written = 0;
  for (const { segments } of after) {
    for (const { id, pages } of segments) written += Math.max(0, pages - (was.get(id) ?? 0));
  }
  return written;
}
