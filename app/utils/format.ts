/**
 * The one way dates are shown in reports: in the organisation's zone (the one the range was
 * computed in), in the reader's language.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string | null | undefined, locale: string, timeZone: string): string {
  if (!iso) return "";
  const key = `${locale}|${timeZone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
    cache.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

/** "2031-02" as a short month name with the year, e.g. "Feb 31" / "fev. de 31". */
export function formatMonth(key: string, locale: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}
