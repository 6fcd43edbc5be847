// `npm run db:rebuild-aggregates`: the aggregate tables recomputed from the raw rows (tables.ts).
import { prisma } from "#app/utils/db.server.ts";
<<<<<<< HEAD
import { aggregateTables, nonZero } from "./tables.ts";
=======

/*
 * What the aggregate tables should hold, computed from the rows they summarise: the same
 * statements the migration (…_dashboard_aggregates) ran once to fill them. `npm run
 * db:rebuild-aggregates` compares and replaces; the property test uses them as a second opinion.
 */

type Table = { name: string; columns: string; key: string; compare: string; expected: string };

const aggregateTables: Table[] = [
  {
    name: "OrganisationDay",
    columns: `"organisationId", "day", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners"`,
    key: `"day", "organisationId"`,
    compare: `"organisationId", "day", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", round("listenerMinutes", 6), "activeListeners"`,
    expected: `SELECT o, d, SUM(a), SUM(b), SUM(c), SUM(e), SUM(f), SUM(g), SUM(h), SUM(i), SUM(j) FROM (
    SELECT COALESCE("organisationId", '') AS o, date("createdAt") AS d, COUNT(*) AS a, 0 AS b, 0 AS c, 0 AS e, 0 AS f, 0 AS g, 0 AS h, 0.0 AS i, 0 AS j FROM "User" WHERE "userType" = 4 GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("createdAt"), 0, COUNT(*), 0, 0, 0, 0, 0, 0.0, 0 FROM "Salvation" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, COUNT(*), COUNT("endedAt"),
      COALESCE(SUM(CASE WHEN "endedAt" IS NULL THEN 0 ELSE CAST(round((julianday("endedAt") - julianday("startedAt")) * 86400000) AS INTEGER) END), 0), 0, 0, 0.0, 0 FROM "Sermon" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, 0, 0, 0, SUM("listeners"), SUM("endedListeners"), SUM("minutes"), 0 FROM "SermonLanguageStat" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("lastListenedAt"), 0, 0, 0, 0, 0, 0, 0, 0.0, COUNT(*) FROM "OrganisationListener" GROUP BY 1, 2
  ) GROUP BY o, d`,
  },
  {
    name: "OrganisationDayCount",
    columns: `"organisationId", "kind", "day", "value", "n"`,
    key: `"organisationId", "kind", "day", "value"`,
    compare: `"organisationId", "kind", "day", "value", "n"`,
    expected: `SELECT o, k, d, v, SUM(n) FROM (
    SELECT COALESCE("organisationId", '') AS o, 'faith' AS k, date("createdAt") AS d, COALESCE("faithLevel", '') AS v, COUNT(*) AS n FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'referral', date("createdAt"), COALESCE("referralSource", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'primary', date("createdAt"), COALESCE("primaryLanguage", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'faith', date("createdAt"), COALESCE("faithLevel", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'referral', date("createdAt"), COALESCE("referralSource", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'primary', date("createdAt"), COALESCE("primaryLanguage", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT "organisationId", 'language', date("startedAt"), "language", SUM("listeners") FROM "SermonLanguageStat" GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'countryLanguage', date(t."startedAt"), COALESCE(g."country", '') || char(9) || t."language", SUM(t."listeners")
      FROM "SermonLanguageStat" t JOIN "Organisation" g ON g."id" = t."organisationId" GROUP BY 3, 4
  ) GROUP BY o, k, d, v`,
  },
  {
    name: "OrganisationCount",
    columns: `"organisationId", "kind", "n"`,
    key: `"organisationId", "kind"`,
    compare: `"organisationId", "kind", "n"`,
    expected: `SELECT COALESCE("organisationId", ''), 'user' || "userType", COUNT(*) FROM "User" GROUP BY 1, 2
  UNION ALL SELECT "organisationId", 'sermons', COUNT(*) FROM "Sermon" GROUP BY 1`,
  },
  // Kept from the day tables by triggers; checked (and replaced) after them.
  {
    name: "OrganisationMonth",
    columns: `"organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners"`,
    key: `"month", "organisationId"`,
    compare: `"organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", round("listenerMinutes", 6), "activeListeners"`,
    expected: `SELECT "organisationId", substr("day", 1, 7), SUM("members"), SUM("salvations"), SUM("sessions"), SUM("endedSessions"), SUM("sessionMs"),
      SUM("listeners"), SUM("endedListeners"), SUM("listenerMinutes"), SUM("activeListeners") FROM "OrganisationDay" GROUP BY 1, 2`,
  },
  {
    name: "OrganisationMonthCount",
    columns: `"organisationId", "kind", "month", "value", "n"`,
    key: `"organisationId", "kind", "month", "value"`,
    compare: `"organisationId", "kind", "month", "value", "n"`,
    expected: `SELECT "organisationId", "kind", substr("day", 1, 7), "value", SUM("n") FROM "OrganisationDayCount" GROUP BY 1, 2, 3, 4`,
  },
];

