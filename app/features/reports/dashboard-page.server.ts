import { visibleOrganisations } from "#app/features/auth/tenancy.server.ts";
import { cachedFigures } from "#app/features/aggregates/figure-cache.server.ts";
import { sharedMonthsFigures } from "#app/features/aggregates/figure-source.server.ts";
import { serialize } from "#app/utils/serialized.ts";
import { TOP_ROWS } from "./chart-data.ts";
import { dashboardData, type DashboardData } from "./dashboard.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { filterSearch, resolveFilters } from "#app/features/aggregates/report-filters.server.ts";
import { dashboardTotals } from "./totals.server.ts";
import { isSuperAdmin } from "#app/features/auth/roles.ts";

/**
 * The figures a dashboard shows: every chart, the totals and the organisation picker's list. The
 * three rankings by organisation carry the rows their charts draw and how many there are; their
 * tables fetch the rest when opened (`dashboardRankings`). A network of fifty churches sent 150
 * rows on every page view that nobody saw unless they opened a table.
 */
function pageFigures(
  data: DashboardData,
  totals: Awaited<ReturnType<typeof dashboardTotals>>,
  organisations: Awaited<ReturnType<typeof visibleOrganisations>>,
) {
  return {
    ...data,
    registrations: data.registrations.slice(0, TOP_ROWS),
    activeUsers: data.activeUsers.slice(0, TOP_ROWS),
    performance: data.performance.slice(0, TOP_ROWS),
    rankedCounts: {
      registrations: data.registrations.length,
      activeUsers: data.activeUsers.length,
      performance: data.performance.length,
    },
    totals,
    organisations,
  };
}
export type DashboardFigures = ReturnType<typeof pageFigures>;

/**
 * The bound on a dashboard's staleness (decision 059): figures computed up to this long ago are
 * shown at once while new ones are computed in the background. Counts of listeners and salvations
 * are read after a service, not during it (the live sermons' own panel is not cached).
 */
export const DASHBOARD_STALE_MS = 300_000;

/** The figures behind a dashboard, for a few seconds the same for everyone who asks with the same filters. */
async function dashboardFigures(user: SessionUser, params: URLSearchParams, now: Date, ahead = false) {
  const filters = await resolveFilters(user, params, now);
  // Keyed on what the figures depend on, never on who asked: the filters were already pinned to
  // the user's own organisation, and the totals' scope is the same organisation (or all, for the
  // super administrator).
  const scope = isSuperAdmin(user) ? `all:${filters.organisationId ?? ""}` : `org:${filters.organisationId ?? ""}`;
  const key = JSON.stringify(["dashboard", scope, filters.range, filters.timeZone]);
  // The organisation picker's list too: the same for everyone with this key (all of them for the
  // super administrator, their own for anyone else), and a rename shows within the same few seconds.
  const figures = await cachedFigures(
    key,
    async () => {
      const [data, totals, organisations] = await Promise.all([
        dashboardData(filters, sharedMonthsFigures),
        dashboardTotals(user, filters.organisationId),
        visibleOrganisations(user),
      ]);
      // Written as JSON once, for every request that reads them while cached (serialized.ts).
      return { data, page: serialize(pageFigures(data, totals, organisations)) };
    },
    { staleMs: DASHBOARD_STALE_MS, ahead },
  );
  return { filters, ...figures };
}

/** Computes a dashboard's figures ahead of its requests, if older than the cache's TTL (dashboard-warm.server.ts). */
export async function warmDashboard(user: SessionUser, params: URLSearchParams) {
  await dashboardFigures(user, params, new Date(), true);
}

/** The dashboard loader's data for staff and administrators: the figures, and the filters that chose them. */
export async function dashboardPage(user: SessionUser, params: URLSearchParams, now = new Date()) {
  const { filters, page } = await dashboardFigures(user, params, now);
  return {
    figures: page,
    range: filters.range,
    orgParam: filters.orgParam,
    timeZone: filters.timeZone,
    search: filterSearch(filters),
  };
}
export type DashboardPageData = Awaited<ReturnType<typeof dashboardPage>>;

/** Every row of the three rankings by organisation, for their tables: the same figures as the page. */
export async function dashboardRankings(user: SessionUser, params: URLSearchParams, now = new Date()) {
  const { data } = await dashboardFigures(user, params, now);
  return { registrations: data.registrations, activeUsers: data.activeUsers, performance: data.performance };
}
export type DashboardRankings = Awaited<ReturnType<typeof dashboardRankings>>;
