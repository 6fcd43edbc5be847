import { cacheCounts, isFillingAhead, type CacheCounts } from "./cache-stats.ts";

/** What a parent process sends to read the counts; the answer is `{ cacheStats: CacheCounts }`. */
export const CACHE_STATS_REQUEST = "cache stats";

/** `fillingAhead`: a cache is being filled ahead of requests (cache-stats.ts); measure after it. */
export type CacheStatsAnswer = { cacheStats: CacheCounts; fillingAhead: boolean };

/**
 * Lets the process that started this server read its caches' counts over the IPC channel Node
 * opens between a parent and a child it spawned with one (`npm run bench:load` does). No address,
 * no route, no variable: a server started any other way (`npm run start:prod`, a container) has
 * no such channel, and this does nothing there; under WEB_PROCESSES the channel is the cluster's,
 * whose primary (server/cluster.js) never asks.
 */
export function answerCacheStatsToParent() {
  if (!process.send) return;
  process.on("message", (message) => {
    if (message === CACHE_STATS_REQUEST)
      process.send?.({ cacheStats: cacheCounts(), fillingAhead: isFillingAhead() } satisfies CacheStatsAnswer);
  });
  // Listening must not keep the process alive: it still ends when its server closes on SIGTERM.
  process.channel?.unref();
}
