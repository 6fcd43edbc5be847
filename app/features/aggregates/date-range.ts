/**
 * Dashboard date ranges, computed in an organisation's own time zone with Intl only. A church in
 * Adelaide means "this month" on its own calendar, not UTC's, so every boundary is a local
 * midnight turned back into a UTC instant (the database stores UTC).
 */
import { wallClockParts, wallTimeToInstant } from "#app/utils/zoned-time.ts";
export const rangeKeys = ["24h", "week", "month", "year", "custom"] as const;
type RangeKey = (typeof rangeKeys)[number];
const defaultRange: RangeKey = "month";

export type RangeInput = { range: RangeKey; from: string | null; to: string | null };
/** A half-open interval [start, end) of UTC instants. */
export type Bounds = { start: Date; end: Date };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = 60 * 60 * 1000;

function isRangeKey(value: unknown): value is RangeKey {
  return typeof value === "string" && (rangeKeys as readonly string[]).includes(value);
}

function validDay(value: string | null): string | null {
  if (!value || !dayPattern.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

/** Reads ?range=&from=&to=; anything malformed falls back to the default rather than failing the page. */
export function parseRange(params: URLSearchParams): RangeInput {
  const range = params.get("range");
  if (range === "custom") {
    const from = validDay(params.get("from"));
    const to = validDay(params.get("to"));
    if (from && to) return from <= to ? { range, from, to } : { range, from: to, to: from };
    return { range: defaultRange, from: null, to: null };
  }
  return { range: isRangeKey(range) ? range : defaultRange, from: null, to: null };
}

/** The UTC instant of a local wall-clock midnight. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  return wallTimeToInstant(Date.UTC(year, month - 1, day), timeZone);
}

/** Calendar arithmetic on a local date (handles month and year roll-over through Date.UTC). */
function shiftDay(year: number, month: number, day: number, days: number) {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The instants a range covers, in the given zone. Ranges up to "now" end now; custom ranges end
 * after their last day.
 */
export function rangeBounds(input: RangeInput, timeZone: string, now: Date = new Date()): Bounds {
  const local = wallClockParts(now, timeZone);
  switch (input.range) {
    case "24h":
      return { start: new Date(now.getTime() - 24 * HOUR), end: now };
    case "week": {
      // Weeks start on Monday (ISO 8601), as most of the churches' countries count them.
      const monday = shiftDay(local.year, local.month, local.day, -local.weekday);
      return { start: zonedMidnight(monday.year, monday.month, monday.day, timeZone), end: now };
    }
    case "year":
      return { start: zonedMidnight(local.year, 1, 1, timeZone), end: now };
    case "custom": {
      const [fy, fm, fd] = (input.from ?? "").split("-").map(Number) as [number, number, number];
      const [ty, tm, td] = (input.to ?? "").split("-").map(Number) as [number, number, number];
      const after = shiftDay(ty, tm, td, 1);
      return {
        start: zonedMidnight(fy, fm, fd, timeZone),
        end: zonedMidnight(after.year, after.month, after.day, timeZone),
      };
    }
    default:
      return { start: zonedMidnight(local.year, local.month, 1, timeZone), end: now };
  }
}

export type MonthBucket = { key: string; start: Date; end: Date };

/**
 * Local calendar months for the monthly breakdown: every month the range touches, and never
 * fewer than six (a "past 24 hours" chart of one bar says nothing about a trend).
 */
export function monthBuckets(bounds: Bounds, timeZone: string, minimum = 6): MonthBucket[] {
  const last = wallClockParts(new Date(bounds.end.getTime() - 1), timeZone);
  const first = wallClockParts(bounds.start, timeZone);
  const span = (last.year - first.year) * 12 + (last.month - first.month) + 1;
  const count = Math.min(Math.max(span, minimum), 120);
  const buckets: MonthBucket[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = last.year * 12 + (last.month - 1) - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const next = index + 1;
    buckets.push({
      key: `${year}-${String(month).padStart(2, "0")}`,
      start: zonedMidnight(year, month, 1, timeZone),
      end: zonedMidnight(Math.floor(next / 12), (next % 12) + 1, 1, timeZone),
    });
  }
  return buckets;
}
