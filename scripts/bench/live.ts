// npm run bench:live -- --listeners 100 --languages 7 --segments 20 --latency 50 [--voice-every 10]
// npm run bench:live -- --speech interim-only --seconds 60   (the live flow: see flow.ts)
// npm run bench:live -- --late-language   (new languages joining mid-sermon: see late-language.ts)
// Starts a real room (partykit dev), an Azure-compatible translation server with a fixed
// latency, N listeners over L languages, sends S final segments, and prints one JSON line:
// `complete` (every listener received every segment: counted per listener, on its own socket; the
// process exits 1 when not), delivery times host-send → listener-receipt minus the time the
// provider held that segment's translation request (`…ExProviderMs`; a segment a listener never
// got counts as slower than any), provider requests per segment, and the same p95 for two
// servers that only broadcast: Node's `ws`, and a bare PartyKit room under the same `partykit
// dev` (workerd). Percentiles: scripts/bench/stats.ts.
import { spawn } from "node:child_process";
import readline from "node:readline";
import WebSocket from "ws";
import { liveLanguages } from "#app/neutral/languages.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { benchLateJoin, roomRssMb } from "./live-scale.ts";
import { difference, percentile } from "./stats.ts";

// --speech: the live-flow benchmark (recogniser → segment cutter → room → listeners), flow.ts.
if (process.argv.includes("--speech")) {
  const flow = await (await import("./flow.ts")).runFlowBench(process.argv.slice(2));
  console.log(JSON.stringify(flow));
  process.exit(flow.complete ? 0 : 1);
}
// --late-language: new languages' first listeners joining mid-sermon (issue 39), late-language.ts.
if (process.argv.includes("--late-language")) {
  const late = await (await import("./late-language.ts")).runLateLanguageBench(process.argv.slice(2));
  console.log(JSON.stringify(late));
  process.exit(late.complete ? 0 : 1);
}

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
/** One listener in ten turns the server voice on (`--voice-every 1`: everyone, as before decision 022). */
const VOICE_EVERY = args["voice-every"] ?? 10;
/** `--shards N`: the listeners join N relay rooms of the sermon instead of the sermon room. */
const SHARDS = args.shards ?? 0;

/**
 * Where the time goes, per segment (median over segments): when its first listener had it (the
 * server's fixed cost, plus a whole fan-out when the runtime writes nothing until its loop ends),
 * and how long from then until its last listener had it (the fan-out and this process's reading).
 */
function spread(arrivals: [seq: number, ms: number][]) {
  const bySeq = new Map<number, { first: number; last: number }>();
  for (const [seq, ms] of arrivals) {
    const seen = bySeq.get(seq) ?? { first: ms, last: ms };
    bySeq.set(seq, { first: Math.min(seen.first, ms), last: Math.max(seen.last, ms) });
  }
  const all = [...bySeq.values()];
  return {
    firstP50: percentile(
      all.map((s) => s.first),
      50,
      SEGMENTS,
    ),
    spreadP50: percentile(
      all.map((s) => s.last - s.first),
      50,
      SEGMENTS,
    ),
  };
}

/**
 * What one group of listeners received, counted on each listener's own socket: each listener's
 * first arrival of each segment (the timings), and how many it missed or got more than once.
 */
