/*
 * The aggregate tables count per UTC day. A local day, month or "past 24 hours" in any zone is
 * split here into the whole UTC days it covers (read from the day rows) and at most two cut
 * ends (read from the raw rows). A zone's midnight is never more than a day from UTC's, so the
 * raw part of any interval is under two days of rows, however long the range.
 */
const DAY = 86_400_000;

/** A named half-open interval [start, end) of instants. */
export type Interval = { key: string; start: Date; end: Date };
/** Whole UTC days [from, to) as YYYY-MM-DD, for one interval's key. */
export type DaySpan = { key: string; from: string; to: string };

export type Split = { days: DaySpan[]; pieces: Interval[] };

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Splits intervals into whole UTC days and raw pieces. With `raw` every interval stays a raw
 * piece: the figures are then counted from the rows alone (the property test's reference).
 */
export function splitIntervals(intervals: Interval[], raw = false): Split {
  const days: DaySpan[] = [];
  const pieces: Interval[] = [];
  for (const { key, start, end } of intervals) {
    const s = start.getTime();
    const e = end.getTime();
    if (!(e > s)) continue;
    const firstWhole = Math.ceil(s / DAY) * DAY;
    const lastWhole = Math.floor(e / DAY) * DAY;
    if (raw || firstWhole >= lastWhole) {
      pieces.push({ key, start, end });
      continue;
    }
    days.push({ key, from: dayText(firstWhole), to: dayText(lastWhole) });
    if (s < firstWhole) pieces.push({ key, start, end: new Date(firstWhole) });
    if (lastWhole < e) pieces.push({ key, start: new Date(lastWhole), end });
  }
  return { days, pieces };
}
