import { describe, expect, it } from "vitest";
import { isValidWallClock, utcToWallClock, wallClockToUtc } from "./zoned-time.ts";

describe("zoned time", () => {
  it("reads a wall clock in the organisation's zone", () => {
    expect(wallClockToUtc("2025-01-15T19:30", "Australia/Adelaide")?.toISOString()).toBe("2025-01-15T09:00:00.000Z");
    expect(wallClockToUtc("2025-07-15T19:30", "America/Sao_Paulo")?.toISOString()).toBe("2025-07-15T22:30:00.000Z");
    expect(wallClockToUtc("2025-07-15T19:30", "UTC")?.toISOString()).toBe("2025-07-15T19:30:00.000Z");
  });
  it("round-trips", () => {
    const instant = new Date("2025-04-06T01:15:00Z");
    expect(wallClockToUtc(utcToWallClock(instant, "Australia/Adelaide"), "Australia/Adelaide")?.toISOString()).toBe(
      instant.toISOString(),
    );
  });
  it("rejects impossible dates and other formats", () => {
    expect(isValidWallClock("2025-02-30T10:00")).toBe(false);
    expect(isValidWallClock("2025-13-01T10:00")).toBe(false);
    expect(isValidWallClock("tomorrow")).toBe(false);
    expect(isValidWallClock("2025-02-28T10:00")).toBe(true);
  });
});
