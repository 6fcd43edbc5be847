import { Prisma } from "#app/generated/prisma/client.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import { toNumber } from "./figure-sql.server.ts";
import type { Interval, Splitter } from "./day-spans.ts";

/*
 * Dashboard figures from the aggregate tables (decision 018): whole UTC days from the day rows,
 * the cut ends of each interval from the raw rows, added together. Which part is which is the
 * splitter's choice (day-spans.ts): the raw-rows source makes every interval a cut end, and so
 * counts everything from the rows, the same answer by the old road (figure-source.server.ts).
 */

export type DayTotals = {
  members: number;
  salvations: number;
  sermons: number;
  endedSermons: number;
  sermonMs: number;
  listeners: number;
  endedListeners: number;
  listenerMinutes: number;
};
const totalKeys = [
  "members",
  "salvations",
  "sermons",
  "endedSermons",
  "sermonMs",
  "listeners",
  "endedListeners",
  "listenerMinutes",
] as const;
export const emptyTotals = (): DayTotals => Object.fromEntries(totalKeys.map((k) => [k, 0])) as DayTotals;

type Scope = string | null;
/** Far enough ahead that "since start" has no end: the interval [start, FOREVER) in day-spans. */
export const FOREVER = new Date(Date.UTC(9999, 0, 1));

/** CTEs m (whole months), d (whole days) and p (cut ends) of the intervals, each from one bound JSON text. */
export function spanCtes(intervals: Interval[], split: Splitter) {
  const { months, days, pieces } = split(intervals);
  const monthsJson = JSON.stringify(months.map((m) => [m.key, m.from, m.to]));
  const daysJson = JSON.stringify(days.map((d) => [d.key, d.from, d.to]));
  const piecesJson = JSON.stringify(pieces.map((p) => [p.key, dbTime(p.start), dbTime(p.end), p.sign]));
  return Prisma.sql`WITH
    m AS (SELECT json_extract(value, '$[0]') AS k, json_extract(value, '$[1]') AS s,
      json_extract(value, '$[2]') AS e FROM json_each(${monthsJson})),
    d AS (SELECT json_extract(value, '$[0]') AS k, json_extract(value, '$[1]') AS s,
      json_extract(value, '$[2]') AS e FROM json_each(${daysJson})),
    p AS (SELECT json_extract(value, '$[0]') AS k, json_extract(value, '$[1]') AS s,
      json_extract(value, '$[2]') AS e, json_extract(value, '$[3]') AS g FROM json_each(${piecesJson}))`;
}

// CROSS JOIN keeps the few intervals as the outer loop: SQLite cannot estimate json_each and
// would otherwise walk a whole table once, looking each row up among the intervals. (A VALUES list
// instead, which it can estimate, led it to build an automatic index on SermonLanguageStat for
// one organisation's languages on every request: 60 ms.)
const orgIs = (scope: Scope, column: Prisma.Sql) =>
  scope === null ? Prisma.empty : Prisma.sql`AND ${column} = ${scope}`;

type TotalsRow = { k: string; o: string } & Record<(typeof totalKeys)[number], bigint | number | null>;

/**
 * Per interval key, per organisation: every day-level figure. With `byOrganisation` false the
 * organisations are summed in SQL (one row per interval, under organisation ""): a five-year
 * monthly chart of fifty churches is then 60 rows to read instead of 3,000.
 */
