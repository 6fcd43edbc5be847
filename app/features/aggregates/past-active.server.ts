import { Prisma } from "#app/generated/prisma/client.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import type { FigureScope } from "./figure-scope.ts";
import { organisationClause, toNumber } from "./figure-sql.server.ts";

/*
 * Active listeners (distinct people) per organisation for a range that ended in the past, without
 * reading the range's sessions (decision 018). A person listened in [start, end) exactly when their
 * latest sermon there started at or after `start` (the day aggregates' "since start" count) — unless
 * it started at or after `end`, in which case it is their sessions that tell. So: people since the
 * start, less those who listened since the end and not in the range. The second set is the people
 * who listened after the range ended: a few for a range that ended recently (an organisation ahead
 * of UTC asking for "up to today" gets one that ended hours ago), everyone for an old range.
 */

/** Past this many people since the range's end, their sessions cost more than the range's: read those. */
const MAX_LATER_LISTENERS = 2_000;
/**
 * Up to this long, a range's own stays are fewer than the stays of everyone who listened since it
 * ended, so they are counted directly. Measured at bench:load's scale (50 churches, a million
 * stays over two years): a month's stays 0.5–0.7 ms against 4–8 ms from the latest listens, 80
 * days 1.6 against 9.2; they cost the same at a year, and past that the latest listens win.
 */
const COUNT_STAYS_UP_TO_DAYS = 183;

/** Active listeners per organisation for a range that ended in the past, by the cheaper of the two ways. */
export async function pastActive(scope: FigureScope, sinceStart: Map<string, number>) {
  const { start, end } = scope.bounds;
  if (end.getTime() - start.getTime() <= COUNT_STAYS_UP_TO_DAYS * 86_400_000) return pastActiveUsers(scope);
  return (await pastActiveFromLatest(scope, sinceStart)) ?? pastActiveUsers(scope);
}

/** Per organisation, or null when too many people listened since the range ended (count the range instead). */
export async function pastActiveFromLatest(
  scope: FigureScope,
  sinceStart: Map<string, number>,
): Promise<Map<string, number> | null> {
  const { start, end } = scope.bounds;
  const organisation = organisationClause(scope, Prisma.sql`o.organisationId`);
  const later = Prisma.sql`SELECT o.organisationId, o.userId FROM "OrganisationListener" o
    WHERE o.lastListenedAt >= ${dbTime(end)} ${organisation}`;
  const [count] = await prisma.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(*) AS n FROM (${later} LIMIT ${MAX_LATER_LISTENERS + 1})`;
  if (toNumber(count?.n) > MAX_LATER_LISTENERS) return null;
  // CROSS JOIN keeps SQLite's order: each person's stays from the (userId, sermonId) index, then
  // each stay's sermon from (id, organisationId, startedAt), both without reading a row: 5 ms a
  // query at bench:load's scale. Left to choose, the planner walked every sermon of the range for
  // each person instead: 20 ms, the largest part of a dashboard's database time.
  const notInRange = await prisma.$queryRaw<{ organisationId: string; n: bigint | number }[]>`
    SELECT o.organisationId, COUNT(*) AS n FROM (${later}) o
    WHERE NOT EXISTS (SELECT 1 FROM "ListenerSession" l CROSS JOIN "Sermon" s ON s.id = l.sermonId
      WHERE l.userId = o.userId AND s.organisationId = o.organisationId
        AND s.startedAt >= ${dbTime(start)} AND s.startedAt < ${dbTime(end)})
    GROUP BY o.organisationId`;
  const active = new Map(sinceStart);
  for (const row of notInRange) active.set(row.organisationId, (active.get(row.organisationId) ?? 0) - toNumber(row.n));
  return active;
}

/**
 * Distinct listeners per organisation for a range that ended in the past: the stays themselves
 * (ranges that reach the present read OrganisationListener's day counts instead).
 */
export async function pastActiveUsers(scope: FigureScope) {
  const { start, end } = scope.bounds;
  const rows = await prisma.$queryRaw<{ organisationId: string; n: bigint }[]>`
    SELECT s.organisationId, COUNT(DISTINCT l.userId) AS n
    FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.startedAt >= ${dbTime(start)} AND s.startedAt < ${dbTime(end)}
      ${organisationClause(scope, Prisma.sql`s.organisationId`)}
    GROUP BY s.organisationId`;
  return new Map(rows.map((row) => [row.organisationId, toNumber(row.n)]));
}
