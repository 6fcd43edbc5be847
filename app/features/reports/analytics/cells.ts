import { useTranslation } from "#app/utils/use-translation.ts";
import { useCodeLabels } from "#app/features/reports/charts/labels.ts";
import { isOneOf } from "#app/locales/keys.ts";
import { cellStatuses, type Cell, type Column, type Row } from "#app/features/reports/analytics-views.ts";
import { formatDateTime } from "#app/utils/format.ts";

/** Turns stored cell values into what a reader sees, by column kind. */
export function useCellText(timeZone: string) {
  const { t, i18n } = useTranslation();
  const labels = useCodeLabels();
  const text = (column: Column, value: Cell): string | number => {
    if (value === null || value === "")
      return column.kind === "faith" || column.kind === "language" || column.kind === "referral"
        ? labels.faith(null)
        : "";
    switch (column.kind) {
      case "date":
        return formatDateTime(String(value), i18n.language, timeZone);
      case "faith":
        return labels.faith(String(value));
      case "referral":
        return labels.referral(String(value));
      case "language":
        return labels.language(String(value));
      case "status":
        return isOneOf(cellStatuses, value) ? t(`analytics.status.${value}`) : String(value);
      case "number":
      case "minutes":
        return Number(value);
      default:
        return String(value);
    }
  };
  return {
    headers: (columns: Column[]) => columns.map((column) => t(column.labelKey)),
    cells: (columns: Column[], row: Row) => columns.map((column) => text(column, row[column.key] ?? null)),
  };
}
