import { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "./db.server.ts";
import { organisationWhere, type ReportFilters } from "./report-filters.server.ts";
import { dbTime, organisationClause, toNumber } from "./report-sql.server.ts";
import type { Datum, SeriesDatum } from "./dashboard.server.ts";

/*
 * Listener-based figures. A listener session belongs to the range of the sermon it joined
 * (Sermon.startedAt), so a sermon's audience is never split in two. They are read from rollups
 * that database triggers keep (SermonLanguageStat, OrganisationListener; decision 007): a year
 * of a million sessions is a few thousand rows there.
 */

export type OrganisationActivity = {
  key: string;
  label: string;
  sessions: number;
  listeners: number;
  activeUsers: number;
  averageListeningMinutes: number;
  salvations: number;
};

/** Active users, and sessions / listeners / salvations ("performance") per organisation. */
export async function activityByOrganisation(filters: ReportFilters) {
  const { start, end } = filters.bounds;
  const where = { ...organisationWhere(filters) };
  const [listenerRows, activeRows, sermonRows, salvationRows, organisations] = await Promise.all([
    prisma.$queryRaw<{ organisationId: string; listeners: bigint; ended: bigint; minutes: number | null }[]>`
      SELECT organisationId, SUM(listeners) AS listeners, SUM(endedListeners) AS ended, SUM(minutes) AS minutes
      FROM "SermonLanguageStat"
      WHERE startedAt >= ${dbTime(start)} AND startedAt < ${dbTime(end)} ${organisationClause(filters, Prisma.sql`organisationId`)}
      GROUP BY organisationId`,
    activeUsersByOrganisation(filters),
    prisma.sermon.groupBy({ by: ["organisationId"], where: { ...where, startedAt: { gte: start, lt: end } }, _count: { _all: true } }),
    prisma.salvation.groupBy({ by: ["organisationId"], where: { ...where, createdAt: { gte: start, lt: end } }, _count: { _all: true } }),
    prisma.organisation.findMany({ where: filters.organisationId ? { id: filters.organisationId } : {}, select: { id: true, name: true } }),
  ]);
  const active = new Map(activeRows.map((row) => [row.organisationId, toNumber(row.n)]));
  const listeners = new Map(listenerRows.map((row) => [row.organisationId, row]));
  const sermons = new Map(sermonRows.map((row) => [row.organisationId, row._count._all]));
  const salvations = new Map(salvationRows.map((row) => [row.organisationId, row._count._all]));
  const rows: OrganisationActivity[] = organisations
    .map(({ id, name }) => ({
      key: id,
      label: name,
      sessions: sermons.get(id) ?? 0,
      listeners: toNumber(listeners.get(id)?.listeners),
      activeUsers: active.get(id) ?? 0,
      averageListeningMinutes: averageMinutes(listeners.get(id)),
      salvations: salvations.get(id) ?? 0,
    }))
    .filter((row) => row.sessions + row.listeners + row.salvations > 0)
    .sort((a, b) => b.listeners - a.listeners || b.sessions - a.sessions || a.label.localeCompare(b.label));
  const activeUsers: Datum[] = rows
    .filter((row) => row.activeUsers > 0)
    .map((row) => ({ key: row.key, label: row.label, value: row.activeUsers }))
    .sort((a, b) => b.value - a.value);
  return { activeUsers, performance: rows };
}

/** Average stay of the listeners who have left, in whole minutes. */
function averageMinutes(row: { ended: bigint; minutes: number | null } | undefined) {
  const ended = toNumber(row?.ended);
  return ended ? Math.round(toNumber(row?.minutes) / ended) : 0;
}

/** Presets end "now" as the request began; a range ending this close to the present reaches it. */
const PRESENT_MS = 60_000;

/**
 * Distinct listeners per organisation. For a range that reaches the present (every preset), a
 * person is active when the latest sermon they joined there started in it: one index range of
 * OrganisationListener. A custom range that ended in the past needs the sessions themselves.
 */
function activeUsersByOrganisation(filters: ReportFilters, now = Date.now()) {
  const { start, end } = filters.bounds;
  if (end.getTime() >= now - PRESENT_MS) {
    return prisma.$queryRaw<{ organisationId: string; n: bigint }[]>`
      SELECT organisationId, COUNT(*) AS n FROM "OrganisationListener"
      WHERE lastListenedAt >= ${dbTime(start)} ${organisationClause(filters, Prisma.sql`organisationId`)}
      GROUP BY organisationId`;
  }
  return prisma.$queryRaw<{ organisationId: string; n: bigint }[]>`
    SELECT s.organisationId, COUNT(DISTINCT l.userId) AS n
    FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.startedAt >= ${dbTime(start)} AND s.startedAt < ${dbTime(end)} ${organisationClause(filters, Prisma.sql`s.organisationId`)}
    GROUP BY s.organisationId`;
}

/** Which languages listeners chose, grouped by the country of the organisation they listened at. */
export async function languagesByCountry(filters: ReportFilters): Promise<SeriesDatum[]> {
  const { start, end } = filters.bounds;
  const rows = await prisma.$queryRaw<{ country: string | null; language: string; n: bigint }[]>`
    SELECT o.country, t.language, SUM(t.listeners) AS n
    FROM "SermonLanguageStat" t JOIN "Organisation" o ON o.id = t.organisationId
    WHERE t.startedAt >= ${dbTime(start)} AND t.startedAt < ${dbTime(end)} ${organisationClause(filters, Prisma.sql`t.organisationId`)}
    GROUP BY o.country, t.language HAVING SUM(t.listeners) > 0`;
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const country = row.country?.trim() || "—";
    const values = byCountry.get(country) ?? {};
    values[row.language] = toNumber(row.n);
    byCountry.set(country, values);
  }
  const total = (values: Record<string, number>) => Object.values(values).reduce((sum, n) => sum + n, 0);
  return [...byCountry.entries()]
    .map(([country, values]) => ({ key: country, label: country, values }))
    .sort((a, b) => total(b.values) - total(a.values));
}

