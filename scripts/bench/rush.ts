// npm run bench:rush -- --phones 2000 --seconds 60 [--browsers 3] [--web-processes 1] [--no-build]
// The Sunday rush (issue 33): the pastor says "scan the code", and the congregation opens the link
// within a minute, every phone behind the church's one public address. A production web process
// behind a trusted proxy, a real room with Azure-compatible translation (fixed latency), and a
// speaker who keeps talking (tests/support/rush-stage.ts). Each phone arrives at a random moment of
// the window and, over plain HTTP and WebSocket from one X-Forwarded-For address: opens the QR link
// (the document, then the island script and any stylesheet it names), picks a language (seven, a
// realistic mix), gets its guest id and room token, connects and waits for its first caption. A
// few real Chromium pages do the same beside them for the page's own timing. Meanwhile one visitor,
// in a process of its own (page-timer.ts), times the static privacy page, at rest before the rush as well.
// Prints one JSON line; exits non-zero when fewer than all phones joined.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { askRoomToken, browserGet, listen, phoneGet, socketUrl, type Listening } from "#tests/support/phone.ts";
import { joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startRushStage, type RushStage } from "#tests/support/rush-stage.ts";
import { timePage } from "./page-timer.ts";
import { cpuSeconds, rssMb, stolenSeconds } from "./proc.ts";
import { percentile } from "./stats.ts";

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const PHONES = option("phones", 2000);
const SECONDS = option("seconds", 60);
const BROWSERS = option("browsers", 3);
/** WEB_PROCESSES of the web server (server/cluster.js): its CPU and memory are counted over all of them. */
const WEB_PROCESSES = option("web-processes", 1);
/** The church router's public address, as the proxy forwards it for every phone. */
const CHURCH_ADDRESS = "198.51.100.20";
/** A phone that has no caption this long after connecting counts as an error. */
const CAPTION_TIMEOUT_MS = 30_000;
/** The speaker's pace: a finished sentence every few seconds. */
const SENTENCE_MS = 2_500;
// A congregation where most read the preacher's language and the rest spread over six others.
const MIX: [language: string, share: number][] = [
  ["en", 0.4],
  ["es", 0.2],
  ["pt", 0.1],
  ["zh", 0.1],
  ["ar", 0.08],
  ["id", 0.07],
  ["hi", 0.05],
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function languageOf(index: number) {
  // Spread evenly through the crowd, so the mix holds at any point of the window.
  const at = (index * 0.6180339887) % 1;
  let sum = 0;
  for (const [language, share] of MIX) if (at < (sum += share)) return language;
  return "en";
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Where each joined phone's time went (ms per step), printed to stderr for a slow run. */
const phases: Record<string, number[]> = { document: [], assets: [], token: [], open: [], caption: [] };

type Outcome =
  { kind: "joined"; ms: number; listening: Listening } | { kind: "refused" } | { kind: "error"; why: string };

/** The island's script and any stylesheet the join page names (the island's styles come inline). */
function assetsOf(html: string) {
  return [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
  ].map((match) => match[1]!);
}

/**
 * One phone, from scanning the code to its first caption. It downloads the page and the files it
 * names as a browser does, compressed; the files' names are read once from a decoded copy of the
 * page (`assets`, the same for every phone) rather than each phone decoding its own (phoneGet).
 */
async function phone(stage: RushStage, broadcastId: string, language: string, assets: string[]): Promise<Outcome> {
  const headers = { "X-Forwarded-For": CHURCH_ADDRESS };
  const started = performance.now();
  const marks = [started];
  const page = await phoneGet(`${stage.web.url}/sermon/join/${broadcastId}`, headers);
  if (page.status !== 200 || !page.bytes) return { kind: "error", why: `document ${page.status}` };
  marks.push(performance.now());
  for (const asset of assets) {
    const response = await phoneGet(new URL(asset, stage.web.url), headers);
    if (response.status !== 200 || !response.bytes) return { kind: "error", why: `${asset} ${response.status}` };
  }
  marks.push(performance.now());
  const answer = await askRoomToken({ webUrl: stage.web.url, broadcastId, language, address: CHURCH_ADDRESS });
  if (answer.status === 429) return { kind: "refused" };
  if (answer.status !== 200) return { kind: "error", why: `room token ${answer.status}` };
  marks.push(performance.now());
  const listening = await listen(socketUrl(answer));
  marks.push(performance.now());
  const captioned = await Promise.race([listening.firstCaption, sleep(CAPTION_TIMEOUT_MS).then(() => null)]);
  if (captioned === null) {
    listening.socket.close();
    return { kind: "error", why: "no caption" };
  }
  marks.push(captioned);
  Object.values(phases).forEach((list, index) => list.push(marks[index + 1]! - marks[index]!));
  return { kind: "joined", ms: captioned - started, listening };
}

/**
 * A real Chromium page: opens the link, picks a language, taps start, waits for the first caption.
 * Its browser was started before the rush: a phone brings its own browser, so starting one (a
 * second or two of this machine's CPU) is no part of what the crowd costs the server.
 */
async function browserPage(browser: Browser, webUrl: string, broadcastId: string, language: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": CHURCH_ADDRESS } });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${webUrl}/sermon/join/${broadcastId}`);
    const loadedMs = performance.now() - started;
    await page.locator("#start-language").selectOption(language);
    await page.locator(".listener-start-button").click();
    await page.locator(".reader-latest").filter({ hasText: /\S/ }).waitFor({ timeout: CAPTION_TIMEOUT_MS });
    return { loadedMs: Math.round(loadedMs), firstCaptionMs: Math.round(performance.now() - started) };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "-s", "build"], { stdio: "ignore" });
  const azure = await startAzureServer({ key: "bench", latencyMs: 50 });
  const stage = await startRushStage({
    dir: path.resolve("data", "bench-rush"),
    webPort: 5700,
    roomPort: 5701,
    webEnv: { WEB_PROCESSES: String(WEB_PROCESSES) },
  });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const sockets: Listening[] = [];
  let speaking = true;
  try {
    const sermon = await stage.liveSermon({ translation: { kind: "azure", endpoint: azure.url, key: "bench" } });
    const host = await joinRoom(
      stage.room.url,
      sermon.broadcastId,
      await tokenFor({ sermon: sermon.broadcastId, role: "host", userId: "rush-host", language: "en" }),
    );
    const speaker = (async () => {
      for (let seq = 0; speaking; seq++) {
        host.send({ type: "final", seq, text: `The pastor is still speaking, sentence ${seq} of the sermon.` });
        await sleep(SENTENCE_MS);
      }
    })();
    const webPid = stage.web.child.pid!;
    const joinPage = await browserGet(`${stage.web.url}/sermon/join/${sermon.broadcastId}`, {
      "X-Forwarded-For": CHURCH_ADDRESS,
    });
    const assets = assetsOf(await joinPage.text());
    if (!joinPage.ok || !assets.length) throw new Error(`the join page (${joinPage.status}) names no island script`);
    // Warm, then at rest: the page with the sermon live and nobody arriving.
    const staticPage = `${stage.web.url}/privacy-policy`;
    await timePage(staticPage, 20).stop();
    const stolenAtRest = stolenSeconds();
    const resting = timePage(staticPage, 80);
    await sleep(20_000);
    const atRest = await resting.stop();
    const stealAtRestSeconds = stolenSeconds() - stolenAtRest;

    let peakWebRss = rssMb(webPid);
    let peakRoomRss = rssMb(stage.room.pid, "workerd");
    const sampler = setInterval(() => {
      peakWebRss = Math.max(peakWebRss, rssMb(webPid));
      peakRoomRss = Math.max(peakRoomRss, rssMb(stage.room.pid, "workerd"));
    }, 1000);
    const cpuBefore = cpuSeconds(webPid);
    const stolenBefore = stolenSeconds();
    const during = timePage(staticPage);
    const start = performance.now();
    const arrivals = Array.from({ length: PHONES }, () => Math.random() * SECONDS * 1000).sort((a, b) => a - b);
    const outcomes = Promise.all(
      arrivals.map(async (at, index) => {
        await sleep(at - (performance.now() - start));
        const outcome = await phone(stage, sermon.broadcastId, languageOf(index), assets).catch(
          (error: unknown): Outcome => ({
            kind: "error",
            why: String(error),
          }),
        );
        if (outcome.kind === "joined") sockets.push(outcome.listening);
        return outcome;
      }),
    );
    const browsers = Promise.all(
      Array.from({ length: BROWSERS }, async (_, index) => {
        await sleep(((index + 0.5) / BROWSERS) * SECONDS * 1000);
        return browserPage(browser, stage.web.url, sermon.broadcastId, languageOf(index * 7 + 1)).catch(
          (error: unknown) => ({
            error: String(error).slice(0, 200),
          }),
        );
      }),
    );
    const results = await outcomes;
    const browserPages = await browsers;
    const duringSamples = await during.stop();
    clearInterval(sampler);
    const webCpuSeconds = Math.round((cpuSeconds(webPid) - cpuBefore) * 10) / 10;
    const stealDuringSeconds = stolenSeconds() - stolenBefore;
    speaking = false;
    await speaker;

    const joined = results.filter((outcome) => outcome.kind === "joined");
    const errors = results.filter((outcome) => outcome.kind === "error");
    const times = joined.map((outcome) => outcome.ms);
    const why = [...new Set(errors.map((outcome) => outcome.why))].slice(0, 5);
    console.log(
      JSON.stringify({
        phones: PHONES,
        webProcesses: WEB_PROCESSES,
        seconds: SECONDS,
        joined: joined.length,
        refused: results.filter((outcome) => outcome.kind === "refused").length,
        errors: errors.length,
        // Over every phone: one that never read a caption counts as slower than any (stats.ts).
        joinToFirstCaptionP50Ms: percentile(times, 50, PHONES),
        joinToFirstCaptionP95Ms: percentile(times, 95, PHONES),
        webRssMb: peakWebRss,
        webCpuSeconds,
        roomRssMb: peakRoomRss,
        staticPageP95DuringMs: percentile(duringSamples, 95),
        staticPageP95AtRestMs: percentile(atRest, 95),
        browserPages,
        // The host's other tenants took this much of our two cores: 20 s at rest, then the rush window.
        machineStealSeconds: { atRest: round1(stealAtRestSeconds), during: round1(stealDuringSeconds) },
        ...(why.length ? { errorKinds: why } : {}),
      }),
    );
    const medians = Object.entries(phases).map(([name, list]) => `${name} ${percentile(list, 50)}`);
    console.error(`median ms per step: ${medians.join(", ")}`);
    if (joined.length < PHONES) process.exitCode = 1;
  } finally {
    speaking = false;
    // The web's own log, for a run that went wrong: where its requests waited, what failed.
    fs.writeFileSync(path.join(stage.dir, "web.log"), stage.web.output());
    for (const { socket } of sockets) socket.terminate();
    await Promise.all([stage.stop(), azure.close(), browser.close()]);
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
