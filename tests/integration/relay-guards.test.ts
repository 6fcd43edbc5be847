import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SECRET } from "#app/neutral/dev-secret.ts";
import { relayName } from "#app/neutral/relay-protocol.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { connectionStatus, tokenFor } from "#tests/support/room-client.ts";

// A relay room (decision 013) is a door to the same sermon: it must refuse what the sermon room
// refuses, through the same admission and request screen (decision 040), against a real `partykit dev`.
let room: RoomServer;

beforeAll(async () => {
  room = await sharedPartykit();
}, 90_000);

afterAll(async () => {
  await room?.stop();
});

/** What a room answers to a request: its status and the methods it says it allows. */
async function answer(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  await response.body?.cancel();
  return { status: response.status, allow: response.headers.get("Allow") };
}

describe("a relay's request screen", () => {
  it("answers what the sermon room refuses exactly as the sermon room does", async () => {
    const id = `relay-screen-${Date.now()}`;
    const doors = [`${room.url}/parties/main/${id}`, `${room.url}/parties/relay/${relayName(id, 1)}`];
    // One byte over the rooms' command limit, a body of unknown length, a method no room takes.
    const probes: [string, () => RequestInit][] = [
      ["too large", () => ({ method: "POST", body: "x".repeat(1024 * 1024 + 1) })],
      [
        "no length",
        () => ({
          method: "POST",
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode("{}"));
              controller.close();
            },
          }),
          duplex: "half",
        }),
      ],
      ["DELETE", () => ({ method: "DELETE" })],
    ];
    for (const [probe, init] of probes) {
      const [sermon, relay] = [await answer(doors[0]!, init()), await answer(doors[1]!, init())];
      expect({ probe, ...relay }).toEqual({ probe, ...sermon });
    }
    expect((await answer(doors[1]!, probes[0]![1]())).status).toBe(413);
  }, 60_000);
});

describe("a relay in production", () => {
  it("refuses every connection and request while it has the development secret", async () => {
    const production = await startPartykit({ vars: { NODE_ENV: "production", ROOM_SECRET: DEV_SECRET } });
    try {
      const id = `relay-prod-${Date.now()}`;
      const relay = relayName(id, 1);
      // A listener's token signed with the development secret, which anyone can read in the source.
      const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" }, DEV_SECRET);
      expect(await connectionStatus(production.url, id, token, relay)).toBe(503);
      expect((await fetch(`${production.url}/parties/relay/${relay}`, { method: "POST", body: "{}" })).status).toBe(
        503,
      );
    } finally {
      await production.stop();
    }
  }, 90_000);

  it("lets a listener in with its own secret", async () => {
    const production = await startPartykit({ vars: { NODE_ENV: "production" } });
    try {
      const id = `relay-prod-ok-${Date.now()}`;
      const token = await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" });
      expect(await connectionStatus(production.url, id, token, relayName(id, 1))).toBe(101);
    } finally {
      await production.stop();
    }
  }, 90_000);
});
