import { prisma } from "#app/utils/db.server.ts";
import { monthBuckets } from "#app/features/aggregates/date-range.ts";
import type { ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import { categoryCounts, dayTotals, emptyTotals, sumTotals, type CountKind, type DayTotals } from "./figures.server.ts";
import type { Interval } from "./day-spans.ts";

/*
 * The dashboard's range figures, read from the aggregate tables (decision 018). One request
 * reads the day rows once for the range, its months and (for ranges that reach the present)
 * the active listeners; every chart is then arithmetic on those sums.
 */

/** Presets end "now" as the request began; a range ending this close to the present reaches it. */
const PRESENT_MS = 60_000;
/** "Active" means: the latest sermon the person joined there started at or after the range's start. */
const FOREVER = new Date(Date.UTC(9999, 0, 1));
export const UNKNOWN = "unknown";

export type RangeFigures = {
  range: DayTotals;
  byOrganisation: Map<string, DayTotals>;
  months: { key: string; totals: DayTotals }[];
  /** Active listeners per organisation, when the range reaches the present (else null). */
  active: Map<string, number> | null;
  /** People per organisation whose latest sermon there started at or after the range's start. */
  sinceStart: Map<string, number>;
};

const loaded = new WeakMap<ReportFilters, Map<boolean, Promise<RangeFigures>>>();

/** The range's day figures; shared by every chart of one request (keyed on the filters object). */
export function rangeFigures(filters: ReportFilters, raw = false): Promise<RangeFigures> {
  const byMode = loaded.get(filters) ?? new Map<boolean, Promise<RangeFigures>>();
  loaded.set(filters, byMode);
  let promise = byMode.get(raw);
  if (!promise) {
    promise = loadRangeFigures(filters, raw);
    byMode.set(raw, promise);
  }
  return promise;
}

async function loadRangeFigures(filters: ReportFilters, raw: boolean, now = Date.now()): Promise<RangeFigures> {
  const { start, end } = filters.bounds;
  const buckets = monthBuckets(filters.bounds, filters.timeZone);
  const reachesPresent = end.getTime() >= now - PRESENT_MS;
  const intervals: Interval[] = [
    { key: "range", start, end },
    { key: "active", start, end: FOREVER },
  ];
  const monthIntervals: Interval[] = buckets.map((bucket) => ({
    key: `month:${bucket.key}`,
    start: bucket.start,
    end: bucket.end,
  }));
  // The range per organisation (the per-church charts); the months only in all (the monthly charts).
  const [totals, monthTotals] = await Promise.all([
    dayTotals(filters.organisationId, intervals, raw),
    dayTotals(filters.organisationId, monthIntervals, raw, false),
  ]);
  const byOrganisation = totals.get("range") ?? new Map<string, DayTotals>();
  const sinceStart = new Map(
    [...(totals.get("active") ?? new Map<string, DayTotals>())].map(([id, row]) => [id, row.activeListeners]),
  );
  const active = reachesPresent ? sinceStart : null;
  return {
    range: sumTotals(byOrganisation),
    byOrganisation,
    months: buckets.map((bucket) => ({ key: bucket.key, totals: sumTotals(monthTotals.get(`month:${bucket.key}`)) })),
    active,
    sinceStart,
  };
}

/**
 * The range's figures summed over the organisations in scope, and nothing else: the totals of
 * the analytics tables, which need neither months nor organisations.
 */
export async function rangeTotals(filters: ReportFilters): Promise<DayTotals> {
  const { start, end } = filters.bounds;
  return sumTotals(
    (await dayTotals(filters.organisationId, [{ key: "range", start, end }], false, false)).get("range"),
  );
}

/** Figures of one organisation in the range (zeros when it had none). */
export const organisationTotals = (figures: RangeFigures, id: string) =>
  figures.byOrganisation.get(id) ?? emptyTotals();

/** Counts by answer for the range, largest first; "" (not given) is shown as "unknown". */
export async function rangeCategories(filters: ReportFilters, kinds: CountKind[], raw = false) {
  const { start, end } = filters.bounds;
  const counts = (await categoryCounts(filters.organisationId, kinds, [{ key: "range", start, end }], raw)).get(
    "range",
  );
  return (kind: CountKind) =>
    [...(counts?.get(kind) ?? new Map<string, number>())]
      .filter(([, value]) => value > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => ({ key, value }));
}

/** Id to name (and country) of the organisations in scope; fifty rows at most in practice. */
export function organisationsInScope(filters: ReportFilters) {
  return prisma.organisation.findMany({
    where: filters.organisationId ? { id: filters.organisationId } : {},
    select: { id: true, name: true, country: true },
  });
}
