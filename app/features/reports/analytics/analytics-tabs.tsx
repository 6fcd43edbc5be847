import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { analyticsViews, type AnalyticsView } from "#app/features/reports/analytics-views.ts";

/** One link per table, carrying the current filters (and starting again at page 1). */
export function AnalyticsTabs({ view, search }: { view: AnalyticsView; search: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <nav className="pill-nav analytics-tabs" aria-label={t("analytics.tablesLabel")}>
      {analyticsViews.map((key) => (
        <Link
          key={key}
          className="pill"
          to={`/analytics?${new URLSearchParams({ ...search, view: key })}`}
          aria-current={key === view ? "page" : undefined}
        >
          {t(`analytics.views.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
