import { useCallback } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/utils/use-translation.ts";
import { TOP_ROWS as TOP } from "#app/features/reports/chart-data.ts";
import type { DashboardFigures, DashboardRankings } from "#app/features/reports/dashboard-page.server.ts";
import { formatMonth, formatNumber } from "#app/utils/format.ts";
import { ChartFrame, type LegendItem } from "./chart-frame.tsx";
import { DonutChart } from "./donut-chart.tsx";
import { HorizontalBars, type CategoryRow } from "./horizontal-bars.tsx";
import { useCodeLabels } from "./labels.ts";
import { LocationsMap, MARKER_COLORS } from "./locations-map.tsx";
import { colorAt } from "./palette.ts";
import { TimeChart } from "./time-chart.tsx";

type Data = Omit<DashboardFigures, "tiles" | "live" | "totals" | "organisations">;
/** Builds a drill-down link to one analytics table with the dashboard's filters. */
export type DetailsHref = (view: string) => string;

/**
 * The page has the top rows of each ranking by organisation; opening the table of one that has
 * more fetches every row, once, for all three (dashboard-page.server.ts).
 */
function useRankings(data: Data, filters: Record<string, string>) {
  const search = new URLSearchParams(filters).toString();
  // One fetcher per set of filters: the rows of last month's table are not this year's.
  const fetcher = useFetcher<DashboardRankings>({ key: `dashboard-rankings?${search}` });
  const { load, state } = fetcher;
  const complete = fetcher.data ?? null;
  const loadAll = useCallback(() => {
    if (!complete && state === "idle") void load(`/dashboard/rankings?${search}`);
  }, [complete, state, load, search]);
  return <K extends keyof DashboardRankings>(key: K) => {
    const partial = !complete && data.rankedCounts[key] > data[key].length;
    return {
      rows: (complete ?? data)[key] as DashboardRankings[K],
      onTableOpen: partial ? loadAll : undefined,
      tableLoading: partial,
    };
  };
}

