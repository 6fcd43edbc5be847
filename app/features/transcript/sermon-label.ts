import { dateFormat } from "#app/utils/format.ts";

/**
 * How a sermon is named in lists: its title, or (untitled) when it started and who preached,
 * "2026-11-23 09:30 · Pastor Ana", in the church's own time zone.
 */
export function sermonLabel(
  sermon: { title: string | null; startedAt: Date; host: { firstName: string; lastName: string } | null },
  timeZone: string,
) {
  if (sermon.title) return sermon.title;
  let when: string;
  try {
    when = dateFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(sermon.startedAt);
  } catch {
    when = sermon.startedAt.toISOString().slice(0, 16).replace("T", " ");
  }
  const host = sermon.host ? `${sermon.host.firstName} ${sermon.host.lastName}`.trim() : "";
  return host ? `${when} · ${host}` : when;
}
