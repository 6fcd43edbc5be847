// npm run bench:dashboard — seeds a large, separate database (data/bench.db) once, then times the
// dashboard and analytics data functions for a super administrator and an organisation
// administrator, and prints one JSON line of p50/p95 milliseconds.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client, type InStatement } from "@libsql/client";

const FILE = path.resolve("data", "bench.db");
const URL = `file:${FILE}`;
const SIZE = { organisations: 50, users: 100_000, sermons: 20_000, listeners: 1_000_000, salvations: 50_000 };
const DAY = 86_400_000;
const SPAN_DAYS = 730; // two years of history

process.env.DATABASE_URL = URL;

let seed = 42;
const rand = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T,>(items: readonly T[]) => items[int(items.length)] as T;
const time = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

const places = [
  ["Australia", "Australia/Adelaide", -34.9, 138.6], ["Brazil", "America/Sao_Paulo", -23.5, -46.6], ["Indonesia", "Asia/Jakarta", -6.2, 106.8],
  ["United States", "America/Chicago", 41.9, -87.6], ["Kenya", "Africa/Nairobi", -1.3, 36.8], ["Spain", "Europe/Madrid", 40.4, -3.7],
  ["China", "Asia/Shanghai", 31.2, 121.5], ["Mexico", "America/Mexico_City", 19.4, -99.1], ["India", "Asia/Kolkata", 19.1, 72.9], ["Egypt", "Africa/Cairo", 30.0, 31.2],
] as const;
const faith = ["no_faith", "uncertain", "open", "exploring", "strong", null];
const referral = ["friend_family", "church_event", "social_media", "community_outreach", "online_search", "flyer_poster", null];
const primary = ["en", "es", "pt", "id", "zh", null];
const listen = ["en", "es", "pt", "id", "zh", "ar", "hi"];

/** Multi-row INSERTs of `rows`, bound parameters only, sent in large write batches (one transaction each). */
async function insertRows(client: Client, table: string, columns: string[], rows: unknown[][]) {
  const perStatement = Math.floor(30_000 / columns.length);
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const tuple = `(${columns.map(() => "?").join(",")})`;
    statements.push({
      sql: `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${chunk.map(() => tuple).join(",")}`,
      args: chunk.flat() as never,
    });
  }
  for (let i = 0; i < statements.length; i += 10) await client.batch(statements.slice(i, i + 10), "write");
}

async function seedDatabase() {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: URL }, stdio: "ignore" });
  const client = createClient({ url: URL });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA synchronous = OFF");
  const now = Date.now();
  const started = Date.now();

  const organisations = Array.from({ length: SIZE.organisations }, (_, i) => {
    const [country, zone, lat, lng] = places[i % places.length]!;
    return [`bo${i}`, `Bench Church ${String(i + 1).padStart(2, "0")}`, `${i + 1} Bench Street`, country, zone, lat + rand() * 2, lng + rand() * 2, time(now - SPAN_DAYS * DAY), time(now)];
  });
  await insertRows(client, "Organisation", ["id", "name", "address", "country", "timeZone", "latitude", "longitude", "createdAt", "updatedAt"], organisations);

  const users: unknown[][] = [];
  for (let i = 0; i < SIZE.users; i++) {
    const org = i % SIZE.organisations;
    const userType = i < SIZE.organisations ? 2 : i < SIZE.organisations * 3 ? 3 : 4;
    const created = time(now - int(SPAN_DAYS * DAY));
    users.push([`bu${i}`, `bench${i}@example.test`, "x", userType, `First${i}`, `Last${i}`, `04${String(i).padStart(8, "0")}`, `bo${org}`,
      pick(faith), pick(primary), pick(referral), created, created]);
  }
  await insertRows(client, "User", ["id", "email", "passwordHash", "userType", "firstName", "lastName", "phone", "organisationId", "faithLevel", "primaryLanguage", "referralSource", "createdAt", "updatedAt"], users);

  const sermons: { id: string; org: number; start: number; end: number | null }[] = [];
  const sermonRows: unknown[][] = [];
  for (let i = 0; i < SIZE.sermons; i++) {
    const org = int(SIZE.organisations);
    const live = i < 20;
    const start = live ? now - int(2 * 60 * 60_000) : now - int(SPAN_DAYS * DAY);
    const end = live ? null : start + (40 + int(80)) * 60_000;
    sermons.push({ id: `bs${i}`, org, start, end });
    sermonRows.push([`bs${i}`, `bb${i}`, `bo${org}`, `bu${org}`, `Service ${i}`, live ? "live" : "ended", time(start), end ? time(end) : null, time(start)]);
  }
  await insertRows(client, "Sermon", ["id", "broadcastId", "organisationId", "hostId", "title", "status", "startedAt", "endedAt", "createdAt"], sermonRows);

  // Members of organisation `org` are the user ids congruent to org modulo the organisation count.
  const memberOf = (org: number) => `bu${SIZE.organisations * (3 + int((SIZE.users - SIZE.organisations * 3) / SIZE.organisations)) + org}`;
  const batch = 100_000;
  for (let offset = 0; offset < SIZE.listeners; offset += batch) {
    const rows: unknown[][] = [];
    for (let i = offset; i < offset + batch; i++) {
      const sermon = sermons[i % SIZE.sermons]!;
      const start = sermon.start + int(10 * 60_000);
      const end = sermon.end === null ? null : Math.min(sermon.end, start + (10 + int(80)) * 60_000);
      const userId = rand() < 0.8 ? memberOf(sermon.org) : null;
      rows.push([`bl${i}`, sermon.id, userId, userId ? null : "Visitor", pick(listen), time(start), end === null ? null : time(end)]);
    }
    await insertRows(client, "ListenerSession", ["id", "sermonId", "userId", "name", "language", "startedAt", "endedAt"], rows);
  }

  const salvations: unknown[][] = [];
  for (let i = 0; i < SIZE.salvations; i++) {
    const sermon = sermons[int(SIZE.sermons)]!;
    const userId = memberOf(sermon.org);
    salvations.push([`bv${i}`, `bo${sermon.org}`, sermon.id, userId, `Seeker ${i}`, `seeker${i}@example.test`, pick(faith), time(sermon.start + 30 * 60_000)]);
  }
  await insertRows(client, "Salvation", ["id", "organisationId", "sermonId", "userId", "name", "email", "faithLevel", "createdAt"], salvations);
  // Statistics for the query planner, as `PRAGMA optimize` keeps them on a long-running database.
  await client.execute("ANALYZE");
  client.close();
  return Math.round((Date.now() - started) / 1000);
}

