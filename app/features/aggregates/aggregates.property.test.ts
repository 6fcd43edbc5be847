import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";
import { DAY, daysBack, NOW, operation, places, type Instant, type Operation } from "./history-arbitraries.ts";

/*
 * Property: for any history — sign-ups, deletions, purges, organisation moves, salvations,
 * sermons started, ended, corrected and deleted, listeners joining, leaving, reconnecting and
 * switching language, churches moving country — every dashboard figure read from the aggregate
 * tables (and the "Accepted Jesus" table, people counted once) equals the same figure counted
 * from the raw rows, for every viewer and every range,
 * in zones whose midnights fall on odd quarter hours. And the rebuild finds nothing to fix.
 *
 * It runs on its own SQLite file: each history starts from empty tables, which other test files
 * sharing vitest.db must not see.
 */
const FILE = path.resolve("data", `aggregates-property-${process.pid}.db`);
let api: Awaited<ReturnType<typeof load>>;

async function load() {
  const [
    { prisma },
    { dashboardData },
    { dashboardTotals },
    { resolveFilters },
    { rebuildAggregates },
    { zonedMidnight },
    { acceptedJesus },
  ] = await Promise.all([
    import("#app/utils/db.server.ts"),
    import("#app/features/reports/dashboard.server.ts"),
    import("#app/features/reports/totals.server.ts"),
    import("#app/features/reports/report-filters.server.ts"),
    import("./rebuild.server.ts"),
    import("#app/features/reports/date-range.ts"),
    import("#app/features/reports/accepted.server.ts"),
  ]);
  return { prisma, dashboardData, dashboardTotals, resolveFilters, rebuildAggregates, zonedMidnight, acceptedJesus };
}

