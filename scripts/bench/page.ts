// npm run bench:page  (BENCH_PORT, default 4900; needs `npm run build` first)
// Starts the production build as the browser tests do (scripts/e2e-server.sh: seeded database,
// room server, Apertium), opens five pages in Chromium on a cold cache and prints one JSON line:
// the JavaScript each page downloads (bytes on the wire, compressed) and the time from navigation
// start until the page is hydrated and ready — for the listener pages, until the caption area (or
// the one-tap start) is on screen and works.
import { spawn, type ChildProcess } from "node:child_process";
import { createClient } from "@libsql/client";
import { chromium, type Browser, type Page } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 4900);
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "everytongue";
/** The web's shutdown deadline (SHUTDOWN_TIMEOUT_MS's default, 20 s) and its log's second, with room to spare. */
const SERVER_STOP_MS = 30_000;

async function waitForServer(deadline = Date.now() + 180_000) {
  for (;;) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A live sermon of the demo church, straight in the database (no microphone needed). */
async function liveSermon() {
  const db = createClient({ url: `file:data/e2e-${PORT}.db` });
  const [org] = (await db.execute("SELECT organisationId AS id FROM User WHERE email = 'admin@example.org'")).rows;
  const broadcastId = `bench-${Date.now()}`;
  await db.execute({
    sql:
      "INSERT INTO Sermon (id, broadcastId, organisationId, status, sourceLanguage, startedAt, createdAt) " +
      "VALUES (?, ?, ?, 'live', 'en', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)",
    args: [`s-${broadcastId}`, broadcastId, String(org!.id)],
  });
  db.close();
  return broadcastId;
}

/** The demo church's standing link code (/c/{code}), made here when the seed has none. */
async function standingCode() {
  const db = createClient({ url: `file:data/e2e-${PORT}.db` });
  const [org] = (
    await db.execute(
      "SELECT o.id, o.joinCode FROM Organisation o JOIN User u ON u.organisationId = o.id " +
        "WHERE u.email = 'admin@example.org'",
    )
  ).rows;
  const code = org!.joinCode ? String(org!.joinCode) : `bench${Date.now()}`;
  if (!org!.joinCode)
    await db.execute({ sql: "UPDATE Organisation SET joinCode = ? WHERE id = ?", args: [code, String(org!.id)] });
  db.close();
  return code;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Compressed JS bytes and ready time of one page, in a context with a cold cache. */
async function measure(browser: Browser, path: string, ready: string, email?: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  if (email) await signIn(page, email);
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  const sizes = new Map<string, number>();
  const scripts = new Set<string>();
  session.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  session.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(`${BASE}${path}`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.locator(ready).first().waitFor();
  const readyMs = await page.evaluate(() => Math.round(performance.now()));
  await page.waitForLoadState("networkidle");
  const jsBytes = [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  await context.close();
  return { jsBytes, readyMs };
}

async function main() {
  const server = spawn("bash", ["scripts/e2e-server.sh", String(PORT)], { stdio: "ignore", detached: true });
  try {
    await waitForServer();
    const code = await standingCode();
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    // Before the service (nothing live yet): a phone that scanned the standing link waits for it.
    const standingLinkWaiting = await measure(browser, `/c/${code}`, "main [role=status]");
    const broadcastId = await liveSermon();
    const pages = {
      standingLinkWaiting,
      guestListener: await measure(browser, `/sermon/join/${broadcastId}`, ".listener-start-button:enabled"),
      memberJoin: await measure(
        browser,
        `/join/${broadcastId}`,
        ".listener-start-button:enabled",
        "member@example.org",
      ),
      goLive: await measure(browser, "/real-time-sermon-translation", "main", "admin@example.org"),
      dashboard: await measure(browser, "/dashboard", ".tiles", "admin@example.org"),
    };
    await browser.close();
    console.log(JSON.stringify({ pages }));
  } finally {
    await stopServer(server);
  }
}

/**
 * Ends the server script and its children (web, room, Apertium, SMTP: one process group) and waits
 * for the script to exit: SIGTERM, and SIGKILL for what is left after the web's shutdown deadline,
 * so the benchmark ends on its own whatever a process does (issue 40, decision 053).
 */
async function stopServer(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  process.kill(-server.pid, "SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SERVER_STOP_MS))),
  ]);
  clearTimeout(timer);
  if (stopped) return;
  console.error(`the server was still running ${SERVER_STOP_MS / 1000} s after SIGTERM: killed`);
  process.kill(-server.pid, "SIGKILL");
  await exited;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
