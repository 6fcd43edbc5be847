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

/**
 * A share (precision, recall) with its 95 % Wilson interval, to 0.001: on 45 sentences a share of
 * 1 still only promises 0.92, and the figure says so. Null share when there was nothing to count.
 */
export function share(hits: number, total: number) {
  if (!total) return { value: null, low: null, high: null, of: 0 };
  const z = 1.96;
  const p = hits / total;
  const centre = (p + (z * z) / (2 * total)) / (1 + (z * z) / total);
  const half = (z / (1 + (z * z) / total)) * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    value: round(p),
    low: round(Math.max(0, centre - half)),
    high: round(Math.min(1, centre + half)),
    of: total,
  };
}
