// The service model's driver for the in-memory host (driver.ts, decision 062): the room's real
// core in-process, the stand-in translator's protocol handler answering after a random latency on
// the fake clock, and the web's own webhook handler writing the archive to the test database.
import { applyRoomEvent } from "#app/features/live/room-events.server.ts";
import { azureResponse, azureState } from "#tests/support/azure-server.ts";
import { MemoryRooms } from "#tests/support/memory-host/rooms.ts";
import { roomEventsHandler } from "#tests/support/webhook-receiver.ts";
import type { ServiceDriver } from "./driver.ts";

const PROVIDER = "http://192.0.2.10";
const WEB = "http://192.0.2.20";

/** Provider latency in fake ms for each request; `random` is the run's own generator (seeded). */
export type Latency = (request: Request) => number;

export function memoryDriver(latency: Latency = () => 0) {
  let world = new MemoryRooms();
  let azure = azureState({ key: "k" });
  let web = roomEventsHandler({ apply: applyRoomEvent });
  const begin = () => {
    world = new MemoryRooms();
    azure = azureState({ key: "k" });
    web = roomEventsHandler({ apply: applyRoomEvent });
    world.route(PROVIDER, { handle: (request) => azureResponse(azure, request), latencyMs: latency });
    world.route(WEB, { handle: web.fetch });
  };
  begin();
  const driver: ServiceDriver & { world: () => MemoryRooms } = {
    translatorUrl: PROVIDER,
    webhookUrl: `${WEB}/api/room-events`,
    world: () => world,
    begin,
    outbound: () => [
      ...azure.translateRequests.flatMap((request) => request.texts),
      ...web.received.map((event) => JSON.stringify(event)),
    ],
    async open(where, claims, lastSeq, on) {
      const room = world.room(where.relay ? "relay" : "main", where.relay ?? where.sermon);
      const { connection } = room.connect({ ...claims, exp: 0 }, lastSeq, { message: on.message, close: on.close });
      const gone = () => {
        if (!connection.open) return;
        connection.drop();
        on.close();
      };
      return {
        send: (text) => {
          if (connection.open) void room.event((core) => core.onMessage(text, connection as never));
        },
        close: gone,
        terminate: async () => gone(),
      };
    },
    async waitFor(check, label) {
      // Whoever else is running the clock may have stopped just before this caller's own work.
      for (let round = 0; round < 3 && !check(); round++) await world.runUntilIdle();
      if (!check()) throw new Error(`never came, with nothing left to do: ${label}`);
    },
    async eventually(check, label) {
      for (let round = 0; round < 3; round++) {
        await world.runUntilIdle();
        if (await check()) return;
      }
      throw new Error(`never came, with nothing left to do: ${label}`);
    },
    async sleep(ms) {
      // Nothing else may be moving the clock (a speaker's page waiting to come back): this wait does.
      let done = false;
      void world.clock.sleep(ms).then(() => (done = true));
      await driver.waitFor(() => done, `${ms} ms`);
    },
    idle: () => world.runUntilIdle(),
    async command(sermon, command) {
      const response = await world.command(sermon, command);
      if (!response.ok) throw new Error(`the room answered ${response.status}`);
    },
    async force(sermon, type) {
      if (type === "restart") return world.room("main", sermon).restart();
      const answer = world.command(sermon, { type }, "/test-seam");
      // The eviction waits for the lanes to be idle, on the fake clock.
      await world.runUntilIdle();
      const response = await answer;
      if (!response.ok) throw new Error(`eviction refused with ${response.status}`);
    },
  };
  return driver;
}
