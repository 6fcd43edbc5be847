// npm run bench:live -- --speech interim-only --seconds 60 [--listeners 20] [--breath 500]
//   [--help healthy|down] [--help-delay-ms 2000]   (the web's segment help: see help-web.ts)
// The live flow end to end: a synthetic recogniser speaks at ~150 words a minute (interim results
// only, or with late finals: --speech finals), clauses with and without punctuation and a short
// breath after each; the real segment cutter (app/features/live/client/caption-publisher.ts) cuts captions; a real
// room (partykit dev) translates them with the embedded translator (Apertium APY) for listeners in
// Spanish and Portuguese. Prints one JSON line: from the moment a clause's last word appeared in
// the interim text to its translated caption at a listener (p50/p95), the longest segment, and
// words the listeners received twice or never (`duplicatedWords`, `lostWords`: counted on every
// listener's socket, summed over listeners; the cutter's own counts are `cutter…Words`).
import WebSocket from "ws";
import { createCaptionPublisher, TICK_MS } from "#app/features/live/client/caption-publisher.ts";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startHelpWeb, type HelpMode } from "./help-web.ts";
import { percentile } from "./stats.ts";

type Options = {
  speech: "interim-only" | "finals";
  seconds: number;
  listeners: number;
  breathMs: number;
  wordMs: number;
  /** The room asks a web stand-in for segment help: healthy, or stopped; none by default. */
  help: HelpMode;
  helpDelayMs: number;
};

function parse(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  return {
    speech: value("speech") === "finals" ? "finals" : "interim-only",
    seconds: Number(value("seconds") ?? 60),
    listeners: Number(value("listeners") ?? 20),
    breathMs: Number(value("breath") ?? 500),
    wordMs: 400, // 150 words a minute
    help: value("help") === "down" ? "down" : value("help") === "healthy" ? "healthy" : "none",
    helpDelayMs: Number(value("help-delay-ms") ?? 0),
  };
}

// Sermon-like clauses; some end with punctuation (the recogniser punctuated), some do not.
const CLAUSES = [
  "brothers and sisters good morning,",
  "it is a joy to be together in the house of the Lord",
  "this morning we read from the gospel of John.",
  "in the beginning was the Word and the Word was with God",
  "and the Word was God",
  "he was with God in the beginning.",
  "through him all things were made",
  "without him nothing was made that has been made;",
  "in him was life and that life was the light of all mankind",
  "the light shines in the darkness",
  "and the darkness has not overcome it.",
  "so what does this mean for us today",
  "it means that no night is too dark for him,",
  "no sorrow too deep and no sin too great",
  "when we walk through the valley we are not alone.",
  "he goes before us and he walks beside us",
  "let us hold on to this hope",
  "because the one who promised is faithful.",
];

/** The words of about `seconds` of speech, and the index of each clause's last word. */
function script(seconds: number, wordMs: number, breathMs: number) {
  const words: string[] = [];
  const clauseEnds: number[] = [];
  let duration = 0;
  for (let index = 0; duration < seconds * 1000; index++) {
    const clause = CLAUSES[index % CLAUSES.length]!.split(" ");
    words.push(...clause);
    clauseEnds.push(words.length - 1);
    duration += clause.length * wordMs + breathMs;
  }
  return { words, clauseEnds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const norm = (word: string) => word.toLowerCase().replace(/[\p{P}\p{S}]/gu, "");

/** Longest common subsequence length: words sent in order and matching what was spoken. */
function lcs(a: string[], b: string[]) {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = [0];
    for (let j = 0; j < b.length; j++) row.push(x === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!));
    previous = row;
  }
  return previous[b.length]!;
}

