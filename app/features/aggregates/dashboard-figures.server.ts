import { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "#app/utils/db.server.ts";
import { organisationClause } from "./figure-sql.server.ts";
import { monthBuckets } from "./date-range.ts";
import type { FigureScope } from "./figure-scope.ts";
import {
  categoryCounts,
  dayTotals,
  emptyTotals,
  listenersSince,
  sumTotals,
  type CountKind,
  type DayTotals,
} from "./figures.server.ts";
import { splitIntervals, type Interval, type Splitter } from "./day-spans.ts";

/*
 * The dashboard's range figures, read from the aggregate tables (decision 018). One request
 * reads the day rows once for the range, its months and the active listeners; every chart is
 * then arithmetic on those sums.
 */

/** Presets end "now" as the request began; a range ending this close to the present reaches it. */
const PRESENT_MS = 60_000;
export const UNKNOWN = "unknown";

export type RangeFigures = {
  range: DayTotals;
  byOrganisation: Map<string, DayTotals>;
  months: { key: string; totals: DayTotals }[];
  /** Active listeners (distinct people) per organisation in the range. */
  active: Map<string, number>;
};

/** Active listeners of a range that ended before the request began, from the people since its start. */
export type PastActive = (scope: FigureScope, sinceStart: Map<string, number>) => Promise<Map<string, number>>;

/** The monthly chart's figures: per interval key, every organisation in scope summed (under ""). */
export type MonthTotals = (
  organisationId: string | null,
  intervals: Interval[],
) => Promise<Map<string, Map<string, DayTotals>>>;

export async function loadRangeFigures(
  scope: FigureScope,
  split: Splitter,
  pastActive: PastActive,
  monthTotalsOf: MonthTotals = (organisationId, intervals) => dayTotals(organisationId, intervals, split, false),
): Promise<RangeFigures> {
  const { start, end } = scope.bounds;
  const buckets = monthBuckets(scope.bounds, scope.timeZone);
  const monthIntervals: Interval[] = buckets.map((bucket) => ({
    key: `month:${bucket.key}`,
    start: bucket.start,
    end: bucket.end,
  }));
  // The range per organisation (the per-church charts); the months only in all (the monthly charts).
  const [totals, monthTotals, sinceStart] = await Promise.all([
    dayTotals(scope.organisationId, [{ key: "range", start, end }], split),
    monthTotalsOf(scope.organisationId, monthIntervals),
    listenersSince(scope.organisationId, start, split),
  ]);
  // "Active" means: the latest sermon the person joined there started at or after the range's
  // start; for a range that ended in the past, less those whose latest is after its end.
  const reachesPresent = end.getTime() >= scope.now.getTime() - PRESENT_MS;
  const byOrganisation = totals.get("range") ?? new Map<string, DayTotals>();
  return {
    range: sumTotals(byOrganisation),
    byOrganisation,
    months: buckets.map((bucket) => ({ key: bucket.key, totals: sumTotals(monthTotals.get(`month:${bucket.key}`)) })),
    active: reachesPresent ? sinceStart : await pastActive(scope, sinceStart),
  };
}

/**
 * The range's figures summed over the organisations in scope, and nothing else: the totals of
 * the analytics tables, which need neither months nor organisations.
 */
export async function rangeTotals(scope: FigureScope): Promise<DayTotals> {
  const { start, end } = scope.bounds;
  return sumTotals(
    (await dayTotals(scope.organisationId, [{ key: "range", start, end }], splitIntervals, false)).get("range"),
  );
}

/** Figures of one organisation in the range (zeros when it had none). */
export const organisationTotals = (figures: RangeFigures, id: string) =>
  figures.byOrganisation.get(id) ?? emptyTotals();

/** Counts by answer of one kind, in key order; "" is "not given". */
export type Categories = (kind: CountKind) => { key: string; value: number }[];

/** Counts by answer for the range, every kind asked in one read. */
export async function rangeCategories(scope: FigureScope, kinds: CountKind[], split: Splitter): Promise<Categories> {
  const { start, end } = scope.bounds;
  const counts = (await categoryCounts(scope.organisationId, kinds, [{ key: "range", start, end }], split)).get(
    "range",
  );
  return (kind) =>
    [...(counts?.get(kind) ?? new Map<string, number>())]
      .filter(([, value]) => value > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => ({ key, value }));
}

export type ScopeOrganisation = {
  id: string;
  name: string;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

/**
 * The organisations in scope, by name: fifty rows at most in practice, read once per computation
 * of the figures. SQL rather than a Prisma query, which costs more to plan than to run (decision 048).
 */
export function organisationsInScope(scope: Pick<FigureScope, "organisationId">) {
  return prisma.$queryRaw<ScopeOrganisation[]>`
    SELECT "id", "name", "city", "country", "latitude", "longitude" FROM "Organisation"
    WHERE 1 = 1 ${organisationClause(scope, Prisma.sql`"id"`)}
    ORDER BY "name" ASC`;
}
