import { allAnalyticsRows } from "#app/features/reports/analytics.server.ts";
import { defaultView, isAnalyticsView, listenerColumns, viewColumns } from "#app/features/reports/analytics-views.ts";
import { toCsv } from "#app/utils/csv.ts";
import { getInstance } from "#app/middleware/i18next.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { resolveFilters } from "#app/features/aggregates/report-filters.server.ts";
import type { Route } from "./+types/analytics-export";

/**
 * /analytics/export.csv?view=…&range=…&org=…: the whole table behind an analytics view, with the
 * page's permission and organisation scoping. Dates stay ISO 8601 (UTC) so spreadsheets sort them;
 * sermons are written one row per listener, the sermon's columns repeated.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, "analytics");
  const params = new URL(request.url).searchParams;
  const requested = params.get("view");
  const view = isAnalyticsView(requested) ? requested : defaultView;
  const filters = await resolveFilters(user, params);
  const { rows, sermons } = await allAnalyticsRows(filters, view);
  const t = getInstance(context).t;
  const columns = viewColumns[view];
  let header = columns.map((column) => t(column.labelKey));
  let body = rows.map((row) => columns.map((column) => row[column.key]));
  if (sermons) {
    header = [...header, ...listenerColumns.map((column) => `${t("charts.listeners")}: ${t(column.labelKey)}`)];
    body = sermons.flatMap((sermon) => {
      const own = columns.map((column) => sermon.cells[column.key]);
      return sermon.listenerRows.length
        ? sermon.listenerRows.map((listener) => [...own, ...listenerColumns.map((column) => listener[column.key])])
        : [own];
    });
  }
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(header, body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="every-tongue-${view}-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
