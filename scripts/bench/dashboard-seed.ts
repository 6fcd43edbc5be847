// The bench:dashboard data set: `scale` times 100k users, 20k sermons, 1M listener sessions and
// 50k salvations over two years in 50 organisations (the network keeps its churches; it gets more
// people and more history per day). Seeded once per scale into its own file under data/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type InStatement } from "@libsql/client";
import { aggregateTables, listenerRollupFill } from "#app/features/aggregates/tables.ts";
import { faithLevels, primaryLanguages, referralSources } from "#app/features/auth/answers.ts";

const BASE_SIZE = { organisations: 50, users: 100_000, sermons: 20_000, listeners: 1_000_000, salvations: 50_000 };
const DAY = 86_400_000;
const SPAN_DAYS = 730; // two years of history

export function benchSize(scale: number) {
  return {
    organisations: BASE_SIZE.organisations,
    users: BASE_SIZE.users * scale,
    sermons: BASE_SIZE.sermons * scale,
    listeners: BASE_SIZE.listeners * scale,
    salvations: BASE_SIZE.salvations * scale,
  };
}
export type BenchSize = ReturnType<typeof benchSize>;

/** data/bench.db for scale 1 (the file earlier versions used), data/bench-x<N>.db otherwise. */
export function benchFile(scale: number) {
  return path.resolve("data", scale === 1 ? "bench.db" : `bench-x${scale}.db`);
}

let seed = 42;
const rand = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(items: readonly T[]) => items[int(items.length)] as T;
const time = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

const places = [
  ["Australia", "Australia/Adelaide", -34.9, 138.6],
  ["Brazil", "America/Sao_Paulo", -23.5, -46.6],
  ["Indonesia", "Asia/Jakarta", -6.2, 106.8],
  ["United States", "America/Chicago", 41.9, -87.6],
  ["Kenya", "Africa/Nairobi", -1.3, 36.8],
  ["Spain", "Europe/Madrid", 40.4, -3.7],
  ["China", "Asia/Shanghai", 31.2, 121.5],
  ["Mexico", "America/Mexico_City", 19.4, -99.1],
  ["India", "Asia/Kolkata", 19.1, 72.9],
  ["Egypt", "Africa/Cairo", 30.0, 31.2],
] as const;
const faith = [...faithLevels, null];
const referral = [...referralSources, null];
const primary = [...primaryLanguages, null];
const listen = ["en", "es", "pt", "id", "zh", "ar", "hi"];

/** Multi-row INSERTs of `rows`, bound parameters only, sent in large write batches (one transaction each). */
async function insertRows(client: Client, table: string, columns: string[], rows: unknown[][]) {
  const perStatement = Math.floor(30_000 / columns.length);
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const tuple = `(${columns.map(() => "?").join(",")})`;
    statements.push({
      sql: `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")})
        VALUES ${chunk.map(() => tuple).join(",")}`,
      args: chunk.flat() as never,
    });
  }
  for (let i = 0; i < statements.length; i += 10) await client.batch(statements.slice(i, i + 10), "write");
}