function receipts(sentAt: Map<number, number>) {
  const arrivals: [seq: number, ms: number][] = [];
  const perListener: { seqs: Set<number>; repeats: number }[] = [];
  return {
    arrivals,
    /** A new listener's segment handler. */
    listener() {
      const mine = { seqs: new Set<number>(), repeats: 0 };
      perListener.push(mine);
      return (seq: number, at: number) => {
        if (mine.seqs.has(seq)) return void mine.repeats++;
        mine.seqs.add(seq);
        arrivals.push([seq, at - sentAt.get(seq)!]);
      };
    },
    /** Listeners holding every segment. */
    whole: () => perListener.filter((listener) => listener.seqs.size === SEGMENTS).length,
    counts: () => ({
      listenersShort: perListener.length - perListener.filter((listener) => listener.seqs.size === SEGMENTS).length,
      missing: perListener.reduce((sum, listener) => sum + SEGMENTS - listener.seqs.size, 0),
      repeated: perListener.reduce((sum, listener) => sum + listener.repeats, 0),
    }),
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One listener as lean as the bare server's clients: the room and the baseline are timed by the
 * same code, so the difference is the servers' (the test client's zod checks would add to one side).
 * Audio frames are told apart by their first bytes and never parsed.
 */
function listen(url: string, onSegment: (seq: number, at: number) => void, onWelcome?: () => void, voice = false) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    // A listener who turned the server voice on (the room sends clips to no one else).
    if (voice) socket.once("open", () => socket.send(JSON.stringify({ type: "voice", on: true })));
    socket.on("message", (data) => {
      const at = performance.now();
      const text = String(data);
      if (text.startsWith('{"type":"welcome"')) onWelcome?.();
      if (!text.startsWith('{"type":"segment"')) return;
      onSegment((JSON.parse(text) as { seq: number }).seq, at);
    });
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Sends S segments GAP_MS apart and waits until every listener has them all (or the grace ends). */
async function timeSegments(
  send: (seq: number) => void,
  sentAt: Map<number, number>,
  whole: () => number,
  graceMs: number,
  listeners = LISTENERS,
) {
  for (let seq = 0; seq < SEGMENTS; seq++) {
    sentAt.set(seq, performance.now());
    send(seq);
    await sleep(GAP_MS);
  }
  const deadline = Date.now() + graceMs;
  while (whole() < listeners && Date.now() < deadline) await sleep(20);
}

const sentence = (seq: number) => `This is sentence ${seq} of the sermon, spoken slowly and clearly.`;

/** Where listener `index` connects: the sermon room, or with `shards` one of its relays. */
function listenerBase(roomUrl: string, id: string, index: number, shards: number) {
  const ws = roomUrl.replace("http", "ws");
  return shards ? `${ws}/parties/relay/${relayName(id, 1 + (index % shards))}` : `${ws}/parties/main/${id}`;
}

/** Until every listener has its welcome: a relay's listener only has it once the relay registered its language. */
async function waitForWelcomes(count: () => number, expected: number) {
  const deadline = Date.now() + 60_000;
  while (count() < expected && Date.now() < deadline) await sleep(20);
}

async function benchRoom(listeners = LISTENERS, shards = 0) {
  const [room, azure] = await Promise.all([startPartykit(), startAzureServer({ key: "bench", latencyMs: LATENCY })]);
  try {
    const id = `bench-${Date.now()}`;
    const codes = liveLanguages.slice(0, LANGUAGES).map((language) => language.code);
    // Azure translation and a server voice for every language, as a fully configured church has.
    const voices = Object.fromEntries(codes.map((code) => [code, `${code}-XX-BenchNeural`]));
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: azure.url, key: "bench" },
      speech: { endpoint: azure.url, key: "bench" },
      voices,
    });
    const sentAt = new Map<number, number>();
    const received = receipts(sentAt);
    const sockets: WebSocket[] = [];
    let welcomes = 0;
    for (let index = 0; index < listeners; index++) {
      const token = await tokenFor({
        sermon: id,
        role: "listener",
        userId: null,
        language: codes[index % codes.length]!,
      });
      const url = `${listenerBase(room.url, id, index, shards)}?token=${encodeURIComponent(token)}`;
      sockets.push(await listen(url, received.listener(), () => welcomes++, index % VOICE_EVERY === 0));
    }
    await waitForWelcomes(() => welcomes, listeners);
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "bench", language: "en" }),
    );
    await host.waitFor((all) => all.some((m) => m.type === "welcome"));
    const translateBefore = azure.state.translateRequests.length;
    const speechBefore = azure.state.speechRequests;
    await timeSegments(
      (seq) => host.send({ type: "final", seq, text: sentence(seq) }),
      sentAt,
      received.whole,
      60_000,
      listeners,
    );
    await sleep(LATENCY * 4); // the last segment's speech
    const rssMb = roomRssMb(room.pid); // with every listener connected and every segment sent
    for (const socket of [...sockets, host.socket]) socket.terminate();
    // The provider's latency is what the translation server really held each request (its timer
    // runs late when this process is busy receiving), not the configured figure.
    const held = new Map<number, number>();
    const toProvider: number[] = [];
    for (const request of azure.state.translateRequests.slice(translateBefore)) {
      const seq = Number(/sentence (\d+) /.exec(request.texts[0] ?? "")?.[1]);
      held.set(seq, request.heldMs);
      // Host send → the provider has the request: the room's work before translating.
      toProvider.push(request.arrivedAt - sentAt.get(seq)!);
    }
    const net = received.arrivals.map(([seq, ms]): [number, number] => [seq, ms - (held.get(seq) ?? 0)]);
    const delays = net.map(([, ms]) => ms);
    const expected = listeners * SEGMENTS;
    const { firstP50, spreadP50 } = spread(net);
    const translateRequests = azure.state.translateRequests.length - translateBefore;
    const speechRequests = azure.state.speechRequests - speechBefore;
    // P3, in the same room server after the main run (not in the sharded one).
    const late = shards ? null : await benchLateJoin(room.url, azure.url, codes);
    const counts = received.counts();
    return {
      complete: counts.listenersShort === 0 && (late?.complete ?? true),
      delivered: delays.length,
      expected,
      ...counts,
      roomRssMb: rssMb,
      lateJoinP95Ms: late?.lateJoinP95Ms,
      resumeAfter200Ms: late?.resumeAfter200Ms,
      p50ExProviderMs: percentile(delays, 50, expected),
      p95ExProviderMs: percentile(delays, 95, expected),
      p99ExProviderMs: percentile(delays, 99, expected),
      firstP50ExProviderMs: firstP50,
      spreadP50,
      toProviderP50: percentile(toProvider, 50, SEGMENTS),
      providerHeldP50: percentile([...held.values()], 50, SEGMENTS),
      translateRequestsPerSegment: translateRequests / SEGMENTS,
      speechRequestsPerSegment: speechRequests / SEGMENTS,
    };
  } finally {
    await Promise.all([room.stop(), azure.close()]);
  }
}

