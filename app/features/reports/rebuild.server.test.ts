import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";

/*
 * `npm run db:rebuild-aggregates` on a database whose aggregates were damaged on purpose: it
 * reports each difference, fixes it, and a second run finds nothing. On its own SQLite file,
 * since it rewrites whole tables other test files read.
 */
const FILE = path.resolve("data", `aggregates-rebuild-${process.pid}.db`);
const URL = `file:${FILE}`;
let api: Awaited<ReturnType<typeof load>>;

async function load() {
  const [{ prisma }, { dashboardData }, { resolveFilters }, { acceptedJesus }, { aggregateFigures, rawRowFigures }] =
    await Promise.all([
      import("#app/utils/db.server.ts"),
      import("#app/features/reports/dashboard.server.ts"),
      import("#app/features/aggregates/report-filters.server.ts"),
      import("#app/features/reports/accepted.server.ts"),
      import("#app/features/aggregates/figure-source.server.ts"),
    ]);
  return { prisma, dashboardData, resolveFilters, acceptedJesus, aggregateFigures, rawRowFigures };
}

beforeAll(async () => {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: URL }, stdio: "ignore" });
  process.env.DATABASE_URL = URL;
  api = await load();
  return async () => {
    await api.prisma.$disconnect();
    for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  };
}, 120_000);

const rebuild = (...args: string[]) =>
  JSON.parse(
    execFileSync("npm", ["run", "--silent", "db:rebuild-aggregates", "--", ...args], {
      env: { ...process.env, DATABASE_URL: URL },
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop()!,
  );

const superAdmin = {
  id: "r-super",
  email: "super@example.test",
  firstName: "S",
  lastName: "A",
  userType: UserType.SuperAdmin,
  organisationId: null,
  organisation: null,
  organisationLive: false,
};

describe("npm run db:rebuild-aggregates", () => {
  it("reports and repairs aggregates damaged on purpose", async () => {
    const { prisma } = api;
    const org = await prisma.organisation.create({
      data: { name: "Rebuild Church", address: "1 Street", country: "Nepal", timeZone: "Asia/Kathmandu" },
    });
    const day = new Date("2031-06-15T10:00:00.000Z");
    for (const [i, faithLevel] of ["strong", "open", null].entries()) {
      await prisma.user.create({
        data: {
          email: `r${i}@example.test`,
          passwordHash: "x",
          firstName: "R",
          lastName: String(i),
          organisationId: org.id,
          faithLevel,
          createdAt: day,
        },
      });
    }
    const sermon = await prisma.sermon.create({
      data: {
        broadcastId: "rebuild-1",
        organisationId: org.id,
        status: "ended",
        startedAt: day,
        endedAt: new Date(day.getTime() + 3_600_000),
      },
    });
    await prisma.listenerStay.create({
      data: {
        sermonId: sermon.id,
        name: "Visitor",
        language: "es",
        startedAt: day,
        endedAt: new Date(day.getTime() + 1_800_000),
      },
    });
    await prisma.salvation.create({
      data: { organisationId: org.id, sermonId: sermon.id, name: "Seeker", createdAt: day },
    });

    const params = new URLSearchParams({ range: "custom", from: "2031-06-01", to: "2031-06-30", org: org.id });
    const figures = async (source = api.aggregateFigures) =>
      api.dashboardData(await api.resolveFilters(superAdmin, params), source);
    const truth = await figures(api.rawRowFigures);
    expect(await figures()).toEqual(truth);
    expect(rebuild("--dry-run")).toMatchObject({ differences: 0 });

    // Damage: a wrong count, a lost answer row, a stray total.
    await prisma.$executeRawUnsafe(
      `UPDATE "OrganisationDay" SET "members" = "members" + 5, "listeners" = 0 WHERE "organisationId" = ?`,
      org.id,
    );
    await prisma.$executeRawUnsafe(
      `DELETE FROM "OrganisationDayCount" WHERE "organisationId" = ? AND "kind" = 'faith' AND "value" = 'strong'`,
      org.id,
    );
    await prisma.$executeRawUnsafe(
      `INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") VALUES ('ghost', 'user4', 7)`,
    );
    // A person lost from SalvationPerson (its triggers take them off the "accepted" day count too).
    await prisma.$executeRawUnsafe(`DELETE FROM "SalvationPerson" WHERE "scope" = ?`, org.id);
    const filters = await api.resolveFilters(superAdmin, params);
    expect((await api.acceptedJesus(filters, { skip: 0, take: 20 })).total).toBe(0);
    const damaged = await figures();
    expect(damaged.tiles.newUsers).toBe(truth.tiles.newUsers + 5);
    expect(damaged).not.toEqual(truth);

    const report = rebuild();
    expect(report.tables).toEqual({
      // Replaced first, by delete and insert: its triggers put its day counts back as they go.
      SalvationPerson: expect.objectContaining({ differences: 1 }),
      OrganisationDay: expect.objectContaining({ differences: 1 }),
      OrganisationDayCount: expect.objectContaining({ differences: 1 }),
      OrganisationCount: expect.objectContaining({ differences: 1 }),
      // Kept from the day tables by triggers: repairing the days repaired them too.
      OrganisationMonth: expect.objectContaining({ differences: 0 }),
      OrganisationMonthCount: expect.objectContaining({ differences: 0 }),
    });
    expect(report.fixed).toBe(4);
    expect(await figures()).toEqual(truth);
    expect(await api.acceptedJesus(filters, { skip: 0, take: 20 })).toEqual(
      await api.acceptedJesus(filters, { skip: 0, take: 20 }, api.rawRowFigures),
    );
    expect((await api.acceptedJesus(filters, { skip: 0, take: 20 })).total).toBe(1);
    expect(rebuild()).toMatchObject({ differences: 0, fixed: 0 });
  }, 120_000);
});
