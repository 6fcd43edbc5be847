// The "rooms at scale" figures of `npm run bench:live` (issue 13), kept apart from live.ts:
// late joiners, a resume after 200 missed segments, the room process's memory.
import { execFileSync } from "node:child_process";
import WebSocket from "ws";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Nearest-rank percentile, rounded to 0.1 (the live benchmarks' definition). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

/** Resident memory of the room server: workerd, which partykit runs in its process group. */
export function roomRssMb(partykitPid: number) {
  const lines = execFileSync("ps", ["-o", "rss=,comm=", "-g", String(partykitPid)], { encoding: "utf8" })
    .trim()
    .split("\n");
  const kb = lines
    .filter((line) => line.includes("workerd"))
    .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0);
  return Math.round(kb / 1024);
}

/** A listener that resolves once it holds `count` distinct segments; resolves with the time taken. */
function joinAndCount(url: string, count: number) {
  const started = performance.now();
  return new Promise<{ ms: number; socket: WebSocket }>((resolve, reject) => {
    const seen = new Set<number>();
    const socket = new WebSocket(url);
    socket.on("message", (data) => {
      const text = String(data);
      if (!text.startsWith('{"type":"segment"')) return;
      seen.add((JSON.parse(text) as { seq: number }).seq);
      if (seen.size === count) resolve({ ms: performance.now() - started, socket });
    });
    socket.once("error", reject);
  });
}

/**
 * P3: a sermon 50 segments in (one listener per language already there, so the segments are
 * translated, as in a real service), 20 listeners join one after another: each one's time from
 * opening its socket to holding all 50 in its language. Then one listener that missed 200.
 */
export async function benchLateJoin(roomUrl: string, azureUrl: string, codes: string[]) {
  const id = `late-${Date.now()}`;
  await commandRoom(roomUrl, id, {
    type: "configure",
    sourceLanguage: "en",
    translation: { kind: "azure", endpoint: azureUrl, key: "bench" },
  });
  const base = `${roomUrl.replace("http", "ws")}/parties/main/${id}`;
  const urlFor = async (language: string, query: Record<string, string> = {}) => {
    const token = await tokenFor({ sermon: id, role: "listener", userId: null, language });
    return `${base}?${new URLSearchParams({ token, ...query })}`;
  };
  const host = await joinRoom(
    roomUrl,
    id,
    await tokenFor({ sermon: id, role: "host", userId: "bench", language: "en" }),
  );
  await host.waitFor((all) => all.some((m) => m.type === "welcome"));
  const present = codes.map(async (language) => joinAndCount(await urlFor(language), 250));
  const resumer = joinAndCount(await urlFor("es", { listenerId: "bench-resumer-1" }), 50);
  await sleep(200);
  for (let seq = 0; seq < 50; seq++) {
    host.send({ type: "final", seq, text: `Late joiners read sentence ${seq}.` });
    await sleep(10);
  }
  const { socket: dropped } = await resumer;
  dropped.terminate();
  const joins: number[] = [];
  for (let index = 0; index < 20; index++) {
    const url = await urlFor(codes[index % codes.length]!);
    const { ms, socket } = await joinAndCount(url, 50);
    joins.push(ms);
    socket.terminate();
  }
  for (let seq = 50; seq < 250; seq++) {
    host.send({ type: "final", seq, text: `Late joiners read sentence ${seq}.` });
    if (seq % 10 === 0) await sleep(5);
  }
  const sockets = await Promise.all(present);
  const resume = await joinAndCount(await urlFor("es", { listenerId: "bench-resumer-1", lastSeq: "49" }), 200);
  for (const socket of [...sockets.map((s) => s.socket), resume.socket, host.socket]) socket.terminate();
  return { lateJoinP95Ms: percentile(joins, 95), resumeAfter200Ms: Math.round(resume.ms * 10) / 10 };
}
