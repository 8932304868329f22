// TEMPORARY local copy for branch `search` (the real one comes from branch `blocks`, which the
// integrator keeps instead of this file). Same interface.

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), or max + 1 once it exceeds max. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

export function closestWords(word: string, vocabulary: Iterable<{ term: string; docs: number }>, limit = 3): string[] {
  const max = word.length <= 4 ? 1 : 2;
  const found: { term: string; docs: number; d: number }[] = [];
  for (const { term, docs } of vocabulary) {
    if (term === word) continue;
    const d = distance(word, term, max);
    if (d <= max) found.push({ term, docs, d });
  }
  found.sort((x, y) => x.d - y.d || y.docs - x.docs || (x.term < y.term ? -1 : 1));
  return [...new Set(found.map((f) => f.term))].slice(0, limit);
}
