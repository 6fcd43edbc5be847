import { visibleOrganisations } from "#app/features/auth/tenancy.server.ts";
import { analyticsRows, SERMON_PAGE_SIZE } from "./analytics.server.ts";
import { defaultView, isAnalyticsView, sermonViews } from "./analytics-views.ts";
import { PAGE_SIZE } from "#app/utils/list-query.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { filterSearch, resolveFilters } from "#app/features/aggregates/report-filters.server.ts";
import { canManageSermons, isSuperAdmin } from "#app/features/auth/roles.ts";

/** Everything the analytics page needs for one request: filters, the chosen table, one page of it. */
export async function analyticsPage(user: SessionUser, params: URLSearchParams, now = new Date()) {
  const requestedView = params.get("view");
  const view = isAnalyticsView(requestedView) ? requestedView : defaultView;
  const pageSize = sermonViews.includes(view) ? SERMON_PAGE_SIZE : PAGE_SIZE;
  const requestedPage = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const [filters, organisations] = await Promise.all([resolveFilters(user, params, now), visibleOrganisations(user)]);
  const {
    rows,
    sermons = [],
    total,
  } = await analyticsRows(filters, view, { skip: (requestedPage - 1) * pageSize, take: pageSize }, now);
  return {
    view,
    rows,
    sermons,
    total,
    page: requestedPage,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    timeZone: filters.timeZone,
    range: filters.range,
    orgParam: filters.orgParam,
    unassigned: filters.unassigned,
    search: filterSearch(filters),
    organisations,
    canChooseOrganisation: isSuperAdmin(user),
    // Ending and deleting are for administrators; the action checks again, per sermon.
    canManageSermons: canManageSermons(user),
  };
}
