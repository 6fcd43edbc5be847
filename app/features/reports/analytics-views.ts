import type { KeysIn } from "#app/locales/keys.ts";

/**
 * The analytics tables, described once: the page renders them and the CSV export writes them
 * from the same column lists, so the two can never disagree about what a table holds.
 */
export const analyticsViews = ["salvations", "users", "live", "ended", "accepted", "events"] as const;
export type AnalyticsView = (typeof analyticsViews)[number];
export const defaultView: AnalyticsView = "salvations";

export function isAnalyticsView(value: unknown): value is AnalyticsView {
  return typeof value === "string" && (analyticsViews as readonly string[]).includes(value);
}

/** How a cell is shown: dates in the organisation's zone, codes through their i18next labels. */
type CellKind = "text" | "date" | "number" | "minutes" | "faith" | "language" | "referral" | "status";
type ColumnKey = KeysIn<"analytics.columns">;
export type Column = { key: ColumnKey; labelKey: `analytics.columns.${ColumnKey}`; kind: CellKind };
/** The values of a "status" cell: a listener's (active, inactive) or an event's (active, expired). */
export const cellStatuses = ["active", "inactive", "expired"] as const satisfies readonly KeysIn<"analytics.status">[];

const col = (key: ColumnKey, kind: CellKind = "text"): Column => ({ key, labelKey: `analytics.columns.${key}`, kind });

export const viewColumns: Record<AnalyticsView, Column[]> = {
  salvations: [
    col("name"),
    col("email"),
    col("phone"),
    col("faithLevel", "faith"),
    col("organisation"),
    col("sermon"),
    col("date", "date"),
  ],
  users: [
    col("name"),
    col("email"),
    col("phone"),
    col("faithLevel", "faith"),
    col("primaryLanguage", "language"),
    col("referralSource", "referral"),
    col("organisation"),
    col("registeredAt", "date"),
  ],
  live: [
    col("title"),
    col("organisation"),
    col("host"),
    col("startedAt", "date"),
    col("minutes", "minutes"),
    col("listeners", "number"),
  ],
  ended: [
    col("title"),
    col("organisation"),
    col("host"),
    col("startedAt", "date"),
    col("endedAt", "date"),
    col("minutes", "minutes"),
    col("listeners", "number"),
  ],
  accepted: [
    col("name"),
    col("email"),
    col("phone"),
    col("clicks", "number"),
    col("date", "date"),
    col("faithLevel", "faith"),
  ],
  events: [col("name"), col("organisation"), col("date", "date"), col("status", "status"), col("description")],
};

/** The per-listener sub-table of a live or ended sermon. */
export const listenerColumns: Column[] = [
  col("name"),
  col("email"),
  col("startedAt", "date"),
  col("endedAt", "date"),
  col("minutes", "minutes"),
  col("language", "language"),
  col("status", "status"),
];

/** Views whose rows are sermons with listeners inside. */
export const sermonViews: readonly AnalyticsView[] = ["live", "ended"];

export type Cell = string | number | null;
export type Row = { id: string } & Record<string, Cell>;
/** A live or ended sermon: its own cells, and its listeners as a sub-table. */
export type SermonRow = {
  id: string;
  broadcastId: string;
  organisationId: string;
  live: boolean;
  cells: Row;
  listenerRows: Row[];
  moreListeners: number;
};
