import {
  organisationsInScope,
  UNKNOWN,
  type Categories,
  type RangeFigures,
  type ScopeOrganisation,
} from "#app/features/aggregates/dashboard-figures.server.ts";
import { aggregateFigures, type FigureSource } from "#app/features/aggregates/figure-source.server.ts";
import type { Datum, SeriesDatum } from "#app/features/reports/chart-data.ts";
import type { ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import { activityByOrganisation, languagesByCountry, organisationLocations } from "./dashboard-activity.server.ts";
import { liveNow } from "./live-now.server.ts";

/**
 * Everything the dashboard draws, from four reads: the range's figures, its answers and languages,
 * the organisations in scope and the sermons live now; every chart is arithmetic on them. Range
 * figures come from the aggregate tables (decision 018) unless the caller names another source
 * (the property test names the raw rows: the same figures by the old road).
 */
export async function dashboardData(filters: ReportFilters, source: FigureSource = aggregateFigures) {
  const [figures, categories, organisations, live] = await Promise.all([
    source.rangeFigures(filters),
    source.rangeCategories(filters, ["faith", "referral", "primary", "language"]),
    organisationsInScope(filters),
    liveNow(filters),
  ]);
  return {
    tiles: dashboardTiles(figures, live.count),
    ...peopleCharts(figures, categories, organisations),
    monthly: monthlyBreakdown(figures),
    sermonDuration: averageSermonDuration(figures),
    ...activityByOrganisation(figures, organisations),
    languages: languagesByCountry(filters, categories, organisations),
    locations: organisationLocations(figures, organisations, live.byOrganisation),
    live: live.latest,
  };
}
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

function dashboardTiles(figures: RangeFigures, liveSermonCount: number) {
  const { members, salvations, sermons } = figures.range;
  // "Live" is a state of now, not of the chosen range.
  return { newUsers: members, newSalvations: salvations, newSermons: sermons, liveSermons: liveSermonCount };
}

const largestFirst = (data: Datum[]) => data.sort((a, b) => b.value - a.value);

/**
 * Faith status, app discovery, primary language and registrations per organisation, all of new
 * members (userType 4).
 */
function peopleCharts(figures: RangeFigures, counts: Categories, organisations: ScopeOrganisation[]) {
  const names = new Map(organisations.map((row) => [row.id, row.name]));
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

/** New members, salvations and sermons per local calendar month. */
function monthlyBreakdown({ months }: RangeFigures): SeriesDatum[] {
  return months.map(({ key, totals }) => ({
    key,
    values: { users: totals.members, salvations: totals.salvations, sermons: totals.sermons },
  }));
}

/** Average length in minutes of the sermons that ended, per month they started in. */
function averageSermonDuration({ months }: RangeFigures): Datum[] {
  return months.map(({ key, totals }) => ({
    key,
    value: totals.endedSermons ? Math.round(totals.sermonMs / totals.endedSermons / 60_000) : 0,
  }));
}
