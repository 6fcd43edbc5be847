// Issue 19, the many-host database: two production web processes on one libSQL server (a
// loopback server speaking Hrana over HTTP, as sqld and Turso do, with a bearer token), migrated
// by `start:prod` itself over the network; backups and the restore check against it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "#tests/setup/free-port.ts";
import { startPartykit, TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { HttpSession } from "#tests/support/http-session.ts";
import { startLibsqlServerProcess, startWebProcess, type WebProcess } from "#tests/support/web-process.ts";
import { DEMO_PASSWORD } from "./helpers.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const workDir = path.resolve("data", `libsql-server-${process.env.E2E_PORT ?? 3100}`);
const dbFile = path.join(workDir, "server.db");
const TOKEN = "libsql-test-token-0123456789abcdef";

let database: Awaited<ReturnType<typeof startLibsqlServerProcess>>;
let databasePort: number;
let room: Awaited<ReturnType<typeof startPartykit>>;
let a: WebProcess;
let b: WebProcess;
let clientEnv: NodeJS.ProcessEnv;

test.beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  databasePort = await freePort();
  [database, room] = await Promise.all([startLibsqlServerProcess(dbFile, TOKEN, databasePort), startPartykit()]);
  clientEnv = { ...process.env, DATABASE_URL: database.url, DATABASE_AUTH_TOKEN: TOKEN };
  const env = {
    SESSION_SECRET: "libsql-server-session-secret-0123456789abcdef",
    SECRETS_KEY: "libsql-server-secrets-key-0123456789abcdef012",
    ROOM_SECRET: TEST_ROOM_SECRET,
    DATABASE_URL: database.url,
    DATABASE_AUTH_TOKEN: TOKEN,
    ROOM_INTERNAL_URL: room.url,
    // Never used here; start:prod requires it.
    SMTP_URL: "smtp://127.0.0.1:9",
    SECURE_COOKIES: "0",
    UPLOAD_DIR: path.join(workDir, "uploads"),
  };
  // The first process migrates the empty database over the network; the second finds it done.
  a = await startWebProcess(env);
  b = await startWebProcess(env);
  // Demo data straight into the server's file: quicker than the network, the same database.
  execFileSync("./node_modules/.bin/tsx", ["prisma/seed.ts"], {
    env: { ...process.env, DATABASE_URL: `file:${dbFile}` },
    stdio: "ignore",
  });
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), room?.stop(), database?.stop()]);
});

test("two processes on one libSQL server: migrated on start, ready, one session for both", async () => {
  expect(a.stdout()).toContain('"msg":"migrations applied"');
  for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status, server.output()).toBe(200);
  const session = new HttpSession();
  const signIn = await session.post(`${a.url}/login`, { email: "admin@example.org", password: DEMO_PASSWORD });
  expect(signIn.status).toBe(302);
  expect((await session.get(`${b.url}/dashboard`)).status).toBe(200);
  await Promise.all([a.logWritten(), b.logWritten()]);
  expect(a.output() + b.output()).not.toContain(TOKEN);
});

test("db:backup copies the libSQL server into a file that db:check-restore accepts", async () => {
  const file = path.join(workDir, "backup.db");
  execFileSync("./node_modules/.bin/tsx", ["scripts/db-backup.ts", file], { env: clientEnv, stdio: "ignore" });
  const live = JSON.parse(
    execFileSync("./node_modules/.bin/tsx", ["scripts/check-restore.ts"], { env: clientEnv, encoding: "utf8" }),
  );
  const copy = JSON.parse(
    execFileSync("./node_modules/.bin/tsx", ["scripts/check-restore.ts", file], { encoding: "utf8" }),
  );
  expect(live.ok).toBe(true);
  expect(copy.ok).toBe(true);
  expect(copy.tables).toEqual(live.tables);
  expect(copy.tables.User).toBeGreaterThan(0);
});

test("when the libSQL server goes away both processes turn unready, and ready again when it is back", async () => {
  await database.stop();
  for (const server of [a, b]) {
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }
  database = await startLibsqlServerProcess(dbFile, TOKEN, databasePort);
  for (const server of [a, b]) {
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
  }
});
