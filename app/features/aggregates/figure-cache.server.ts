/*
 * A short-lived, per-process memo of dashboard figures (decision 018). A Sunday rush asks the
 * same organisation's figures many times a second; each process answers them from one
 * computation for a few seconds. Safe with many web processes: nothing is shared or invalidated
 * across them, each copy is at most TTL old, and figures only ever come from the database.
 * Concurrent misses share one promise, so fifty simultaneous requests run the queries once.
 */
import { countHit, countMiss, type CacheName } from "#app/utils/cache-stats.ts";

const DEFAULT_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/** The cache's time-to-live; FIGURE_CACHE_TTL_MS=0 turns it off (benchmarks measure the real cost). */
function ttl() {
  const configured = process.env.FIGURE_CACHE_TTL_MS ? Number(process.env.FIGURE_CACHE_TTL_MS) : NaN;
  return Number.isFinite(configured) ? configured : DEFAULT_TTL_MS;
}

export function cachedFigures<T>(
  key: string,
  load: () => Promise<T>,
  {
    maxAgeMs = Infinity,
    now = Date.now(),
    // The name its hits are counted under (cache-stats.ts): a page's figures, or a part they share.
    stat = "figures",
  }: { maxAgeMs?: number; now?: number; stat?: Extract<CacheName, "figures" | "monthFigures"> } = {},
): Promise<T> {
  const lifetime = Math.min(ttl(), maxAgeMs);
  if (lifetime <= 0) return load();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    countHit(stat);
    return hit.value as Promise<T>;
  }
  countMiss(stat);
  if (hit) entries.delete(key);
  const value = load();
  entries.set(key, { expires: now + lifetime, value });
  // A failed computation is not remembered: the next request tries again.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  // Oldest first out: Map keeps insertion order.
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets entries whose key starts with `prefix` (this process only; others age out within TTL). */
export function forgetFigures(prefix: string) {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
