// No one waits for anyone (issue 39, decision 050), on a real `partykit dev` with translators and a
// web that answer only when the test lets them: a newcomer's history and segment help are held for
// as long as the test likes, so "the live caption did not wait for them" is shown without a clock.
// The bound: an existing listener's next caption waits on its own translation only — however long
// the newcomer's history takes (here: held until the end), it never holds that caption.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { configureRoom, type RoomSetup } from "#tests/support/live-sermon.ts";
import { joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";

type SegmentMessage = Extract<ServerMessage, { type: "segment" }>;
const line = (seq: number) => `Line ${seq} goes out now.`;
/** The stand-in's rendering, as the room's clean-up capitalises it. */
const rendered = (language: string, seq: number) => `(${language[0]!.toUpperCase()}${language[1]}) ${line(seq)}`;
const seqOf = (text: string) => Number(/Line (\d+) /.exec(text)?.[1] ?? -1);

/** A gate the stand-ins wait at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let room: RoomServer;
let libre: Awaited<ReturnType<typeof startLibreTranslateServer>>;
/** Portuguese history (lines before the one being said) waits here. */
let history = gate();
/** Lines of the sermon under test whose Portuguese is history (set once the newcomer comes). */
let historyBefore = -1;
let counter = 0;
const newSermon = () => `lanes-${Date.now()}-${counter++}`;

beforeAll(async () => {
  [room, libre] = await Promise.all([
    sharedPartykit(),
    startLibreTranslateServer({
      hold: (texts, target) =>
        target === "pt" && texts.some((text) => seqOf(text) < historyBefore) ? history.opened : undefined,
    }),
  ]);
}, 90_000);

afterAll(async () => {
  history.open();
  await Promise.all([room?.stop(), libre?.close()]);
});

async function liveSermon(extra: Partial<RoomSetup> = {}) {
  const id = newSermon();
  await configureRoom(room.url, id, { translation: { kind: "libretranslate", url: libre.url }, ...extra });
  const join = async (role: "host" | "listener", language: string, query: Record<string, string> = {}) => {
    const claims = { sermon: id, role, userId: role === "host" ? "host-1" : null, language };
    const client = await joinRoom(room.url, id, await tokenFor(claims), query);
    await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    return client;
  };
  return { id, host: await join("host", "en"), join };
}

const segmentsOf = (messages: ServerMessage[]) => messages.filter((m): m is SegmentMessage => m.type === "segment");

describe("live first", () => {
  it("a new language's first listener: the next line does not wait for its history; current line first", async () => {
    // …then its history newest-first, in batches, each line once.
    history = gate();
    historyBefore = -1;
    const { host, join } = await liveSermon();
    const es = await join("listener", "es");
    const en = await join("listener", "en");
    for (let seq = 0; seq < 60; seq++) host.send({ type: "final", id: `k${seq}`, text: line(seq) });
    await es.waitForSegments(60);
    await en.waitForSegments(60);

    historyBefore = 59; // Portuguese of lines 0–58 now waits at the gate
    const requestsBefore = libre.requests.length;
    const pt = await join("listener", "pt");
    await pt.waitForSegments(1);
    expect(segmentsOf(pt.messages)[0]).toMatchObject({ seq: 59, text: rendered("pt", 59) });

    // The next line reaches everyone while the newcomer's history is still held.
    host.send({ type: "final", id: "k60", text: line(60) });
    for (const [listener, text] of [
      [es, rendered("es", 60)],
      [en, line(60)],
      [pt, rendered("pt", 60)],
    ] as const) {
      await listener.waitFor((all) => segmentsOf(all).some((m) => m.seq === 60), "line 60");
      expect(segmentsOf(listener.messages).find((m) => m.seq === 60)).toMatchObject({
        text,
        behindMs: expect.any(Number),
      });
    }
    expect(segmentsOf(pt.messages).map((m) => m.seq)).toEqual([59, 60]);

    history.open();
    await pt.waitForSegments(61);
    await pt.ping();
    const received = segmentsOf(pt.messages);
    // Each line once; history newest-first after the current line, marked as history.
    expect(received.map((m) => m.seq)).toEqual([59, 60, ...Array.from({ length: 59 }, (_, index) => 58 - index)]);
    expect(received.slice(2).every((m) => m.history === true && m.text === rendered("pt", m.seq))).toBe(true);
    // History went in batches (LibreTranslate's `q` array), not one request per line.
    const batches = libre.requests
      .slice(requestsBefore)
      .filter((request) => request.body.target === "pt" && Array.isArray(request.body.q));
    expect(batches.length).toBe(3);
    expect(batches.map((request) => (request.body.q as string[]).length)).toEqual([20, 20, 19]);
  }, 90_000);

  it("a resume answers with the newest 200 lines at most (issue 40), in order", async () => {
    const { host, join } = await liveSermon();
    const total = 230;
    for (let seq = 0; seq < total; seq++) host.send({ type: "final", id: `r${seq}`, text: line(seq) });
    await host.waitFor((all) => segmentsOf(all).length === total, `${total} lines`, 30_000);
    const reader = await join("listener", "en", { lastSeq: String(total - 1) });
    reader.send({ type: "resume", lastSeq: -1 });
    await reader.ping();
    expect(segmentsOf(reader.messages).map((m) => m.seq)).toEqual(
      Array.from({ length: 200 }, (_, index) => total - 200 + index),
    );
  }, 90_000);
});

describe("help never holds a caption", () => {
  it("the engine's line goes out while the web's plan is held; the plan's rendering replaces it after", async () => {
    const help = gate();
    const asked: string[] = [];
    const web = http.createServer(async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      const { text } = JSON.parse(body) as { text: string };
      asked.push(text);
      await help.opened;
      const plans = { es: [{ source: "memory", said: text, text: "Desde la memoria de la iglesia.", note: "memory" }] };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ plans }));
    });
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    try {
      const helpUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/help`;
      const { host, join } = await liveSermon({ helpUrl });
      const es = await join("listener", "es");
      host.send({ type: "final", id: "h0", text: "Our friends from the valley are with us." });
      await es.waitForSegments(1);
      expect(segmentsOf(es.messages)[0]).toMatchObject({
        seq: 0,
        text: "(Es) Our friends from the valley are with us.",
      });
      expect(asked).toEqual(["Our friends from the valley are with us."]);

      help.open();
      await es.waitForSegments(2);
      expect(segmentsOf(es.messages)[1]).toMatchObject({
        seq: 0,
        text: "Desde la memoria de la iglesia.",
        revised: true,
      });
    } finally {
      help.open();
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  }, 90_000);
});
