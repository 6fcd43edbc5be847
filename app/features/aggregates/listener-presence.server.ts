import { Prisma } from "#app/generated/prisma/client.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import type { FigureScope } from "./figure-scope.ts";
import { organisationClause } from "./figure-sql.server.ts";

/*
 * Distinct listeners per organisation over a past range, for the dashboards (decision 066). The
 * range's own stays counted by SQLite (`pastActiveUsers`) cost a super administrator's custom range
 * 130–200 ms of CPU at bench:load's scale — COUNT(DISTINCT) over a quarter of a million stays —
 * and one dashboard request in ten asks for a range nobody asked before. Here, who listened to
 * which organisation's sermons on each UTC day is read once and kept in this process as arrays of
 * small numbers; a range's count is then a walk over its days' arrays with a stamp per person
 * (a few milliseconds for six months of fifty churches). The days are the sermons' start days, as
 * `pastActiveUsers` counts them. Days that may still change (the last two: a sermon that started
 * before midnight UTC gains listeners after it) and the range's cut ends are read from the stays
 * each time; older days are kept for DAY_MAX_AGE_MS, so a deletion or an import shows within it,
 * and the past year's are read ahead of requests (`keepPastYear`).
 */

const DAY_MS = 86_400_000;
/** How long a day's listeners are kept; figures computed from them are that much older at most. */
const DAY_MAX_AGE_MS = 300_000;
/** The days read ahead of requests, every round of the dashboards' filling (`keepPastYear`). */
const AHEAD_DAYS = 366;
/** Days this recent are read from the stays every time. */
const RECENT_DAYS = 2;
/** Days read per statement: SQLite runs on this thread, so a cold six months is read in pieces. */
const DAYS_PER_READ = 31;

type Day = { loadedAt: number; byOrganisation: Map<string, Int32Array> };
const days = new Map<number, Day>();
const personNumbers = new Map<string, number>();

const personNumber = (id: string) => {
  let n = personNumbers.get(id);
  if (n === undefined) personNumbers.set(id, (n = personNumbers.size));
  return n;
};

const numbersOf = (ids: string) => Int32Array.from(ids.split(","), personNumber);

type Row = { d: string; o: string; u: string };

/** Listeners per organisation with a sermon started in [start, end), as comma-separated ids. */
function readStays(start: Date, end: Date, scope: Pick<FigureScope, "organisationId">, byDay: boolean) {
  const day = byDay ? Prisma.sql`substr(s.startedAt, 1, 10)` : Prisma.sql`''`;
  return prisma.$queryRaw<Row[]>`
    SELECT ${day} AS d, s.organisationId AS o, group_concat(DISTINCT l.userId) AS u
    FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.startedAt >= ${dbTime(start)} AND s.startedAt < ${dbTime(end)} AND l.userId IS NOT NULL
      ${organisationClause(scope, Prisma.sql`s.organisationId`)}
    GROUP BY 1, 2`;
}

/** Reads the days in [first, last) (day numbers since 1970) that are missing or older than `maxAgeMs`. */
async function loadDays(first: number, last: number, now: number, maxAgeMs = DAY_MAX_AGE_MS) {
  let from = first;
  while (from < last) {
    while (from < last && now - (days.get(from)?.loadedAt ?? -Infinity) < maxAgeMs) from++;
    if (from >= last) break;
    const to = Math.min(last, from + DAYS_PER_READ);
    const loaded = new Map<number, Day>();
    for (let n = from; n < to; n++) loaded.set(n, { loadedAt: now, byOrganisation: new Map() });
    for (const row of await readStays(new Date(from * DAY_MS), new Date(to * DAY_MS), { organisationId: null }, true))
      loaded.get(Date.parse(`${row.d}T00:00:00Z`) / DAY_MS)?.byOrganisation.set(row.o, numbersOf(row.u));
    for (const [n, day] of loaded) days.set(n, day);
    from = to;
    // Other requests run between the pieces of a cold read.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Distinct listeners per organisation in scope who joined a sermon that started in the range: the
 * same figures as `pastActiveUsers`, from the days kept here and the stays of the rest.
 */
export async function keptPastActive(scope: FigureScope): Promise<Map<string, number>> {
  const { start, end } = scope.bounds;
  const now = scope.now.getTime();
  // Whole UTC days inside the range and old enough to keep; the rest is read as it is.
  const first = Math.ceil(start.getTime() / DAY_MS);
  const last = Math.max(first, Math.min(Math.floor(end.getTime() / DAY_MS), Math.floor(now / DAY_MS) - RECENT_DAYS));
  await loadDays(first, last, now);
  const rest =
    first >= last
      ? [[start, end]]
      : [
          [start, new Date(first * DAY_MS)],
          [new Date(last * DAY_MS), end],
        ];
  const lists = new Map<string, Int32Array[]>();
  const add = (organisationId: string, people: Int32Array) => {
    if (scope.organisationId && organisationId !== scope.organisationId) return;
    const list = lists.get(organisationId);
    if (list) list.push(people);
    else lists.set(organisationId, [people]);
  };
  for (const [from, to] of rest)
    if (from! < to!) for (const row of await readStays(from!, to!, scope, false)) add(row.o, numbersOf(row.u));
  for (let n = first; n < last; n++)
    for (const [organisationId, people] of days.get(n)!.byOrganisation) add(organisationId, people);
  // A stamp per person instead of a set: the number of the organisation last counted for them.
  const stamps = new Int32Array(personNumbers.size).fill(-1);
  const active = new Map<string, number>();
  let stamp = 0;
  for (const [organisationId, list] of lists) {
    let count = 0;
    for (const people of list)
      for (const person of people)
        if (stamps[person] !== stamp) {
          stamps[person] = stamp;
          count++;
        }
    active.set(organisationId, count);
    stamp++;
  }
  return active;
}

/**
 * Reads the past year's days ahead of the dashboards that will ask for them, with every round of
 * their filling (dashboard-warm.server.ts, every 150 s): days older than half the bound are read
 * again, so a request within the year never waits for a cold read and never finds a day expired.
 */
export async function keepPastYear(now = new Date()) {
  const today = Math.floor(now.getTime() / DAY_MS);
  await loadDays(today - AHEAD_DAYS, today - RECENT_DAYS, now.getTime(), DAY_MAX_AGE_MS / 2);
}

/** Forgets every kept day (tests that rewrite the stays of the past). */
export function forgetPresence() {
  days.clear();
}
