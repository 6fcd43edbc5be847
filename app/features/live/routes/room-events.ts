import { data } from "react-router";
import { roomEventBatchSchema, roomEventSchema } from "#app/neutral/room-web-protocol.ts";
import { verifyRoomRequest } from "#app/features/room-wire/room-signature.server.ts";
import { applyRoomEvents } from "#app/features/live/room-events.server.ts";
import type { Route } from "./+types/room-events";

// The room's webhooks. Authenticated by an HMAC of timestamp, nonce and body with the shared room
// secret, good once and for a minute
// (no cookie, so the CSRF middleware lets this path through: see app/middleware/csrf.server.ts).
export async function action({ request }: Route.ActionArgs) {
  const body = await request.text();
  if (body.length > 5_000_000) return data({ error: "too large" }, { status: 413 });
  if (!(await verifyRoomRequest(request, body))) {
    return data({ error: "bad signature" }, { status: 401 });
  }
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    return data({ error: "bad json" }, { status: 400 });
  }
  // One event, or a batch of them (the room's outbox sends what has piled up, in order).
  const batch = roomEventBatchSchema.safeParse(json);
  const single = batch.success ? null : roomEventSchema.safeParse(json);
  if (!batch.success && !single?.success) return data({ error: "bad event" }, { status: 400 });
  const events = batch.success ? batch.data.events : [single!.data!];
  // In order, in one transaction; a repeat is recognised by its receipt.
  const outcomes = await applyRoomEvents(events);
  // An unknown sermon (deleted meanwhile) is acknowledged so the room stops retrying it.
  return data(batch.success ? { outcomes } : { outcome: outcomes[0] });
}