/** Organisations with a position, and how busy each was: the map's markers. */
export async function organisationLocations(filters: ReportFilters) {
  const where = { ...organisationWhere(filters) };
  const [organisations, inRange, live] = await Promise.all([
    prisma.organisation.findMany({
      where: { ...(filters.organisationId ? { id: filters.organisationId } : {}), latitude: { not: null }, longitude: { not: null } },
      select: { id: true, name: true, city: true, country: true, latitude: true, longitude: true },
      orderBy: { name: "asc" },
    }),
    prisma.sermon.groupBy({ by: ["organisationId"], where: { ...where, startedAt: { gte: filters.bounds.start, lt: filters.bounds.end } }, _count: { _all: true } }),
    prisma.sermon.groupBy({ by: ["organisationId"], where: { ...where, status: "live" }, _count: { _all: true } }),
  ]);
  const sessions = new Map(inRange.map((row) => [row.organisationId, row._count._all]));
  const liveNow = new Map(live.map((row) => [row.organisationId, row._count._all]));
  return organisations.map((organisation) => ({
    id: organisation.id,
    name: organisation.name,
    place: [organisation.city, organisation.country].filter(Boolean).join(", "),
    latitude: organisation.latitude ?? 0,
    longitude: organisation.longitude ?? 0,
    sessions: sessions.get(organisation.id) ?? 0,
    live: liveNow.get(organisation.id) ?? 0,
  }));
}
export type OrganisationLocation = Awaited<ReturnType<typeof organisationLocations>>[number];

/**
 * The sermons live right now (newest first), with their listeners: each person who joined, once
 * (issue 12) — the same figure the analytics live view and the listener rollups give.
 */
export async function liveSessions(filters: ReportFilters, take = 10) {
  const rows = await prisma.sermon.findMany({
    where: { ...organisationWhere(filters), status: "live" },
    orderBy: { startedAt: "desc" },
    take,
    select: {
      id: true, title: true, startedAt: true, sourceLanguage: true,
      organisation: { select: { name: true } },
      host: { select: { firstName: true, lastName: true } },
    },
  });
  const connected = await listenerCounts(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? "",
    organisation: row.organisation.name,
    host: row.host ? `${row.host.firstName} ${row.host.lastName}`.trim() : "",
    startedAt: row.startedAt.toISOString(),
    language: row.sourceLanguage,
    listeners: connected.get(row.id) ?? 0,
  }));
}

/**
 * Listener counts for a page of sermons. Prisma's relation `_count` groups the whole listener
 * table before joining (a million rows); a groupBy limited to these ids reads a few index entries.
 */
export async function listenerCounts(sermonIds: string[], where: { endedAt?: null } = {}) {
  if (!sermonIds.length) return new Map<string, number>();
  const rows = await prisma.listenerSession.groupBy({ by: ["sermonId"], where: { sermonId: { in: sermonIds }, ...where }, _count: { _all: true } });
  return new Map(rows.map((row) => [row.sermonId, row._count._all]));
}
