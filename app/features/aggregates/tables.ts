/*
 * What the aggregate tables should hold, computed from the rows they summarise: the same
 * statements the migration (…_dashboard_aggregates) ran once to fill them. `npm run
 * db:rebuild-aggregates` compares and replaces; the property test uses them as a second opinion;
 * the dashboard benchmark's seed fills its tables with them after a bulk load without triggers.
 * Pure data (no database client), so a script can read it without opening the app's database.
 */

type Table = { name: string; columns: string; key: string; compare: string; expected: string };

/** The person the "Accepted Jesus" table groups a click under (and Salvation_person_idx indexes). */
const person = `COALESCE("userId", "guestId", LOWER("email"), "name")`;

export const aggregateTables: Table[] = [
  // First: replacing it runs its triggers on OrganisationDayCount, which is checked after it.
  {
    name: "SalvationPerson",
    columns: `"scope", "person", "lastAt"`,
    key: `"scope", "person"`,
    compare: `"scope", "person", "lastAt"`,
    expected: `SELECT "organisationId", ${person}, MAX("createdAt") FROM "Salvation" GROUP BY 1, 2
  UNION ALL SELECT '*', ${person}, MAX("createdAt") FROM "Salvation" GROUP BY 2`,
  },
  {
    name: "OrganisationDay",
    columns: `"organisationId", "day", "members", "salvations", "sessions", "endedSessions", "sessionMs",
      "listeners", "endedListeners", "listenerMinutes", "activeListeners"`,
    key: `"day", "organisationId"`,
    compare: `"organisationId", "day", "members", "salvations", "sessions", "endedSessions", "sessionMs",
      "listeners", "endedListeners", round("listenerMinutes", 6), "activeListeners"`,
    expected: `SELECT o, d, SUM(a), SUM(b), SUM(c), SUM(e), SUM(f), SUM(g), SUM(h), SUM(i), SUM(j) FROM (
    SELECT COALESCE("organisationId", '') AS o, date("createdAt") AS d, COUNT(*) AS a, 0 AS b, 0 AS c,
      0 AS e, 0 AS f, 0 AS g, 0 AS h, 0.0 AS i, 0 AS j FROM "User" WHERE "userType" = 4 GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("createdAt"), 0, COUNT(*), 0, 0, 0, 0, 0, 0.0, 0 FROM "Salvation"
      GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, COUNT(*), COUNT("endedAt"),
      COALESCE(SUM(CASE WHEN "endedAt" IS NULL THEN 0 ELSE CAST(round((julianday("endedAt") -
        julianday("startedAt")) * 86400000) AS INTEGER) END), 0), 0, 0, 0.0, 0 FROM "Sermon" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, 0, 0, 0, SUM("listeners"),
      SUM("endedListeners"), SUM("minutes"), 0 FROM "SermonLanguageStat" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("lastListenedAt"), 0, 0, 0, 0, 0, 0, 0, 0.0, COUNT(*)
      FROM "OrganisationListener" GROUP BY 1, 2
  ) GROUP BY o, d`,
  },
  {
    name: "OrganisationDayCount",
    columns: `"organisationId", "kind", "day", "value", "n"`,
    key: `"organisationId", "kind", "day", "value"`,
    compare: `"organisationId", "kind", "day", "value", "n"`,
    expected: `SELECT o, k, d, v, SUM(n) FROM (
    SELECT COALESCE("organisationId", '') AS o, 'faith' AS k, date("createdAt") AS d,
      COALESCE("faithLevel", '') AS v, COUNT(*) AS n FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'referral', date("createdAt"),
      COALESCE("referralSource", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'primary', date("createdAt"),
      COALESCE("primaryLanguage", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'faith', date("createdAt"), COALESCE("faithLevel", ''), COUNT(*)
      FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'referral', date("createdAt"), COALESCE("referralSource", ''), COUNT(*)
      FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'primary', date("createdAt"), COALESCE("primaryLanguage", ''), COUNT(*)
      FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT "organisationId", 'language', date("startedAt"), "language", SUM("listeners")
      FROM "SermonLanguageStat" GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'countryLanguage', date(t."startedAt"),
      COALESCE(g."country", '') || char(9) || t."language", SUM(t."listeners")
      FROM "SermonLanguageStat" t JOIN "Organisation" g ON g."id" = t."organisationId" GROUP BY 3, 4
    UNION ALL SELECT o, 'accepted', date(last), '', COUNT(*) FROM (
      SELECT "organisationId" AS o, MAX("createdAt") AS last FROM "Salvation" GROUP BY "organisationId", ${person}
      UNION ALL SELECT '*', MAX("createdAt") FROM "Salvation" GROUP BY ${person}) GROUP BY 1, 3
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
    columns: `"organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs",
      "listeners", "endedListeners", "listenerMinutes", "activeListeners"`,
    key: `"month", "organisationId"`,
    compare: `"organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs",
      "listeners", "endedListeners", round("listenerMinutes", 6), "activeListeners"`,
    expected: `SELECT "organisationId", substr("day", 1, 7), SUM("members"), SUM("salvations"), SUM("sessions"),
      SUM("endedSessions"), SUM("sessionMs"),
      SUM("listeners"), SUM("endedListeners"), SUM("listenerMinutes"), SUM("activeListeners")
        FROM "OrganisationDay" GROUP BY 1, 2`,
  },
  {
    name: "OrganisationMonthCount",
    columns: `"organisationId", "kind", "month", "value", "n"`,
    key: `"organisationId", "kind", "month", "value"`,
    compare: `"organisationId", "kind", "month", "value", "n"`,
    expected: `SELECT "organisationId", "kind", substr("day", 1, 7), "value", SUM("n")
      FROM "OrganisationDayCount" GROUP BY 1, 2, 3, 4`,
  },
];

/** A table's value columns, for telling an all-zero row (as good as absent) from a real one. */
export const nonZero: Record<string, string> = {
  SalvationPerson: `"lastAt" IS NOT NULL`,
  OrganisationDay: `"members" <> 0 OR "salvations" <> 0 OR "sessions" <> 0 OR "endedSessions" <> 0 OR
    "sessionMs" <> 0 OR "listeners" <> 0 OR "endedListeners" <> 0 OR round("listenerMinutes", 6) <> 0 OR
    "activeListeners" <> 0`,
  OrganisationDayCount: `"n" <> 0`,
  OrganisationCount: `"n" <> 0`,
  OrganisationMonth: `"members" <> 0 OR "salvations" <> 0 OR "sessions" <> 0 OR "endedSessions" <> 0 OR
    "sessionMs" <> 0 OR "listeners" <> 0 OR "endedListeners" <> 0 OR round("listenerMinutes", 6) <> 0 OR
    "activeListeners" <> 0`,
  OrganisationMonthCount: `"n" <> 0`,
};

/**
 * The listener roll-ups the aggregates read (kept by the listener_rollups triggers), filled from
 * the listener rows at once: the statements that migration ran for the rows already there.
 */
export const listenerRollupFill = [
  `INSERT INTO "SermonLanguageStat" ("sermonId", "language", "organisationId", "startedAt", "listeners",
    "endedListeners", "minutes")
  SELECT s."id", l."language", s."organisationId", s."startedAt", COUNT(*), COUNT(l."endedAt"),
    COALESCE(SUM((julianday(l."endedAt") - julianday(l."startedAt")) * 1440.0), 0)
  FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId" GROUP BY s."id", l."language"`,
  `INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
  SELECT s."organisationId", l."userId", MAX(s."startedAt")
  FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId" WHERE l."userId" IS NOT NULL GROUP BY
    s."organisationId", l."userId"`,
];
