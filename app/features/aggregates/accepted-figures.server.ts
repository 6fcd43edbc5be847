import { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "#app/utils/db.server.ts";
import { dbTime, toNumber } from "#app/features/reports/report-sql.server.ts";
import { spanCtes } from "./figures.server.ts";

/*
 * "Accepted Jesus" people from the aggregates (decision 018): SalvationPerson holds each person's
 * latest click per scope (an organisation, or "*" for all of them together), and
 * OrganisationDayCount / OrganisationMonthCount (kind "accepted") count people per UTC day / month
 * of that latest click. Distinct people do not add up over days, but "people whose latest click is
 * at or after X" does — and when nobody in scope clicked at or after a range's end, those are
 * exactly the people who clicked in the range.
 */

/** Far enough ahead that "since start" has no end: the interval [start, FOREVER) in day-spans. */
const FOREVER = new Date(Date.UTC(9999, 0, 1));

/** The scope key SalvationPerson and the "accepted" counts use. */
export const acceptedScope = (organisationId: string | null) => organisationId ?? "*";

/** Whether anyone in scope clicked at or after `end`: then the aggregates cannot answer for the range. */
export async function clickedSince(scope: string, end: Date) {
  const rows = await prisma.$queryRaw<{ found: bigint | number }[]>`
    SELECT EXISTS (SELECT 1 FROM "SalvationPerson" WHERE scope = ${scope} AND lastAt >= ${dbTime(end)}) AS found`;
  return toNumber(rows[0]?.found) > 0;
}

/**
 * People in scope whose latest click is at or after `start`: whole UTC months and days from the
 * count tables, the cut end from SalvationPerson's (scope, lastAt) index.
 */
export async function acceptedSince(scope: string, start: Date) {
  const rows = await prisma.$queryRaw<{ n: bigint | number | null }[]>`${spanCtes(
    [{ key: "since", start, end: FOREVER }],
    false,
  )}
    SELECT SUM(n) AS n FROM (
      SELECT SUM(c.n) AS n FROM d CROSS JOIN "OrganisationDayCount" c
        WHERE c.organisationId = ${scope} AND c.kind = 'accepted' AND c.day >= d.s AND c.day < d.e
      UNION ALL SELECT SUM(c.n) FROM m CROSS JOIN "OrganisationMonthCount" c
        WHERE c.organisationId = ${scope} AND c.kind = 'accepted' AND c.month >= m.s AND c.month < m.e
      UNION ALL SELECT COUNT(*) FROM p CROSS JOIN "SalvationPerson" a
        WHERE a.scope = ${scope} AND a.lastAt >= p.s AND a.lastAt < p.e)`;
  return toNumber(rows[0]?.n);
}

/** One page of people in scope whose latest click is at or after `start`, newest first. */
export function acceptedPage(scope: string, start: Date, window: { skip: number; take: number }) {
  return Prisma.sql`SELECT a.person AS who FROM "SalvationPerson" a
    WHERE a.scope = ${scope} AND a.lastAt >= ${dbTime(start)}
    ORDER BY a.lastAt DESC, a.person DESC LIMIT ${window.take} OFFSET ${window.skip}`;
}