beforeAll(async () => {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${FILE}` },
    stdio: "ignore",
  });
  process.env.DATABASE_URL = `file:${FILE}`;
  api = await load();
  return async () => {
    await api.prisma.$disconnect();
    for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  };
}, 120_000);

/** Whole minutes plus 17.013 s: averages of such stays never land on a rounding tie. */
const stayMs = (minutes: number) => minutes * 60_000 + 17_013;

function toDate(at: Instant) {
  const zone = places[at.zone]!.zone;
  const day = new Date(NOW.getTime() - at.daysBack * DAY);
  const local = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(day);
  const [y, m, d] = local.split("-").map(Number) as [number, number, number];
  return new Date(api.zonedMidnight(y, m, d, zone).getTime() + at.minute * 60_000 + 7);
}

async function reset() {
  const { prisma } = api;
  await prisma.listenerStay.deleteMany();
  await prisma.salvation.deleteMany();
  await prisma.sermon.deleteMany();
  await prisma.user.deleteMany();
  await prisma.organisation.deleteMany();
  for (const table of [
    "SalvationPerson",
    "OrganisationDay",
    "OrganisationDayCount",
    "OrganisationCount",
    "OrganisationMonth",
    "OrganisationMonthCount",
  ])
    await prisma.$executeRawUnsafe(`DELETE FROM "${table}"`);
}

async function play(history: Operation[]) {
  const { prisma } = api;
  const orgs: string[] = [];
  for (const [i, place] of places.slice(0, 3).entries()) {
    const org = await prisma.organisation.create({
      data: { name: `Church ${i}`, address: "1 Street", country: place.country, timeZone: place.zone },
    });
    orgs.push(org.id);
  }
  const users: string[] = [];
  const salvations: string[] = [];
  const sermons: { id: string; startedAt: Date }[] = [];
  const listeners: { id: string; startedAt: Date }[] = [];
  const at = <T>(list: T[], index: number) => (list.length ? list[index % list.length] : undefined);
  let n = 0;
  for (const step of history) {
    n++;
    switch (step.op) {
      case "signUp": {
        const createdAt = toDate(step.at);
        const user = await prisma.user.create({
          data: {
            email: `p${n}-${users.length}@example.test`,
            passwordHash: "x",
            firstName: "P",
            lastName: String(n),
            userType: step.userType,
            organisationId: step.org === null ? null : at(orgs, step.org)!,
            faithLevel: step.faith,
            referralSource: step.referral,
            primaryLanguage: step.primary,
            createdAt,
          },
        });
        users.push(user.id);
        break;
      }
      case "deleteUser":
      case "purgeUser": {
        const id = at(users, step.user);
        if (!id) break;
        users.splice(users.indexOf(id), 1);
        if (step.op === "purgeUser") {
          // As an approved deletion request does: sessions and clicks stay, anonymised.
          await prisma.listenerStay.updateMany({
            where: { userId: id },
            data: { userId: null, name: null, email: null },
          });
          await prisma.salvation.updateMany({ where: { userId: id }, data: { userId: null, name: "—", email: null } });
        }
        await prisma.user.delete({ where: { id } });
        break;
      }
      case "moveUser": {
        const id = at(users, step.user);
        if (id)
          await prisma.user.update({
            where: { id },
            data: { organisationId: step.org === null ? null : at(orgs, step.org)!, faithLevel: step.faith },
          });
        break;
      }
      case "salvation": {
        const row = await prisma.salvation.create({
          data: {
            organisationId: at(orgs, step.org)!,
            userId: step.user === null ? null : (at(users, step.user) ?? null),
            guestId: step.guest,
            email: step.email,
            name: step.name,
            createdAt: toDate(step.at),
          },
        });
        salvations.push(row.id);
        break;
      }
      case "moveSalvation": {
        const id = at(salvations, step.salvation);
        if (id)
          await prisma.salvation.update({
            where: { id },
            data: { createdAt: toDate(step.at), ...(step.org === null ? {} : { organisationId: at(orgs, step.org)! }) },
          });
        break;
      }
      case "deleteSalvation": {
        const id = at(salvations, step.salvation);
        if (id)
          await prisma.salvation.delete({ where: { id } }).then(() => salvations.splice(salvations.indexOf(id), 1));
        break;
      }
      case "startSermon": {
        const startedAt = toDate(step.at);
        const ended = step.minutes === null ? null : new Date(startedAt.getTime() + stayMs(step.minutes));
        const row = await prisma.sermon.create({
          data: {
            broadcastId: `b${n}-${sermons.length}`,
            organisationId: at(orgs, step.org)!,
            status: ended ? "ended" : "live",
            startedAt,
            endedAt: ended,
          },
        });
        sermons.push({ id: row.id, startedAt });
        break;
      }
      case "endSermon": {
        const sermon = at(sermons, step.sermon);
        if (sermon)
          await prisma.sermon.update({
            where: { id: sermon.id },
            data: { status: "ended", endedAt: new Date(sermon.startedAt.getTime() + stayMs(step.minutes)) },
          });
        break;
      }
      case "correctSermon": {
        const sermon = at(sermons, step.sermon);
        if (!sermon) break;
        sermon.startedAt = toDate(step.at);
        await prisma.sermon.update({
          where: { id: sermon.id },
          data: {
            startedAt: sermon.startedAt,
            endedAt: null,
            status: "live",
            ...(step.org === null ? {} : { organisationId: at(orgs, step.org)! }),
          },
        });
        break;
      }
      case "deleteSermon": {
        const sermon = at(sermons, step.sermon);
        if (!sermon) break;
        sermons.splice(sermons.indexOf(sermon), 1);
        await prisma.sermon.delete({ where: { id: sermon.id } });
        break;
      }
      case "join": {
        const sermon = at(sermons, step.sermon);
        if (!sermon) break;
        const startedAt = new Date(sermon.startedAt.getTime() + 60_000);
        const row = await prisma.listenerStay.create({
          data: {
            sermonId: sermon.id,
            userId: step.user === null ? null : (at(users, step.user) ?? null),
            name: "Visitor",
            language: step.language,
            startedAt,
            endedAt: step.stay === null ? null : new Date(startedAt.getTime() + stayMs(step.stay)),
          },
        });
        listeners.push({ id: row.id, startedAt });
        break;
      }
      case "leave":
      case "reconnect":
      case "switchLanguage":
      case "deleteListener": {
        const listener = at(listeners, step.listener);
        if (!listener) break;
        const exists = await prisma.listenerStay.findUnique({ where: { id: listener.id }, select: { id: true } });
        if (!exists) break;
        if (step.op === "deleteListener") await prisma.listenerStay.delete({ where: { id: listener.id } });
        else if (step.op === "leave")
          await prisma.listenerStay.update({
            where: { id: listener.id },
            data: { endedAt: new Date(listener.startedAt.getTime() + stayMs(step.stay)) },
          });
        else if (step.op === "reconnect")
          await prisma.listenerStay.update({ where: { id: listener.id }, data: { endedAt: null } });
        else await prisma.listenerStay.update({ where: { id: listener.id }, data: { language: step.language } });
        break;
      }
      case "moveCountry": {
        await prisma.organisation.update({
          where: { id: at(orgs, step.org)! },
          data: { country: places[step.place]!.country },
        });
        break;
      }
    }
  }
  return orgs;
}

const superAdmin = {
  id: "p-super",
  email: "super@example.test",
  firstName: "S",
  lastName: "A",
  userType: UserType.SuperAdmin,
  organisationId: null,
  organisation: null,
};
const adminOf = (organisationId: string) => ({
  id: "p-admin",
  email: "admin@example.test",
  firstName: "A",
  lastName: "D",
  userType: UserType.OrganisationAdmin,
  organisationId,
  organisation: { id: organisationId, name: "Church" },
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
        fc.array(operation, { minLength: 1, maxLength: 60 }),
        fc.array(rangeParams, { minLength: 2, maxLength: 4 }),
        async (history, ranges) => {
          await reset();
          const orgs = await play(history);
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
                api.dashboardData(rawFilters, { raw: true }),
              ]);
              expect(fromAggregates, `${search} as ${user.userType}`).toEqual(fromRows);
              // The "Accepted Jesus" table (people, not clicks): every row, and a page from the middle.
              for (const window of [
                { skip: 0, take: 1000 },
                { skip: 1, take: 2 },
              ]) {
                expect(await api.acceptedJesus(filters, window), `accepted ${search}`).toEqual(
                  await api.acceptedJesus(filters, window, { raw: true }),
                );
              }
            }
          }
          for (const { user, org } of viewers) {
            const [fromAggregates, fromRows] = await Promise.all([
              api.dashboardTotals(user, org || null),
              api.dashboardTotals(user, org || null, { raw: true }),
            ]);
            expect(fromAggregates).toEqual(fromRows);
          }
          const report = await api.rebuildAggregates({ dryRun: true });
          expect(Object.values(report).map((table) => table.differences)).toEqual([0, 0, 0, 0, 0, 0]);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40), endOnFailure: true },
    );
  }, 600_000);
});
