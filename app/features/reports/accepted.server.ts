import { Prisma } from "#app/generated/prisma/client.ts";
import { acceptedScope, acceptedSince, laterCte, pageCte } from "#app/features/aggregates/accepted-figures.server.ts";
import { aggregateFigures, type FigureSource } from "#app/features/aggregates/figure-source.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import type { ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import { organisationClause, toNumber } from "#app/features/aggregates/figure-sql.server.ts";
import type { Row } from "./analytics-views.ts";

type Window = { skip: number; take: number };
type GroupRow = {
  who: string;
  name: string;
  email: string | null;
  phone: string | null;
  clicks: bigint;
  last: string;
  faithLevel: string | null;
};

// A guest is one person by their device id, whether or not they left a name (issue 12). The
// expression is the one the Salvation_person_idx index and SalvationPerson are keyed on.
const person = Prisma.sql`COALESCE(v.userId, v.guestId, LOWER(v.email), v.name)`;

/**
 * People who clicked "accept Jesus" in the range, one row per person (a signed-in user, or a
 * guest, or an e-mail, or a name for anonymous clicks) with how often and when last, newest first.
 *
 * The people and their number come from SalvationPerson and its day counts (decision 018); only
 * the page's people, and those who clicked since the range ended, are joined to their clicks. When
 * very many clicked since (a range long past), and from the raw-rows source (the property test's
 * reference), the range's clicks are grouped instead, as before.
 */
export async function acceptedJesus(
  filters: ReportFilters,
  window: Window,
  source: FigureSource = aggregateFigures,
): Promise<{ rows: Row[]; total: number }> {
  const { start, end } = filters.bounds;
  const scope = acceptedScope(filters.organisationId);
  const later = await source.laterAcceptedPeople(scope, end);
  const range = Prisma.sql`v.createdAt >= ${dbTime(start)}
    AND v.createdAt < ${dbTime(end)} ${organisationClause(filters, Prisma.sql`v.organisationId`)}`;
  const grouped = Prisma.sql`SELECT ${person} AS who, MAX(v.userId) AS userId, MAX(v.name) AS name,
      MAX(v.email) AS email, MAX(v.phone) AS phone, COUNT(*) AS clicks, MAX(v.createdAt) AS last,
      MAX(v.faithLevel) AS faithLevel`;
  // Ties on the last click are broken by the person, so both roads give the same order.
  const g =
    later !== null
      ? Prisma.sql`${laterCte(scope, end, person, range)}, ${pageCte(scope, filters.bounds, window)},
      g AS (${grouped} FROM page CROSS JOIN "Salvation" v INDEXED BY "Salvation_person_idx"
        WHERE ${person} = +page.who AND ${range} GROUP BY 1)`
      : Prisma.sql`g AS (${grouped} FROM "Salvation" v WHERE ${range} GROUP BY 1
      ORDER BY last DESC, who DESC LIMIT ${window.take} OFFSET ${window.skip})`;
  // Grouped first, joined to the account only for the page's rows: a person's clicks either all
  // carry their account (grouped by it) or none do, so the account's details are the same per group.
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<GroupRow[]>`WITH ${g}
      SELECT g.who, COALESCE(u.firstName || ' ' || u.lastName, g.name) AS name, COALESCE(u.email, g.email) AS email,
        COALESCE(u.phone, g.phone) AS phone, g.clicks, g.last, COALESCE(u.faithLevel, g.faithLevel) AS faithLevel
      FROM g LEFT JOIN "User" u ON u.id = g.userId ORDER BY g.last DESC, g.who DESC`,
    later !== null ? acceptedTotal(scope, filters, later, range) : rawTotal(range),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.who,
      name: r.name,
      email: r.email,
      phone: r.phone,
      clicks: toNumber(r.clicks),
      date: new Date(r.last.replace("+00:00", "Z")).toISOString(),
      faithLevel: r.faithLevel,
    })),
  };
}

/** People whose latest click is at or after the start, less the later ones who did not click in the range. */
async function acceptedTotal(scope: string, filters: ReportFilters, later: number, range: Prisma.Sql) {
  const [since, inRange] = await Promise.all([
    acceptedSince(scope, filters.bounds.start),
    later === 0
      ? 0
      : prisma.$queryRaw<{ n: bigint | number }[]>`WITH ${laterCte(scope, filters.bounds.end, person, range)}
          SELECT COUNT(last) AS n FROM later`.then((rows) => toNumber(rows[0]?.n)),
  ]);
  return since - later + inRange;
}

async function rawTotal(range: Prisma.Sql) {
  const rows = await prisma.$queryRaw<
    { n: bigint }[]
  >`SELECT COUNT(DISTINCT ${person}) AS n FROM "Salvation" v WHERE ${range}`;
  return toNumber(rows[0]?.n);
}
