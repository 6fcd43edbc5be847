// npm run bench:lighthouse — Lighthouse (mobile form factor, simulated throttling: its defaults)
// in Debian's Chromium over the public pages and the listener page, one JSON line per page with
// the four category scores (0–100) and the audits that scored under 90 %. The listener page twice:
// a finished sermon (plain HTML, for a signed-in member) and, on its own server only, a live one
// as a guest sees it (the listener island).
//
// Against a running server: LIGHTHOUSE_BASE_URL=http://localhost:3000 npm run bench:lighthouse
// Otherwise it serves the production build itself, as the browser tests do (scripts/e2e-server.sh
// on LIGHTHOUSE_PORT, default 3400, which also uses that port + 1000/2000/3000), building first
// when there is no build.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// The member the seed creates; the listener page needs someone allowed to listen.
const LISTENER = { email: "member@example.org", password: "everytongue" };

const children: ChildProcess[] = [];
function stopAll() {
  for (const child of children)
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startServer(): Promise<string> {
  if (process.env.LIGHTHOUSE_BASE_URL) return process.env.LIGHTHOUSE_BASE_URL.replace(/\/$/, "");
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
  if (!fs.existsSync("build/server/index.js")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  // Its own process group, so the room server, Apertium and SMTP it starts end with it.
  const server = spawn("bash", ["scripts/e2e-server.sh", String(port)], { detached: true, stdio: "ignore" });
  children.push(server);
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/login`, 180_000);
  return base;
}

/**
 * Chromium with the same flags as the browser tests, plus headless and a DevTools port; a fresh
 * profile for each page, so no cookie of one page's run (the sign-in page sets some) changes the
 * next one: Chromium's own cookies would replace the Cookie header the listener page is given.
 */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const chromium = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-default-apps",
      "--mute-audio",
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { detached: true, stdio: "ignore" },
  );
  children.push(chromium);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 30_000);
  return async () => {
    if (chromium.pid && chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      process.kill(-chromium.pid, "SIGTERM");
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
}

/** Signs the demo member in over HTTP (as the e2e global set-up does) and returns the Cookie header. */
async function memberCookie(base: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!.trim(), value.join("="));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  keep(await fetch(`${base}/login`));
  const form = new URLSearchParams({ ...LISTENER, _csrf: jar.get("XSRF-TOKEN") ?? "" });
  const signedIn = await fetch(`${base}/login`, {
    method: "POST",
    body: form,
    headers: { Cookie: header() },
    redirect: "manual",
  });
  keep(signedIn);
  if (signedIn.status !== 302) throw new Error(`Signing in ${LISTENER.email} answered ${signedIn.status}`);
  return header();
}

/** A sermon of the member's church, found the way the member finds one: dashboard → join live. */
async function listenerPath(base: string, cookie: string) {
  const get = async (url: string) => (await fetch(base + url, { headers: { Cookie: cookie } })).text();
  const joinLive = (await get("/dashboard"))
    .match(/href="(\/live-sermon-translator[^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");
  const broadcastId = joinLive ? (await get(joinLive)).match(/href="\/join\/([^"?]+)"/)?.[1] : undefined;
  if (!broadcastId) throw new Error("Found no sermon of the demo member's church");
  return `/sermon/join/${broadcastId}`;
}

/**
 * A live sermon's page, as a visitor who scanned the QR code first sees it (the listener island).
 * The seed's sermons have all ended, so one of them is marked live again — only in the throwaway
 * database of the server this benchmark started itself, never in one it was pointed at.
 */
async function liveGuestPath(): Promise<string | null> {
  if (process.env.LIGHTHOUSE_BASE_URL) return null;
  const client = createClient({ url: `file:data/e2e-${Number(process.env.LIGHTHOUSE_PORT ?? 3400)}.db` });
  try {
    const { rows } = await client.execute({
      sql: `SELECT s.id, s.broadcastId FROM Sermon s JOIN User u ON u.organisationId = s.organisationId
        WHERE u.email = ? ORDER BY s.startedAt DESC LIMIT 1 OFFSET 1`,
      args: [LISTENER.email],
    });
    const sermon = rows[0] as unknown as { id: string; broadcastId: string } | undefined;
    if (!sermon) return null;
    await client.execute({ sql: "UPDATE Sermon SET status = 'live', endedAt = NULL WHERE id = ?", args: [sermon.id] });
    return `/sermon/join/${sermon.broadcastId}`;
  } finally {
    client.close();
  }
}

async function audit(url: string, headers?: Record<string, string>) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  const below = Object.values(audits)
    .filter(
      (entry) =>
        entry.scoreDisplayMode !== "informative" &&
        entry.scoreDisplayMode !== "notApplicable" &&
        entry.score !== null &&
        entry.score < 0.9,
    )
    .map((entry) => entry.id);
  // LIGHTHOUSE_DETAILS=1: what each low audit names (the blocking files, the browser's issues), on stderr.
  if (process.env.LIGHTHOUSE_DETAILS === "1")
    for (const id of below) console.error(url, id, JSON.stringify(audits[id]?.details ?? {}).slice(0, 1500));
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const metrics = {
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
  const finalUrl = result.lhr.finalDisplayedUrl === url ? undefined : result.lhr.finalDisplayedUrl;
  // benchmarkIndex: Lighthouse's own CPU speed measure of this machine at the time (higher is faster).
  return {
    ...scores,
    ...metrics,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    below,
    ...(finalUrl ? { finalUrl } : {}),
    ...(result.lhr.runWarnings.length ? { warnings: result.lhr.runWarnings } : {}),
  };
}

async function main() {
  const base = await startServer();
  try {
    const cookie = await memberCookie(base);
    const pages: { page: string; headers?: Record<string, string> }[] = [
      { page: "/" },
      { page: "/sign-up" },
      { page: "/public/events" },
      { page: "/privacy-policy" },
      { page: await listenerPath(base, cookie), headers: { Cookie: cookie } },
    ];
    // After the member's page was found: the join-live list would now show the live one first.
    const live = await liveGuestPath();
    if (live) pages.push({ page: live });
    for (const { page, headers } of pages) {
      const stopChromium = await startChromium();
      try {
        console.log(JSON.stringify({ page, ...(await audit(base + page, headers)) }));
      } finally {
        await stopChromium();
      }
    }
  } finally {
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
