import { describe, expect, it } from "vitest";
import { difference, percentile, share } from "./stats.ts";

describe("the benchmarks' percentile", () => {
  it("is the nearest rank: the smallest sample with p % of them at or below it", () => {
    const samples = Array.from({ length: 20 }, (_, index) => 20 - index); // 20 … 1, unsorted on purpose
    expect(percentile(samples, 50)).toBe(10);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile([7.25], 99)).toBe(7.3);
  });

  it("counts what never came as slower than anything, and knows nothing of nothing", () => {
    const arrived = Array.from({ length: 96 }, (_, index) => index + 1);
    expect(percentile(arrived, 95, 100)).toBe(95);
    expect(percentile(arrived, 97, 100)).toBeNull();
    expect(percentile([], 50)).toBeNull();
    expect(difference(3.25, 1)).toBe(2.3);
    expect(difference(null, 1)).toBeNull();
  });

  it("gives a share with its Wilson interval: all of few is a weaker promise than all of many", () => {
    expect(share(45, 45)).toEqual({ value: 1, low: 0.921, high: 1, of: 45 });
    expect(share(0, 0)).toEqual({ value: null, low: null, high: null, of: 0 });
    expect(share(990, 1000).low).toBeGreaterThan(0.98);
  });
});
