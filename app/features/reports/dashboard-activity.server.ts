import { Prisma } from "#app/generated/prisma/client.ts";
import {
  organisationsInScope,
  organisationTotals,
  rangeCategories,
  rangeFigures,
} from "#app/features/aggregates/dashboard-figures.server.ts";
import { pastActiveFromLatest } from "#app/features/aggregates/past-active.server.ts";
import { prisma } from "../../utils/db.server.ts";
import { organisationWhere, type ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import { organisationClause, toNumber } from "#app/features/aggregates/report-sql.server.ts";
import { dbTime } from "#app/utils/db.server.ts";
import type { Datum, SeriesDatum } from "#app/features/reports/chart-data.ts";

/*
 * Listener-based figures. A listener stay belongs to the range of the sermon it joined
 * (Sermon.startedAt), so a sermon's audience is never split in two. They are read from the day
 * aggregates (decision 018), themselves kept from the rollups of decision 007 by triggers.
 */

type OrganisationActivity = {
  key: string;
  label: string;
  sessions: number;
  listeners: number;
  activeUsers: number;
  averageListeningMinutes: number;
  salvations: number;
};

/** Active users, and sessions / listeners / salvations ("performance") per organisation. */
export async function activityByOrganisation(filters: ReportFilters, raw = false) {
  const [figures, organisations] = await Promise.all([rangeFigures(filters, raw), organisationsInScope(filters)]);
  // A range that ended in the past: from the latest-listen rollup when few listened since it
  // ended, else from its sessions (also the reference the property test compares with).
  const active =
    figures.active ??
    (raw ? null : await pastActiveFromLatest(filters, figures.sinceStart)) ??
    (await pastActiveUsers(filters));
  const rows: OrganisationActivity[] = organisations
    .map(({ id, name }) => {
      const totals = organisationTotals(figures, id);
      return {
        key: id,
        label: name,
        sessions: totals.sessions,
        listeners: totals.listeners,
        activeUsers: active.get(id) ?? 0,
        // Average stay of the listeners who have left, in whole minutes.
        averageListeningMinutes: totals.endedListeners ? Math.round(totals.listenerMinutes / totals.endedListeners) : 0,
        salvations: totals.salvations,
      };
    })
    .filter((row) => row.sessions + row.listeners + row.salvations > 0)
    .sort((a, b) => b.listeners - a.listeners || b.sessions - a.sessions || a.label.localeCompare(b.label));
  const activeUsers: Datum[] = rows
    .filter((row) => row.activeUsers > 0)
    .map((row) => ({ key: row.key, label: row.label, value: row.activeUsers }))
    .sort((a, b) => b.value - a.value);
  return { activeUsers, performance: rows };
}

/**
 * Distinct listeners per organisation for a custom range that ended in the past: the stays
 * themselves (ranges that reach the present read OrganisationListener's day counts instead).
 */
export async function pastActiveUsers(filters: ReportFilters) {
  const { start, end } = filters.bounds;
  const rows = await prisma.$queryRaw<{ organisationId: string; n: bigint }[]>`
    SELECT s.organisationId, COUNT(DISTINCT l.userId) AS n
    FROM "Sermon" s JOIN "ListenerSession" l ON l.sermonId = s.id
    WHERE s.startedAt >= ${dbTime(start)} AND s.startedAt < ${dbTime(end)}
      ${organisationClause(filters, Prisma.sql`s.organisationId`)}
    GROUP BY s.organisationId`;
  return new Map(rows.map((row) => [row.organisationId, toNumber(row.n)]));
}

/** Which languages listeners chose, grouped by the country of the organisation they listened at. */
export async function languagesByCountry(filters: ReportFilters, raw = false): Promise<SeriesDatum[]> {
  const [counts, organisations] = await Promise.all([
    rangeCategories(filters, ["language"], raw),
    organisationsInScope(filters),
  ]);
  // Every organisation together: counts are keyed "<country>\t<language>"; one organisation: by language.
  const ownCountry = filters.organisationId ? (organisations[0]?.country ?? "") : null;
  const rows = counts("language")
    .map(({ key, value }) => {
      const [country, language] = ownCountry === null ? (key.split("\t") as [string, string]) : [ownCountry, key];
      return { country, language, n: value };
    })
    .sort((a, b) =>
      a.country < b.country
        ? -1
        : a.country > b.country
          ? 1
          : a.language < b.language
            ? -1
            : a.language > b.language
              ? 1
              : 0,
    );
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const country = row.country.trim() || "—";
    const values = byCountry.get(country) ?? {};
    values[row.language] = row.n;
    byCountry.set(country, values);
  }
  const total = (values: Record<string, number>) => Object.values(values).reduce((sum, n) => sum + n, 0);
  return [...byCountry.entries()]
    .map(([country, values]) => ({ key: country, label: country, values }))
    .sort((a, b) => total(b.values) - total(a.values));
}

/** Organisations with a position, and how busy each was: the map's markers. */
export async function organisationLocations(filters: ReportFilters, raw = false) {
  const where = { ...organisationWhere(filters) };
  const [organisations, figures, live] = await Promise.all([
    prisma.organisation.findMany({
      where: {
        ...(filters.organisationId ? { id: filters.organisationId } : {}),
        latitude: { not: null },
        longitude: { not: null },
      },
      select: { id: true, name: true, city: true, country: true, latitude: true, longitude: true },
      orderBy: { name: "asc" },
    }),
    rangeFigures(filters, raw),
    prisma.sermon.groupBy({ by: ["organisationId"], where: { ...where, status: "live" }, _count: { _all: true } }),
  ]);
  const liveNow = new Map(live.map((row) => [row.organisationId, row._count._all]));
  return organisations.map((organisation) => ({
    id: organisation.id,
    name: organisation.name,
    place: [organisation.city, organisation.country].filter(Boolean).join(", "),
    latitude: organisation.latitude ?? 0,
    longitude: organisation.longitude ?? 0,
    sessions: organisationTotals(figures, organisation.id).sessions,
    live: liveNow.get(organisation.id) ?? 0,
  }));
}

/**
 * The sermons live right now (newest first), with their listeners: each person who joined, once
 * (issue 12) — the same figure the analytics live view and the listener rollups give.
 */
export async function liveSermons(filters: ReportFilters, take = 10) {
  const rows = await prisma.sermon.findMany({
    where: { ...organisationWhere(filters), status: "live" },
    orderBy: { startedAt: "desc" },
    take,
    select: {
      id: true,
      title: true,
      startedAt: true,
      sourceLanguage: true,
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
  const rows = await prisma.listenerStay.groupBy({
    by: ["sermonId"],
    where: { sermonId: { in: sermonIds }, ...where },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.sermonId, row._count._all]));
}