export async function dayTotals(
  scope: Scope,
  intervals: Interval[],
  split: Splitter,
  byOrganisation = true,
): Promise<Map<string, Map<string, DayTotals>>> {
  const org = (column: Prisma.Sql) => (byOrganisation ? column : Prisma.sql`''`);
  const by = (column: Prisma.Sql) => (byOrganisation ? Prisma.sql`, ${column}` : Prisma.empty);
  // Summed once more outside: one row per interval and organisation, not one per table (each row
  // returned costs more than the sum that saves it).
  const sums = Prisma.join(
    totalKeys.map((key) => Prisma.sql`SUM(${Prisma.raw(key)}) AS ${Prisma.raw(key)}`),
    ", ",
  );
  const rows = await prisma.$queryRaw<TotalsRow[]>`${spanCtes(intervals, split)}
    SELECT k, o, ${sums} FROM (SELECT d.k AS k, ${org(Prisma.sql`a.organisationId`)} AS o, SUM(a.members) AS members,
      SUM(a.salvations) AS salvations,
      SUM(a.sessions) AS sermons,
      SUM(a.endedSessions) AS endedSermons, SUM(a.sessionMs) AS sermonMs, SUM(a.listeners) AS listeners,
        SUM(a.endedListeners) AS endedListeners,
      SUM(a.listenerMinutes) AS listenerMinutes
    FROM d CROSS JOIN "OrganisationDay" a WHERE a.day >= d.s AND a.day < d.e
      ${orgIs(scope, Prisma.sql`a.organisationId`)}
    GROUP BY d.k ${by(Prisma.sql`a.organisationId`)}
    UNION ALL SELECT m.k, ${org(Prisma.sql`a.organisationId`)}, SUM(a.members), SUM(a.salvations), SUM(a.sessions),
      SUM(a.endedSessions), SUM(a.sessionMs),
      SUM(a.listeners), SUM(a.endedListeners), SUM(a.listenerMinutes)
    FROM m CROSS JOIN "OrganisationMonth" a WHERE a.month >= m.s AND a.month < m.e
      ${orgIs(scope, Prisma.sql`a.organisationId`)}
    GROUP BY m.k ${by(Prisma.sql`a.organisationId`)}
    UNION ALL SELECT p.k, ${org(Prisma.sql`COALESCE(u.organisationId, '')`)}, SUM(p.g), 0, 0, 0, 0, 0, 0, 0.0
    FROM p CROSS JOIN "User" u WHERE u.createdAt >= p.s AND u.createdAt < p.e AND u.userType = 4
      ${orgIs(scope, Prisma.sql`u.organisationId`)}
    GROUP BY p.k ${by(Prisma.sql`u.organisationId`)}
    UNION ALL SELECT p.k, ${org(Prisma.sql`v.organisationId`)}, 0, SUM(p.g), 0, 0, 0, 0, 0, 0.0
    FROM p CROSS JOIN "Salvation" v WHERE v.createdAt >= p.s AND v.createdAt < p.e AND 1 = 1
      ${orgIs(scope, Prisma.sql`v.organisationId`)}
    GROUP BY p.k ${by(Prisma.sql`v.organisationId`)}
    UNION ALL SELECT p.k, ${org(Prisma.sql`s.organisationId`)}, 0, 0, SUM(p.g),
      SUM(CASE WHEN s.endedAt IS NULL THEN 0 ELSE p.g END),
      COALESCE(SUM(CASE WHEN s.endedAt IS NULL THEN 0 ELSE p.g * CAST(round((julianday(s.endedAt) -
        julianday(s.startedAt)) * 86400000) AS INTEGER) END), 0), 0, 0, 0.0
    FROM p CROSS JOIN "Sermon" s WHERE s.startedAt >= p.s AND s.startedAt < p.e AND 1 = 1
      ${orgIs(scope, Prisma.sql`s.organisationId`)}
    GROUP BY p.k ${by(Prisma.sql`s.organisationId`)}
    UNION ALL SELECT p.k, ${org(Prisma.sql`t.organisationId`)}, 0, 0, 0, 0, 0, SUM(p.g * t.listeners),
      SUM(p.g * t.endedListeners), SUM(p.g * t.minutes)
    FROM p CROSS JOIN "SermonLanguageStat" t WHERE t.startedAt >= p.s AND t.startedAt < p.e AND 1 = 1
      ${orgIs(scope, Prisma.sql`t.organisationId`)}
    GROUP BY p.k ${by(Prisma.sql`t.organisationId`)})
    GROUP BY k, o`;
  const result = new Map<string, Map<string, DayTotals>>();
  for (const row of rows) {
    const byOrganisation = result.get(row.k) ?? new Map<string, DayTotals>();
    result.set(row.k, byOrganisation);
    const totals = byOrganisation.get(row.o) ?? emptyTotals();
    byOrganisation.set(row.o, totals);
    for (const key of totalKeys) totals[key] += toNumber(row[key]);
  }
  return result;
}

/**
 * Per organisation, the people whose latest sermon there started at or after `start`: the day
 * rows' "active listeners" (kept by OrganisationListener's triggers) and its cut end. Read on its
 * own: with the range's totals it made every other table read the cut end a second time.
 */
export async function listenersSince(scope: Scope, start: Date, split: Splitter): Promise<Map<string, number>> {
  const rows = await prisma.$queryRaw<{ o: string; n: bigint | number | null }[]>`${spanCtes(
    [{ key: "since", start, end: FOREVER }],
    split,
  )}
    SELECT o, SUM(n) AS n FROM (
      SELECT a.organisationId AS o, SUM(a.activeListeners) AS n FROM d CROSS JOIN "OrganisationDay" a
        WHERE a.day >= d.s AND a.day < d.e ${orgIs(scope, Prisma.sql`a.organisationId`)} GROUP BY 1
      UNION ALL SELECT a.organisationId, SUM(a.activeListeners) FROM m CROSS JOIN "OrganisationMonth" a
        WHERE a.month >= m.s AND a.month < m.e ${orgIs(scope, Prisma.sql`a.organisationId`)} GROUP BY 1
      UNION ALL SELECT l.organisationId, SUM(p.g) FROM p CROSS JOIN "OrganisationListener" l
        WHERE l.lastListenedAt >= p.s AND l.lastListenedAt < p.e ${orgIs(scope, Prisma.sql`l.organisationId`)}
        GROUP BY 1)
    GROUP BY o`;
  return new Map(rows.map((row) => [row.o, toNumber(row.n)]));
}