/** A table's value columns, for telling an all-zero row (as good as absent) from a real one. */
const nonZero: Record<string, string> = {
  OrganisationDay: `"members" <> 0 OR "salvations" <> 0 OR "sessions" <> 0 OR "endedSessions" <> 0 OR "sessionMs" <> 0 OR "listeners" <> 0 OR "endedListeners" <> 0 OR round("listenerMinutes", 6) <> 0 OR "activeListeners" <> 0`,
  OrganisationDayCount: `"n" <> 0`,
  OrganisationCount: `"n" <> 0`,
  OrganisationMonth: `"members" <> 0 OR "salvations" <> 0 OR "sessions" <> 0 OR "endedSessions" <> 0 OR "sessionMs" <> 0 OR "listeners" <> 0 OR "endedListeners" <> 0 OR round("listenerMinutes", 6) <> 0 OR "activeListeners" <> 0`,
  OrganisationMonthCount: `"n" <> 0`,
};
>>>>>>> s10-lint

export type RebuildReport = Record<string, { expected: number; differences: number }>;

/**
 * Recomputes every aggregate table from the raw rows inside one write transaction and replaces
 * any that disagree. Returns, per table, how many rows it should hold and how many rows differed
 * (missing, extra or wrong), so an operator sees what was fixed. `dryRun` only counts.
 */
export async function rebuildAggregates({ dryRun = false } = {}): Promise<RebuildReport> {
  return prisma.$transaction(async (tx) => {
    const report: RebuildReport = {};
    for (const table of aggregateTables) {
      const scratch = `expected_${table.name}`;
      await tx.$executeRawUnsafe(`DROP TABLE IF EXISTS temp."${scratch}"`);
      await tx.$executeRawUnsafe(`CREATE TEMP TABLE "${scratch}" AS SELECT * FROM (SELECT ${table.columns} FROM "${table.name}" LIMIT 0)`);
      await tx.$executeRawUnsafe(`INSERT INTO temp."${scratch}" (${table.columns}) ${table.expected}`);
      const live = `SELECT ${table.compare} FROM "${table.name}" WHERE ${nonZero[table.name]}`;
      const wanted = `SELECT ${table.compare} FROM temp."${scratch}" WHERE ${nonZero[table.name]}`;
      // A row counts once whether it is missing, extra or holds the wrong numbers.
      const [counts] = await tx.$queryRawUnsafe<{ expected: bigint; differences: bigint }[]>(
        `SELECT (SELECT COUNT(*) FROM (${wanted})) AS expected,
          (SELECT COUNT(*) FROM (SELECT ${table.key} FROM (${wanted} EXCEPT ${live}) UNION SELECT ${table.key} FROM (${live} EXCEPT ${wanted}))) AS differences`,
      );
      const differences = Number(counts?.differences ?? 0);
      report[table.name] = { expected: Number(counts?.expected ?? 0), differences };
      if (differences > 0 && !dryRun) {
        await tx.$executeRawUnsafe(`DELETE FROM "${table.name}"`);
        await tx.$executeRawUnsafe(`INSERT INTO "${table.name}" (${table.columns}) SELECT ${table.columns} FROM temp."${scratch}" WHERE ${nonZero[table.name]}`);
      }
      await tx.$executeRawUnsafe(`DROP TABLE temp."${scratch}"`);
    }
    return report;
  }, { timeout: 600_000, maxWait: 60_000 });
}
