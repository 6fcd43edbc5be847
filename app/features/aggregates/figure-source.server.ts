import { UserType } from "#app/features/auth/roles.ts";
import { prisma } from "#app/utils/db.server.ts";
import { laterPeople } from "./accepted-figures.server.ts";
import { loadRangeFigures, rangeCategories, type Categories, type RangeFigures } from "./dashboard-figures.server.ts";
import { rawPieces, splitIntervals } from "./day-spans.ts";
import type { FigureScope } from "./figure-scope.ts";
import { cachedFigures, figureCacheOn } from "./figure-cache.server.ts";
import { keptPastActive } from "./listener-presence.server.ts";
import { allTimeCounts, dayTotals, type CountKind } from "./figures.server.ts";
import { pastActive, pastActiveUsers } from "./past-active.server.ts";

/**
 * Where the reports read their figures. Production reads the aggregate tables (decision 018);
 * the same figures counted from the raw rows are the reference the property test holds them to.
 * A report takes its source once, at the top (`dashboardData(filters, source)`), and never asks
 * which one it has.
 */
export type FigureSource = {
  rangeFigures(scope: FigureScope): Promise<RangeFigures>;
  rangeCategories(scope: FigureScope, kinds: CountKind[]): Promise<Categories>;
  /** All-time people per kind (user2 administrators, user3 staff, user4 members) and sermons. */
  allTimeCounts(organisationId: string | null): Promise<Map<string, number>>;
  /**
   * How many people in scope ("*" for all) clicked "accept Jesus" at or after `end`; null to
   * group the range's clicks instead (too many such people, or no aggregates to start from).
   */
  laterAcceptedPeople(scope: string, end: Date): Promise<number | null>;
};

export const aggregateFigures: FigureSource = {
  rangeFigures: (scope) => loadRangeFigures(scope, splitIntervals, pastActive),
  rangeCategories: (scope, kinds) => rangeCategories(scope, kinds, splitIntervals),
  allTimeCounts,
  laterAcceptedPeople: laterPeople,
};

/**
 * The dashboard's own source: the aggregates, with the monthly chart's figures shared between the
 * ranges that chart the same calendar months ("past 24 hours", "this week" and "this month" chart
 * the same six) for as long as the figure cache keeps the page's figures (decision 048). The
 * months' instants are in the key, so a new month or another time zone is another entry. A past
 * range's active listeners come from the days' listeners kept in this process (decision 066):
 * counting a custom range's stays was most of a dashboard's CPU under bench:load's mix. Only the
 * dashboard, whose figures are cached that long anyway, reads through it; with the figure cache
 * off (FIGURE_CACHE_TTL_MS=0, bench:dashboard) nothing is kept.
 */
export const sharedMonthsFigures: FigureSource = {
  ...aggregateFigures,
  rangeFigures: (scope) =>
    loadRangeFigures(
      scope,
      splitIntervals,
      figureCacheOn() ? keptPastActive : pastActive,
      (organisationId, intervals) =>
        cachedFigures(
          JSON.stringify(["months", organisationId, intervals]),
          () => dayTotals(organisationId, intervals, splitIntervals, false),
          { stat: "monthFigures" },
        ),
    ),
};

export const rawRowFigures: FigureSource = {
  rangeFigures: (scope) => loadRangeFigures(scope, rawPieces, pastActiveUsers),
  rangeCategories: (scope, kinds) => rangeCategories(scope, kinds, rawPieces),
  allTimeCounts: countRows,
  laterAcceptedPeople: async () => null,
};

async function countRows(organisationId: string | null) {
  const scope = organisationId ? { organisationId } : {};
  const [administrators, staff, members, sermons] = await Promise.all([
    prisma.user.count({ where: { ...scope, userType: UserType.OrganisationAdmin } }),
    prisma.user.count({ where: { ...scope, userType: UserType.Staff } }),
    prisma.user.count({ where: { ...scope, userType: UserType.Member } }),
    prisma.sermon.count({ where: scope }),
  ]);
  return new Map([
    ["user2", administrators],
    ["user3", staff],
    ["user4", members],
    ["sermons", sermons],
  ]);
}
