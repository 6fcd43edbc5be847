// npm run bench:live -- --listeners 100 --languages 7 --segments 20 --latency 50
// Starts a real room (partykit dev), an Azure-compatible translation server with a fixed
// latency, N listeners over L languages, sends S final segments, and prints one JSON line:
// delivery times host-send → listener-receipt minus the provider's latency, provider requests
// per segment, and the same p95 for a bare `ws` broadcast server on this machine.
import { spawn } from "node:child_process";
import readline from "node:readline";
import WebSocket from "ws";
import { liveLanguages } from "#app/utils/languages.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

const args = Object.fromEntries(
  process.argv.slice(2).reduce<[string, number][]>((pairs, arg, index, all) => {
    if (arg.startsWith("--")) pairs.push([arg.slice(2), Number(all[index + 1])]);
    return pairs;
  }, []),
);
const LISTENERS = args.listeners ?? 100;
const LANGUAGES = Math.min(args.languages ?? 7, liveLanguages.length);
const SEGMENTS = args.segments ?? 20;
const LATENCY = args.latency ?? 50;
const GAP_MS = args.gap ?? 250;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchRoom() {
  const [room, azure] = await Promise.all([startPartykit(), startAzureServer({ key: "bench", latencyMs: LATENCY })]);
  try {
    const id = `bench-${Date.now()}`;
    await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation: { kind: "azure", endpoint: azure.url, key: "bench" } });
    const codes = liveLanguages.slice(0, LANGUAGES).map((language) => language.code);
    const received = new Map<number, number[]>();
    const sentAt = new Map<number, number>();
    const listeners = [];
    for (let index = 0; index < LISTENERS; index++) {
      const language = codes[index % codes.length]!;
      const listener = await joinRoom(room.url, id, await tokenFor({ sermon: id, role: "listener", userId: null, language }));
      listener.socket.on("message", (data) => {
        const message = JSON.parse(String(data)) as { type: string; seq?: number };
        if (message.type !== "segment" || message.seq === undefined) return;
        const at = performance.now();
        received.set(message.seq, [...(received.get(message.seq) ?? []), at - sentAt.get(message.seq)! - LATENCY]);
      });
      listeners.push(listener);
    }
    const host = await joinRoom(room.url, id, await tokenFor({ sermon: id, role: "host", userId: "bench", language: "en" }));
    await host.waitFor((all) => all.some((m) => m.type === "welcome"));
    const before = azure.state.translateRequests.length;
    for (let seq = 0; seq < SEGMENTS; seq++) {
      sentAt.set(seq, performance.now());
      host.send({ type: "final", seq, text: `This is sentence ${seq} of the sermon, spoken slowly and clearly.` });
      await sleep(GAP_MS);
    }
    const deadline = Date.now() + 30_000;
    while ([...received.values()].reduce((n, list) => n + list.length, 0) < LISTENERS * SEGMENTS && Date.now() < deadline) await sleep(50);
    const delays = [...received.values()].flat();
    for (const listener of listeners) listener.socket.terminate();
    host.socket.terminate();
    return {
      delivered: delays.length,
      expected: LISTENERS * SEGMENTS,
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      p99: percentile(delays, 99),
      translateRequestsPerSegment: (azure.state.translateRequests.length - before) / SEGMENTS,
      speechRequestsPerSegment: azure.state.speechRequests / SEGMENTS,
    };
  } finally {
    await Promise.all([room.stop(), azure.close()]);
  }
}

async function benchBareBroadcast() {
  const child = spawn(process.execPath, ["scripts/bench/bare-broadcast.mjs"], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const { port } = JSON.parse(await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout! }).once("line", resolve))) as { port: number };
    const connect = () => new Promise<WebSocket>((resolve) => { const socket = new WebSocket(`ws://127.0.0.1:${port}`); socket.once("open", () => resolve(socket)); });
    const sentAt = new Map<number, number>();
    const delays: number[] = [];
    const clients = [];
    for (let index = 0; index < LISTENERS; index++) {
      const client = await connect();
      client.on("message", (data) => {
        const { seq } = JSON.parse(String(data)) as { seq: number };
        delays.push(performance.now() - sentAt.get(seq)!);
      });
      clients.push(client);
    }
    const host = await connect();
    for (let seq = 0; seq < SEGMENTS; seq++) {
      sentAt.set(seq, performance.now());
      host.send(JSON.stringify({ type: "segment", seq, language: "es", text: `This is sentence ${seq} of the sermon, spoken slowly and clearly.` }));
      await sleep(GAP_MS);
    }
    const deadline = Date.now() + 10_000;
    while (delays.length < LISTENERS * SEGMENTS && Date.now() < deadline) await sleep(20);
    for (const client of [...clients, host]) client.terminate();
    return { p95: percentile(delays, 95) };
  } finally {
    child.kill();
  }
}

const roomResult = await benchRoom();
const bare = await benchBareBroadcast();
console.log(
  JSON.stringify({
    listeners: LISTENERS,
    languages: LANGUAGES,
    segments: SEGMENTS,
    providerLatencyMs: LATENCY,
    ...roomResult,
    bareBroadcastP95: bare.p95,
    roomP95OverBare: Math.round((roomResult.p95 / Math.max(bare.p95, 0.1)) * 100) / 100,
  }),
);
process.exit(0);
