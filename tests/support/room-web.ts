// The web app's real segment-help and room-event endpoints (their route actions) on loopback, for
// room tests that need the memory and the database behind the room. The caller sets ROOM_SECRET to
// the test room's before importing this module (env.server.ts reads it once, at import).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { action as roomEvents } from "#app/features/live/routes/room-events.ts";
import { action as segmentHelp } from "#app/features/memory/routes/segment-help.ts";

// Any route action: each is called with a request, and its `data(…)` answer is sent back as JSON.
type RouteAction = (args: never) => Promise<unknown>;

/**
 * `help` answers the room's per-segment requests at `helpPath` (the memory's segment help by
 * default; the scripture test gives the verse-card action); /api/room-events takes its webhooks.
 */
export async function startRoomWeb(help: RouteAction = segmentHelp, helpPath = "/api/segment-help") {
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const handler = request.url?.startsWith("/api/room-events") ? roomEvents : help;
    const answer = (await handler({
      request: new Request(`http://127.0.0.1${request.url}`, {
        method: request.method,
        headers: request.headers as HeadersInit,
        body,
      }),
      params: {},
      context: {},
    } as never)) as { data: unknown; init: ResponseInit | null };
    response
      .writeHead(answer.init?.status ?? 200, { "Content-Type": "application/json" })
      .end(JSON.stringify(answer.data));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    helpUrl: `${base}${helpPath}`,
    webhookUrl: `${base}/api/room-events`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
