import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomEventBatchSchema, roomEventSchema, type RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { freshSignedNonce } from "#app/neutral/signed-request.ts";
import { nodeHeaders } from "#tests/support/webhook-receiver.ts";
import { prisma } from "#app/utils/db.server.ts";
import { applyRoomEvent, applyRoomEvents } from "#app/features/live/room-events.server.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { createLiveSermon, type PastorFields } from "#tests/support/live-sermon.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { UserType } from "#app/features/auth/roles.ts";

/** A live sermon of a church of its own, hosted by a member (`host`: the host's own fields). */
async function liveSermon(host: PastorFields = {}) {
  const { pastor, sermon } = await createLiveSermon({ userType: UserType.Member, ...host });
  return { host: pastor, sermon };
}

/**
 * Stands in for the web app's /api/room-events: refuses the first deliveries, then records (and,
 * with `apply`, applies each delivery as the web's route does).
 */
async function startWebhookReceiver(failFirst: number, apply?: typeof applyRoomEvents) {
  const received: RoomEvent[] = [];
  let refused = 0;
  let deliveries = 0;
  let badSignatures = 0;
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    if (!(await freshSignedNonce(TEST_ROOM_SECRET, body, nodeHeaders(request)))) {
      badSignatures++;
      response.writeHead(401).end();
      return;
    }
    if (refused < failFirst) {
      refused++;
      response.writeHead(503).end();
      return;
    }
    const json = JSON.parse(body);
    // The room sends one event, or what has piled up as { events: [...] }.
    const events = "events" in json ? roomEventBatchSchema.parse(json).events : [roomEventSchema.parse(json)];
    deliveries++;
    received.push(...events);
    await apply?.(events);
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/room-events`,
    received,
    stats: () => ({ refused, badSignatures }),
    deliveries: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let room: RoomServer;
beforeAll(async () => {
  room = await sharedPartykit();
}, 90_000);
afterAll(async () => {
  await room?.stop();
});

describe("room → web webhooks", () => {
  it("are signed, retried until the web app takes them, and delivered in order", async () => {
    const web = await startWebhookReceiver(3);
    try {
      const id = `webhooks-${Date.now()}`;
      await commandRoom(room.url, id, {
        type: "configure",
        sourceLanguage: "en",
        translation: { kind: "none" },
        webhookUrl: web.url,
      });
      const listener = await joinRoom(
        room.url,
        id,
        await tokenFor({
          sermon: id,
          role: "listener",
          userId: "member-1",
          language: "es",
          listenerId: "listener-abc-123",
        }),
      );
      await listener.waitFor((all) => all.some((m) => m.type === "welcome"));
      listener.send({ type: "accept", clickId: "click-000000001" });
      listener.send({ type: "accept", clickId: "click-000000002" });
      // Answered once both clicks are in the outbox, so the leave comes after them.
      await listener.ping();
      await listener.drop();
      const deadline = Date.now() + 30_000;
      while (web.received.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(web.stats()).toEqual({ refused: 3, badSignatures: 0 });
      expect(web.received.map((event) => event.type)).toEqual([
        "listener.joined",
        "salvation",
        "salvation",
        "listener.left",
      ]);
      expect(web.received[0]).toMatchObject({ listenerId: "listener-abc-123", userId: "member-1", language: "es" });
    } finally {
      await web.close();
    }
  }, 60_000);
  it("gathers a crowd's joins: 40 phones in a row reach the web in a few deliveries, each once", async () => {
    const { sermon } = await liveSermon();
    const web = await startWebhookReceiver(0, applyRoomEvents);
    const crowd = Array.from({ length: 40 }, (_, index) => `g-crowd-${index}`);
    try {
      const id = sermon.broadcastId;
      await commandRoom(room.url, id, {
        type: "configure",
        sourceLanguage: "en",
        translation: { kind: "none" },
        webhookUrl: web.url,
      });
      // They arrive one after another, as a congregation does, not all in the same instant.
      const phones = [];
      for (const listenerId of crowd) {
        const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "es", listenerId });
        phones.push(await joinRoom(room.url, id, token));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const deadline = Date.now() + 30_000;
      while (web.received.length < crowd.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(web.received.map((event) => event.type === "listener.joined" && event.listenerId).sort()).toEqual(
        [...crowd].sort(),
      );
      // One request per phone was what a rush cost the web (issue 33); now they wait for each other.
      expect(web.deliveries()).toBeLessThanOrEqual(crowd.length / 4);
      // Applied a delivery at a time, in one transaction each: every phone has its stay.
      expect(await prisma.listenerStay.count({ where: { sermonId: sermon.id, endedAt: null } })).toBe(crowd.length);
      await Promise.all(phones.map((phone) => phone.drop()));
    } finally {
      await web.close();
    }
  }, 60_000);
});

describe("applying webhooks to the database", () => {
  it("counts a retried accept-Jesus click once, and keeps listener sessions right", async () => {
    const { sermon, host: member } = await liveSermon({ firstName: "Ruth", lastName: "Moabite" });
    const at = new Date().toISOString();
    const joined: RoomEvent = {
      id: "joined:c1",
      type: "listener.joined",
      broadcastId: sermon.broadcastId,
      listenerId: `ls-${sermon.id}`,
      userId: member.id,
      language: "pt",
      at,
    };
    const click: RoomEvent = {
      id: "salvation:click-1",
      type: "salvation",
      broadcastId: sermon.broadcastId,
      clickId: "click-1",
      userId: member.id,
      at,
    };
    const left: RoomEvent = {
      id: "left:c1",
      type: "listener.left",
      broadcastId: sermon.broadcastId,
      listenerId: `ls-${sermon.id}`,
      at,
    };

    expect(await applyRoomEvent(joined)).toBe("applied");
    expect(await applyRoomEvent(click)).toBe("applied");
    expect(await applyRoomEvent(click)).toBe("duplicate");
    expect(await applyRoomEvent(joined)).toBe("duplicate");
    expect(await applyRoomEvent(left)).toBe("applied");

    expect(await prisma.salvation.count({ where: { sermonId: sermon.id } })).toBe(1);
    const sessions = await prisma.listenerStay.findMany({ where: { sermonId: sermon.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ language: "pt", name: "Ruth Moabite", userId: member.id });
    expect(sessions[0]!.endedAt).not.toBeNull();
  });

  it("ends the sermon and archives its transcript", async () => {
    const { sermon } = await liveSermon({ userType: UserType.OrganisationAdmin });
    await applyRoomEvent({
      id: "ended",
      type: "sermon.ended",
      broadcastId: sermon.broadcastId,
      at: new Date().toISOString(),
    });
    await applyRoomEvent({
      id: "transcript",
      type: "transcript",
      broadcastId: sermon.broadcastId,
      segments: [
        { seq: 0, language: "en", text: "Amen." },
        { seq: 0, language: "es", text: "Amén." },
      ],
    });
    expect(await prisma.sermon.findUniqueOrThrow({ where: { id: sermon.id } })).toMatchObject({ status: "ended" });
    expect(await prisma.transcriptSegment.count({ where: { sermonId: sermon.id } })).toBe(2);
    expect(
      await applyRoomEvent({
        id: "x",
        type: "sermon.ended",
        broadcastId: "no-such-sermon",
        at: new Date().toISOString(),
      }),
    ).toBe("unknown-sermon");
  });
});
