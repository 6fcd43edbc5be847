// A hibernating sermon room at a megachurch's size: evicted from memory between segments while
// hundreds of listeners stay connected, and a deploy that closes every socket at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { connectCrowd, everyLineOnceInOrder, type CrowdListener } from "#tests/support/crowd.ts";
import { configureRoom, createLiveSermon } from "#tests/support/live-sermon.ts";
import { joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// Enough sockets that eviction and a redeploy meet a crowd mid-delivery; the thousands a Sunday rush
// brings are bench:rush's (a thousand here made this the slowest file of npm test, ~100 s on a busy machine).
const LISTENERS = 300;
const LANGUAGES = ["en", "es", "pt", "id", "zh"];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // The web app's own handler applies the clicks and the end to the test database. Nine hundred
  // joins and leaves through it would make this test the database's benchmark; their receipts
  // are the same code, tested in room-webhooks.test.ts.
  const apply = (event: RoomEvent) =>
    event.type.startsWith("listener.") ? Promise.resolve("recorded") : applyRoomEvent(event);
  [azure, web] = await Promise.all([startAzureServer({ key: "k" }), startWebhookReceiver({ apply })]);
});
afterAll(async () => {
  await Promise.all([azure?.close(), web?.close()]);
});

async function hostOf(roomUrl: string, id: string) {
  const host = await joinRoom(
    roomUrl,
    id,
    await tokenFor({ sermon: id, role: "host", userId: "host", language: "en" }),
  );
  await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
  return host;
}

const sendSegments = (host: { send: (m: never) => void }, from: number, to: number) => {
  for (let seq = from; seq < to; seq++) host.send({ type: "final", seq, text: `Verse ${seq} of the psalm.` } as never);
};

/** Every listener has 0…count-1 exactly once, in order (or marked history), each in its own language. */
function expectEverySegmentOnceInOrder(listeners: CrowdListener[], count: number) {
  const wrong = listeners.filter((listener) => !everyLineOnceInOrder(listener, count));
  expect(
    wrong.map((listener) => ({ index: listener.index, seqs: listener.seqs, history: [...listener.history] })),
  ).toEqual([]);
  const spanish = listeners.find((listener) => listener.language === "es")!;
  expect(spanish.texts.get(count - 1)).toBe(`[es] Verse ${count - 1} of the psalm.`);
}

/** The room's instance start time; reading it wakes the room, so it only says what happened before. */
const awakeSince = async (roomUrl: string, id: string) =>
  ((await (await fetch(`${roomUrl}/parties/main/${id}`)).json()) as { awakeSince: number }).awakeSince;

// One sermon, three hundred listeners, both ordeals in turn: connecting the sockets is the
// slow part of this test, so they are connected once.
describe("a hibernating room with hundreds of listeners", () => {
  it(
    "is evicted and woken, then redeployed: nothing lost, " + "repeated or reordered, webhooks once, claims kept",
    async () => {
      const persistDir = fs.mkdtempSync(path.join(os.tmpdir(), "et-hibernate-"));
      let room = await startPartykit({ persistDir });
      const { sermon } = await createLiveSermon();
      const id = sermon.broadcastId;
      let crowd: Awaited<ReturnType<typeof connectCrowd>> | null = null;
      try {
        await configureRoom(room.url, id, {
          translation: { kind: "azure", endpoint: azure.url, key: "k" },
          webhookUrl: web.url,
        });
        let host = await hostOf(room.url, id);
        crowd = await connectCrowd({
          target: { roomUrl: room.url, room: id, sermon: id },
          count: LISTENERS,
          languages: LANGUAGES,
          reconnect: true,
        });
        const listeners = crowd.listeners;
        sendSegments(host, 0, 5);
        await crowd.waitForSegments(5);
        // An accept-Jesus click now, and the same click sent again after the deploy (a retry).
        listeners[2]!.send({ type: "accept", clickId: "click-hibernate-0001" });

        // 1. Eviction. Idle until the runtime evicts the room (≈ 10 s under workerd). Asking wakes
        // it, so each look is followed by a fresh idle spell; a new instance start time means it was.
        const before = await awakeSince(room.url, id);
        let after = before;
        for (let look = 0; look < 5 && after === before; look++) {
          await sleep(11_000);
          after = await awakeSince(room.url, id);
        }
        expect(after).toBeGreaterThan(before);
        // Claims are connection state: after the wake a listener still cannot publish.
        const intruder = listeners[1]!;
        intruder.send({ type: "final", seq: 5, text: "Injected after the wake." });
        const refusedBy = Date.now() + 10_000;
        while (!intruder.others.some((m) => m.type === "error") && Date.now() < refusedBy) await sleep(50);
        expect(intruder.others.filter((m) => m.type === "error")).toEqual([{ type: "error", code: "forbidden" }]);
        sendSegments(host, 5, 10);
        await crowd.waitForSegments(10);

        // 2. A deploy: the old process goes, every socket with it, and a new one takes its port.
        await room.stop();
        room = await startPartykit({ port: room.port, persistDir });
        host = await hostOf(room.url, id);
        // The sermon goes on while the listeners are still finding their way back.
        sendSegments(host, 10, 13);
        await crowd.waitForConnected();
        listeners[2]!.send({ type: "accept", clickId: "click-hibernate-0001" });
        sendSegments(host, 13, 15);
        await crowd.waitForSegments(15);
        // A repeat, were there one, would come before the room's answer to a ping.
        await host.ping();
        await crowd.settle();
        expect(listeners.filter((listener) => listener.connects !== 2)).toEqual([]);
        expectEverySegmentOnceInOrder(listeners, 15);

        // Webhooks: delivered at least once (a delivery whose answer the room did not get in time
        // is sent again), applied exactly once. The first connections' leaves died with the old process.
        await crowd.close();
        await host.drop();
        const events = () => web.received.filter((event) => "broadcastId" in event && event.broadcastId === id);
        const finished = Date.now() + 60_000;
        while (events().filter((event) => event.type === "listener.left").length < LISTENERS && Date.now() < finished)
          await sleep(200);
        const ids = new Set(events().map((event) => event.id));
        const joined = events().filter((event) => event.type === "listener.joined");
        const left = events().filter((event) => event.type === "listener.left");
        expect([new Set(joined.map((e) => e.id)).size, new Set(left.map((e) => e.id)).size]).toEqual([
          2 * LISTENERS,
          LISTENERS,
        ]);
        const listenerIds = new Set(listeners.map((listener) => listener.listenerId));
        expect(new Set(left.map((event) => event.type === "listener.left" && event.listenerId))).toEqual(listenerIds);
        // The click, sent twice by the listener and possibly delivered more than once: applied once.
        const clicks = web.outcomes.filter((outcome) => ids.has(outcome.id) && outcome.id.startsWith("salvation:"));
        expect(clicks.filter((outcome) => outcome.outcome === "applied")).toHaveLength(1);
        expect(await prisma.salvation.count({ where: { sermonId: sermon.id } })).toBe(1);
        expect(web.badSignatures()).toBe(0);
      } finally {
        await crowd?.close();
        await room.stop();
        fs.rmSync(persistDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
