/** Near-name suggestions for typos of keys, enum values and ids. */

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

const fold = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The candidate nearest to value, or undefined when none is close: the same name up to case,
 * dashes and underscores; else the only candidate value is the start of; else the nearest within
 * maxDistance edits (default 2).
 */
export function nearest(
  value: string,
  candidates: readonly string[],
  maxDistance = 2,
): string | undefined {
  const folded = fold(value);
  const same = candidates.find((c) => fold(c) === folded);
  if (same !== undefined) return same;
  // A short code of a longer name (sw -> swTZ) beats a one-letter change (sw -> sv).
  if (folded.length >= 2) {
    const extended = candidates.filter((c) => fold(c).startsWith(folded));
    if (extended.length === 1) return extended[0];
  }
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = levenshtein(value.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  // Every letter changed (xx -> en) is no longer a typo.
  return bestDistance <= maxDistance && bestDistance < value.length ? best : undefined;
}