async function seeded(client: Client) {
  try {
    const result = await client.execute(`SELECT (SELECT COUNT(*) FROM "ListenerSession") AS listeners, (SELECT COUNT(*) FROM "Salvation") AS salvations`);
    return Number(result.rows[0]?.listeners) >= SIZE.listeners && Number(result.rows[0]?.salvations) >= SIZE.salvations;
  } catch {
    return false;
  }
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

async function timeIt(run: () => Promise<unknown>, iterations: number) {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

async function main() {
  const probe = createClient({ url: URL });
  const ready = fs.existsSync(FILE) && (await seeded(probe));
  probe.close();
  const seedSeconds = ready ? 0 : await seedDatabase();
  if (ready) {
    // A database seeded by an older schema gets the newer indexes (and fresh planner statistics).
    execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: URL }, stdio: "ignore" });
    const client = createClient({ url: URL });
    await client.execute("ANALYZE");
    client.close();
  }

  // Imported only now: the app's database client reads DATABASE_URL when first loaded.
  const { dashboardData } = await import("#app/utils/dashboard.server.ts");
  const { dashboardTotals } = await import("#app/utils/totals.server.ts");
  const { analyticsPage } = await import("#app/utils/analytics-page.server.ts");
  const { resolveFilters } = await import("#app/utils/report-filters.server.ts");
  const { analyticsViews } = await import("#app/utils/analytics-views.ts");
  const { prisma } = await import("#app/utils/db.server.ts");

  const superAdmin = { id: "bench-super", email: "super@bench", firstName: "S", lastName: "A", userType: 1 as const, organisationId: null, organisation: null };
  const orgAdmin = { id: "bu0", email: "bench0@example.test", firstName: "First0", lastName: "Last0", userType: 2 as const, organisationId: "bo0", organisation: { id: "bo0", name: "Bench Church 01" } };
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 20);
  const result: Record<string, unknown> = { seeded: ready ? "reused" : `${seedSeconds}s`, iterations, ...SIZE };
  for (const range of ["month", "year"]) {
    for (const [who, user] of [["superAdmin", superAdmin], ["orgAdmin", orgAdmin]] as const) {
      const params = new URLSearchParams({ range });
      result[`dashboard_${who}_${range}`] = await timeIt(async () => {
        const filters = await resolveFilters(user, params);
        await Promise.all([dashboardData(filters), dashboardTotals(user)]);
      }, iterations);
      let turn = 0;
      result[`analytics_${who}_${range}`] = await timeIt(async () => {
        const view = analyticsViews[turn++ % analyticsViews.length]!;
        await analyticsPage(user, new URLSearchParams({ range, view }));
      }, iterations);
    }
  }
  await prisma.$disconnect();
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
