import { Prisma } from "#app/generated/prisma/client.ts";
import {
  acceptedPage,
  acceptedScope,
  acceptedSince,
  clickedSince,
} from "#app/features/aggregates/accepted-figures.server.ts";
import { prisma } from "../../utils/db.server.ts";
import type { ReportFilters } from "./report-filters.server.ts";
import { dbTime, organisationClause, toNumber } from "./report-sql.server.ts";
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
 * When nobody in scope clicked after the range (every preset, and custom ranges up to today) the
 * people and their number come from SalvationPerson and its day counts (decision 018); only the
 * page's people are joined to their clicks. Otherwise, and with `raw` (the property test's
 * reference), the range's clicks are grouped, as before.
 */
export async function acceptedJesus(
  filters: ReportFilters,
  window: Window,
  { raw = false } = {},
): Promise<{ rows: Row[]; total: number }> {
  const { start, end } = filters.bounds;
  const scope = acceptedScope(filters.organisationId);
  const fromAggregates = !raw && !(await clickedSince(scope, end));
  const range = Prisma.sql`v.createdAt >= ${dbTime(start)}
    AND v.createdAt < ${dbTime(end)} ${organisationClause(filters, Prisma.sql`v.organisationId`)}`;
  const grouped = Prisma.sql`SELECT ${person} AS who, MAX(v.userId) AS userId, MAX(v.name) AS name,
      MAX(v.email) AS email, MAX(v.phone) AS phone, COUNT(*) AS clicks, MAX(v.createdAt) AS last,
      MAX(v.faithLevel) AS faithLevel`;
  // Ties on the last click are broken by the person, so both roads give the same order. The
  // page's people reach their clicks by the person index: the planner, seeing a long range,
  // would otherwise walk the range's clicks by date looking for twenty people. `+page.who` has
  // no affinity, like the indexed expression: a TEXT column there would make the index unusable.
  const g = fromAggregates
    ? Prisma.sql`page AS (${acceptedPage(scope, start, window)}),
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
    fromAggregates
      ? acceptedSince(scope, start)
      : prisma.$queryRaw<{ n: bigint }[]>`SELECT COUNT(DISTINCT ${person}) AS n FROM "Salvation" v WHERE ${range}`.then(
          (totals) => toNumber(totals[0]?.n),
        ),
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
