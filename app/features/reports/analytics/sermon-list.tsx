import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { DataTable } from "#app/features/reports/charts/chart-frame.tsx";
import { CsrfInput } from "#app/components/forms.tsx";
import { TranscriptDownload } from "#app/features/transcript/transcript-download.tsx";
import { listenerColumns, viewColumns, type SermonRow } from "#app/features/reports/analytics-views.ts";
import { useCellText } from "./cells.ts";
import { formatNumber } from "#app/utils/format.ts";

type Props = { sermons: SermonRow[]; view: "live" | "ended"; timeZone: string; canManage: boolean };

/** Live or ended sermons, each with its listeners in a sub-table, and the administrator's actions. */
export function SermonList({ sermons, view, timeZone, canManage }: Props) {
  const { t } = useTranslation();
  const format = useCellText(timeZone);
  const columns = viewColumns[view].filter((column) => column.key !== "title");
  if (!sermons.length) return <p className="chart-empty">{t("analytics.empty")}</p>;
  return (
    <ul className="session-list">
      {sermons.map((sermon) => {
        const values = format.cells(columns, sermon.cells);
        return (
          <li key={sermon.id} className="panel session-card">
            <header className="session-head">
              <h3>{sermon.cells.title || t("analytics.untitled")}</h3>
              {sermon.live ? <span className="badge badge-success">{t("charts.mapLegendLive")}</span> : null}
            </header>
            <dl className="details session-details">
              {columns.map((column, i) => (
                <div key={column.key}>
                  <dt>{t(column.labelKey)}</dt>
                  <dd>{typeof values[i] === "number" ? formatNumber(values[i]) : values[i]}</dd>
                </div>
              ))}
            </dl>
            <details className="chart-table" open={sermon.listenerRows.length > 0 && sermon.listenerRows.length <= 5}>
              <summary>{t("analytics.listenersOf", { count: Number(sermon.cells.listeners ?? 0) })}</summary>
              {sermon.listenerRows.length ? (
                <DataTable
                  caption={t("analytics.listenersOf", { count: Number(sermon.cells.listeners ?? 0) })}
                  table={{
                    columns: format.headers(listenerColumns),
                    rows: sermon.listenerRows.map((row) => format.cells(listenerColumns, row)),
                  }}
                />
              ) : (
                <p className="muted">{t("analytics.noListeners")}</p>
              )}
              {sermon.moreListeners ? (
                <p className="muted small">{t("analytics.moreListeners", { count: sermon.moreListeners })}</p>
              ) : null}
            </details>
            {!sermon.live ? (
              <details className="chart-table">
                <summary>{t("listener.export.title")}</summary>
                <TranscriptDownload broadcastId={sermon.broadcastId} />
              </details>
            ) : null}
            {canManage ? <SermonActions sermon={sermon} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Each action opens its own confirmation inside a <details>: two deliberate clicks, and no
 * JavaScript needed. The server checks the permission again for the very sermon.
 */
function SermonActions({ sermon }: { sermon: SermonRow }) {
  const { t } = useTranslation();
  const confirm = (intent: "end" | "delete", label: string, question: string, yes: string, className: string) => (
    <details className="confirm">
      <summary className={className}>{label}</summary>
      <Form method="post" className="confirm-body">
        <CsrfInput />
        <input type="hidden" name="sermonId" value={sermon.id} />
        <p>{question}</p>
        <button type="submit" name="intent" value={intent} className="btn btn-danger">
          {yes}
        </button>
      </Form>
    </details>
  );
  return (
    <div className="session-actions">
      {sermon.live
        ? confirm(
            "end",
            t("analytics.endSermon"),
            t("analytics.endConfirm"),
            t("analytics.confirmEnd"),
            "btn btn-primary",
          )
        : null}
      {confirm(
        "delete",
        t("analytics.deleteSermon"),
        t("analytics.deleteConfirm"),
        t("analytics.confirmDelete"),
        "btn btn-ghost",
      )}
    </div>
  );
}
