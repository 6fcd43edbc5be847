import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cacheCounts, countHit, countMiss, hitRates } from "./cache-stats.ts";
import { CACHE_STATS_REQUEST, type CacheStatsAnswer } from "./cache-stats.server.ts";
import { markupMemo } from "#app/components/markup-memo.server.ts";

describe("cache counts", () => {
  it("add up each cache's hits and misses, and a reading is a copy", () => {
    const before = cacheCounts();
    countMiss("chartMarkup");
    countHit("chartMarkup");
    countHit("chartMarkup");
    countHit("chartMarkup");
    const after = cacheCounts();
    expect(after.chartMarkup!.hits - (before.chartMarkup?.hits ?? 0)).toBe(3);
    expect(after.chartMarkup!.misses - (before.chartMarkup?.misses ?? 0)).toBe(1);
    countHit("chartMarkup");
    expect(after.chartMarkup!.hits - (before.chartMarkup?.hits ?? 0)).toBe(3);
  });

  it("give the rate of each cache looked up between two readings, and none for the others", () => {
    const before = { figures: { hits: 10, misses: 5 }, chartMarkup: { hits: 4, misses: 1 } };
    const after = {
      figures: { hits: 37, misses: 8 },
      chartMarkup: { hits: 4, misses: 1 },
      dateFormat: { hits: 2, misses: 1 },
    };
    expect(hitRates(before, after)).toEqual({ figures: 0.9, dateFormat: 0.667 });
    expect(hitRates({}, {})).toEqual({});
  });

  it("are counted by the caches themselves", () => {
    const before = cacheCounts();
    const Label = ({ text }: { text: string }) => createElement("span", null, text);
    const text = `counted ${Math.random()}`;
    for (let i = 0; i < 3; i++) markupMemo(Label, { text }, "chartMarkup");
    expect(hitRates(before, cacheCounts())).toEqual({ chartMarkup: 0.667 });
  });
});

describe("a server's cache counts", () => {
  const module = fileURLToPath(new URL("./cache-stats.server.ts", import.meta.url));
  const counts = fileURLToPath(new URL("./cache-stats.ts", import.meta.url));
  // A real child process, as `npm run bench:load` starts the web server: it counts, then answers.
  const child = ({ ipc, serving }: { ipc: boolean; serving: boolean }) =>
    spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { answerCacheStatsToParent } = await import(${JSON.stringify(module)});
         const { countHit, countMiss } = await import(${JSON.stringify(counts)});
         countHit("figures"); countHit("figures"); countMiss("figures");
         answerCacheStatsToParent();
         process.send?.("ready");
         ${serving ? "setTimeout(() => process.exit(0), 10_000);" : ""}`,
      ],
      { stdio: ipc ? ["ignore", "inherit", "inherit", "ipc"] : ["ignore", "inherit", "inherit"] },
    );

  it("are answered to the parent that started it with an IPC channel", async () => {
    const server = child({ ipc: true, serving: true });
    const answer = await new Promise<CacheStatsAnswer>((resolve, reject) => {
      server.on("error", reject);
      server.on("message", (message) => {
        if (message === "ready") server.send(CACHE_STATS_REQUEST);
        else resolve(message as CacheStatsAnswer);
      });
    });
    server.kill();
    expect(answer).toEqual({ cacheStats: { figures: { hits: 2, misses: 1 } }, fillingAhead: false });
  }, 20_000);

  it("keep no process alive, with a channel or without one", async () => {
    for (const ipc of [true, false]) {
      const server = child({ ipc, serving: false });
      const code = await new Promise((resolve) => server.on("exit", resolve));
      expect(code).toBe(0);
    }
  }, 20_000);
});