/** The ten dashboard charts, each in the shared frame with its table alternative. */
export function DashboardCharts({
  figures: data,
  search,
  detailsHref,
}: {
  figures: Data;
  /** The dashboard's filters as search parameters. */
  search: Record<string, string>;
  detailsHref: DetailsHref;
}) {
  const { t, i18n } = useTranslation();
  const labels = useCodeLabels();
  const ranking = useRankings(data, search);
  const count = t("charts.count");
  const single = (key: string, label: string): LegendItem[] => [{ key, label, color: colorAt(0) }];
  const topNote = (length: number) => (length > TOP ? t("charts.topOnly", { count: TOP }) : undefined);

  const donut = (
    id: string,
    title: string,
    category: string,
    items: { key: string; value: number }[],
    label: (code: string) => string,
    view: string,
  ) => {
    const slices = items.map((item, i) => ({
      key: item.key,
      label: label(item.key),
      value: item.value,
      color: colorAt(i),
    }));
    return (
      <ChartFrame
        id={id}
        title={title}
        detailsTo={detailsHref(view)}
        empty={!slices.length}
        legend={slices.map((s) => ({ ...s, label: `${s.label} (${formatNumber(s.value, i18n.language)})` }))}
        table={{ columns: [category, count], rows: slices.map((s) => [s.label, s.value]) }}
      >
        <DonutChart slices={slices} />
      </ChartFrame>
    );
  };

  const bars = (
    title: string,
    key: "registrations" | "activeUsers",
    view: string,
    category = t("charts.organisation"),
    valueLabel = count,
  ) => {
    const { rows: all, ...table } = ranking(key);
    // The page's rankings are already their top rows (dashboard-page.server.ts).
    const rows: CategoryRow[] = data[key].map((item) => ({
      key: item.key,
      label: item.label ?? item.key,
      values: { value: item.value },
    }));
    return (
      <ChartFrame
        id={`chart-${key}`}
        title={title}
        detailsTo={detailsHref(view)}
        empty={!rows.length}
        note={topNote(data.rankedCounts[key])}
        table={{ columns: [category, valueLabel], rows: all.map((item) => [item.label ?? item.key, item.value]) }}
        {...table}
      >
        <HorizontalBars
          rows={rows}
          series={single("value", valueLabel)}
          valueLabel={valueLabel}
          categoryLabel={category}
        />
      </ChartFrame>
    );
  };

  const monthlySeries: LegendItem[] = [
    { key: "users", label: t("charts.newUsers"), color: colorAt(0) },
    { key: "salvations", label: t("charts.salvations"), color: colorAt(2) },
    { key: "sermons", label: t("charts.sessions"), color: colorAt(1) },
  ];
  const months = data.monthly.map((m) => ({ ...m, label: formatMonth(m.key, i18n.language) }));
  // A month without sermons has no average: it is left out of the line (the table shows 0).
  const durations = data.sermonDuration.map((d) => ({
    key: d.key,
    label: formatMonth(d.key, i18n.language),
    values: { minutes: d.value },
  }));

  const languageCodes = [...new Set(data.languages.flatMap((row) => Object.keys(row.values)))].sort();
  const languageSeries = languageCodes.map((code, i) => ({
    key: code,
    label: labels.language(code),
    color: colorAt(i),
  }));

  const performanceSeries: LegendItem[] = [
    { key: "sermons", label: t("charts.sessions"), color: colorAt(1) },
    { key: "listeners", label: t("charts.listeners"), color: colorAt(0) },
    { key: "salvations", label: t("charts.salvations"), color: colorAt(2) },
  ];
  const { rows: performance, ...performanceTable } = ranking("performance");
  const performanceRows = data.performance.map((row) => ({
    key: row.key,
    label: row.label,
    values: { sermons: row.sermons, listeners: row.listeners, salvations: row.salvations },
  }));

  const mapLegend: LegendItem[] = [
    { key: "live", label: t("charts.mapLegendLive"), color: MARKER_COLORS.live },
    { key: "idle", label: t("charts.mapLegendIdle"), color: MARKER_COLORS.idle },
  ];

  return (
    <div className="chart-grid">
      {donut("chart-faith", t("charts.faithTitle"), t("charts.faithCategory"), data.faith, labels.faith, "users")}
      {bars(t("charts.registrationsTitle"), "registrations", "users")}
      <ChartFrame
        id="chart-monthly"
        wide
        title={t("charts.monthlyTitle")}
        detailsTo={detailsHref("users")}
        legend={monthlySeries}
        empty={months.every((m) => Object.values(m.values).every((v) => v === 0))}
        table={{
          columns: [t("charts.month"), ...monthlySeries.map((s) => s.label)],
          rows: months.map((m) => [
            m.label,
            ...monthlySeries.map((s) => m.values[s.key as keyof typeof m.values] ?? 0),
          ]),
        }}
      >
        {/* Two fixed drawings instead of a measured one: server-rendered, and CSS picks the one that fits. */}
        <TimeChart
          kind="bars"
          width={900}
          className="only-wide"
          points={months}
          series={monthlySeries}
          valueLabel={count}
          timeLabel={t("charts.month")}
        />
        <TimeChart
          kind="bars"
          className="only-narrow"
          points={months}
          series={monthlySeries}
          valueLabel={count}
          timeLabel={t("charts.month")}
        />
      </ChartFrame>
      <ChartFrame
        id="chart-map"
        wide
        title={t("charts.mapTitle")}
        detailsTo={detailsHref("ended")}
        legend={mapLegend}
        empty={!data.locations.length}
        emptyText={t("charts.mapNoPositions")}
        table={{
          columns: [t("charts.organisation"), t("charts.place"), t("charts.mapSessions"), t("charts.liveSessions")],
          rows: data.locations.map((l) => [l.name, l.place, l.sermons, l.live]),
        }}
      >
        <LocationsMap markers={data.locations.map((l) => ({ ...l, live: l.live > 0 }))} />
      </ChartFrame>
      {donut(
        "chart-discovery",
        t("charts.discoveryTitle"),
        t("charts.discoveryCategory"),
        data.discovery,
        labels.referral,
        "users",
      )}
      <ChartFrame
        id="chart-languages"
        title={t("charts.languagesTitle")}
        detailsTo={detailsHref("ended")}
        legend={languageSeries}
        empty={!data.languages.length}
        table={{
          columns: [t("charts.country"), ...languageSeries.map((s) => s.label)],
          rows: data.languages.map((row) => [
            row.label ?? row.key,
            ...languageCodes.map((code) => row.values[code] ?? 0),
          ]),
        }}
      >
        <HorizontalBars
          stacked
          rows={data.languages.slice(0, TOP).map((row) => ({ ...row, label: row.label ?? row.key }))}
          series={languageSeries}
          valueLabel={t("charts.listeners")}
          categoryLabel={t("charts.country")}
        />
      </ChartFrame>
      {donut(
        "chart-primary-language",
        t("charts.primaryLanguageTitle"),
        t("charts.language"),
        data.primaryLanguage,
        labels.language,
        "users",
      )}
      {bars(t("charts.activeUsersTitle"), "activeUsers", "ended", t("charts.organisation"), t("charts.activeUsers"))}
      <ChartFrame
        id="chart-duration"
        title={t("charts.durationTitle")}
        detailsTo={detailsHref("ended")}
        empty={durations.every((d) => d.values.minutes === 0)}
        table={{
          columns: [t("charts.month"), t("charts.averageMinutes")],
          rows: durations.map((d) => [d.label, d.values.minutes]),
        }}
      >
        <TimeChart
          kind="line"
          points={durations.filter((d) => d.values.minutes > 0)}
          series={single("minutes", t("charts.averageMinutes"))}
          valueLabel={t("charts.minutes")}
          timeLabel={t("charts.month")}
        />
      </ChartFrame>
      <ChartFrame
        id="chart-performance"
        title={t("charts.performanceTitle")}
        detailsTo={detailsHref("ended")}
        legend={performanceSeries}
        empty={!performanceRows.length}
        note={topNote(data.rankedCounts.performance)}
        table={{
          columns: [
            t("charts.organisation"),
            t("charts.sessions"),
            t("charts.listeners"),
            t("charts.activeUsers"),
            t("charts.averageListening"),
            t("charts.salvations"),
          ],
          rows: performance.map((row) => [
            row.label,
            row.sermons,
            row.listeners,
            row.activeUsers,
            row.averageListeningMinutes,
            row.salvations,
          ]),
        }}
        {...performanceTable}
      >
        <HorizontalBars
          rows={performanceRows}
          series={performanceSeries}
          valueLabel={count}
          categoryLabel={t("charts.organisation")}
        />
      </ChartFrame>
    </div>
  );
}
