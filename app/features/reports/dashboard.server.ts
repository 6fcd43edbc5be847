import { rangeCategories, rangeFigures, UNKNOWN } from "#app/features/aggregates/dashboard-figures.server.ts";
import type { Datum, SeriesDatum } from "#app/features/reports/chart-data.ts";
import { prisma } from "../../utils/db.server.ts";
import { organisationWhere, type ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import {
  activityByOrganisation,
  languagesByCountry,
  liveSermons,
  organisationLocations,
} from "./dashboard-activity.server.ts";

/**
 * Everything the dashboard draws. Range figures come from the aggregate tables (decision 018);
 * `raw` counts them from the raw rows instead (the same figures; the property test compares).
 */
export async function dashboardData(filters: ReportFilters, { raw = false } = {}) {
  const [tiles, people, monthly, sessionDuration, activity, languages, locations, live] = await Promise.all([
    dashboardTiles(filters, raw),
    peopleCharts(filters, raw),
    monthlyBreakdown(filters, raw),
    averageSermonDuration(filters, raw),
    activityByOrganisation(filters, raw),
    languagesByCountry(filters, raw),
    organisationLocations(filters, raw),
    liveSermons(filters),
  ]);
  return { tiles, ...people, monthly, sessionDuration, ...activity, languages, locations, live };
}
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

async function dashboardTiles(filters: ReportFilters, raw = false) {
  const [figures, liveSermonCount] = await Promise.all([
    rangeFigures(filters, raw),
    // "Live" is a state of now, not of the chosen range.
    prisma.sermon.count({ where: { ...organisationWhere(filters), status: "live" } }),
  ]);
  const { members, salvations, sessions } = figures.range;
  return { newUsers: members, newSalvations: salvations, newSessions: sessions, liveSessions: liveSermonCount };
}

const largestFirst = (data: Datum[]) => data.sort((a, b) => b.value - a.value);

/**
 * Faith status, app discovery, primary language and registrations per organisation, all of new
 * members (userType 4).
 */
async function peopleCharts(filters: ReportFilters, raw = false) {
  const [counts, figures, names] = await Promise.all([
    rangeCategories(filters, ["faith", "referral", "primary"], raw),
    rangeFigures(filters, raw),
    organisationNames(filters),
  ]);
  const answers = (kind: "faith" | "referral" | "primary"): Datum[] =>
    largestFirst(counts(kind).map(({ key, value }) => ({ key: key || UNKNOWN, value })));
  const registrations = [...figures.byOrganisation]
    .filter(([, totals]) => totals.members > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, totals]) => ({ key: id || UNKNOWN, value: totals.members, label: names.get(id) ?? "—" }));
  return {
    faith: answers("faith"),
    discovery: answers("referral"),
    primaryLanguage: answers("primary"),
    registrations: largestFirst(registrations),
  };
}

/** Id to name for the organisations in scope; fifty rows at most in practice, read once per request. */
async function organisationNames(filters: ReportFilters) {
  const rows = await prisma.organisation.findMany({
    where: filters.organisationId ? { id: filters.organisationId } : {},
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** New members, salvations and sessions per local calendar month. */
async function monthlyBreakdown(filters: ReportFilters, raw = false): Promise<SeriesDatum[]> {
  const { months } = await rangeFigures(filters, raw);
  return months.map(({ key, totals }) => ({
    key,
    values: { users: totals.members, salvations: totals.salvations, sessions: totals.sessions },
  }));
}

/** Average length in minutes of the sessions (sermons) that ended, per month they started in. */
async function averageSermonDuration(filters: ReportFilters, raw = false): Promise<Datum[]> {
  const { months } = await rangeFigures(filters, raw);
  return months.map(({ key, totals }) => ({
    key,
    value: totals.endedSessions ? Math.round(totals.sessionMs / totals.endedSessions / 60_000) : 0,
  }));
}
