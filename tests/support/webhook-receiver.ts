// Stands in for the web app's /api/room-events: checks each webhook's signature and records it,
// so a test can count how many times each event id arrived. With `apply` (the web's own
// applyRoomEvent) it also applies each event to the test database, as the web app does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { roomEventBatchSchema, roomEventSchema, type RoomEvent } from "#app/neutral/room-web-protocol.ts";
import { freshSignedNonce } from "#app/neutral/signed-request.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";

/** A Node request's headers as the Fetch API's `get` reads them. */
export const nodeHeaders = (request: http.IncomingMessage) => ({
  get: (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return typeof value === "string" ? value : null;
  },
});

type Apply = (event: RoomEvent) => Promise<string>;

/**
 * The web's side of a webhook delivery, as a Fetch handler: the signature checked, the events
 * recorded and (with `apply`, the web's own applyRoomEvent) applied to the database. Served over
 * HTTP below, or called in-process by the in-memory room host (tests/support/memory-host/rooms.ts).
 */
export function roomEventsHandler(options: { apply?: Apply } = {}) {
  const received: RoomEvent[] = [];
  const outcomes: { id: string; outcome: string }[] = [];
  let badSignatures = 0;
  const handle = async (body: string, headers: { get(name: string): string | null }) => {
    if (!(await freshSignedNonce(TEST_ROOM_SECRET, body, headers))) {
      badSignatures++;
      return 401;
    }
    const json = JSON.parse(body);
    // The room sends one event, or what has piled up as { events: [...] }.
    const events = "events" in json ? roomEventBatchSchema.parse(json).events : [roomEventSchema.parse(json)];
    received.push(...events);
    if (options.apply) for (const event of events) outcomes.push({ id: event.id, outcome: await options.apply(event) });
    return 200;
  };
  return {
    handle,
    fetch: async (request: Request) => {
      const status = await handle(await request.text(), request.headers);
      return new Response(status === 200 ? "{}" : null, { status, headers: { "Content-Type": "application/json" } });
    },
    received,
    outcomes,
    badSignatures: () => badSignatures,
  };
}

export async function startWebhookReceiver(options: { apply?: Apply } = {}) {
  const handler = roomEventsHandler(options);
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const status = await handler.handle(body, nodeHeaders(request));
    if (status !== 200) return void response.writeHead(status).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/room-events`,
    received: handler.received,
    /** With `apply`: what applying each delivery did ("applied", "duplicate" …), in order. */
    outcomes: handler.outcomes,
    badSignatures: handler.badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
