// npm run bench:live -- --late-language [--listeners 20] [--lines 250] [--gap 100] [--latency 50] [--newcomers 5]
// Issue 39's freeze, measured: a real room (partykit dev) and an Azure-compatible translator with a
// fixed latency; listeners read English and Spanish from the start. After 200 lines, the first
// listener of a language nobody used yet joins every 10 lines, five languages in all. Prints one
// JSON line: the existing listeners' caption p95 (host send → receipt, minus what the provider held
// that line's request) before the joins (lines 100–199) and during them (200 on), their ratio
// (`lateJoinP95Ratio`, decision 050's target ≤ 1.2), the same p95 split between the lines said
// as a newcomer's socket opened and all the others (where the joins' cost lands), and each
// newcomer's time from its socket opening to its first caption, also ex-provider
// (`newcomerFirstCaptionMs`: the slowest of the five; target ≤ 1 s) and until it held every line
// said before it came. Exits 1 when a listener missed a line.
import WebSocket from "ws";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { percentile } from "./stats.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sentence = (seq: number) => `This is sentence ${seq} of the sermon, spoken slowly and clearly.`;
const seqIn = (text: string | undefined) => Number(/sentence (\d+) /.exec(text ?? "")?.[1] ?? -1);

function option(argv: string[], name: string, fallback: number) {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
}

/** A listener's socket: each line's first arrival (performance.now()) and how many came twice. */
function reader(url: string) {
  const arrivals = new Map<number, number>();
  let repeats = 0;
  const opened = performance.now();
  const socket = new WebSocket(url);
  socket.on("message", (data) => {
    const at = performance.now();
    const text = String(data);
    if (!text.startsWith('{"type":"segment"')) return;
    const { seq } = JSON.parse(text) as { seq: number };
    if (arrivals.has(seq)) repeats++;
    else arrivals.set(seq, at);
  });
  const open = new Promise<void>((resolve, reject) => socket.once("open", () => resolve()).once("error", reject));
  return { socket, arrivals, opened, open, repeats: () => repeats };
}

export async function runLateLanguageBench(argv: string[]) {
  const listeners = option(argv, "listeners", 20);
  const lines = option(argv, "lines", 250);
  const gapMs = option(argv, "gap", 100);
  const latencyMs = option(argv, "latency", 50);
  const joinFrom = 200;
  // --newcomers 0: the same sermon with nobody joining, the control for the ratio (a p95 of lines
  // 200–249 against 100–199 with no join at all).
  const [existing, newcomers] = [["en", "es"], ["pt", "id", "zh", "ar", "hi"].slice(0, option(argv, "newcomers", 5))];
  const [room, azure] = await Promise.all([startPartykit(), startAzureServer({ key: "bench", latencyMs })]);
  try {
    const id = `late-language-${Date.now()}`;
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: azure.url, key: "bench" },
    });
    const base = `${room.url.replace("http", "ws")}/parties/main/${id}`;
    const urlFor = async (language: string) =>
      `${base}?token=${encodeURIComponent(await tokenFor({ sermon: id, role: "listener", userId: null, language }))}`;
    const present = await Promise.all(
      Array.from({ length: listeners }, async (_, index) => reader(await urlFor(existing[index % existing.length]!))),
    );
    await Promise.all(present.map((listener) => listener.open));
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "bench", language: "en" }),
    );
    await host.waitFor((all) => all.some((m) => m.type === "welcome"));

    const sentAt = new Map<number, number>();
    const joined: { language: string; listener: ReturnType<typeof reader>; currentSeq: number }[] = [];
    for (let seq = 0; seq < lines; seq++) {
      if (seq >= joinFrom && (seq - joinFrom) % 10 === 0 && joined.length < newcomers.length) {
        const language = newcomers[joined.length]!;
        const listener = reader(await urlFor(language));
        joined.push({ language, listener, currentSeq: seq - 1 });
      }
      sentAt.set(seq, performance.now());
      host.send({ type: "final", id: `late-${seq}`, text: sentence(seq) });
      await sleep(gapMs);
    }
    const everyone = [...present, ...joined.map((newcomer) => newcomer.listener)];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && everyone.some((listener) => listener.arrivals.size < lines)) await sleep(50);
    for (const listener of [...everyone, { socket: host.socket }]) listener.socket.terminate();

    // What the provider held each line's live request (its first, all languages in use) and each
    // newcomer's current line (one text, into its language alone).
    const held = new Map<number, number>();
    const heldFor = new Map<string, number>();
    for (const request of azure.state.translateRequests) {
      if (request.texts.length !== 1) continue;
      const seq = seqIn(request.texts[0]);
      if (!held.has(seq)) held.set(seq, request.heldMs);
      if (request.to.length === 1) heldFor.set(`${seq}:${request.to[0]}`, request.heldMs);
    }
    const delays = (from: number, to: number, which = (_seq: number) => true) =>
      present.flatMap((listener) =>
        [...listener.arrivals]
          .filter(([seq]) => seq >= from && seq < to && which(seq))
          .map(([seq, at]) => at - sentAt.get(seq)! - (held.get(seq) ?? 0)),
      );
    const before = percentile(delays(100, joinFrom), 95, listeners * (joinFrom - 100));
    const during = percentile(delays(joinFrom, lines), 95, listeners * (lines - joinFrom));
    // Where the joins' cost lands: the line said as a newcomer's socket opened, and all the others.
    const joinLines = new Set(joined.map(({ currentSeq }) => currentSeq + 1));
    const atJoin = delays(joinFrom, lines, (seq) => joinLines.has(seq));
    const between = delays(joinFrom, lines, (seq) => !joinLines.has(seq));
    const firsts = joined.map(({ language, listener, currentSeq }) => {
      const first = Math.min(...listener.arrivals.values());
      return first - listener.opened - (heldFor.get(`${currentSeq}:${language}`) ?? 0);
    });
    // Until it held every line said before it came (the history, filled in behind the live lines).
    const wholes = joined.map(({ listener, currentSeq }) => {
      const history = [...listener.arrivals].filter(([seq]) => seq <= currentSeq);
      return history.length < currentSeq + 1 ? null : Math.max(...history.map(([, at]) => at)) - listener.opened;
    });
    const short = everyone.filter((listener) => listener.arrivals.size < lines).length;
    const repeated = everyone.reduce((sum, listener) => sum + listener.repeats(), 0);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      scenario: "late-language",
      complete: short === 0 && repeated === 0,
      listeners,
      lines,
      gapMs,
      providerLatencyMs: latencyMs,
      newcomers: joined.map((newcomer) => newcomer.language),
      listenersShort: short,
      repeated,
      beforeP95ExProviderMs: before,
      duringP95ExProviderMs: during,
      lateJoinP95Ratio:
        before === null || during === null ? null : Math.round((during / Math.max(before, 0.1)) * 100) / 100,
      joinLinesP95ExProviderMs: percentile(atJoin, 95, listeners * joinLines.size),
      otherLinesDuringP95ExProviderMs: percentile(between, 95, listeners * (lines - joinFrom - joinLines.size)),
      newcomerFirstCaptionMs: firsts.length ? round(Math.max(...firsts)) : null,
      newcomerFirstCaptionEachMs: firsts.map(round),
      newcomerHistoryHeldMaxMs:
        !wholes.length || wholes.includes(null) ? null : round(Math.max(...(wholes as number[]))),
      historyRequests: azure.state.translateRequests.filter((request) => request.texts.length > 1).length,
    };
  } finally {
    await Promise.all([room.stop(), azure.close()]);
  }
}
