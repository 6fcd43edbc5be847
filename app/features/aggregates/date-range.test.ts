import { describe, expect, it } from "vitest";
import { monthBuckets, parseRange, rangeBounds, zonedMidnight } from "./date-range.ts";

const iso = (date: Date) => date.toISOString();

describe("ranges on an organisation's own calendar", () => {
  // 13:45 UTC on 1 March 2026 is already 00:15 on 2 March in Adelaide (UTC+10:30 in summer).
  const now = new Date("2026-03-01T13:45:00Z");

  it("starts this month at local midnight on the 1st", () => {
    expect(iso(rangeBounds({ range: "month", from: null, to: null }, "Australia/Adelaide", now).start)).toBe(
      "2026-02-28T13:30:00.000Z",
    );
    expect(iso(rangeBounds({ range: "month", from: null, to: null }, "America/Sao_Paulo", now).start)).toBe(
      "2026-03-01T03:00:00.000Z",
    );
    expect(iso(rangeBounds({ range: "month", from: null, to: null }, "UTC", now).start)).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });

  it("starts this week on Monday, this year on 1 January, and the past 24 hours a day ago", () => {
    // Monday 2 March in Adelaide; Sunday 1 March in São Paulo, so its week began on 23 February.
    expect(iso(rangeBounds({ range: "week", from: null, to: null }, "Australia/Adelaide", now).start)).toBe(
      "2026-03-01T13:30:00.000Z",
    );
    expect(iso(rangeBounds({ range: "week", from: null, to: null }, "America/Sao_Paulo", now).start)).toBe(
      "2026-02-23T03:00:00.000Z",
    );
    expect(iso(rangeBounds({ range: "year", from: null, to: null }, "Australia/Adelaide", now).start)).toBe(
      "2025-12-31T13:30:00.000Z",
    );
    const day = rangeBounds({ range: "24h", from: null, to: null }, "Australia/Adelaide", now);
    expect(day.end.getTime() - day.start.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it("includes the whole last day of a custom range, across a daylight-saving change", () => {
    // Adelaide leaves daylight saving on 5 April 2026: +10:30 before, +9:30 after.
    const bounds = rangeBounds({ range: "custom", from: "2026-04-01", to: "2026-04-30" }, "Australia/Adelaide", now);
    expect(iso(bounds.start)).toBe("2026-03-31T13:30:00.000Z");
    expect(iso(bounds.end)).toBe("2026-04-30T14:30:00.000Z");
  });

  it("reads the query string, falling back to this month on anything malformed", () => {
    expect(parseRange(new URLSearchParams("range=week"))).toEqual({ range: "week", from: null, to: null });
    expect(parseRange(new URLSearchParams("range=custom&from=2026-02-30&to=2026-03-01")).range).toBe("month");
    expect(parseRange(new URLSearchParams("range=custom&from=2026-03-09&to=2026-03-01"))).toEqual({
      range: "custom",
      from: "2026-03-01",
      to: "2026-03-09",
    });
    expect(parseRange(new URLSearchParams("range=forever")).range).toBe("month");
  });

  it("makes month buckets from local month starts, at least six", () => {
    const buckets = monthBuckets(
      { start: zonedMidnight(2026, 3, 1, "Australia/Adelaide"), end: now },
      "Australia/Adelaide",
    );
    expect(buckets.map((b) => b.key)).toEqual(["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"]);
    expect(iso(buckets.at(-1)!.end)).toBe("2026-03-31T13:30:00.000Z");
  });
});
