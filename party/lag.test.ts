import type * as Party from "partykit/server";
import { describe, expect, it } from "vitest";
import { LagMeter } from "./lag.ts";
import type { Segment } from "./transcript.ts";

/** Room storage as a Map (the meter only gets and puts one record). */
function memoryStorage() {
  const map = new Map<string, unknown>();
  return {
    map,
    storage: {
      get: async (key: string) => map.get(key),
      put: async (key: string, value: unknown) => void map.set(key, value),
    } as unknown as Party.Storage,
  };
}
const segment = (seq: number, at: number): Segment => ({ seq, source: `s${seq}`, translations: {}, at });
const people = [
  { language: "es", listenerId: "a" },
  { language: "es", listenerId: "a" },
  { language: "es", listenerId: "b" },
  { language: "pt", listenerId: "c" },
  { language: "en", listenerId: "d" },
];

describe("the lag meter", () => {
  it("counts people, shows a segment still on its way from when it was spoken, and warns past 5 s", () => {
    const meter = new LagMeter(memoryStorage().storage);
    const first = segment(0, 1000);
    meter.spoken(first, ["es", "pt"]);
    meter.translated(["es", "pt"], 300, { es: "uno" });
    meter.delivered(first, "es", 1400);
    meter.delivered(first, "pt", 1400);
    const second = segment(1, 2000);
    meter.spoken(second, ["es", "pt"]);
    const report = meter.report(people, [first, second], "en", 8000);
    expect(report).toEqual([
      { language: "en", listeners: 1, behindMs: 0, translateMs: null, failures: 0, warning: false },
      { language: "es", listeners: 2, behindMs: 6000, translateMs: 300, failures: 0, warning: true },
      { language: "pt", listeners: 1, behindMs: 6000, translateMs: 300, failures: 1, warning: true },
    ]);
    expect(meter.waiting).toBe(true);
  });

  it(
    "starts a language new to the meter at the segment " + "it first waits for, and keeps its figures in storage",
    async () => {
      const { storage, map } = memoryStorage();
      const meter = new LagMeter(storage);
      const old = [segment(0, 0), segment(1, 0)];
      const fresh = segment(2, 10_000);
      meter.spoken(fresh, ["pt"]);
      meter.translated(["pt"], 200, { pt: "ok" });
      meter.delivered(fresh, "pt", 10_250);
      expect(meter.report([{ language: "pt", listenerId: "x" }], [...old, fresh], "en", 60_000)).toEqual([
        { language: "pt", listeners: 1, behindMs: 250, translateMs: 200, failures: 0, warning: false },
      ]);
      expect(map.has("lag")).toBe(true);
      const woken = new LagMeter(storage);
      await woken.load();
      expect(woken.report([{ language: "pt", listenerId: "x" }], [...old, fresh], "en", 60_000)[0]).toMatchObject({
        behindMs: 250,
        translateMs: 200,
      });
    },
  );
});
