// The in-memory host (decision 062) runs the room's real core: a line spoken reaches a listener
// in its language through the provider's protocol, a webhook reaches the web's handler, and the
// fake clock alone decides how long a provider takes.
import { describe, expect, it } from "vitest";
import { azureResponse, azureState } from "#tests/support/azure-server.ts";
import { MemoryRooms } from "#tests/support/memory-host/rooms.ts";
import { roomEventsHandler } from "#tests/support/webhook-receiver.ts";

const PROVIDER = "http://192.0.2.1";
const WEB = "http://192.0.2.2";

function world(latencyMs: number) {
  const rooms = new MemoryRooms();
  const azure = azureState({ key: "k" });
  const web = roomEventsHandler();
  rooms.route(PROVIDER, { handle: (request) => azureResponse(azure, request), latencyMs: () => latencyMs });
  rooms.route(WEB, { handle: web.fetch });
  return { rooms, azure, web };
}

const socket = () => {
  const got: { type: string; text?: string; seq?: number }[] = [];
  return { got, client: { message: (text: string) => got.push(JSON.parse(text)), close: () => {} } };
};

describe("the in-memory room host", () => {
  it("translates, delivers and sends webhooks, with the provider's latency on the fake clock", async () => {
    const { rooms, azure, web } = world(700);
    const configured = await rooms.command("s1", {
      type: "configure",
      sourceLanguage: "en",
      translation: { kind: "azure", endpoint: PROVIDER, key: "k" },
      webhookUrl: `${WEB}/api/room-events`,
    });
    expect(configured.status).toBe(200);
    const host = socket();
    const listener = socket();
    const room = rooms.room("main", "s1");
    const speaker = room.connect({ sermon: "s1", role: "host", userId: null, language: "en", exp: 0 }, -1, host.client);
    room.connect(
      { sermon: "s1", role: "listener", userId: null, language: "es", exp: 0, listenerId: "g-1" },
      -1,
      listener.client,
    );
    await rooms.runUntilIdle();
    const before = rooms.clock.now();
    void room.event((core) =>
      core.onMessage(
        JSON.stringify({ type: "final", id: "l1", text: "Copper meadow lantern." }),
        speaker.connection as never,
      ),
    );
    await rooms.runUntilIdle();
    expect(listener.got.filter((message) => message.type === "segment")).toMatchObject([
      { seq: 0, text: "[es] Copper meadow lantern." },
    ]);
    expect(azure.translateRequests.map((request) => request.to)).toEqual([["es"]]);
    expect(rooms.clock.now() - before).toBeGreaterThanOrEqual(700);
    expect(web.received.map((event) => event.type)).toEqual(["listener.joined"]);
  });
});
