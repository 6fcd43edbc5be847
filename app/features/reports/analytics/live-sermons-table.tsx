import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { DataTable } from "#app/features/reports/charts/chart-frame.tsx";
import { useCodeLabels } from "#app/features/reports/charts/labels.ts";
import type { DashboardData } from "#app/features/reports/dashboard.server.ts";
import { formatDateTime } from "#app/utils/format.ts";

/** The sermons live right now, linking to their members in analytics. */
export function LiveSermonsTable({
  live,
  timeZone,
  detailsTo,
}: {
  live: DashboardData["live"];
  timeZone: string;
  detailsTo: string;
}) {
  const { t, i18n } = useTranslation();
  const labels = useCodeLabels();
  return (
    <section className="panel stack" aria-labelledby="live-title">
      <header className="chart-head">
        <h3 id="live-title">{t("charts.liveTitle")}</h3>
        <Link className="chart-link" to={detailsTo}>
          {t("charts.viewDetails")}
        </Link>
      </header>
      {live.length ? (
        <DataTable
          caption={t("charts.liveTitle")}
          table={{
            columns: [
              t("analytics.columns.title"),
              t("analytics.columns.organisation"),
              t("analytics.columns.host"),
              t("analytics.columns.language"),
              t("analytics.columns.startedAt"),
              t("analytics.columns.listeners"),
            ],
            rows: live.map((row) => [
              row.title || t("analytics.untitled"),
              row.organisation,
              row.host,
              labels.language(row.language),
              formatDateTime(row.startedAt, i18n.language, timeZone),
              row.listeners,
            ]),
          }}
        />
      ) : (
        <p className="chart-empty">{t("charts.liveEmpty")}</p>
      )}
    </section>
  );
}