/** One interval's figures summed over every organisation in scope. */
export function sumTotals(byOrganisation: Map<string, DayTotals> | undefined): DayTotals {
  const sum = emptyTotals();
  for (const totals of byOrganisation?.values() ?? []) for (const key of totalKeys) sum[key] += totals[key];
  return sum;
}

export type CountKind = "faith" | "referral" | "primary" | "language";

/**
 * Per interval key and kind: counts by value ("" = not given). For every organisation together,
 * "language" counts are keyed "<country>\t<language>" (the languages-by-country chart).
 */
export async function categoryCounts(scope: Scope, kinds: CountKind[], intervals: Interval[], split: Splitter) {
  const rowScope = scope ?? "*";
  const storedKinds = kinds.map((kind) => (kind === "language" && scope === null ? "countryLanguage" : kind));
  const memberKinds = kinds.filter((kind) => kind !== "language");
  const memberColumn = {
    faith: Prisma.sql`u.faithLevel`,
    referral: Prisma.sql`u.referralSource`,
    primary: Prisma.sql`u.primaryLanguage`,
  };
  const memberParts = memberKinds.map(
    (kind) => Prisma.sql`
    UNION ALL SELECT p.k, ${kind}, COALESCE(${memberColumn[kind as keyof typeof memberColumn]}, ''), SUM(p.g)
    FROM p CROSS JOIN "User" u WHERE u.createdAt >= p.s AND u.createdAt < p.e AND u.userType = 4
      ${orgIs(scope, Prisma.sql`u.organisationId`)} GROUP BY 1, 3`,
  );
  const languagePart = !kinds.includes("language")
    ? Prisma.empty
    : scope === null
      ? Prisma.sql`
    UNION ALL SELECT p.k, 'language', COALESCE(g.country, '') || char(9) || t.language, SUM(p.g * t.listeners)
    FROM p CROSS JOIN "SermonLanguageStat" t JOIN "Organisation" g ON g.id = t.organisationId
      WHERE t.startedAt >= p.s AND t.startedAt < p.e GROUP BY 1, 3`
      : Prisma.sql`
    UNION ALL SELECT p.k, 'language', t.language, SUM(p.g * t.listeners)
    FROM p CROSS JOIN "SermonLanguageStat" t WHERE t.startedAt >= p.s AND t.startedAt < p.e
      AND t.organisationId = ${scope} GROUP BY 1, 3`;
  const rows = await prisma.$queryRaw<
    { k: string; kind: string; value: string; n: bigint | number }[]
  >`${spanCtes(intervals, split)}
    SELECT d.k AS k, CASE c.kind WHEN 'countryLanguage' THEN 'language' ELSE c.kind END AS kind,
      c.value AS value, SUM(c.n) AS n
    FROM d CROSS JOIN "OrganisationDayCount" c WHERE c.organisationId = ${rowScope} AND c.kind IN
      (${Prisma.join(storedKinds)}) AND c.day >= d.s AND c.day < d.e
    GROUP BY 1, 2, 3
    UNION ALL SELECT m.k, CASE c.kind WHEN 'countryLanguage' THEN 'language' ELSE c.kind END, c.value, SUM(c.n)
    FROM m CROSS JOIN "OrganisationMonthCount" c WHERE c.organisationId = ${rowScope} AND c.kind IN
      (${Prisma.join(storedKinds)}) AND c.month >= m.s AND c.month < m.e
    GROUP BY 1, 2, 3 ${memberParts.length ? Prisma.join(memberParts, "") : Prisma.empty} ${languagePart}`;
  const result = new Map<string, Map<CountKind, Map<string, number>>>();
  for (const row of rows) {
    const byKind = result.get(row.k) ?? new Map<CountKind, Map<string, number>>();
    result.set(row.k, byKind);
    const counts = byKind.get(row.kind as CountKind) ?? new Map<string, number>();
    byKind.set(row.kind as CountKind, counts);
    counts.set(row.value, (counts.get(row.value) ?? 0) + toNumber(row.n));
  }
  return result;
}

/** All-time people per kind (user2 administrators, user3 staff, user4 members) and sermons. */
export async function allTimeCounts(scope: Scope) {
  const rows = await prisma.$queryRaw<{ kind: string; n: bigint | number }[]>`
    SELECT kind, SUM(n) AS n FROM "OrganisationCount" WHERE 1 = 1 ${orgIs(scope, Prisma.sql`organisationId`)}
      GROUP BY kind`;
  return new Map(rows.map((row) => [row.kind, toNumber(row.n)]));
}
