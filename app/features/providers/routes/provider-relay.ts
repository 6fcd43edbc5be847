import { data } from "react-router";
import { providerRelayRequestSchema } from "#app/neutral/room-web-protocol.ts";
import { verifyRoomRequest } from "#app/features/room-wire/room-signature.server.ts";
import { relayProviderRequest } from "#app/features/providers/provider-relay.server.ts";

// The room's provider requests to an address that is a name (decision 052): workerd cannot check
// where a name points, so the web resolves it, refuses a private answer and connects to the address
// it checked. Signed with the room secret, fresh and never replayed, like segment help.
export async function action({ request }: { request: Request }) {
  if (request.method !== "POST") return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  if (body.length > 80_000) return data({ error: "too large" }, { status: 413 });
  if (!(await verifyRoomRequest(request, body))) return data({ error: "bad signature" }, { status: 401 });
  let parsed;
  try {
    parsed = providerRelayRequestSchema.safeParse(JSON.parse(body));
  } catch {
    return data({ error: "bad json" }, { status: 400 });
  }
  if (!parsed.success) return data({ error: "bad request" }, { status: 400 });
  return relayProviderRequest(parsed.data, request.signal);
}

export function loader() {
  return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
}
