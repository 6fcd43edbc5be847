/**
 * Date-time inputs (<input type="datetime-local">) carry no time zone; an event's time is meant
 * in its organisation's zone (Organisation.timeZone). These two convert between that wall
 * clock and the UTC instant stored.
 */
import { dateFormat } from "#app/utils/format.ts";

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function offsetAt(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dateFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
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
  // Two passes settle the offset around daylight-saving changes.
  let instant = guess - offsetAt(new Date(guess), timeZone);
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The UTC instant as the wall clock of `timeZone`, in datetime-local form. */
export function utcToWallClock(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant, timeZone));
  return shifted.toISOString().slice(0, 16);
}

export function isValidWallClock(local: string) {
  return wallClockToUtc(local, "UTC") !== null;
}
