// Issue 40, finding 2: room tokens asked for and never used filled a sermon's guest quota (40
// requests from each of 3 addresses, then 5 real guests all got 429). A guest now counts against
// the sermon when their socket joins it, and addresses count by IPv6 /64 (decision 051).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { loader } from "#app/features/live/routes/room-token.ts";
import { prisma } from "#app/utils/db.server.ts";
import { PEER_HEADER } from "#app/utils/peer.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { startLiveSermon } from "#tests/support/live-sermon.ts";
import { joinRoom } from "#tests/support/room-client.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

// Lowered limits (as the finding's replay did), set before the web's environment is read.
const { roomPort, perSermon, perAddress } = await vi.hoisted(async () => {
  const { freePort } = await import("#tests/setup/free-port.ts");
  const port = await freePort();
  process.env.ROOM_INTERNAL_URL = `http://127.0.0.1:${port}`;
  process.env.ROOM_PUBLIC_PORT = String(port);
  process.env.ROOM_SECRET = "test-room-secret-that-is-long-enough-000";
  process.env.GUEST_JOINS_PER_SERMON = "12";
  process.env.GUEST_JOINS_PER_IP_HOUR = "1000";
  return { roomPort: port, perSermon: 12, perAddress: 1000 };
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

/** GET /api/room-token as a phone with no cookie (a new guest) from `address`: the route's own loader. */
async function askAsNewGuest(broadcastId: string, address: string) {
  const url = `http://localhost/api/room-token?${new URLSearchParams({ broadcastId, language: "es" })}`;
  const result = (await loader({
    request: new Request(url, { headers: { [PEER_HEADER]: address, Accept: "application/json" } }),
    params: {},
    context: {},
  } as never)) as { data: { token?: string; room?: string; party?: string }; init?: { status?: number } | null };
  return { status: result.init?.status ?? 200, token: result.data.token, room: result.data.room };
}

const guestsJoined = (sermonId: string) => prisma.listenerStay.count({ where: { sermonId, guestId: { not: null } } });

describe("a sermon's guest quota", () => {
  it("is not filled by thousands of unused tokens: real guests still join, up to the limit", async () => {
    const sermon = await liveSermon();
    const id = sermon.broadcastId;
    // A script: 3 × 1,000 tokens as new guests, from one IPv4 address and two IPv6 /64s (a fresh
    // address of its /64 for every request), none of them ever used.
    const sources = [
      () => "198.51.100.7",
      (n: number) => `2001:db8:40:1::${n.toString(16)}`,
      (n: number) => `2001:db8:40:2:${(n % 65536).toString(16)}::1`,
    ];
    for (const source of sources) {
      const statuses = new Map<number, number>();
      for (let n = 1; n <= perAddress; n++) {
        const { status } = await askAsNewGuest(id, source(n));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: perAddress });
      // The address's (or /64's) own allowance is spent, however the next address of the /64 is written.
      expect((await askAsNewGuest(id, source(perAddress + 1))).status).toBe(429);
    }

    // Real guests, each from an address of their own, open sockets: all get in while there is room.
    const guests = [];
    for (let n = 1; n <= perSermon; n++) {
      const grant = await askAsNewGuest(id, `203.0.113.${n}`);
      expect(grant.status).toBe(200);
      const client = await joinRoom(room.url, id, grant.token!, {}, grant.room === id ? undefined : grant.room);
      await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      guests.push(client);
    }
    // The room told the web each of them joined (its webhook); then the sermon is full.
    await vi.waitFor(async () => expect(await guestsJoined(sermon.id)).toBe(perSermon), { timeout: 30_000 });
    const late = await askAsNewGuest(id, "203.0.113.200");
    expect(late.status).toBe(429);
    expect(late.token).toBeUndefined();
    for (const guest of guests) guest.socket.close();
  }, 180_000);
});
