// npm run bench:dashboard [-- --scale N[,M…]] [--fresh] — seeds a large, separate database per scale
// (data/bench.db, data/bench-x<N>.db) once, then times the dashboard and analytics loaders for a
// super administrator, an organisation administrator and a staff member over every range (past
// 24 hours, week, month, year, a custom five-year range) and prints one JSON line of p50/p95
// milliseconds, with `worstP95Ms` (the worst p95 of them all) and, for two or more scales,
// `scaleRatio` (worst p95 at the largest scale ÷ worst p95 at the smallest). "Now" is the moment
// the seed ended, so a database seeded days ago is measured over the history it holds (measured
// against the clock, its last day would be empty and flatter every short range); `rowsCovered`
// says how many listener stays each range reads.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createClient } from "@libsql/client";
import { benchFile, benchSize, isSeeded, seedDatabase } from "./bench/dashboard-seed.ts";
import { percentile } from "./bench/stats.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { parseRange, rangeBounds } from "#app/features/aggregates/date-range.ts";

function parseScales(argv: string[]) {
  const index = argv.indexOf("--scale");
  const inline = argv.find((arg) => arg.startsWith("--scale="));
  const text = inline ? inline.slice("--scale=".length) : index >= 0 ? (argv[index + 1] ?? "") : "1";
  const scales = text.split(",").map((part) => Number(part.trim()));
  if (!scales.length || scales.some((n) => !Number.isInteger(n) || n < 1 || n > 20))
    throw new Error(`--scale takes whole numbers from 1 to 20, e.g. --scale 1,5 (got "${text}")`);
  return scales;
}

async function timeIt(run: () => Promise<unknown>, iterations: number) {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
  if (p50 === null || p95 === null) throw new Error("BENCH_ITERATIONS must be at least 1");
  return { p50, p95 };
}

