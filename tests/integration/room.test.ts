import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { expectNothingArrived, settle } from "#tests/support/barrier.ts";
import { configureRoom, type RoomSetup } from "#tests/support/live-sermon.ts";
import { commandRoom, connectionStatus, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";

let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let counter = 0;
const newSermon = () => `sermon-${Date.now()}-${counter++}`;

beforeAll(async () => {
  [room, azure] = await Promise.all([sharedPartykit(), startAzureServer({ key: "good-key" })]);
}, 90_000);

afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close()]);
});

async function liveSermon(
  translation: RoomSetup["translation"] = {
    kind: "azure",
    endpoint: azure.url,
    key: "good-key",
    region: "australiaeast",
  },
) {
  const id = newSermon();
  await configureRoom(room.url, id, { translation });
  const host = await joinRoom(
    room.url,
    id,
    await tokenFor({ sermon: id, role: "host", userId: "host-1", language: "en" }),
  );
  await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return { id, host };
}

const listen = async (id: string, language: string, { listenerId, ...query }: Record<string, string> = {}) => {
  // The listener id is a signed claim (issue 14), never part of the address.
  const listener = await joinRoom(
    room.url,
    id,
    await tokenFor({ sermon: id, role: "listener", userId: null, language, ...(listenerId ? { listenerId } : {}) }),
    query,
  );
  await listener.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return listener;
};

