import { countHit, countMiss } from "./cache-stats.ts";
// Dates and numbers as the reader reads them. Building an Intl formatter costs far more than
// using one (a page of event cards or a dashboard's chart ticks built dozens per request, and it
// showed in `npm run bench:load`), so each locale-and-options pair is built once per process.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (formatter) countHit("dateFormat");
  else {
    countMiss("dateFormat");
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A count in the reader's language ("12,345", "12.345"). */
export function formatNumber(value: number, locale?: string) {
  const key = locale ?? "";
  let formatter = numberFormats.get(key);
  if (formatter) countHit("numberFormat");
  else {
    countMiss("numberFormat");
    formatter = new Intl.NumberFormat(locale);
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * The one way dates are shown in reports: in the organisation's zone (the one the range was
 * computed in), in the reader's language.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone: string): string {
  if (!iso) return "";
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** "2031-02" as a short month name with the year, e.g. "Feb 31" / "fev. de 31". */
export function formatMonth(key: string, locale: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return dateFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}