export async function runFlowBench(argv: string[]) {
  const options = parse(argv);
  const { words, clauseEnds } = script(options.seconds, options.wordMs, options.breathMs);
  const [room, apertium, web] = await Promise.all([
    startPartykit(),
    startApertium(),
    startHelpWeb(options.help, options.helpDelayMs),
  ]);
  try {
    // Apertium loads a language pair on its first request (≈ 1 s): warm both pairs first, as a
    // server that has translated before would be; otherwise the first clause alone sets the p95.
    for (const pair of ["eng|spa", "spa|por"])
      await fetch(`${apertium.url}/translate?${new URLSearchParams({ langpair: pair, q: "Good morning." })}`);
    const id = `flow-${Date.now()}`;
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "apertium", url: apertium.url },
      ...(web.url ? { helpUrl: web.url } : {}),
    });
    const languages = ["es", "pt"];
    // seq → [first arrival per listener]; segments are identified by the room's seq.
    const arrivals = new Map<number, number[]>();
    // Per listener, every segment number it received, in order, repeats included.
    const received: number[][] = [];
    const sockets: WebSocket[] = [];
    const base = `${room.url.replace("http", "ws")}/parties/main/${id}`;
    for (let index = 0; index < options.listeners; index++) {
      const token = await tokenFor({
        sermon: id,
        role: "listener",
        userId: null,
        language: languages[index % languages.length]!,
      });
      const seen = new Set<number>();
      const mine: number[] = [];
      received.push(mine);
      const socket = new WebSocket(`${base}?token=${encodeURIComponent(token)}`);
      socket.on("message", (data) => {
        const at = performance.now();
        const text = String(data);
        if (!text.startsWith('{"type":"segment"')) return;
        const seq = (JSON.parse(text) as { seq: number }).seq;
        mine.push(seq);
        if (seen.has(seq)) return;
        seen.add(seq);
        arrivals.set(seq, [...(arrivals.get(seq) ?? []), at]);
      });
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      sockets.push(socket);
    }
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "bench", language: "en" }),
    );
    await host.waitFor((all) => all.some((m) => m.type === "welcome"));

    // What the cutter sent: each segment's text and the word range it covers.
    const segments: { seq: number; words: string[]; sentAt: number }[] = [];
    let seq = 0;
    const publisher = createCaptionPublisher({
      send: (message: ClientMessage) => {
        if (message.type === "final")
          segments.push({
            // Only this speaker publishes: the room numbers its lines in the order they come.
            seq: seq++,
            words: message.text.split(/\s+/).filter(Boolean),
            sentAt: performance.now(),
          });
        host.send(message);
      },
      lines: createSpokenLines(),
      now: () => performance.now(),
    });
    const ticker = setInterval(publisher.tick, TICK_MS);
    const appearedAt: number[] = [];
    let utteranceStart = 0;
    for (let index = 0; index < words.length; index++) {
      appearedAt[index] = performance.now();
      publisher.onInterim(words.slice(utteranceStart, index + 1).join(" "));
      const clauseEnd = clauseEnds.includes(index);
      if (clauseEnd && options.speech === "finals" && /[.;]$/.test(words[index]!)) {
        // A recogniser's final comes late, after the breath.
        const finalText = words.slice(utteranceStart, index + 1).join(" ");
        setTimeout(() => publisher.onFinal(finalText), options.breathMs + 300);
        utteranceStart = index + 1;
      }
      await sleep(options.wordMs + (clauseEnd ? options.breathMs : 0));
    }
    await sleep(2000);
    clearInterval(ticker);
    publisher.flush();
    // Wait until every segment reached every listener (or give up after 30 s).
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      segments.some((segment) => (arrivals.get(segment.seq)?.length ?? 0) < options.listeners)
    )
      await sleep(50);
    for (const socket of [...sockets, host.socket]) socket.terminate();
    // A listener short of a segment: what the room server said, for whoever looks into it.
    if (segments.some((segment) => (arrivals.get(segment.seq)?.length ?? 0) < options.listeners))
      process.stderr.write(`room server output (end):\n${room.output().slice(-4000)}\n`);

    // Which segment carried each spoken word (the recogniser here never mishears).
    const sent = segments.flatMap((segment) => segment.words.map(() => segment.seq));
    const spoken = words.map(norm);
    const sentWords = segments.flatMap((segment) => segment.words.map(norm));
    const common = lcs(spoken, sentWords);
    // What each listener read, in the words that were spoken: a caption is a translation, so its
    // words are those of the room's source line with that number, as the host's page was sent it.
    const sourceOf = new Map(
      host.segments().flatMap((m) => (m.type === "segment" ? [[m.seq, m.text.split(/\s+/).map(norm)] as const] : [])),
    );
    const listenerCounts = received.map((seqs) => {
      const heard = seqs.flatMap((seq) => sourceOf.get(seq) ?? [`?${seq}`]);
      const inOrder = lcs(spoken, heard);
      return { lost: spoken.length - inOrder, duplicated: heard.length - inOrder };
    });
    const delays: number[] = [];
    const cuts: number[] = [];
    const roomTimes: number[] = [];
    for (const end of clauseEnds) {
      const carrier = sent[end];
      if (carrier === undefined) continue;
      const sentAt = segments.find((segment) => segment.seq === carrier)!.sentAt;
      cuts.push(sentAt - appearedAt[end]!);
      for (const at of arrivals.get(carrier) ?? []) {
        delays.push(at - appearedAt[end]!);
        roomTimes.push(at - sentAt);
      }
    }
    const expected = segments.length * options.listeners;
    const delivered = [...arrivals.values()].reduce((sum, list) => sum + list.length, 0);
    const lostWords = listenerCounts.reduce((sum, counts) => sum + counts.lost, 0);
    const duplicatedWords = listenerCounts.reduce((sum, counts) => sum + counts.duplicated, 0);
    return {
      complete: delivered === expected && lostWords === 0 && duplicatedWords === 0,
      speech: options.speech,
      seconds: options.seconds,
      wordsPerMinute: Math.round(60_000 / options.wordMs),
      breathMs: options.breathMs,
      translator: "apertium",
      help: options.help,
      helpDelayMs: options.helpDelayMs,
      helpRequests: web.asked(),
      listeners: options.listeners,
      languages: languages.length,
      words: words.length,
      clauses: clauseEnds.length,
      segments: segments.length,
      delivered,
      expected,
      // Over every listener and clause: a caption that never came counts as slower than any.
      clauseToCaptionP50Ms: percentile(delays, 50, clauseEnds.length * options.listeners),
      clauseToCaptionP95Ms: percentile(delays, 95, clauseEnds.length * options.listeners),
      // Where the time goes: the cutter's wait (last word → segment sent), then room + translation + delivery.
      clauseToCutP50Ms: percentile(cuts, 50, clauseEnds.length),
      clauseToCutP95Ms: percentile(cuts, 95, clauseEnds.length),
      cutToCaptionP50Ms: percentile(roomTimes, 50, clauseEnds.length * options.listeners),
      cutToCaptionP95Ms: percentile(roomTimes, 95, clauseEnds.length * options.listeners),
      maxSegmentWords: Math.max(0, ...segments.map((segment) => segment.words.length)),
      duplicatedWords,
      lostWords,
      listenersShort: listenerCounts.filter((counts) => counts.lost > 0).length,
      cutterDuplicatedWords: sentWords.length - common,
      cutterLostWords: words.length - common,
    };
  } finally {
    await Promise.all([room.stop(), apertium.stop(), web.close()]);
  }
}
