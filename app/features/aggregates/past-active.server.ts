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
  const notInRange = await prisma.$queryRaw<{ organisationId: string; n: bigint | number }[]>`
    SELECT o.organisationId, COUNT(*) AS n FROM (${later}) o
    WHERE NOT EXISTS (SELECT 1 FROM "ListenerSession" l JOIN "Sermon" s ON s.id = l.sermonId
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
