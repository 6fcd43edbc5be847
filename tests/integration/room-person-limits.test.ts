// Issue 27, from a security review: limits follow the person (the signed listener id), not the
// connection; a revoked display link stops at once, on the socket already open and for every token
// it was given before.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDisplay, displayState, revokeDisplays } from "#app/features/display/display.server.ts";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { prisma } from "#app/utils/db.server.ts";
import { ACCEPT_CLICKS } from "#party/rate-limit.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { REVOKED_CLOSE_CODE } from "#party/display-revocations.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// The web app's own revocation talks to this test's room: its address and secret, set before the
// environment is read.
const roomPort = await vi.hoisted(async () => {
  const { freePort } = await import("#tests/setup/free-port.ts");
  const port = await freePort();
  process.env.ROOM_INTERNAL_URL = `http://127.0.0.1:${port}`;
  process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000";
  return port;
});

let room: Awaited<ReturnType<typeof startPartykit>>;
let web: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [room, web] = await Promise.all([startPartykit({ port: roomPort }), startWebhookReceiver({ apply: applyRoomEvent })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), web?.close()]);
});

const liveSermon = async () =>
  (await startLiveSermon(room.url, { translation: { kind: "none" }, webhookUrl: web.url })).sermon;

async function waitUntil(check: () => Promise<boolean> | boolean, label: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("accept-Jesus clicks", () => {
  it("are limited per person: one guest's token on 40 connections, over relays too, × 5 clicks", async () => {
    const sermon = await liveSermon();
    const id = sermon.broadcastId;
    const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "es", listenerId: "g-one" });
    // Half in the sermon room, the rest over two relay rooms.
    const rooms = (index: number) => (index < 20 ? undefined : relayName(id, 1 + (index % 2)));
    const connections = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const client = await joinRoom(room.url, id, token, {}, rooms(index));
        await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
        return client;
      }),
    );
    const firstClick = Date.now();
    connections.forEach((client, index) => {
      for (let click = 0; click < 5; click++) client.send({ type: "accept", clickId: `click-${index}-${click}-xxxx` });
      // A message the room refuses at once, after the clicks: when its answer is here, so are the clicks'.
      client.send("not a message");
    });
    await Promise.all(
      connections.map((client) =>
        client.waitFor((all) => all.some((m) => m.type === "error" && m.code === "invalid_message"), "the barrier"),
      ),
    );
    const lastClick = Date.now();
    // The room's webhooks keep their order: once the end is applied, every click before it is too.
    await commandRoom(room.url, id, { type: "end" });
    await waitUntil(
      async () => (await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id } })).status === "ended",
      "the end, applied",
    );
    const refilled = Math.floor(((lastClick - firstClick) / 1000) * ACCEPT_CLICKS.perSecond);
    const stored = await prisma.salvation.count({ where: { sermonId: sermon.id } });
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(ACCEPT_CLICKS.capacity + refilled);
    expect(
      new Set((await prisma.salvation.findMany({ where: { sermonId: sermon.id } })).map((s) => s.guestId)),
    ).toEqual(new Set(["one"]));
    await Promise.all(connections.map((client) => client.drop()));
  }, 90_000);
});

describe("revoking a display link", () => {
  it("closes its open socket at once and refuses the token it was given before", async () => {
    const sermon = await liveSermon();
    const id = sermon.broadcastId;
    const link = await createDisplay(sermon.id);
    const state = await displayState(link);
    if (!state.ok) throw new Error("the new link should open");
    // What /api/display-token gives the projector, before the revocation.
    const earlier = await tokenFor({
      sermon: id,
      role: "display",
      userId: null,
      language: "en",
      listenerId: `d-${state.displayId}`,
    });
    const projector = await joinRoom(room.url, id, earlier);
    const host = await joinRoom(
      room.url,
      id,
      await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }),
    );
    await host.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    const lines = createSpokenLines();
    host.send(lines.final("Before the revocation."));
    await projector.waitForSegments(1);

    await revokeDisplays(sermon);
    expect(await projector.closed()).toBe(REVOKED_CLOSE_CODE);
    expect(await displayState(link)).toEqual({ ok: false, reason: "refused" });

    const again = await joinRoom(room.url, id, earlier);
    expect(await again.closed()).toBe(REVOKED_CLOSE_CODE);
    host.send(lines.final("After the revocation."));
    await host.waitForSegments(2);
    expect(again.messages).toEqual([]);
    expect(projector.segments().map((m) => m.type === "segment" && m.text)).toEqual(["Before the revocation."]);
  }, 60_000);
});
