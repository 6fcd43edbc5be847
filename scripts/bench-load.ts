// npm run bench:load — the pages a Sunday rush hits, under load: the static privacy page, the
// public events page, a member's and the super administrator's dashboard. Builds the app, serves
// it on 127.0.0.1 only against the bench:dashboard database (scale 1), signs two people in by
// writing their Session rows, then runs autocannon against each page in turn (20 s, 50
// connections; bounded) and prints one JSON line: requests/s, p50/p99 latency and errors per
// page, and each page's throughput as a ratio of the privacy page's.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createClient } from "@libsql/client";
import { createCookieSessionStorage } from "react-router";
import { benchFile, benchSize, isSeeded, seedDatabase } from "./bench/dashboard-seed.ts";
import { percentile } from "./bench/stats.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4710);
const HOST = "127.0.0.1"; // loopback only: this is a load generator
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
// A request slower than this counts as an error (autocannon's own default is 10 s).
const TIMEOUT_S = 30;
const SECRET = "bench-load-session-secret-0123456789abcdef";
// BENCH_DB: another copy of the scale-1 database (to compare two versions of the code on the same data).
const FILE = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : benchFile(1);
const URL_DB = `file:${FILE}`;

async function prepareDatabase() {
  fs.mkdirSync("data", { recursive: true });
  if (!(await isSeeded(FILE, benchSize(1)))) await seedDatabase(FILE, benchSize(1));
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: URL_DB },
    stdio: "ignore",
  });
  const client = createClient({ url: URL_DB });
  const now = new Date().toISOString().replace("Z", "+00:00");
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().replace("Z", "+00:00");
  // Two people to sign in as, and their sign-ins: a super administrator and a member of bo0.
  await client.batch(
    [
      {
        sql: `INSERT OR IGNORE INTO "User"
          (id, email, passwordHash, userType, firstName, lastName, organisationId, createdAt, updatedAt)
          VALUES ('bench-load-super', 'super@bench-load.test', 'x', 1, 'Bench', 'Super', NULL, ?, ?)`,
        args: [now, now],
      },
      {
        sql: `INSERT OR IGNORE INTO "User"
          (id, email, passwordHash, userType, firstName, lastName, organisationId, createdAt, updatedAt)
          VALUES ('bench-load-member', 'member@bench-load.test', 'x', 4, 'Bench', 'Member', 'bo0', ?, ?)`,
        args: [now, now],
      },
      {
        sql: `INSERT OR REPLACE INTO "Session" (id, userId, expiresAt, createdAt)
          VALUES ('bench-load-super-session', 'bench-load-super', ?, ?)`,
        args: [later, now],
      },
      {
        sql: `INSERT OR REPLACE INTO "Session" (id, userId, expiresAt, createdAt)
          VALUES ('bench-load-member-session', 'bench-load-member', ?, ?)`,
        args: [later, now],
      },
    ],
    "write",
  );
  // The public events page needs events: four per organisation, half of them still to come.
  const events = await client.execute(`SELECT COUNT(*) AS n FROM "Event"`);
  if (Number(events.rows[0]?.n) === 0) {
    const rows: string[] = [];
    const args: unknown[] = [];
    for (let org = 0; org < 50; org++) {
      for (let i = 0; i < 4; i++) {
        const startsAt = new Date(Date.now() + (i - 2) * 9 * 86_400_000 + org * 3_600_000)
          .toISOString()
          .replace("Z", "+00:00");
        rows.push("(?, ?, ?, ?, ?, ?, ?)");
        args.push(
          `bench-event-${org}-${i}`,
          `bo${org}`,
          `Gathering ${i + 1} of church ${org + 1}`,
          "Worship, a meal and a welcome for newcomers.",
          startsAt,
          now,
          now,
        );
      }
    }
    await client.execute({
      sql: `INSERT INTO "Event" (id, organisationId, name, description, startsAt, createdAt, updatedAt)
        VALUES ${rows.join(",")}`,
      args: args as never,
    });
  }
  await client.execute("ANALYZE");
  client.close();
}

async function cookieFor(sessionId: string) {
  const storage = createCookieSessionStorage<{ sessionId: string }>({
    cookie: { name: "et_session", httpOnly: true, sameSite: "lax", path: "/", secure: false, secrets: [SECRET] },
  });
  const session = await storage.getSession();
  session.set("sessionId", sessionId);
  return (await storage.commitSession(session)).split(";")[0]!;
}

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("the web server exited while starting");
    try {
      const response = await fetch(`http://${HOST}:${PORT}/privacy-policy`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the web server did not start");
}

type PageResult = { reqPerSec: number; p50Ms: number | null; p99Ms: number | null; errors: number; non2xx: number };

/** Requests that timed out on the client are still being served: let the server drain before the next page. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await fetch(`http://${HOST}:${PORT}/privacy-policy`).then((response) => response.arrayBuffer());
}

async function hammer(path: string, cookie?: string): Promise<PageResult> {
  await settle();
  const run = autocannon({
    url: `http://${HOST}:${PORT}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: TIMEOUT_S,
    headers: cookie ? { cookie } : {},
  });
  // Every answer's time, for the benchmarks' one percentile (autocannon's own histogram rounds differently).
  const latencies: number[] = [];
  run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  await prepareDatabase();
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { stdio: "ignore" });
  const server = spawn(process.execPath, ["node_modules/@react-router/serve/bin.js", "./build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: URL_DB,
      PORT: String(PORT),
      HOST,
      SESSION_SECRET: SECRET,
      SECRETS_KEY: SECRET,
      ROOM_SECRET: SECRET,
      SECURE_COOKIES: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server);
    const member = await cookieFor("bench-load-member-session");
    const superAdmin = await cookieFor("bench-load-super-session");
    // Sanity: both cookies reach their dashboards (a redirect to sign-in would bench the login page).
    for (const cookie of [member, superAdmin]) {
      const response = await fetch(`http://${HOST}:${PORT}/dashboard`, { headers: { cookie }, redirect: "manual" });
      if (response.status !== 200)
        throw new Error(`the dashboard answered ${response.status} for a signed-in bench user`);
    }
    const pages = {
      privacy: await hammer("/privacy-policy"),
      events: await hammer("/public/events"),
      memberDashboard: await hammer("/dashboard", member),
      superDashboard: await hammer("/dashboard", superAdmin),
    };
    const ratio = (page: PageResult) => Math.round((page.reqPerSec / pages.privacy.reqPerSec) * 100) / 100;
    console.log(
      JSON.stringify({
        durationSeconds: DURATION_S,
        connections: CONNECTIONS,
        timeoutSeconds: TIMEOUT_S,
        ...pages,
        eventsVsStatic: ratio(pages.events),
        memberDashboardVsStatic: ratio(pages.memberDashboard),
        superDashboardVsStatic: ratio(pages.superDashboard),
      }),
    );
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
