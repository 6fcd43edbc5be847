import { Prisma } from "#app/generated/prisma/client.ts";
import { aggregateFigures, type FigureSource } from "#app/features/aggregates/figure-source.server.ts";
import { toNumber } from "#app/features/aggregates/figure-sql.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { organisationFilter } from "#app/features/auth/tenancy.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";

/**
 * The dashboard's top-level totals, limited to what the user may see. People and sermons come
 * from OrganisationCount (kept by triggers, decision 018) instead of counting every account,
 * unless the caller names another source (the property test counts the rows themselves).
 * The super administrator's totals follow the dashboard's organisation filter (`focus`) when set.
 */
export async function dashboardTotals(
  user: SessionUser,
  focus?: string | null,
  source: FigureSource = aggregateFigures,
) {
  const scope = organisationFilter(user, focus);
  const [counts, people] = await Promise.all([
    countsInScope(scope.organisationId ?? null),
    source.allTimeCounts(scope.organisationId ?? null),
  ]);
  return {
    ...counts,
    administrators: people.get("user2") ?? 0,
    staff: people.get("user3") ?? 0,
    users: people.get("user4") ?? 0,
    sermons: people.get("sermons") ?? 0,
  };
}

/** Organisations, events and organisations with a sermon live now, in one read (three ORM counts before). */
async function countsInScope(organisationId: string | null) {
  const is = (column: Prisma.Sql) => (organisationId ? Prisma.sql`WHERE ${column} = ${organisationId}` : Prisma.empty);
  const and = (column: Prisma.Sql) => (organisationId ? Prisma.sql`AND ${column} = ${organisationId}` : Prisma.empty);
  const [row] = await prisma.$queryRaw<{ organisations: bigint; events: bigint; live: bigint }[]>`SELECT
    (SELECT COUNT(*) FROM "Organisation" ${is(Prisma.sql`id`)}) AS organisations,
    (SELECT COUNT(*) FROM "Event" ${is(Prisma.sql`organisationId`)}) AS events,
    (SELECT COUNT(DISTINCT organisationId) FROM "Sermon"
      WHERE status = 'live' ${and(Prisma.sql`organisationId`)}) AS live`;
  return {
    organisations: toNumber(row?.organisations),
    events: toNumber(row?.events),
    liveOrganisations: toNumber(row?.live),
  };
}