/** One scale, in this process: the app's database client reads DATABASE_URL when first loaded. */
async function benchOneScale(scale: number) {
  const file = benchFile(scale);
  const size = benchSize(scale);
  const url = `file:${file}`;
  process.env.DATABASE_URL = url;
  // The real cost of every request: the short in-memory figure cache would answer all but the first.
  process.env.FIGURE_CACHE_TTL_MS = "0";
  // A fresh clone has no data/ yet; libSQL cannot create the directory of its file.
  fs.mkdirSync("data", { recursive: true });
  // --fresh: seed again now, as on a database made just before the run.
  const ready = !process.argv.includes("--fresh") && (await isSeeded(file, size));
  const seedSeconds = ready ? 0 : await seedDatabase(file, size);
  // A database seeded by an older schema gets the newer tables and indexes (and fresh planner statistics).
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  const client = createClient({ url });
  await client.execute("ANALYZE");
  // The seed writes its organisations last-updated at its own "now" (dashboard-seed.ts).
  const seededAt = (await client.execute(`SELECT MAX(updatedAt) AS at FROM "Organisation"`)).rows[0]?.at;
  const now = new Date(String(seededAt));

  const { dashboardPage } = await import("#app/features/reports/dashboard-page.server.ts");
  const { analyticsPage } = await import("#app/features/reports/analytics-page.server.ts");
  const { analyticsViews } = await import("#app/features/reports/analytics-views.ts");
  const { prisma } = await import("#app/utils/db.server.ts");

  const users = {
    superAdmin: {
      id: "bench-super",
      email: "super@bench",
      firstName: "S",
      lastName: "A",
      userType: UserType.SuperAdmin,
      organisationId: null,
      organisation: null,
      organisationLive: false,
    },
    orgAdmin: {
      id: "bu0",
      email: "bench0@example.test",
      firstName: "First0",
      lastName: "Last0",
      userType: UserType.OrganisationAdmin,
      organisationId: "bo0",
      // bo0's zone in the seed (scripts/bench/dashboard-seed.ts).
      organisation: { id: "bo0", name: "Bench Church 01", timeZone: "Australia/Adelaide" },
      organisationLive: false,
    },
    staff: {
      id: "bu50",
      email: "bench50@example.test",
      firstName: "First50",
      lastName: "Last50",
      userType: UserType.Staff,
      organisationId: "bo0",
      // bo0's zone in the seed (scripts/bench/dashboard-seed.ts).
      organisation: { id: "bo0", name: "Bench Church 01", timeZone: "Australia/Adelaide" },
      organisationLive: false,
    },
  };
  const today = now;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const fiveYearsAgo = new Date(Date.UTC(today.getUTCFullYear() - 5, today.getUTCMonth(), today.getUTCDate()));
  const ranges: Record<string, Record<string, string>> = {
    "24h": { range: "24h" },
    week: { range: "week" },
    month: { range: "month" },
    year: { range: "year" },
    custom5y: { range: "custom", from: day(fiveYearsAgo), to: day(today) },
  };
  // Listener stays each range reads for the whole network (the super administrator's view, UTC).
  const rowsCovered: Record<string, number> = {};
  for (const [rangeName, range] of Object.entries(ranges)) {
    const bounds = rangeBounds(parseRange(new URLSearchParams(range)), "UTC", now);
    const counted = await client.execute({
      sql: `SELECT COUNT(*) AS n FROM "ListenerSession" WHERE startedAt >= ? AND startedAt < ?`,
      args: [bounds.start.toISOString().replace("Z", "+00:00"), bounds.end.toISOString().replace("Z", "+00:00")],
    });
    rowsCovered[rangeName] = Number(counted.rows[0]?.n);
  }
  client.close();
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 20);
  const timings: Record<string, { p50: number; p95: number }> = {};
  for (const [rangeName, range] of Object.entries(ranges)) {
    for (const [who, user] of Object.entries(users)) {
      timings[`dashboard_${who}_${rangeName}`] = await timeIt(
        () => dashboardPage(user, new URLSearchParams(range), now),
        iterations,
      );
      let turn = 0;
      timings[`analytics_${who}_${rangeName}`] = await timeIt(async () => {
        const view = analyticsViews[turn++ % analyticsViews.length]!;
        await analyticsPage(user, new URLSearchParams({ ...range, view }), now);
      }, iterations);
    }
  }
  await prisma.$disconnect();
  const worstP95Ms = Math.max(...Object.values(timings).map((t) => t.p95));
  return {
    scale,
    seeded: ready ? "reused" : `${seedSeconds}s`,
    seededAt: now.toISOString(),
    iterations,
    ...size,
    rowsCovered,
    worstP95Ms,
    ...timings,
  };
}

async function main() {
  const scales = parseScales(process.argv.slice(2));
  if (scales.length === 1) {
    console.log(JSON.stringify(await benchOneScale(scales[0]!)));
    return;
  }
  // Each scale in its own process, one after the other: a fresh database client and a cold cache each.
  const runs: Record<string, { worstP95Ms: number } & Record<string, unknown>> = {};
  for (const scale of scales) {
    const args = ["tsx", "scripts/bench-dashboard.ts", "--scale", String(scale)];
    if (process.argv.includes("--fresh")) args.push("--fresh");
    const output = execFileSync("npx", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 16 * 1024 * 1024,
    });
    const line = output.trim().split("\n").pop() ?? "{}";
    runs[String(scale)] = JSON.parse(line);
  }
  const smallest = runs[String(Math.min(...scales))]!.worstP95Ms;
  const largest = runs[String(Math.max(...scales))]!.worstP95Ms;
  const worstP95Ms = Object.fromEntries(Object.entries(runs).map(([scale, run]) => [scale, run.worstP95Ms]));
  console.log(JSON.stringify({ scales, worstP95Ms, scaleRatio: Math.round((largest / smallest) * 100) / 100, runs }));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
