/*
 * A per-process memo of dashboard figures (decision 018, 059). A Sunday rush asks the same
 * organisation's figures many times a second; each process answers them from one computation.
 * Figures are fresh for TTL (10 s). After that, a caller that allows it (`staleMs`) is answered at
 * once with the figures it has while one computation refreshes them in the background
 * (stale-while-revalidate): a dashboard never waits for figures it has seen within `staleMs`, and
 * what it shows was computed at most `staleMs` ago, the bound. Past the bound, or never computed,
 * the request waits for them. Safe with many web processes: nothing is shared or invalidated
 * across them, and figures only ever come from the database. Concurrent misses share one promise,
 * so fifty simultaneous requests run the queries once.
 */
import { countHit, countMiss, type CacheName } from "#app/utils/cache-stats.ts";

const DEFAULT_TTL_MS = 10_000;
// Every preset range of a few hundred organisations for both kinds of dashboard, and the custom
// ranges asked in the last minutes: an entry is a few kilobytes of JSON.
const MAX_ENTRIES = 2_000;

type Entry = { computedAt: number; value: Promise<unknown>; refreshing: boolean };
const entries = new Map<string, Entry>();

/** The cache's time-to-live; FIGURE_CACHE_TTL_MS=0 turns it off (benchmarks measure the real cost). */
function ttl() {
  const configured = process.env.FIGURE_CACHE_TTL_MS ? Number(process.env.FIGURE_CACHE_TTL_MS) : NaN;
  return Number.isFinite(configured) ? configured : DEFAULT_TTL_MS;
}

function remember(key: string, value: Promise<unknown>, computedAt: number) {
  // Most recently used last: Map keeps insertion order, and the first key is the one to drop.
  entries.delete(key);
  entries.set(key, { computedAt, value, refreshing: false });
  // A failed computation is not remembered: the next request tries again.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** Computes the figures again behind the caller's back; the old ones stay until the new ones are in. */
function refresh(key: string, entry: Entry, load: () => Promise<unknown>, startedAt: number) {
  entry.refreshing = true;
  load().then(
    (value) => entries.get(key) === entry && remember(key, Promise.resolve(value), startedAt),
    // The figures it has stay until the bound; the next request past TTL tries again.
    () => (entry.refreshing = false),
  );
}

export function cachedFigures<T>(
  key: string,
  load: () => Promise<T>,
  {
    maxAgeMs = Infinity,
    staleMs = 0,
    ahead = false,
    now = Date.now(),
    // The name its hits are counted under (cache-stats.ts): a page's figures, or a part they share.
    stat = "figures",
  }: {
    maxAgeMs?: number;
    /** How long after they were computed figures may still be served while new ones are computed. */
    staleMs?: number;
    /**
     * Filled ahead of requests (dashboard-warm.server.ts): figures older than TTL are computed now
     * and awaited, and nothing is counted, so hit rates stay the requests' own.
     */
    ahead?: boolean;
    now?: number;
    stat?: Extract<CacheName, "figures" | "monthFigures">;
  } = {},
): Promise<T> {
  const lifetime = Math.min(ttl(), maxAgeMs);
  if (lifetime <= 0) return load();
  const hit = entries.get(key);
  const age = hit ? now - hit.computedAt : Infinity;
  if (ahead) {
    if (hit && (age < lifetime || hit.refreshing)) return hit.value as Promise<T>;
    if (!hit) {
      // Kept at once, so a request meanwhile shares this computation instead of starting its own.
      const value = load();
      remember(key, value, now);
      return value;
    }
    // Requests meanwhile are answered with the figures it has (refreshing), as in refresh().
    hit.refreshing = true;
    return load().then(
      (figures) => (remember(key, Promise.resolve(figures), now), figures),
      (error: unknown) => {
        hit.refreshing = false;
        throw error;
      },
    );
  }
  if (hit && age < Math.max(lifetime, staleMs)) {
    // A stale answer counts as a hit: the request did not wait (decision 059).
    countHit(stat);
    if (age >= lifetime && !hit.refreshing) refresh(key, hit, load, now);
    return hit.value as Promise<T>;
  }
  countMiss(stat);
  const value = load();
  remember(key, value, now);
  return value;
}

/** False when FIGURE_CACHE_TTL_MS=0 turned the cache off: nothing filled ahead would be kept. */
export function figureCacheOn() {
  return ttl() > 0;
}

/** Forgets entries whose key starts with `prefix` (this process only; others age out within TTL). */
export function forgetFigures(prefix: string) {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
