// TEMPORARY local copy for branch `search` (the real one comes from branch `blocks`, which the
// integrator keeps instead of this file). Same interface.

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function highlightSegments(text: string, words: readonly string[]): Array<{ text: string; match: boolean }> {
  const wanted = words.map(fold).filter(Boolean);
  const segments: Array<{ text: string; match: boolean }> = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  let at = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = fold(found[0]);
    const match = wanted.some((w) => (w.length >= 4 ? token.startsWith(w) : token === w));
    push(text.slice(at, found.index), false);
    push(found[0], match);
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments;
}
