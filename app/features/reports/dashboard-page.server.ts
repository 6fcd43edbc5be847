import { visibleOrganisations } from "#app/features/auth/tenancy.server.ts";
import { cachedFigures } from "#app/features/aggregates/figure-cache.server.ts";
import { dashboardData } from "./dashboard.server.ts";
import type { SessionUser } from "../auth/permissions.server.ts";
import { filterSearch, resolveFilters } from "./report-filters.server.ts";
import { dashboardTotals } from "./totals.server.ts";
import { isSuperAdmin } from "../auth/roles.ts";

/** The dashboard loader's data for staff and administrators: filters, totals and every chart. */
export async function dashboardPage(user: SessionUser, params: URLSearchParams, now = new Date()) {
  const filters = await resolveFilters(user, params, now);
  // Keyed on what the figures depend on, never on who asked: the filters were already pinned to
  // the user's own organisation, and the totals' scope is the same organisation (or all, for the
  // super administrator).
  const scope = isSuperAdmin(user) ? `all:${filters.organisationId ?? ""}` : `org:${filters.organisationId ?? ""}`;
  const key = JSON.stringify(["dashboard", scope, filters.range, filters.timeZone]);
  // The organisation picker's list too: the same for everyone with this key (all of them for the
  // super administrator, their own for anyone else), and a rename shows within the same few seconds.
  const [data, totals, organisations] = await cachedFigures(key, () =>
    Promise.all([dashboardData(filters), dashboardTotals(user, filters.organisationId), visibleOrganisations(user)]),
  );
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