/** Whether the file already holds a complete data set of this size. */
export async function isSeeded(file: string, size: BenchSize) {
  if (!fs.existsSync(file)) return false;
  const client = createClient({ url: `file:${file}` });
  try {
    const result = await client.execute(
      `SELECT (SELECT COUNT(*) FROM "ListenerSession") AS listeners, (SELECT COUNT(*) FROM "Salvation") AS salvations`,
    );
    return Number(result.rows[0]?.listeners) >= size.listeners && Number(result.rows[0]?.salvations) >= size.salvations;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

/** Creates the file from scratch (schema by `prisma migrate deploy`) and fills it; returns seconds taken. */
export async function seedDatabase(file: string, size: BenchSize) {
  seed = 42;
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const url = `file:${file}`;
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  const client = createClient({ url });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA synchronous = OFF");
  // A bulk load with the roll-up triggers on costs a trigger run per row (5M listener rows at
  // scale 5 took over an hour): they are set aside, the roll-ups filled set-wise from the rows by
  // the same statements db:rebuild-aggregates uses, and the triggers put back as they were.
  const triggers = (await client.execute(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`)).rows;
  for (const trigger of triggers) await client.execute(`DROP TRIGGER "${String(trigger.name)}"`);
  const now = Date.now();
  const started = Date.now();

  const organisations = Array.from({ length: size.organisations }, (_, i) => {
    const [country, zone, lat, lng] = places[i % places.length]!;
    return [
      `bo${i}`,
      `Bench Church ${String(i + 1).padStart(2, "0")}`,
      `${i + 1} Bench Street`,
      country,
      zone,
      lat + rand() * 2,
      lng + rand() * 2,
      time(now - SPAN_DAYS * DAY),
      time(now),
    ];
  });
  await insertRows(
    client,
    "Organisation",
    ["id", "name", "address", "country", "timeZone", "latitude", "longitude", "createdAt", "updatedAt"],
    organisations,
  );

  const userColumns = [
    "id",
    "email",
    "passwordHash",
    "userType",
    "firstName",
    "lastName",
    "phone",
    "organisationId",
    "faithLevel",
    "primaryLanguage",
    "referralSource",
    "createdAt",
    "updatedAt",
  ];
  const batch = 100_000;
  for (let offset = 0; offset < size.users; offset += batch) {
    const users: unknown[][] = [];
    for (let i = offset; i < Math.min(size.users, offset + batch); i++) {
      const org = i % size.organisations;
      const userType = i < size.organisations ? 2 : i < size.organisations * 3 ? 3 : 4;
      const created = time(now - int(SPAN_DAYS * DAY));
      users.push([
        `bu${i}`,
        `bench${i}@example.test`,
        "x",
        userType,
        `First${i}`,
        `Last${i}`,
        `04${String(i).padStart(8, "0")}`,
        `bo${org}`,
        pick(faith),
        pick(primary),
        pick(referral),
        created,
        created,
      ]);
    }
    await insertRows(client, "User", userColumns, users);
  }

  const sermons: { id: string; org: number; start: number; end: number | null }[] = [];
  const sermonRows: unknown[][] = [];
  for (let i = 0; i < size.sermons; i++) {
    const org = int(size.organisations);
    const live = i < 20;
    const start = live ? now - int(2 * 60 * 60_000) : now - int(SPAN_DAYS * DAY);
    const end = live ? null : start + (40 + int(80)) * 60_000;
    sermons.push({ id: `bs${i}`, org, start, end });
    sermonRows.push([
      `bs${i}`,
      `bb${i}`,
      `bo${org}`,
      `bu${org}`,
      `Service ${i}`,
      live ? "live" : "ended",
      time(start),
      end ? time(end) : null,
      time(start),
    ]);
  }
  await insertRows(
    client,
    "Sermon",
    ["id", "broadcastId", "organisationId", "hostId", "title", "status", "startedAt", "endedAt", "createdAt"],
    sermonRows,
  );

  // Members of organisation `org` are the user ids congruent to org modulo the organisation count.
  const memberOf = (org: number) =>
    `bu${size.organisations * (3 + int((size.users - size.organisations * 3) / size.organisations)) + org}`;
  for (let offset = 0; offset < size.listeners; offset += batch) {
    const rows: unknown[][] = [];
    for (let i = offset; i < offset + batch; i++) {
      const sermon = sermons[i % size.sermons]!;
      const start = sermon.start + int(10 * 60_000);
      const end = sermon.end === null ? null : Math.min(sermon.end, start + (10 + int(80)) * 60_000);
      const userId = rand() < 0.8 ? memberOf(sermon.org) : null;
      rows.push([
        `bl${i}`,
        sermon.id,
        userId,
        userId ? null : "Visitor",
        pick(listen),
        time(start),
        end === null ? null : time(end),
      ]);
    }
    await insertRows(
      client,
      "ListenerSession",
      ["id", "sermonId", "userId", "name", "language", "startedAt", "endedAt"],
      rows,
    );
  }

  const salvations: unknown[][] = [];
  for (let i = 0; i < size.salvations; i++) {
    const sermon = sermons[int(size.sermons)]!;
    const userId = memberOf(sermon.org);
    salvations.push([
      `bv${i}`,
      `bo${sermon.org}`,
      sermon.id,
      userId,
      `Seeker ${i}`,
      `seeker${i}@example.test`,
      pick(faith),
      time(sermon.start + 30 * 60_000),
    ]);
  }
  await insertRows(
    client,
    "Salvation",
    ["id", "organisationId", "sermonId", "userId", "name", "email", "faithLevel", "createdAt"],
    salvations,
  );
  for (const sql of listenerRollupFill) await client.execute(sql);
  for (const table of aggregateTables) {
    await client.execute(`INSERT INTO "${table.name}" (${table.columns}) ${table.expected}`);
  }
  for (const trigger of triggers) await client.execute(String(trigger.sql));
  // Statistics for the query planner, as `PRAGMA optimize` keeps them on a long-running database.
  await client.execute("ANALYZE");
  client.close();
  return Math.round((Date.now() - started) / 1000);
}
