// Hits and misses of the server's in-memory caches, counted by each cache where it answers: a
// cache earns its code only if requests really find what it keeps (issue 33), and only the process
// that serves them knows. `npm run bench:load` reads the counts before and after each page it
// hammers (cache-stats.server.ts) and prints each page's hit rates. A count is a property lookup
// and an addition, so counting stays on in every process; reading is for the benchmark.

/** The caches that count, by the name the benchmark prints. */
export type CacheName =
  | "translationText"
  | "chartMarkup"
  | "iconMarkup"
  | "sectionMarkup"
  | "figures"
  | "monthFigures"
  | "dateFormat"
  | "numberFormat";

export type CacheCounts = Partial<Record<CacheName, { hits: number; misses: number }>>;

const counts: CacheCounts = {};

function counted(name: CacheName) {
  return (counts[name] ??= { hits: 0, misses: 0 });
}

export function countHit(name: CacheName) {
  counted(name).hits++;
}

export function countMiss(name: CacheName) {
  counted(name).misses++;
}

/** A copy of every count since the process started. */
export function cacheCounts(): CacheCounts {
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, { ...count }]));
}

/**
 * The share of lookups each cache answered between two readings, to 0.001, for the caches looked
 * up in between (a page that never touched a cache has no rate for it, rather than 0).
 */
export function hitRates(before: CacheCounts, after: CacheCounts): Partial<Record<CacheName, number>> {
  const rates: Partial<Record<CacheName, number>> = {};
  for (const [name, count] of Object.entries(after) as [CacheName, { hits: number; misses: number }][]) {
    const hits = count.hits - (before[name]?.hits ?? 0);
    const lookups = hits + count.misses - (before[name]?.misses ?? 0);
    if (lookups > 0) rates[name] = Math.round((hits / lookups) * 1000) / 1000;
  }
  return rates;
}

let filling = 0;

/**
 * Caches being filled ahead of requests (the dashboards' warmer) report here, so the benchmark can
 * wait for a started server's first filling to end before it measures anything (decision 059).
 */
export function fillingAhead<T>(work: () => Promise<T>): Promise<T> {
  filling++;
  return work().finally(() => filling--);
}

export function isFillingAhead() {
  return filling > 0;
}
