// The rooms' HTTP side takes GET (status) and signed POST commands, small ones. Anything else is
// answered here, its body discarded first: workerd logs an error and may reset the connection when
// a response goes out while the request's body is still unread. The sermon room and its relays
// screen every request with this one function (decision 040).
import { refuseMisconfigured } from "./room-env.ts";

const MAX_COMMAND_BYTES = 1024 * 1024;

async function discardBody(request: Request) {
  try {
    await request.body?.cancel();
  } catch {
    // Already read or closed: nothing left to discard.
  }
}

/** A response for a request the room will not handle, or null to handle it. */
export async function screenRoomRequest(request: Request, env: Record<string, unknown>): Promise<Response | null> {
  const misconfigured = refuseMisconfigured(env);
  if (misconfigured) {
    await discardBody(request);
    return misconfigured;
  }
  if (request.method === "GET") return null;
  if (request.method !== "POST") {
    await discardBody(request);
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_COMMAND_BYTES)) {
    await discardBody(request);
    return new Response(Number.isNaN(length) ? "Length required" : "Payload too large", {
      status: Number.isNaN(length) ? 411 : 413,
    });
  }
  return null;
}
