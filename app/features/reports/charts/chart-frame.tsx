import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { formatNumber } from "#app/utils/format.ts";
import { memoDrawing } from "#app/components/markup-memo.tsx";

export type LegendItem = { key: string; label: string; color: string };
export type TableAlternative = { columns: string[]; rows: (string | number)[][] };

type ChartFrameProps = {
  /**
   * Unique on the page, for the heading's id. Not `useId`: the dashboard's report is rendered once
   * for everyone who asks (section-memo.tsx), outside the page's tree that `useId` counts in.
   */
  id: string;
  title: string;
  /** Where "View details" goes: the analytics table behind this chart, with the same filters. */
  detailsTo?: string;
  empty: boolean;
  /** Shown for empty charts instead of the generic "nothing in this range". */
  emptyText?: string;
  legend?: LegendItem[];
  table: TableAlternative;
  /** Called when the table is first opened: a long table fetches its remaining rows then. */
  onTableOpen?: () => void;
  /** The table's remaining rows are on their way. */
  tableLoading?: boolean;
  note?: string;
  wide?: boolean;
  children: React.ReactNode;
};

/**
 * The one frame every dashboard chart sits in: a heading, a drill-down link, an HTML legend,
 * the drawing, and the same numbers as a table for screen readers and for anyone who prefers
 * figures to shapes.
 */
export function ChartFrame({
  id,
  title,
  detailsTo,
  empty,
  emptyText,
  legend,
  table,
  onTableOpen,
  tableLoading,
  note,
  wide,
  children,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <section className={wide ? "chart-card chart-wide" : "chart-card"} aria-labelledby={headingId}>
      <header className="chart-head">
        <h3 id={headingId}>{title}</h3>
        {detailsTo ? (
          <Link className="chart-link" to={detailsTo}>
            {t("charts.viewDetails")}
          </Link>
        ) : null}
      </header>
      {empty ? (
        <p className="chart-empty">{emptyText ?? t("charts.empty")}</p>
      ) : (
        <>
          {legend?.length ? <ChartLegend items={legend} /> : null}
          <div className="chart-figure" role="img" aria-label={title}>
            {children}
          </div>
          {note ? <p className="muted small">{note}</p> : null}
          <TableOnRequest table={table} caption={title} onOpen={onTableOpen} loading={tableLoading} />
        </>
      )}
    </section>
  );
}

function ChartLegendList({ items }: { items: LegendItem[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.key}>
          <span className="swatch" style={{ background: item.color }} aria-hidden />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The series' names and colours: pure, like the drawing beside it, so rendered once per legend (markup-memo.tsx). */
const ChartLegend = memoDrawing(ChartLegendList);

/**
 * The chart's numbers behind "Show as table", drawn when it is opened: closed, a dashboard's
 * eleven tables (a thousand cells for the super administrator) were most of each page's rendering
 * and a third of its HTML, on every request (`npm run bench:load`).
 */
function TableOnRequest({
  table,
  caption,
  onOpen,
  loading,
}: {
  table: TableAlternative;
  caption: string;
  onOpen?: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script ran: the toggle event came before React listened.
  useEffect(() => setOpen(Boolean(details.current?.open)), []);
  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);
  return (
    <details ref={details} className="chart-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t("charts.showTable")}</summary>
      {open ? (
        <>
          {loading ? (
            <p role="status" className="muted small">
              {t("charts.tableLoading")}
            </p>
          ) : null}
          <DataTable table={table} caption={caption} />
        </>
      ) : null}
    </details>
  );
}

/** A plain, scrollable table of strings and numbers. */
export function DataTable({ table, caption }: { table: TableAlternative; caption?: string }) {
  const { i18n } = useTranslation();
  return (
    // A region that scrolls sideways on a phone must be reachable by keyboard to be scrolled.
    <div className="table-scroll" tabIndex={0} role={caption ? "region" : undefined} aria-label={caption}>
      <table className="data-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, c) => (
                <td key={c} className={typeof cell === "number" ? "num" : undefined} data-label={table.columns[c]}>
                  {typeof cell === "number" ? formatNumber(cell, i18n.language) : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
