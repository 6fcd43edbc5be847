// WEB_PROCESSES (server/cluster.js): the production server as several processes on one port, so
// a host's every core answers a Sunday rush (issue 33). Real processes of `node server/start.js`
// on a fresh SQLite file. Needs a fresh `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runRefusedStart, startWebProcess, type WebProcess } from "#tests/support/web-process.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const workDir = path.resolve("data", `web-processes-${process.env.E2E_PORT ?? 3100}`);
const env = {
  SESSION_SECRET: "web-processes-session-secret-0123456789abcdef",
  SECRETS_KEY: "web-processes-secrets-key-0123456789abcdef0123",
  ROOM_SECRET: "web-processes-room-secret-0123456789abcdef",
  DATABASE_URL: `file:${path.join(workDir, "app.db")}`,
  SMTP_URL: "smtp://127.0.0.1:9",
  SECURE_COOKIES: "0",
  WEB_PROCESSES: "2",
};

let web: WebProcess;

test.beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  web = await startWebProcess(env);
});

test.afterAll(async () => {
  await web?.stop();
});

/** The process ids that logged answering a request, from the JSON log. */
const answeringPids = (log: string) =>
  new Set([...log.matchAll(/"pid":(\d+),[^\n]*"msg":"request"/g)].map((match) => Number(match[1])));

/** Requests on fresh connections, as many phones make them; every one must be answered. */
async function askMany(count: number) {
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${web.url}/privacy-policy`, { headers: { Connection: "close" } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
}

test("two processes answer on one port, and only the first migrated the database", async () => {
  await web.waitForOutput(/("msg":"listening"[\s\S]*){2}/);
  await askMany(30);
  // Each process writes its log in the background (decision 049): the last lines may follow by a moment.
  await expect.poll(() => answeringPids(web.stdout()).size).toBe(2);
  expect(answeringPids(web.stdout()).has(web.child.pid!)).toBe(false); // the primary serves nothing itself
  expect(web.stdout().match(/"msg":"migrations applied"/g)).toHaveLength(1);
});

test("a process that dies is replaced, and requests are answered meanwhile", async () => {
  const [victim] = answeringPids(web.stdout());
  process.kill(victim!, "SIGKILL");
  await web.waitForOutput(/"msg":"web process ended; starting another"/);
  await web.waitForOutput(/("msg":"listening"[\s\S]*){3}/);
  const before = web.stdout().length;
  await askMany(30);
  await expect.poll(() => answeringPids(web.stdout().slice(before)).size).toBe(2);
  expect(answeringPids(web.stdout().slice(before)).has(victim!)).toBe(false);
});

test("SIGTERM drains every process, then the primary exits 0", async () => {
  web.child.kill("SIGTERM");
  expect(await web.exited).toBe(0);
  expect(web.stdout().match(/"msg":"stopped"/g)).toHaveLength(3); // two web processes and the primary
});

test("a wrong WEB_PROCESSES, or a process that cannot start, stops the server with a message", async () => {
  const wrong = await runRefusedStart({ ...env, WEB_PROCESSES: "0" });
  expect(wrong.code).toBe(1);
  expect(wrong.output).toContain("WEB_PROCESSES: must be a whole number of web processes from 1 to 64");
  // A development secret: the first process refuses to start, and the primary does not try again.
  const refused = await runRefusedStart({ ...env, SESSION_SECRET: "" });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("SESSION_SECRET");
  expect(refused.output).not.toContain("starting another");
});
