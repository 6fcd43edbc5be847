/**
 * Date-time inputs (<input type="datetime-local">) carry no time zone; an event's time is meant
 * in its organisation's zone (Organisation.timeZone). These two convert between that wall
 * clock and the UTC instant stored.
 */
import { dateFormat } from "#app/utils/format.ts";

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday. */
  weekday: number;
};

/** The wall-clock reading of an instant in a zone (Intl only; the formatter is built once per zone). */
export function wallClockParts(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    dateFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? "Mon"),
  };
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string) {
  const p = wallClockParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which `timeZone`'s wall clock reads `wall` (a wall-clock time written as if
 * it were UTC milliseconds). Two passes settle daylight-saving changes (the offset at the guess
 * may differ from the offset at the answer).
 */
export function wallTimeToInstant(wall: number, timeZone: string): Date {
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** "2025-03-01T19:30" in `timeZone` → the UTC instant, or null for an impossible value. */
export function wallClockToUtc(local: string, timeZone: string): Date | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || h > 23 || min > 59)
    return null;
  return wallTimeToInstant(guess, timeZone);
}

/** The UTC instant as the wall clock of `timeZone`, in datetime-local form. */
export function utcToWallClock(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return shifted.toISOString().slice(0, 16);
}

export function isValidWallClock(local: string) {
  return wallClockToUtc(local, "UTC") !== null;
}
