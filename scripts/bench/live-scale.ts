// The "rooms at scale" figures of `npm run bench:live` (issue 13), kept apart from live.ts:
// late joiners, a resume after 200 missed segments, the room process's memory.
import WebSocket from "ws";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { rssMb } from "./proc.ts";
import { percentile } from "./stats.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a joiner waits for what it should get before it counts as short. */
const JOIN_DEADLINE_MS = 120_000;

/** Resident memory of the room server: workerd, which partykit runs under it. */
export const roomRssMb = (partykitPid: number) => rssMb(partykitPid, "workerd");

/**
 * A listener that resolves once it holds `count` distinct segments, with the time taken; with
 * `ms: null` when it still lacks some after JOIN_DEADLINE_MS (the run is then incomplete).
 */
function joinAndCount(url: string, count: number) {
  const started = performance.now();
  return new Promise<{ ms: number | null; socket: WebSocket }>((resolve, reject) => {
    const seen = new Set<number>();
    const socket = new WebSocket(url);
    const timer = setTimeout(() => resolve({ ms: null, socket }), JOIN_DEADLINE_MS);
    socket.on("message", (data) => {
      const text = String(data);
      if (!text.startsWith('{"type":"segment"')) return;
      seen.add((JSON.parse(text) as { seq: number }).seq);
      if (seen.size !== count) return;
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, socket });
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
  const JOINERS = 20;
  for (let index = 0; index < JOINERS; index++) {
    const url = await urlFor(codes[index % codes.length]!);
    const { ms, socket } = await joinAndCount(url, 50);
    if (ms !== null) joins.push(ms);
    socket.terminate();
  }
  for (let seq = 50; seq < 250; seq++) {
    host.send({ type: "final", seq, text: `Late joiners read sentence ${seq}.` });
    if (seq % 10 === 0) await sleep(5);
  }
  const sockets = await Promise.all(present);
  const resume = await joinAndCount(await urlFor("es", { listenerId: "bench-resumer-1", lastSeq: "49" }), 200);
  for (const socket of [...sockets.map((s) => s.socket), resume.socket, host.socket]) socket.terminate();
  const whole = sockets.every((present) => present.ms !== null) && resume.ms !== null;
  return {
    complete: whole && joins.length === JOINERS,
    lateJoinP95Ms: percentile(joins, 95, JOINERS),
    resumeAfter200Ms: resume.ms === null ? null : Math.round(resume.ms * 10) / 10,
  };
}