describe("who may connect", () => {
  it("refuses a missing, forged, expired or other-room token", async () => {
    const id = newSermon();
    expect(await connectionStatus(room.url, id)).toBe(401);
    expect(
      await connectionStatus(
        room.url,
        id,
        await tokenFor(
          { sermon: id, role: "host", userId: "u", language: "en" },
          "not-the-secret-but-long-enough-000000",
        ),
      ),
    ).toBe(401);
    expect(
      await connectionStatus(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "host", userId: "u", language: "en", exp: Date.now() - 1 }),
      ),
    ).toBe(401);
    expect(
      await connectionStatus(
        room.url,
        id,
        await tokenFor({ sermon: "another", role: "host", userId: "u", language: "en" }),
      ),
    ).toBe(401);
    expect(
      await connectionStatus(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" }),
      ),
    ).toBe(101);
  });

  it("refuses an unsigned or forged command from anyone but the web app", async () => {
    const id = newSermon();
    const unsigned = await fetch(`${room.url}/parties/main/${id}`, {
      method: "POST",
      body: JSON.stringify({ type: "end" }),
    });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${room.url}/parties/main/${id}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${"0".repeat(64)}` },
      body: JSON.stringify({ type: "end" }),
    });
    expect(forged.status).toBe(401);
    expect(await (await fetch(`${room.url}/parties/main/${id}`)).json()).toMatchObject({ status: "live" });
  });

  it("does not let a listener publish", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "es");
    listener.send({ type: "final", seq: 0, text: "Injected words." });
    listener.send({ type: "end" });
    await listener.waitFor(
      (all) => all.filter((m) => m.type === "error" && m.code === "forbidden").length === 2,
      "forbidden",
    );
    host.send({ type: "final", seq: 0, text: "The real first sentence." });
    await listener.waitForSegments(1);
    // Live segments also say how late they left the room (behindMs).
    expect(listener.segments()).toEqual([
      { type: "segment", seq: 0, language: "es", text: "[es] The real first sentence.", behindMs: expect.any(Number) },
    ]);
    expect(await (await fetch(`${room.url}/parties/main/${id}`)).json()).toMatchObject({ status: "live" });
  });
});

describe("segments", () => {
  it("survives 10,000 malformed frames and carries on", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "en");
    const garbage = [
      "",
      "{",
      "null",
      "[]",
      '{"type":"final"}',
      '{"type":"final","seq":-1,"text":"x"}',
      '{"type":"nope"}',
      "x".repeat(20_000),
      '{"type":"final","seq":"1","text":1}',
      '{"__proto__":{"type":"end"}}',
    ];
    for (let i = 0; i < 10_000; i++) host.send(garbage[i % garbage.length]!);
    host.send({ type: "final", seq: 0, text: "Still standing." });
    await listener.waitForSegments(1);
    expect(listener.segments()[0]).toMatchObject({ seq: 0, text: "Still standing." });
    await host.waitFor((all) => all.filter((m) => m.type === "error").length === 10_000, "10,000 refusals", 30_000);
  }, 60_000);

  it("translates once per language in use, whatever the number of listeners", async () => {
    const { id, host } = await liveSermon();
    const languages = ["es", "pt", "id"];
    const listeners = await Promise.all(Array.from({ length: 30 }, (_, i) => listen(id, languages[i % 3]!)));
    const before = azure.state.translateRequests.length;
    for (let seq = 0; seq < 5; seq++) host.send({ type: "final", seq, text: `Sentence number ${seq}.` });
    await Promise.all(listeners.map((listener) => listener.waitForSegments(5)));
    const requests = azure.state.translateRequests.slice(before);
    expect(requests).toHaveLength(5);
    for (const request of requests) expect(request.to.sort()).toEqual(["es", "id", "pt"]);
    const spanish = listeners[0]!.segments().map((m) => m.type === "segment" && m.text);
    expect(spanish).toEqual([0, 1, 2, 3, 4].map((seq) => `[es] Sentence number ${seq}.`));
  });

  it("stops translating into a language its last listener left, and starts again when one comes", async () => {
    const { id, host } = await liveSermon();
    const spanish = await listen(id, "es");
    const portuguese = await listen(id, "pt");
    const roomLanguages = async () =>
      ((await (await fetch(`${room.url}/parties/main/${id}`)).json()) as { languages: string[] }).languages.sort();
    const before = azure.state.translateRequests.length;
    host.send({ type: "final", seq: 0, text: "Both of you." });
    await portuguese.waitForSegments(1);
    await portuguese.drop();
    await expect.poll(roomLanguages).toEqual(["es"]);
    host.send({ type: "final", seq: 1, text: "Only Spanish now." });
    await spanish.waitForSegments(2);
    const chinese = await listen(id, "zh");
    await expect.poll(roomLanguages).toEqual(["es", "zh"]);
    host.send({ type: "final", seq: 2, text: "And Chinese." });
    await chinese.waitForSegments(3);
    const targets = azure.state.translateRequests.slice(before).map((request) => request.to.sort());
    // Chinese's catch-up translates the two segments it missed on its own: only the live ones count here.
    expect(targets.filter((to) => to.includes("es"))).toEqual([["es", "pt"], ["es"], ["es", "zh-Hans"]]);
  });

  it("gives a late listener and a reconnecting one every missed segment once, the current line first", async () => {
    const { id, host } = await liveSermon();
    const early = await listen(id, "pt", { listenerId: "early-listener-1" });
    for (let seq = 0; seq < 4; seq++) host.send({ type: "final", seq, text: `Part ${seq}.` });
    await early.waitForSegments(4);
    await early.drop();
    const english = await listen(id, "en");
    for (let seq = 4; seq < 8; seq++) host.send({ type: "final", seq, text: `Part ${seq}.` });
    // Every line stored before the newcomer comes: a line stored after it would reach it live, in order.
    await english.waitForSegments(8);
    const late = await listen(id, "zh");
    await late.waitForSegments(8);
    // A language nobody used yet (decision 050): the line being said, then the rest newest-first, marked history.
    expect(late.segments().map((m) => m.type === "segment" && m.seq)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    expect(late.segments()[0]).toMatchObject({ language: "zh", text: "[zh-Hans] Part 7." });
    expect(late.segments().slice(1)).toMatchObject(Array.from({ length: 7 }, () => ({ history: true })));

    const back = await listen(id, "pt", { listenerId: "early-listener-1", lastSeq: "3" });
    await back.waitForSegments(4);
    await settle(back);
    // Portuguese had no reader while 4–7 were said: the same order as a newcomer's.
    expect(back.segments().map((m) => m.type === "segment" && m.seq)).toEqual([7, 6, 5, 4]);
  });

  it("ignores a final the host sends twice", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "en");
    host.send({ type: "final", seq: 0, text: "Once." });
    host.send({ type: "final", seq: 0, text: "Once." });
    host.send({ type: "final", seq: 1, text: "Twice." });
    await listener.waitForSegments(2);
    await settle(host, listener);
    expect(listener.segments().map((m) => m.type === "segment" && m.text)).toEqual(["Once.", "Twice."]);
  });
});

describe("a ping", () => {
  it("is answered after every delivery queued before it, a slow translation's included", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "pt");
    azure.state.latencyMs = 1000;
    try {
      host.send({ type: "final", seq: 0, text: "Slowly." });
      // The host's pong says its final is in the room's queue; the listener's comes after its delivery.
      const [, pongAt] = await settle(host, listener);
      const before = listener.messages.slice(0, pongAt).filter((m) => m.type === "segment");
      expect(before).toMatchObject([{ seq: 0, text: "[pt] Slowly." }]);
    } finally {
      azure.state.latencyMs = 0;
    }
  });

  it("is answered to a display, and counts against a listener's message limit", async () => {
    const { id } = await liveSermon();
    const display = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "display", userId: null, language: "es" }),
    );
    expect(await display.ping()).toBeGreaterThan(0);
    const listener = await listen(id, "es");
    for (let ping = 0; ping < 40; ping++) listener.send({ type: "ping", id: `burst-${ping}` });
    const refused = (all: ServerMessage[]) => all.filter((m) => m.type === "error" && m.code === "rate_limited");
    const answered = (all: ServerMessage[]) => all.filter((m) => m.type === "pong").length + refused(all).length;
    await listener.waitFor((all) => answered(all) === 40, "every ping answered or refused");
    expect(refused(listener.messages).length).toBeGreaterThan(0);
  });
});

describe("the Azure path", () => {
  it("answers a wrong key with the source text, marked untranslated, and the sermon carries on", async () => {
    const { id, host } = await liveSermon({ kind: "azure", endpoint: azure.url, key: "wrong-key" });
    const listener = await listen(id, "es");
    host.send({ type: "final", seq: 0, text: "Grace and peace." });
    await listener.waitForSegments(1);
    expect(listener.segments()[0]).toMatchObject({ seq: 0, text: "Grace and peace.", untranslated: true });
  });

  it("treats a provider that times out like a failure and retries the language", async () => {
    const slow = await startAzureServer({ key: "k", latencyMs: 6000 });
    try {
      const { id, host } = await liveSermon({ kind: "azure", endpoint: slow.url, key: "k" });
      const listener = await listen(id, "pt");
      host.send({ type: "final", seq: 0, text: "Patience." });
      await listener.waitFor((all) => all.some((m) => m.type === "segment"), "segment", 15_000);
      expect(listener.segments()[0]).toMatchObject({ text: "Patience.", untranslated: true });
      slow.state.latencyMs = 0;
      await listener.waitFor(
        (all) => all.some((m) => m.type === "segment" && !m.untranslated),
        "retried translation",
        15_000,
      );
      expect(listener.segments().at(-1)).toMatchObject({ seq: 0, text: "[pt] Patience." });
    } finally {
      await slow.close();
    }
  }, 40_000);
});

describe("ending", () => {
  it("ends for everyone when the web app says so", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "es");
    expect((await commandRoom(room.url, id, { type: "end" })).status).toBe(200);
    await listener.waitFor((all) => all.some((m) => m.type === "ended"), "ended");
    host.send({ type: "final", seq: 0, text: "Too late." });
    await expectNothingArrived(listener, (m) => m.type === "segment", [host]);
    expect(listener.segments()).toEqual([]);
  });
});

describe("server voices", () => {
  it("synthesises each segment once per language with a voice, and sends it to that language only", async () => {
    const { id, host } = await liveSermon({ kind: "azure", endpoint: azure.url, key: "good-key" });
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: azure.url, key: "good-key" },
      speech: { endpoint: azure.url, key: "good-key" },
      voices: { es: "es-ES-ElviraNeural", pt: "pt-BR-FranciscaNeural" },
    });
    const spanish = await Promise.all([listen(id, "es"), listen(id, "es"), listen(id, "es")]);
    const portuguese = await listen(id, "pt");
    const indonesian = await listen(id, "id");
    expect(spanish[0]!.messages.find((m) => m.type === "welcome")).toMatchObject({ serverVoice: true });
    expect(indonesian.messages.find((m) => m.type === "welcome")).toMatchObject({ serverVoice: false });
    // Clips go only to those who turned the voice on; the third Spanish listener only reads.
    const [reader, ...hearers] = [spanish[2]!, spanish[0]!, spanish[1]!, portuguese, indonesian];
    for (const listener of hearers) {
      listener.send({ type: "voice", on: true });
      // The room answers messages in order: once it refused the one after, the voice request is stored.
      listener.send("not json");
      await listener.waitFor((all) => all.some((m) => m.type === "error"), "the refusal after voice");
    }
    const before = azure.state.speechRequests;
    host.send({ type: "final", seq: 0, text: "Peace be with you." });
    host.send({ type: "final", seq: 1, text: "And also with you." });
    for (const listener of [spanish[0]!, spanish[1]!, portuguese])
      await listener.waitFor((all) => all.filter((m) => m.type === "audio").length === 2, "audio");
    await indonesian.waitForSegments(2);
    await reader.waitForSegments(2);
    await expectNothingArrived(reader, (m) => m.type === "audio");
    expect(reader.messages.some((m) => m.type === "audio")).toBe(false);
    expect(azure.state.speechRequests - before).toBe(4); // 2 segments × 2 voiced languages
    const clips = spanish[1]!.messages.filter((m) => m.type === "audio");
    expect(clips.map((m) => m.type === "audio" && [m.seq, m.language, m.mime])).toEqual([
      [0, "es", "audio/mpeg"],
      [1, "es", "audio/mpeg"],
    ]);
    await expectNothingArrived(indonesian, (m) => m.type === "audio");
    expect(indonesian.messages.some((m) => m.type === "audio")).toBe(false);
  });
});

describe("interim words", () => {
  it("reach every listener as a source-language preview, throttled and never translated", async () => {
    const { id, host } = await liveSermon();
    const listener = await listen(id, "es");
    const before = azure.state.translateRequests.length;
    for (let index = 1; index <= 30; index++)
      host.send({ type: "interim", text: "The Lord is".slice(0, index % 12) || "T" });
    host.send({ type: "interim", text: "The Lord is my shepherd" });
    await listener.waitFor(
      (all) => all.some((m) => m.type === "preview" && m.text === "The Lord is my shepherd"),
      "last preview",
    );
    const previews = listener.messages.filter((m) => m.type === "preview");
    expect(previews.length).toBeLessThan(10);
    expect(azure.state.translateRequests.length).toBe(before);
  });
});