/** The same segments through a server that only broadcasts: the baseline. */
async function benchBroadcast(url: string, listeners = LISTENERS) {
  const sentAt = new Map<number, number>();
  const received = receipts(sentAt);
  const sockets: WebSocket[] = [];
  for (let index = 0; index < listeners; index++) sockets.push(await listen(url, received.listener()));
  const host = await listen(url, () => {});
  const message = (seq: number) => JSON.stringify({ type: "segment", seq, language: "es", text: sentence(seq) });
  await timeSegments((seq) => host.send(message(seq)), sentAt, received.whole, 10_000, listeners);
  for (const socket of [...sockets, host]) socket.terminate();
  return {
    complete: received.counts().listenersShort === 0,
    p95: percentile(
      received.arrivals.map(([, ms]) => ms),
      95,
      listeners * SEGMENTS,
    ),
    ...spread(received.arrivals),
  };
}

/** Node's `ws` in a process of its own. */
async function benchBareWs(listeners = LISTENERS) {
  const child = spawn(process.execPath, ["scripts/bench/bare-broadcast.mjs"], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const { port } = JSON.parse(
      await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout! }).once("line", resolve)),
    ) as { port: number };
    return await benchBroadcast(`ws://127.0.0.1:${port}`, listeners);
  } finally {
    child.kill();
  }
}

/** A PartyKit room that only broadcasts, under the same `partykit dev` as the sermon room. */
async function benchBarePartykit(listeners = LISTENERS) {
  const server = await startPartykit({ config: "scripts/bench/bare-room.partykit.json" });
  try {
    return await benchBroadcast(`${server.url.replace("http", "ws")}/parties/main/bare`, listeners);
  } finally {
    await server.stop();
  }
}

const ratio = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.round((a / Math.max(b, 0.1)) * 100) / 100;

/**
 * `--shards N`: the sermon's listeners spread over N relay rooms, and one sermon room holding one
 * relay's share: the difference of their p95 is what the extra hop costs (shardHopP95Ms).
 */
async function benchShards(perRoom: number) {
  const sharded = await benchRoom(LISTENERS, SHARDS);
  const oneRoom = await benchRoom(perRoom);
  // Under `partykit dev` every room shares one workerd thread, so the relays do not add capacity
  // and shardHopP95Ms also carries N times the fan-out. The same listeners in one room isolate
  // what the hop itself costs on this runtime (sameLoadHopP95Ms).
  const sameLoad = await benchRoom(LISTENERS);
  return {
    ...sharded,
    complete: sharded.complete && oneRoom.complete && sameLoad.complete,
    lateJoinP95Ms: oneRoom.lateJoinP95Ms,
    resumeAfter200Ms: oneRoom.resumeAfter200Ms,
    shards: SHARDS,
    oneRoomP95ExProviderMs: oneRoom.p95ExProviderMs,
    shardHopP95Ms: difference(sharded.p95ExProviderMs, oneRoom.p95ExProviderMs),
    sameLoadOneRoomP95ExProviderMs: sameLoad.p95ExProviderMs,
    sameLoadHopP95Ms: difference(sharded.p95ExProviderMs, sameLoad.p95ExProviderMs),
  };
}

// The baselines hold as many listeners as one room does (one relay's share when sharded).
const perRoom = SHARDS ? Math.round(LISTENERS / SHARDS) : LISTENERS;
const roomResult = SHARDS ? await benchShards(perRoom) : { ...(await benchRoom()), shardHopP95Ms: null };
const bareWs = await benchBareWs(perRoom);
const barePartykit = await benchBarePartykit(perRoom);
const { complete: roomComplete, ...roomFigures } = roomResult;
const complete = roomComplete && bareWs.complete && barePartykit.complete;
console.log(
  JSON.stringify({
    complete,
    listeners: LISTENERS,
    languages: LANGUAGES,
    segments: SEGMENTS,
    voiceListeners: Math.ceil(LISTENERS / VOICE_EVERY),
    providerLatencyMs: LATENCY,
    ...roomFigures,
    bareBroadcastP95: bareWs.p95,
    roomP95OverBare: ratio(roomResult.p95ExProviderMs, bareWs.p95),
    barePartykitP95: barePartykit.p95,
    roomP95OverBarePartykit: ratio(roomResult.p95ExProviderMs, barePartykit.p95),
    bareBroadcastFirstP50: bareWs.firstP50,
    bareBroadcastSpreadP50: bareWs.spreadP50,
    barePartykitFirstP50: barePartykit.firstP50,
    barePartykitSpreadP50: barePartykit.spreadP50,
  }),
);
// A listener that missed a segment fails the run, whatever the timings say.
process.exit(complete ? 0 : 1);
