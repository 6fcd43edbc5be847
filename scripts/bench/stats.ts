// The one percentile of every benchmark (issue 27): two figures called "p95" must mean the same.

/**
 * Nearest rank: the smallest sample with at least `p` % of all samples at or below it, to 0.1.
 * `expected` is how many samples there should have been: the missing ones (a message that never
 * came) count as slower than any, so a p95 with more than 5 % of them missing is null, not the
 * p95 of the lucky ones. Null too when there is nothing to measure.
 */
export function percentile(samples: readonly number[], p: number, expected = samples.length): number | null {
  const count = Math.max(expected, samples.length);
  if (!count) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * count));
  if (rank > samples.length) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

/** `a - b` to 0.1, or null when either is unknown. */
export function difference(a: number | null, b: number | null) {
  return a === null || b === null ? null : Math.round((a - b) * 10) / 10;
}
