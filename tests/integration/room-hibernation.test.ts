// A hibernating sermon room at a megachurch's size: evicted from memory between segments while
// a thousand listeners stay connected, and a deploy that closes every socket at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { connectCrowd, type CrowdListener } from "#tests/support/crowd.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const LISTENERS = 1000;
const LANGUAGES = ["en", "es", "pt", "id", "zh"];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [azure, web] = await Promise.all([startAzureServer({ key: "k" }), startWebhookReceiver()]);
});
afterAll(async () => {
  await Promise.all([azure?.close(), web?.close()]);
});

async function configure(roomUrl: string, id: string) {
  const response = await commandRoom(roomUrl, id, {
    type: "configure", sourceLanguage: "en", translation: { kind: "azure", endpoint: azure.url, key: "k" }, webhookUrl: web.url,
  });
  expect(response.status).toBe(200);
}

async function hostOf(roomUrl: string, id: string) {
  const host = await joinRoom(roomUrl, id, await tokenFor({ sermon: id, role: "host", userId: "host", language: "en" }));
  await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return host;
}

const sendSegments = (host: { send: (m: never) => void }, from: number, to: number) => {
  for (let seq = from; seq < to; seq++) host.send({ type: "final", seq, text: `Verse ${seq} of the psalm.` } as never);
};

/** Every listener has 0…count-1 exactly once, in order, each in its own language. */
function expectEverySegmentOnceInOrder(listeners: CrowdListener[], count: number) {
  const expected = Array.from({ length: count }, (_, seq) => seq);
  const wrong = listeners.filter((listener) => JSON.stringify(listener.seqs) !== JSON.stringify(expected));
  expect(wrong.map((listener) => ({ index: listener.index, seqs: listener.seqs }))).toEqual([]);
  const spanish = listeners.find((listener) => listener.language === "es")!;
  expect(spanish.texts.get(count - 1)).toBe(`[es] Verse ${count - 1} of the psalm.`);
}

/** The room's instance start time; reading it wakes the room, so it only says what happened before. */
const awakeSince = async (roomUrl: string, id: string) =>
  ((await (await fetch(`${roomUrl}/parties/main/${id}`)).json()) as { awakeSince: number }).awakeSince;

describe("a hibernating room with a thousand listeners", () => {
  it("is evicted and woken between segments: nothing lost, repeated or reordered, webhooks once, claims kept", async () => {
    const room = await startPartykit();
    const id = `hibernate-${Date.now()}`;
    const crowd = await connectCrowd({ target: { roomUrl: room.url, room: id, sermon: id }, count: 0, languages: LANGUAGES });
    try {
      await configure(room.url, id);
      const host = await hostOf(room.url, id);
      const listeners = await connectCrowd({ target: { roomUrl: room.url, room: id, sermon: id }, count: LISTENERS, languages: LANGUAGES });
      crowd.listeners.push(...listeners.listeners);
      sendSegments(host, 0, 5);
      await listeners.waitForSegments(5);

      // Idle until the runtime evicts the room (≈ 10 s under workerd). Asking wakes it, so each
      // look is followed by a fresh idle spell; a new instance start time means it was evicted.
      const before = await awakeSince(room.url, id);
      let after = before;
      for (let look = 0; look < 5 && after === before; look++) {
        await sleep(12_000);
        after = await awakeSince(room.url, id);
      }
      expect(after).toBeGreaterThan(before);

      // Claims are connection state: after the wake a listener still cannot publish.
      const intruder = listeners.listeners[1]!;
      intruder.send({ type: "final", seq: 5, text: "Injected after the wake." });
      const deadline = Date.now() + 10_000;
      while (!intruder.others.some((m) => m.type === "error" && m.code === "forbidden") && Date.now() < deadline) await sleep(50);
      expect(intruder.others.filter((m) => m.type === "error")).toEqual([{ type: "error", code: "forbidden" }]);

      sendSegments(host, 5, 10);
      await listeners.waitForSegments(10);
      await sleep(300); // a repeat, were there one, would come right behind
      expectEverySegmentOnceInOrder(listeners.listeners, 10);

      await listeners.close();
      await host.drop();
      const joined = listeners.listeners.map((listener) => listener.listenerId);
      const events = () => web.received.filter((event) => "broadcastId" in event && event.broadcastId === id);
      const finished = Date.now() + 60_000;
      while (events().filter((event) => event.type === "listener.left").length < LISTENERS && Date.now() < finished) await sleep(200);
      const counts = new Map<string, number>();
      for (const event of events()) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
      expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
      const joinedIds = new Set(events().flatMap((event) => (event.type === "listener.joined" ? [event.listenerId] : [])));
      const leftIds = new Set(events().flatMap((event) => (event.type === "listener.left" ? [event.listenerId] : [])));
      expect([joinedIds.size, leftIds.size]).toEqual([LISTENERS, LISTENERS]);
      expect(joined.every((listenerId) => joinedIds.has(listenerId) && leftIds.has(listenerId))).toBe(true);
      expect(web.badSignatures()).toBe(0);
    } finally {
      await crowd.close();
      await room.stop();
    }
  }, 150_000);
});

describe("a deploy", () => {
  it("closes every socket at once; every listener reconnects and resumes with nothing lost", async () => {
    const persistDir = fs.mkdtempSync(path.join(os.tmpdir(), "et-deploy-"));
    let room = await startPartykit({ persistDir });
    const id = `deploy-${Date.now()}`;
    const crowd = await connectCrowd({ target: { roomUrl: room.url, room: id, sermon: id }, count: 0, languages: LANGUAGES });
    try {
      await configure(room.url, id);
      let host = await hostOf(room.url, id);
      const listeners = await connectCrowd({ target: { roomUrl: room.url, room: id, sermon: id }, count: LISTENERS, languages: LANGUAGES, reconnect: true });
      crowd.listeners.push(...listeners.listeners);
      sendSegments(host, 0, 5);
      await listeners.waitForSegments(5);

      // New room code: the old process goes (every socket with it) and a new one takes its port.
      await room.stop();
      room = await startPartykit({ port: room.port, persistDir });
      host = await hostOf(room.url, id);
      // The sermon goes on while the listeners are still finding their way back.
      sendSegments(host, 5, 8);
      await listeners.waitForConnected();
      sendSegments(host, 8, 10);
      await listeners.waitForSegments(10);
      await sleep(300);
      expect(listeners.listeners.every((listener) => listener.connects === 2)).toBe(true);
      expectEverySegmentOnceInOrder(listeners.listeners, 10);
      await listeners.close();
      await host.drop();
    } finally {
      await crowd.close();
      await room.stop();
      fs.rmSync(persistDir, { recursive: true, force: true });
    }
  }, 150_000);
});
