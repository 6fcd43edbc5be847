import { dashboardData } from "./dashboard.server.ts";
import type { SessionUser } from "./permissions.server.ts";
import { filterSearch, organisationOptions, resolveFilters } from "./report-filters.server.ts";
import { dashboardTotals } from "./totals.server.ts";

/** The dashboard loader's data for staff and administrators: filters, totals and every chart. */
export async function dashboardPage(user: SessionUser, params: URLSearchParams, now = new Date()) {
  const [filters, organisations] = await Promise.all([resolveFilters(user, params, now), organisationOptions(user)]);
  const [data, totals] = await Promise.all([dashboardData(filters), dashboardTotals(user, filters.organisationId)]);
  return {
    ...data,
    totals,
    organisations,
    range: filters.range,
    orgParam: filters.orgParam,
    timeZone: filters.timeZone,
    search: filterSearch(filters),
  };
}
export type DashboardPageData = Awaited<ReturnType<typeof dashboardPage>>;
