// A sermon too big for one room: the sermon room stays the single writer and three relay rooms
// each hold a share of the listeners (decision 013).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startAzureServer } from "#tests/support/azure-server.ts";
import { connectCrowd } from "#tests/support/crowd.ts";
import { expectNothingArrived } from "#tests/support/barrier.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { ACCEPT_CLICKS } from "#party/rate-limit.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let room: RoomServer;
let azure: Awaited<ReturnType<typeof startAzureServer>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  [room, azure, web] = await Promise.all([
    sharedPartykit(),
    startAzureServer({ key: "k" }),
    startWebhookReceiver({ apply: applyRoomEvent }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), azure?.close(), web?.close()]);
});

describe("a sharded sermon", () => {
  it(
    "reaches listeners spread over three relays once each, in order; a late joiner on a relay catches " +
      "up; a correction reaches every relay; webhooks once",
    async () => {
      const translation = { kind: "azure" as const, endpoint: azure.url, key: "k" };
      const { sermon } = await startLiveSermon(room.url, { translation, webhookUrl: web.url });
      const id = sermon.broadcastId;
      const host = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "host", userId: "host", language: "en" }),
      );
      await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      const relays = [1, 2, 3].map((shard) => relayName(id, shard));
      // 60 listeners, 20 per relay, in three languages; relays hold no hosts.
      const crowd = await connectCrowd({
        target: (index) => ({ roomUrl: room.url, party: "relay", room: relays[index % 3]!, sermon: id }),
        count: 60,
        languages: ["es", "pt", "es", "zh", "en"],
      });
      const hostOnRelay = await tokenFor({ sermon: id, role: "host", userId: "host", language: "en" });
      const refused = await new Promise<number>((resolve) => {
        void import("ws").then(({ default: WebSocket }) => {
          const socket = new WebSocket(
            `${room.url.replace("http", "ws")}/parties/relay/${relays[0]}?token=${encodeURIComponent(hostOnRelay)}`,
          );
          socket.on("unexpected-response", (_, response) => resolve(response.statusCode ?? 0));
          socket.on("open", () => resolve(101));
        });
      });
      expect(refused).toBe(401);
      try {
        // Every listener has had its welcome (its relay caught it up) before the sermon starts.
        const deadline = Date.now() + 20_000;
        while (
          crowd.listeners.some((listener) => !listener.others.some((m) => m.type === "welcome")) &&
          Date.now() < deadline
        )
          await sleep(50);
        const before = azure.state.translateRequests.length;
        for (let seq = 0; seq < 10; seq++)
          host.send({ type: "final", seq, text: `Blessed are the peacemakers, part ${seq}.` });
        await crowd.waitForSegments(10);
        await host.ping();
        await crowd.settle();
        const expected = Array.from({ length: 10 }, (_, seq) => seq);
        expect(
          crowd.listeners
            .filter((listener) => JSON.stringify(listener.seqs) !== JSON.stringify(expected))
            .map((l) => [l.index, l.seqs]),
        ).toEqual([]);
        expect(crowd.listeners.find((listener) => listener.language === "zh")!.texts.get(9)).toBe(
          "[zh-Hans] Blessed are the peacemakers, part 9.",
        );
        // Translated once per segment for all relays' languages together.
        const requests = azure.state.translateRequests.slice(before);
        expect(requests).toHaveLength(10);
        expect(requests[0]!.to.sort()).toEqual(["es", "pt", "zh-Hans"]);

        // Late joiners on relay 2: one in a language the relay has, one in a language new to every room.
        const late = await connectCrowd({
          target: { roomUrl: room.url, party: "relay", room: relays[1]!, sermon: id },
          count: 2,
          languages: ["pt", "id"],
        });
        await late.waitForSegments(10);
        expect(late.listeners.map((listener) => listener.seqs)).toEqual([expected, expected]);
        expect(late.listeners[1]!.texts.get(3)).toBe("[id] Blessed are the peacemakers, part 3.");
        // A listener on a relay cannot publish.
        late.listeners[0]!.send({ type: "final", seq: 10, text: "Injected." });
        host.send({ type: "final", seq: 10, text: "Blessed are the meek." });
        await crowd.waitForSegments(11);
        await late.waitForSegments(11);
        expect(late.listeners[0]!.others.filter((m) => m.type === "error")).toEqual([
          { type: "error", code: "forbidden" },
        ]);
        expect(late.listeners[1]!.texts.get(10)).toBe("[id] Blessed are the meek.");

        // An operator's correction of an earlier line reaches every listener on every relay.
        host.send({ type: "correct", seq: 3, text: "Blessed are the merciful." });
        const everyListener = [...crowd.listeners, ...late.listeners];
        const corrected = Date.now() + 20_000;
        while (everyListener.some((listener) => !listener.texts.get(3)?.includes("merciful")) && Date.now() < corrected)
          await sleep(50);
        expect(
          everyListener
            .filter((listener) => !listener.texts.get(3)?.includes("merciful"))
            .map((listener) => listener.index),
        ).toEqual([]);
        expect(late.listeners[1]!.texts.get(3)).toBe("[id] Blessed are the merciful.");

        await Promise.all([crowd.close(), late.close()]);
        const everyone = 62;
        const events = () => web.received.filter((event) => "broadcastId" in event && event.broadcastId === id);
        const until = Date.now() + 30_000;
        while (events().filter((event) => event.type === "listener.left").length < everyone && Date.now() < until)
          await sleep(100);
        // Delivered at least once, applied exactly once, by the web app's own handler.
        const ids = new Set(events().map((event) => event.id));
        const applied = web.outcomes.filter((outcome) => ids.has(outcome.id) && outcome.outcome === "applied");
        expect(applied.map((outcome) => outcome.id).sort()).toEqual([...ids].sort());
        expect([...ids].filter((eventId) => eventId.startsWith("joined:"))).toHaveLength(everyone);
        expect([...ids].filter((eventId) => eventId.startsWith("left:"))).toHaveLength(everyone);
        const sessions = await prisma.listenerStay.findMany({
          where: { sermonId: sermon.id },
          select: { endedAt: true },
        });
        expect([sessions.length, sessions.filter((session) => session.endedAt === null).length]).toEqual([everyone, 0]);
      } finally {
        await Promise.all([crowd.close(), host.drop()]);
      }
    },
    90_000,
  );

  it("holds a relay's listeners to the sermon room's rules: click limit, clips only to who asked", async () => {
    const id = `relay-rules-${Date.now()}`;
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: azure.url, key: "k" },
      speech: { endpoint: azure.url, key: "k" },
      voices: { es: "es-ES-ElviraNeural" },
    });
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }),
    );
    await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    const relay = relayName(id, 1);
    const onRelay = async () => {
      const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" });
      const listener = await joinRoom(room.url, id, token, {}, relay);
      await listener.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome from the relay");
      return listener;
    };
    // The clicker spends its message allowance, so another listener reads (and later pings).
    const [hearer, reader, clicker] = [await onRelay(), await onRelay(), await onRelay()];
    hearer.send({ type: "voice", on: true });
    // A script's hundred clicks: the relay refuses all but the sermon room's allowance, and says so.
    for (let click = 0; click < 100; click++)
      clicker.send({ type: "accept", clickId: `relay-click-${String(click).padStart(3, "0")}` });
    const refusals = () => clicker.messages.filter((m) => m.type === "error" && m.code === "rate_limited").length;
    await clicker.waitFor(() => refusals() === 100 - ACCEPT_CLICKS.capacity, "the refusals");

    host.send({ type: "final", seq: 0, text: "Grace and peace." });
    await hearer.waitFor((all) => all.some((m) => m.type === "audio"), "the clip");
    await reader.waitForSegments(1);
    await expectNothingArrived(reader, (m) => m.type === "audio");
    expect(reader.messages.some((m) => m.type === "audio")).toBe(false);
    expect(refusals()).toBe(100 - ACCEPT_CLICKS.capacity);
  }, 60_000);
});
