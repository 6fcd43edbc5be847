import { afterEach, describe, expect, test } from "vitest";
import { cacheCounts } from "#app/utils/cache-stats.ts";
import { cachedFigures, forgetFigures } from "./figure-cache.server.ts";

const TTL = 10_000;
const STALE = 120_000;

/** A computation that counts its runs and answers the run's number. */
function counter() {
  const calls = { count: 0 };
  const load = () => Promise.resolve(++calls.count);
  return { calls, load };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => forgetFigures(""));

describe("cachedFigures: stale while revalidate", () => {
  test("within TTL the first figures are reused", async () => {
    const { calls, load } = counter();
    expect(await cachedFigures("fresh", load, { now: 0, staleMs: STALE })).toBe(1);
    expect(await cachedFigures("fresh", load, { now: TTL - 1, staleMs: STALE })).toBe(1);
    expect(calls.count).toBe(1);
  });

  test("past TTL but within the bound, the old figures answer at once and one refresh runs behind", async () => {
    const { calls, load } = counter();
    await cachedFigures("stale", load, { now: 0, staleMs: STALE });
    // Two requests past TTL: both answered with the first figures, one refresh between them.
    const answers = [
      cachedFigures("stale", load, { now: TTL + 1, staleMs: STALE }),
      cachedFigures("stale", load, { now: TTL + 2, staleMs: STALE }),
    ];
    expect(await Promise.all(answers)).toEqual([1, 1]);
    await settled();
    expect(calls.count).toBe(2);
    // The refreshed figures count from when their refresh started.
    expect(await cachedFigures("stale", load, { now: TTL + 3, staleMs: STALE })).toBe(2);
    expect(calls.count).toBe(2);
  });

  test("past the bound, the request waits for new figures", async () => {
    const { calls, load } = counter();
    await cachedFigures("bound", load, { now: 0, staleMs: STALE });
    expect(await cachedFigures("bound", load, { now: STALE, staleMs: STALE })).toBe(2);
    expect(calls.count).toBe(2);
  });

  test("without staleMs, figures past TTL are computed before answering (the public events page)", async () => {
    const { calls, load } = counter();
    await cachedFigures("strict", load, { now: 0 });
    expect(await cachedFigures("strict", load, { now: TTL })).toBe(2);
    expect(calls.count).toBe(2);
  });

  test("a failed refresh keeps the old figures and is tried again by the next request", async () => {
    let fail = false;
    let count = 0;
    const load = () => (fail ? Promise.reject(new Error("database away")) : Promise.resolve(++count));
    await cachedFigures("failing", load, { now: 0, staleMs: STALE });
    fail = true;
    expect(await cachedFigures("failing", load, { now: TTL + 1, staleMs: STALE })).toBe(1);
    await settled();
    fail = false;
    expect(await cachedFigures("failing", load, { now: TTL + 2, staleMs: STALE })).toBe(1);
    await settled();
    expect(await cachedFigures("failing", load, { now: TTL + 3, staleMs: STALE })).toBe(2);
  });

  test("filled ahead, stale figures are computed and awaited while requests get the old ones, uncounted", async () => {
    const { calls, load } = counter();
    const before = cacheCounts().monthFigures ?? { hits: 0, misses: 0 };
    const options = { staleMs: STALE, stat: "monthFigures" } as const;
    expect(await cachedFigures("ahead", load, { ...options, now: 0, ahead: true })).toBe(1);
    // Within TTL, filling ahead leaves the figures alone.
    expect(await cachedFigures("ahead", load, { ...options, now: 1, ahead: true })).toBe(1);
    const filling = cachedFigures("ahead", load, { ...options, now: TTL + 1, ahead: true });
    expect(await cachedFigures("ahead", load, { ...options, now: TTL + 2 })).toBe(1);
    expect(await filling).toBe(2);
    expect(await cachedFigures("ahead", load, { ...options, now: TTL + 3 })).toBe(2);
    expect(calls.count).toBe(2);
    // The two requests were hits; the filling counted neither way.
    expect(cacheCounts().monthFigures).toEqual({ hits: before.hits + 2, misses: before.misses });
  });
});
