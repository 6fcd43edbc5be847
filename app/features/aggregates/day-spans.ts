/*
 * The aggregate tables count per UTC day, and per UTC month on top. A local day, month or "past
 * 24 hours" in any zone is split here into the whole UTC months it covers (month rows), the whole
 * UTC days left at either side (day rows) and at most two cut ends (raw rows). A zone's midnight
 * is never more than a day from UTC's, so the raw part of any interval is under two days of rows
 * and the day part under two months, however long the range.
 *
 * A cut end longer than half a day is read the other way: its whole day from the day rows, less the
 * rest of that day from the raw rows (a piece of sign -1; every figure here adds up). A range that
 * ends now so subtracts the rest of today, which has no rows yet: "past 24 hours" read a day of raw
 * rows, and now reads half of one at most; a week, month or year ending now reads none.
 */
const DAY = 86_400_000;

/** A named half-open interval [start, end) of instants. */
export type Interval = { key: string; start: Date; end: Date };
/** Whole UTC days [from, to) as YYYY-MM-DD, or whole UTC months as YYYY-MM, for one interval's key. */
type Span = { key: string; from: string; to: string };

/** A cut end, added (sign 1) or taken away (sign -1). */
type Piece = Interval & { sign: 1 | -1 };
type Split = { months: Span[]; days: Span[]; pieces: Piece[] };

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthText = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const monthStartAtOrAfter = (ms: number) => {
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return start === ms ? ms : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};
const monthStartAtOrBefore = (ms: number) => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** How a figure source reads intervals: from the aggregate tables, or from the rows alone. */
export type Splitter = (intervals: Interval[]) => Split;

/** Every interval a raw piece: the figures counted from the rows alone (the raw-rows source). */
export const rawPieces: Splitter = (intervals) => ({
  months: [],
  days: [],
  pieces: intervals.map((interval) => ({ ...interval, sign: 1 })),
});

/** Splits intervals into whole UTC months, whole UTC days and raw pieces (the aggregates source). */
export const splitIntervals: Splitter = (intervals) => {
  const split: Split = { months: [], days: [], pieces: [] };
  for (const { key, start, end } of intervals) {
    const s = start.getTime();
    const e = end.getTime();
    if (!(e > s)) continue;
    let firstDay = Math.ceil(s / DAY) * DAY;
    let lastDay = Math.floor(e / DAY) * DAY;
    if (firstDay > lastDay) {
      split.pieces.push({ key, start, end, sign: 1 });
      continue;
    }
    // Each cut end from whichever side is shorter: itself, or its whole day less the rest.
    if (firstDay - s > DAY / 2) {
      firstDay -= DAY;
      split.pieces.push({ key, start: new Date(firstDay), end: start, sign: -1 });
    } else if (s < firstDay) split.pieces.push({ key, start, end: new Date(firstDay), sign: 1 });
    if (e - lastDay > DAY / 2) {
      lastDay += DAY;
      split.pieces.push({ key, start: end, end: new Date(lastDay), sign: -1 });
    } else if (lastDay < e) split.pieces.push({ key, start: new Date(lastDay), end, sign: 1 });
    if (firstDay >= lastDay) continue;
    const firstMonth = monthStartAtOrAfter(firstDay);
    const lastMonth = monthStartAtOrBefore(lastDay);
    if (firstMonth >= lastMonth) {
      split.days.push({ key, from: dayText(firstDay), to: dayText(lastDay) });
      continue;
    }
    split.months.push({ key, from: monthText(firstMonth), to: monthText(lastMonth) });
    if (firstDay < firstMonth) split.days.push({ key, from: dayText(firstDay), to: dayText(firstMonth) });
    if (lastMonth < lastDay) split.days.push({ key, from: dayText(lastMonth), to: dayText(lastDay) });
  }
  return split;
};
