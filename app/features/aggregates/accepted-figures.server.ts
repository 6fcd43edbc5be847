import { Prisma } from "#app/generated/prisma/client.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import { toNumber } from "./figure-sql.server.ts";
import { FOREVER, spanCtes } from "./figures.server.ts";
import { splitIntervals } from "./day-spans.ts";

/*
 * "Accepted Jesus" people from the aggregates (decision 018): SalvationPerson holds each person's
 * latest click per scope (an organisation, or "*" for all of them together), and
 * OrganisationDayCount / OrganisationMonthCount (kind "accepted") count people per UTC day / month
 * of that latest click. Distinct people do not add up over days, but "people whose latest click is
 * at or after X" does. A person clicked in [start, end) exactly when their latest click is in it —
 * or, for the few whose latest click is at or after `end` ("later" people: those who clicked since
 * the range ended), when their own clicks say so.
 */

/** Past this many people who clicked since the range ended, grouping the range's clicks is cheaper. */
const MAX_LATER_PEOPLE = 2_000;

/** The scope key SalvationPerson and the "accepted" counts use. */
export const acceptedScope = (organisationId: string | null) => organisationId ?? "*";

/** How many people in scope clicked at or after `end`, counted up to just past the limit; null past it. */
export async function laterPeople(scope: string, end: Date) {
  const rows = await prisma.$queryRaw<{ n: bigint | number }[]>`SELECT COUNT(*) AS n FROM (SELECT 1
    FROM "SalvationPerson" WHERE scope = ${scope} AND lastAt >= ${dbTime(end)} LIMIT ${MAX_LATER_PEOPLE + 1})`;
  const n = toNumber(rows[0]?.n);
  return n > MAX_LATER_PEOPLE ? null : n;
}

/**
 * People in scope whose latest click is at or after `start`: whole UTC months and days from the
 * count tables, the cut end from SalvationPerson's (scope, lastAt) index.
 */
export async function acceptedSince(scope: string, start: Date) {
  const rows = await prisma.$queryRaw<{ n: bigint | number | null }[]>`${spanCtes(
    [{ key: "since", start, end: FOREVER }],
    splitIntervals,
  )}
    SELECT SUM(n) AS n FROM (
      SELECT SUM(c.n) AS n FROM d CROSS JOIN "OrganisationDayCount" c
        WHERE c.organisationId = ${scope} AND c.kind = 'accepted' AND c.day >= d.s AND c.day < d.e
      UNION ALL SELECT SUM(c.n) FROM m CROSS JOIN "OrganisationMonthCount" c
        WHERE c.organisationId = ${scope} AND c.kind = 'accepted' AND c.month >= m.s AND c.month < m.e
      UNION ALL SELECT SUM(p.g) FROM p CROSS JOIN "SalvationPerson" a
        WHERE a.scope = ${scope} AND a.lastAt >= p.s AND a.lastAt < p.e)`;
  return toNumber(rows[0]?.n);
}

/**
 * CTE `later`: the people whose latest click is at or after the range's end, with their last click
 * in the range (null when none). `person` and `range` are the caller's expressions over Salvation v.
 */
export function laterCte(scope: string, end: Date, person: Prisma.Sql, range: Prisma.Sql) {
  // `+a.person` has no affinity, like the indexed expression: with a TEXT column there SQLite
  // could not use Salvation_person_idx and would walk the range's clicks by date instead.
  return Prisma.sql`later AS (SELECT a.person AS who, (SELECT MAX(v.createdAt) FROM "Salvation" v
      INDEXED BY "Salvation_person_idx" WHERE ${person} = +a.person AND ${range}) AS last
    FROM "SalvationPerson" a WHERE a.scope = ${scope} AND a.lastAt >= ${dbTime(end)})`;
}

/**
 * CTE `page` (after `later`): one page of the range's people by their last click in it, newest
 * first — the next rows of SalvationPerson before the range's end, merged with the later people.
 */
export function pageCte(scope: string, bounds: { start: Date; end: Date }, window: { skip: number; take: number }) {
  return Prisma.sql`page AS (SELECT who FROM (
      SELECT * FROM (SELECT a.person AS who, a.lastAt AS last FROM "SalvationPerson" a
        WHERE a.scope = ${scope} AND a.lastAt >= ${dbTime(bounds.start)} AND a.lastAt < ${dbTime(bounds.end)}
        ORDER BY a.lastAt DESC, a.person DESC LIMIT ${window.skip + window.take})
      UNION ALL SELECT who, last FROM later WHERE last IS NOT NULL)
    ORDER BY last DESC, who DESC LIMIT ${window.take} OFFSET ${window.skip})`;
}
