import { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "./db.server.ts";
import { monthBuckets } from "./date-range.ts";
import { organisationWhere, type ReportFilters } from "./report-filters.server.ts";
import { dbTime, minutesBetween, organisationClause, toNumber } from "./report-sql.server.ts";
import { activityByOrganisation, languagesByCountry, liveSessions, organisationLocations } from "./dashboard-activity.server.ts";

/** One bar or slice. `key` is a stable code (translated by the page) or an id with a `label`. */
export type Datum = { key: string; label?: string; value: number };
/** One group of several series (a month, an organisation). */
export type SeriesDatum = { key: string; label?: string; values: Record<string, number> };

export const MEMBER = 4;
const UNKNOWN = "unknown";

/** Everything the dashboard draws, each number counted in the database. */
export async function dashboardData(filters: ReportFilters) {
  const [tiles, people, monthly, sessionDuration, activity, languages, locations, live] = await Promise.all([
    dashboardTiles(filters),
    peopleCharts(filters),
    monthlyBreakdown(filters),
    averageSessionDuration(filters),
    activityByOrganisation(filters),
    languagesByCountry(filters),
    organisationLocations(filters),
    liveSessions(filters),
  ]);
  return { tiles, ...people, monthly, sessionDuration, ...activity, languages, locations, live };
}
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

const inRange = (filters: ReportFilters) => ({ gte: filters.bounds.start, lt: filters.bounds.end });

/** New members (userType 4) who registered in the range: the people the charts about people describe. */
const newMembersWhere = (filters: ReportFilters) => ({ ...organisationWhere(filters), userType: MEMBER, createdAt: inRange(filters) });

export async function dashboardTiles(filters: ReportFilters) {
  const org = organisationWhere(filters);
  const [newUsers, newSalvations, newSessions, liveSessionCount] = await Promise.all([
    prisma.user.count({ where: newMembersWhere(filters) }),
    prisma.salvation.count({ where: { ...org, createdAt: inRange(filters) } }),
    prisma.sermon.count({ where: { ...org, startedAt: inRange(filters) } }),
    // "Live" is a state of now, not of the chosen range.
    prisma.sermon.count({ where: { ...org, status: "live" } }),
  ]);
  return { newUsers, newSalvations, newSessions, liveSessions: liveSessionCount };
}

/** Faith status, app discovery, primary language and registrations per organisation, all of new members. */
export async function peopleCharts(filters: ReportFilters) {
  const where = newMembersWhere(filters);
  const [faith, discovery, primary, registrations, names] = await Promise.all([
    prisma.user.groupBy({ by: ["faithLevel"], where, _count: { _all: true } }),
    prisma.user.groupBy({ by: ["referralSource"], where, _count: { _all: true } }),
    prisma.user.groupBy({ by: ["primaryLanguage"], where, _count: { _all: true } }),
    prisma.user.groupBy({ by: ["organisationId"], where, _count: { _all: true } }),
    organisationNames(filters),
  ]);
  const tally = <T,>(rows: (T & { _count: { _all: number } })[], key: (row: T) => string | null): Datum[] =>
    rows.map((row) => ({ key: key(row) ?? UNKNOWN, value: row._count._all })).sort((a, b) => b.value - a.value);
  return {
    faith: tally(faith, (row) => row.faithLevel),
    discovery: tally(discovery, (row) => row.referralSource),
    primaryLanguage: tally(primary, (row) => row.primaryLanguage),
    registrations: tally(registrations, (row) => row.organisationId).map((datum) => ({ ...datum, label: names.get(datum.key) ?? "—" })),
  };
}

/** Id to name for the organisations in scope; fifty rows at most in practice, read once per request. */
export async function organisationNames(filters: ReportFilters) {
  const rows = await prisma.organisation.findMany({
    where: filters.organisationId ? { id: filters.organisationId } : {},
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The month buckets as one bound JSON parameter, so the query text never depends on how many there are. */
function bucketJson(filters: ReportFilters) {
  const buckets = monthBuckets(filters.bounds, filters.timeZone);
  return { buckets, json: JSON.stringify(buckets.map((b) => [b.key, dbTime(b.start), dbTime(b.end)])) };
}

const bucketCte = (json: string) => Prisma.sql`WITH b AS (
  SELECT json_extract(value, '$[0]') AS k, json_extract(value, '$[1]') AS s, json_extract(value, '$[2]') AS e FROM json_each(${json}))`;

/** New members, salvations and sessions per local calendar month. */
export async function monthlyBreakdown(filters: ReportFilters): Promise<SeriesDatum[]> {
  const { buckets, json } = bucketJson(filters);
  const rows = await prisma.$queryRaw<{ k: string; metric: string; n: bigint }[]>`${bucketCte(json)}
    SELECT b.k, 'users' AS metric, COUNT(*) AS n FROM b JOIN "User" u ON u.createdAt >= b.s AND u.createdAt < b.e
      WHERE u.userType = ${MEMBER} ${organisationClause(filters, Prisma.sql`u.organisationId`)} GROUP BY b.k
    UNION ALL
    SELECT b.k, 'salvations', COUNT(*) FROM b JOIN "Salvation" v ON v.createdAt >= b.s AND v.createdAt < b.e
      WHERE 1 = 1 ${organisationClause(filters, Prisma.sql`v.organisationId`)} GROUP BY b.k
    UNION ALL
    SELECT b.k, 'sessions', COUNT(*) FROM b JOIN "Sermon" s ON s.startedAt >= b.s AND s.startedAt < b.e
      WHERE 1 = 1 ${organisationClause(filters, Prisma.sql`s.organisationId`)} GROUP BY b.k`;
  return buckets.map((bucket) => {
    const values = { users: 0, salvations: 0, sessions: 0 };
    for (const row of rows) if (row.k === bucket.key) values[row.metric as keyof typeof values] = toNumber(row.n);
    return { key: bucket.key, values };
  });
}

/** Average length in minutes of the sessions (sermons) that ended, per month they started in. */
export async function averageSessionDuration(filters: ReportFilters): Promise<Datum[]> {
  const { buckets, json } = bucketJson(filters);
  const rows = await prisma.$queryRaw<{ k: string; minutes: number | null }[]>`${bucketCte(json)}
    SELECT b.k, AVG(${minutesBetween(Prisma.sql`s.startedAt`, Prisma.sql`s.endedAt`)}) AS minutes
    FROM b JOIN "Sermon" s ON s.startedAt >= b.s AND s.startedAt < b.e
    WHERE s.endedAt IS NOT NULL ${organisationClause(filters, Prisma.sql`s.organisationId`)} GROUP BY b.k`;
  const byKey = new Map(rows.map((row) => [row.k, Math.round(toNumber(row.minutes))]));
  return buckets.map((bucket) => ({ key: bucket.key, value: byKey.get(bucket.key) ?? 0 }));
}
