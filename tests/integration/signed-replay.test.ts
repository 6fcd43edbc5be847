// Issue 30, finding 8: a request the room signed is good once. A loopback "web app" runs the
// real /api/scripture-cards and /api/room-events actions and records every request the real
// room sends it; replaying a recorded one must be refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { commandRoom, forceRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

// env.server.ts reads ROOM_SECRET once, at import: the room's test secret, set before any import.
const roomSecret = vi.hoisted(() => (process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000"));
const { action: scriptureCards } = await import("#app/features/scripture/routes/scripture-cards.ts");
const { action: roomEvents } = await import("#app/features/live/routes/room-events.ts");
const { verifyRoomRequest } = await import("#app/features/room-wire/room-signature.server.ts");
const { signedHeaders } = await import("#app/neutral/signed-request.ts");

type Recorded = { path: string; headers: Record<string, string>; body: string; status: number };

async function answer(path: string, headers: Record<string, string>, body: string) {
  const handler = path.startsWith("/api/room-events") ? roomEvents : scriptureCards;
  const result = (await handler({
    request: new Request(`http://127.0.0.1${path}`, { method: "POST", headers, body }),
    params: {},
    context: {},
  } as never)) as { data: unknown; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, data: result.data };
}

async function startWeb() {
  const recorded: Recorded[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    const result = await answer(request.url ?? "/", headers, body);
    recorded.push({ path: request.url ?? "/", headers, body, status: result.status });
    response.writeHead(result.status, { "Content-Type": "application/json" }).end(JSON.stringify(result.data));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, recorded, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let room: RoomServer;
let web: Awaited<ReturnType<typeof startWeb>>;
beforeAll(async () => {
  expect(roomSecret).toBe(TEST_ROOM_SECRET);
  [room, web] = await Promise.all([sharedPartykit(), startWeb()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([room?.stop(), web?.close()]);
});

describe("signed room → web requests", () => {
  it("are accepted once and refused when replayed", async () => {
    const { pastor: host, broadcastId } = await startLiveSermon(room.url, {
      translation: { kind: "none" },
      scripture: { url: `${web.base}/api/scripture-cards`, mode: "show", versesPerCard: 3 },
      webhookUrl: `${web.base}/api/room-events`,
    });
    const speaker = await joinRoom(
      room.url,
      broadcastId,
      await tokenFor({ sermon: broadcastId, role: "host", userId: host.id, language: "en" }),
    );
    speaker.send({ type: "final", seq: 0, text: "Let us read John three sixteen." });
    await speaker.waitFor(
      (all: ServerMessage[]) => all.some((message) => message.type === "verse"),
      "the verse card",
      20_000,
    );
    const cards = web.recorded.find((request) => request.path === "/api/scripture-cards");
    expect(cards?.status).toBe(200);
    const replayed = await answer(cards!.path, cards!.headers, cards!.body);
    expect(replayed.status).toBe(401);
    expect(replayed.data).not.toHaveProperty("cards");
    speaker.drop();

    // The room's webhooks too: ending the sermon archives it through them.
    await commandRoom(room.url, broadcastId, { type: "end" });
    const deadline = Date.now() + 20_000;
    while (!web.recorded.some((request) => request.path === "/api/room-events") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const event = web.recorded.find((request) => request.path === "/api/room-events");
    expect(event?.status).toBe(200);
    expect((await answer(event!.path, event!.headers, event!.body)).status).toBe(401);
  }, 60_000);
});

describe("signed web → room commands", () => {
  it("are taken once; the same request sent again is refused", async () => {
    const { signedHeaders } = await import("#app/neutral/signed-request.ts");
    const body = JSON.stringify({ type: "configure", sourceLanguage: "en", translation: { kind: "none" } });
    const headers = { ...(await signedHeaders(TEST_ROOM_SECRET, body)), "Content-Type": "application/json" };
    const url = `${room.url}/parties/main/replay-${Date.now()}`;
    const first = await fetch(url, { method: "POST", headers, body });
    expect(first.status).toBe(200);
    expect((await fetch(url, { method: "POST", headers, body })).status).toBe(401);
  });

  // Issue 40, finding 6: the room's record of nonces taken outlives the instance that took them.
  it.each([
    ["evicted", "evict"],
    ["restarted", "restart"],
  ] as const)("are refused when replayed after the room was %s", async (_, type) => {
    const broadcastId = `replay-${type}-${Date.now()}`;
    const body = JSON.stringify({ type: "configure", sourceLanguage: "en", translation: { kind: "none" } });
    const headers = { ...(await signedHeaders(TEST_ROOM_SECRET, body)), "Content-Type": "application/json" };
    const url = `${room.url}/parties/main/${broadcastId}`;
    expect((await fetch(url, { method: "POST", headers, body })).status).toBe(200);
    await forceRoom(room.url, broadcastId, type);
    const replayed = await fetch(url, { method: "POST", headers, body });
    expect(replayed.status).toBe(401);
    // The room itself is up: a fresh command is still taken.
    expect((await commandRoom(room.url, broadcastId, { type: "end" })).status).toBe(200);
  });
});

describe("the web's check of a signed request", () => {
  const body = JSON.stringify({ broadcastId: "x", osis: "John.3.16", languages: ["en"] });
  const request = (headers: Record<string, string>) => new Request("http://web/api/scripture-cards", { headers });

  it("takes a fresh one once, and refuses one older than a minute, from the future, or signed otherwise", async () => {
    const now = Date.now();
    const fresh = await signedHeaders(TEST_ROOM_SECRET, body, now - 59_000);
    expect(await verifyRoomRequest(request(fresh), body, now)).toBe(true);
    expect(await verifyRoomRequest(request(fresh), body, now)).toBe(false);
    const old = await signedHeaders(TEST_ROOM_SECRET, body, now - 61_000);
    expect(await verifyRoomRequest(request(old), body, now)).toBe(false);
    const ahead = await signedHeaders(TEST_ROOM_SECRET, body, now + 61_000);
    expect(await verifyRoomRequest(request(ahead), body, now)).toBe(false);
    const otherSecret = await signedHeaders("another-secret-that-is-long-enough-0000", body, now);
    expect(await verifyRoomRequest(request(otherSecret), body, now)).toBe(false);
    const otherBody = await signedHeaders(TEST_ROOM_SECRET, "{}", now);
    expect(await verifyRoomRequest(request(otherBody), body, now)).toBe(false);
    // The old scheme (a signature of the body alone) is no longer enough.
    const { hmacHex } = await import("#app/neutral/token.ts");
    expect(
      await verifyRoomRequest(request({ "X-Room-Signature": await hmacHex(TEST_ROOM_SECRET, body) }), body, now),
    ).toBe(false);
  });
});
