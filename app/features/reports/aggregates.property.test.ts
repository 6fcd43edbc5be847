import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";
import { DAY, daysBack, NOW, operation, peopleOperation } from "#app/features/aggregates/history-arbitraries.ts";
import { historyPlayer } from "#app/features/aggregates/history-play.ts";

/*
 * Property: for any history — sign-ups, deletions, purges, organisation moves, salvations,
 * sermons started, ended, corrected and deleted, listeners joining, leaving, reconnecting and
 * switching language, churches moving country — every dashboard figure read from the aggregate
 * tables (and the "Accepted Jesus" table, people counted once) equals the same figure counted
 * from the raw rows, for every viewer and every range,
 * in zones whose midnights fall on odd quarter hours. And the rebuild finds nothing to fix.
 *
 * It runs on its own SQLite file: each history starts from empty tables, which other test files
 * sharing the worker's test database must not see.
 */
// Histories tried in `npm test`; PROPERTY_RUNS=N tries more (docs cite this number, scripts/check-docs.mjs).
const DEFAULT_RUNS = 40;
const FILE = path.resolve("data", `aggregates-property-${process.pid}.db`);
let api: Awaited<ReturnType<typeof load>>;
let player: ReturnType<typeof historyPlayer>;

async function load() {
  const [
    { prisma },
    { dashboardData },
    { dashboardTotals },
    { resolveFilters },
    { rebuildAggregates },
    { acceptedJesus },
    { pastActiveFromLatest, pastActiveUsers },
    { keptPastActive, forgetPresence },
    { listenersSince },
    { splitIntervals },
    { rawRowFigures },
  ] = await Promise.all([
    import("#app/utils/db.server.ts"),
    import("#app/features/reports/dashboard.server.ts"),
    import("#app/features/reports/totals.server.ts"),
    import("#app/features/aggregates/report-filters.server.ts"),
    import("#app/features/aggregates/rebuild.server.ts"),
    import("#app/features/reports/accepted.server.ts"),
    import("#app/features/aggregates/past-active.server.ts"),
    import("#app/features/aggregates/listener-presence.server.ts"),
    import("#app/features/aggregates/figures.server.ts"),
    import("#app/features/aggregates/day-spans.ts"),
    import("#app/features/aggregates/figure-source.server.ts"),
  ]);
  return {
    prisma,
    dashboardData,
    dashboardTotals,
    resolveFilters,
    rebuildAggregates,
    acceptedJesus,
    pastActiveUsers,
    pastActiveFromLatest,
    keptPastActive,
    forgetPresence,
    listenersSince,
    splitIntervals,
    rawRowFigures,
  };
}

beforeAll(async () => {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${FILE}` },
    stdio: "ignore",
  });
  process.env.DATABASE_URL = `file:${FILE}`;
  api = await load();
  player = historyPlayer(api);
  return async () => {
    await api.prisma.$disconnect();
    for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  };
}, 120_000);

/** Organisations with someone in them (a map built by subtraction keeps zeros). */
const present = (counts: Map<string, number>) => new Map([...counts].filter(([, n]) => n !== 0));

const superAdmin = {
  id: "p-super",
  email: "super@example.test",
  firstName: "S",
  lastName: "A",
  userType: UserType.SuperAdmin,
  organisationId: null,
  organisation: null,
  organisationLive: false,
};
const adminOf = (organisationId: string) => ({
  id: "p-admin",
  email: "admin@example.test",
  firstName: "A",
  lastName: "D",
  userType: UserType.OrganisationAdmin,
  organisationId,
  // The zone createOrganisation gives every church (tests/db-utils.ts).
  organisation: { id: organisationId, name: "Church", timeZone: "Australia/Adelaide" },
  organisationLive: false,
});

const rangeParams = fc.oneof(
  fc.constantFrom<Record<string, string>>({ range: "24h" }, { range: "week" }, { range: "month" }, { range: "year" }),
  fc
    .record({
      range: fc.constant("custom"),
      from: fc.oneof(daysBack, fc.integer({ min: 0, max: 2000 })),
      span: fc.oneof(fc.constantFrom(0, 1, 29, 30), fc.integer({ min: 0, max: 1900 })),
    })
    .map(({ from, span }) => {
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return {
        range: "custom",
        from: day(NOW.getTime() - from * DAY),
        to: day(NOW.getTime() - from * DAY + span * DAY),
      };
    }),
);

describe("dashboard aggregates", () => {
  it("give every figure the raw rows give, for any history, viewer and range", async () => {
    await fc.assert(
      fc.asyncProperty(
        // "medium": histories long enough for several people to click and listen in one range.
        fc.array(fc.oneof(operation, peopleOperation), { minLength: 1, maxLength: 60, size: "medium" }),
        fc.array(rangeParams, { minLength: 2, maxLength: 4 }),
        async (history, ranges) => {
          await player.reset();
          // Every history rewrites the past, which a process never does within the kept days' bound.
          api.forgetPresence();
          const orgs = await player.play(history);
          const viewers = [
            { user: superAdmin, org: "" },
            ...orgs.map((id) => ({ user: superAdmin, org: id })),
            { user: adminOf(orgs[1]!), org: "" },
          ];
          for (const params of ranges) {
            for (const { user, org } of viewers) {
              const search = new URLSearchParams({ ...params, ...(org ? { org } : {}) });
              const filters = await api.resolveFilters(user, search, NOW);
              const rawFilters = await api.resolveFilters(user, search, NOW);
              const [fromAggregates, fromRows] = await Promise.all([
                api.dashboardData(filters),
                api.dashboardData(rawFilters, api.rawRowFigures),
              ]);
              expect(fromAggregates, `${search} as ${user.userType}`).toEqual(fromRows);
              // Active listeners of a range that ended in the past, from the latest-listen rollup:
              // exact for any range, so compared with the sessions' count whatever the clock says.
              const sinceStart = await api.listenersSince(
                filters.organisationId,
                filters.bounds.start,
                api.splitIntervals,
              );
              const fromLatest = await api.pastActiveFromLatest(filters, sinceStart);
              const fromStays = present(await api.pastActiveUsers(filters));
              if (fromLatest) expect(present(fromLatest), `active ${search}`).toEqual(fromStays);
              // The dashboard's own count, from the days it keeps (listener-presence.server.ts).
              expect(present(await api.keptPastActive(filters)), `kept active ${search}`).toEqual(fromStays);
              // The "Accepted Jesus" table (people, not clicks): every row, and a page from the middle.
              for (const window of [
                { skip: 0, take: 1000 },
                { skip: 1, take: 2 },
              ]) {
                expect(await api.acceptedJesus(filters, window), `accepted ${search}`).toEqual(
                  await api.acceptedJesus(filters, window, api.rawRowFigures),
                );
              }
            }
          }
          for (const { user, org } of viewers) {
            const [fromAggregates, fromRows] = await Promise.all([
              api.dashboardTotals(user, org || null),
              api.dashboardTotals(user, org || null, api.rawRowFigures),
            ]);
            expect(fromAggregates).toEqual(fromRows);
          }
          const report = await api.rebuildAggregates({ dryRun: true });
          expect(Object.values(report).map((table) => table.differences)).toEqual([0, 0, 0, 0, 0, 0]);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? DEFAULT_RUNS), endOnFailure: true },
    );
  }, 600_000);
});
