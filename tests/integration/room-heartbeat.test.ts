// Issue 39: a half-open connection went unnoticed. Pages now ask "are you there?" when they hear
// nothing (app/features/live/client/heartbeat.ts); the sermon room and its relays answer at once,
// for every role, without spending a listener's message allowance (decision 051). Against a real
// `partykit dev`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_MESSAGES } from "#party/rate-limit.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

/** Each Portuguese line takes the translator this long: a newcomer's catch-up of 8 lines is seconds of work. */
const SLOW_MS = 400;
let room: RoomServer;
let libre: Awaited<ReturnType<typeof startLibreTranslateServer>>;
beforeAll(async () => {
  [room, libre] = await Promise.all([
    sharedPartykit(),
    startLibreTranslateServer({ delayMs: (_, target) => (target === "pt" ? SLOW_MS : 0) }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), libre?.close()]);
});

type Role = "host" | "operator" | "listener" | "display";

async function join(id: string, role: Role, listenerId: string, relay?: string, language = "es") {
  const token = await tokenFor({ sermon: id, role, userId: null, language, listenerId });
  const client = await joinRoom(room.url, id, token, {}, relay);
  await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return client;
}

const answers = (client: Awaited<ReturnType<typeof join>>) =>
  client.messages.filter((message) => message.type === "heartbeat").length;

describe("heartbeats", () => {
  it("are answered for every role, in the sermon room and on a relay, one answer each", async () => {
    const id = `heartbeat-${Date.now()}`;
    await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation: { kind: "none" } });
    const clients = [
      await join(id, "host", "u-host"),
      await join(id, "operator", "u-operator"),
      await join(id, "listener", "g-heartbeat-here"),
      await join(id, "display", "d-heartbeat-screen"),
      await join(id, "listener", "g-heartbeat-relay", relayName(id, 1)),
    ];
    for (const client of clients) for (let beat = 0; beat < 3; beat++) client.send({ type: "heartbeat" });
    for (const client of clients) await client.waitFor((all) => all.filter((m) => m.type === "heartbeat").length >= 3);
    // Exactly one answer per beat, and nothing refused: a display may send heartbeats too.
    for (const client of clients) {
      await client.ping();
      expect(answers(client)).toBe(3);
      expect(client.messages.filter((message) => message.type === "error")).toEqual([]);
    }
  });

  it("do not spend a listener's message allowance: three bursts of beats, then a resume still passes", async () => {
    const id = `heartbeat-allowance-${Date.now()}`;
    await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation: { kind: "none" } });
    for (const relay of [undefined, relayName(id, 1)]) {
      const listener = await join(id, "listener", `g-beats-${relay ? "relay" : "here"}`, relay);
      // Three times the allowance's burst at once: counted, every one would be refused past 20.
      const beats = 3 * LISTENER_MESSAGES.capacity;
      for (let beat = 0; beat < beats; beat++) listener.send({ type: "heartbeat" });
      await listener.waitFor((all) => all.filter((m) => m.type === "heartbeat").length >= beats, "answers");
      listener.send({ type: "resume", lastSeq: -1 });
      await listener.ping();
      expect(answers(listener)).toBe(beats);
      expect(listener.messages.filter((message) => message.type === "error")).toEqual([]);
    }
  });

  it("are answered at once, not behind a newcomer's catch-up that is still being translated", async () => {
    const id = `heartbeat-busy-${Date.now()}`;
    const translation = { kind: "libretranslate", url: libre.url };
    await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation });
    const host = await join(id, "host", "u-host-busy", undefined, "en");
    const reader = await join(id, "listener", "g-busy-reader", undefined, "en");
    for (let line = 0; line < 8; line++)
      host.send({ type: "final", id: `busy-${line}`, text: `Line ${line} of the sermon.` });
    await reader.waitForSegments(8);
    // The first Portuguese listener: eight lines to translate, SLOW_MS each, before it has them all.
    const newcomer = await join(id, "listener", "g-busy-newcomer", undefined, "pt");
    newcomer.send({ type: "heartbeat" });
    reader.send({ type: "heartbeat" });
    await newcomer.waitFor((all) => all.filter((m) => m.type === "segment").length >= 8, "the catch-up", 30_000);
    const at = (messages: typeof newcomer.messages, type: string) => messages.findIndex((m) => m.type === type);
    // The newcomer's answer came before its catch-up ended (a `ping` would come after it); the reader's came too.
    expect(at(newcomer.messages, "heartbeat")).toBeGreaterThan(-1);
    expect(at(newcomer.messages, "heartbeat")).toBeLessThan(
      newcomer.messages.findLastIndex((m) => m.type === "segment"),
    );
    expect(answers(reader)).toBe(1);
  });
});
