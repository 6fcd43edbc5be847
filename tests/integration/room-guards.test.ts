import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SECRET } from "#app/neutral/dev-secret.ts";
import { roomEventBatchSchema, roomEventSchema, type RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { ACCEPT_CLICKS } from "#party/rate-limit.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { commandRoom, connectionStatus, joinRoom, tokenFor } from "#tests/support/room-client.ts";

// Hostile probes from issue 14 against a real `partykit dev`.
let room: RoomServer;
let web: http.Server;
const received: RoomEvent[] = [];

beforeAll(async () => {
  web = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const json = JSON.parse(body);
    // The room sends one event, or what has piled up as { events: [...] }.
    received.push(...("events" in json ? roomEventBatchSchema.parse(json).events : [roomEventSchema.parse(json)]));
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  room = await sharedPartykit();
}, 90_000);

afterAll(async () => {
  await room?.stop();
  await new Promise((resolve) => web?.close(resolve));
});

const webhookUrl = () => `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/room-events`;
const eventsOf = (id: string, type: RoomEvent["type"]) =>
  received.filter((event) => event.broadcastId === id && event.type === type);

async function waitUntil(check: () => boolean, label: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a listener's messages are rate-limited per person", () => {
  it("stores only the allowed accept-Jesus clicks of a burst of 100, and tells the connection", async () => {
    const id = `clicks-${Date.now()}`;
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "none" },
      webhookUrl: webhookUrl(),
    });
    const listener = await joinRoom(
      room.url,
      id,
      await tokenFor({
        sermon: id,
        role: "listener",
        userId: "member-1",
        language: "es",
        listenerId: "listener-clicks-1",
      }),
    );
    await listener.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
    for (let click = 0; click < 100; click++)
      listener.send({ type: "accept", clickId: `burst-click-${String(click).padStart(3, "0")}` });
    const refusals = () => listener.messages.filter((m) => m.type === "error" && m.code === "rate_limited").length;
    await listener.waitFor(() => refusals() === 100 - ACCEPT_CLICKS.capacity, "the refusals");
    await waitUntil(
      () => eventsOf(id, "salvation").length >= ACCEPT_CLICKS.capacity,
      `the allowed clicks (got ${JSON.stringify(received.filter((e) => e.broadcastId === id))})`,
    );
    // A ping would be refused now. No need: the last refusal came after the room had handled every
    // click, the kept ones stored in its outbox, which sends in order: when the listener's leave
    // (queued after them) has arrived, so has every click the room kept.
    await listener.drop();
    await waitUntil(() => eventsOf(id, "listener.left").length === 1, "the leave");
    expect(eventsOf(id, "salvation")).toHaveLength(ACCEPT_CLICKS.capacity);
    expect(refusals()).toBe(100 - ACCEPT_CLICKS.capacity);
  }, 60_000);
});

describe("the listener id", () => {
  it("comes from the signed token; one in the address is ignored", async () => {
    const id = `ids-${Date.now()}`;
    await commandRoom(room.url, id, {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "none" },
      webhookUrl: webhookUrl(),
    });
    const token = await tokenFor({
      sermon: id,
      role: "listener",
      userId: "member-2",
      language: "pt",
      listenerId: "signed-listener-1",
    });
    const sockets = [];
    for (let made = 0; made < 5; made++) {
      const socket = await joinRoom(room.url, id, token, { listenerId: `made-up-listener-${made}` });
      await socket.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      sockets.push(socket);
    }
    await waitUntil(() => eventsOf(id, "listener.joined").length === 5, "five joins");
    expect(
      new Set(eventsOf(id, "listener.joined").map((event) => event.type === "listener.joined" && event.listenerId)),
    ).toEqual(new Set(["signed-listener-1"]));
  }, 60_000);
});

describe("a room in production", () => {
  it("refuses every connection and request while it has the development secret", async () => {
    const production = await startPartykit({ vars: { NODE_ENV: "production", ROOM_SECRET: DEV_SECRET } });
    try {
      const id = `prod-${Date.now()}`;
      // A token signed with the development secret, which anyone can read in the source.
      expect(
        await connectionStatus(
          production.url,
          id,
          await tokenFor({ sermon: id, role: "host", userId: "u", language: "en" }, DEV_SECRET),
        ),
      ).toBe(503);
      expect((await fetch(`${production.url}/parties/main/${id}`)).status).toBe(503);
      await waitUntil(
        () => production.output().includes("ROOM_SECRET must be set to your own secret in production"),
        "the logged reason",
      );
    } finally {
      await production.stop();
    }
  }, 90_000);

  it("serves with its own secret", async () => {
    const production = await startPartykit({ vars: { NODE_ENV: "production" } });
    try {
      const id = `prod-ok-${Date.now()}`;
      expect(
        await connectionStatus(
          production.url,
          id,
          await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" }),
        ),
      ).toBe(101);
    } finally {
      await production.stop();
    }
  }, 90_000);
});
