import { data } from "react-router";
import { scriptureCardsRequestSchema } from "#app/neutral/room-web-protocol.ts";
import { cardsForPassage } from "#app/features/scripture/cards.server.ts";
import { verifyRoomRequest } from "#app/features/room-wire/room-signature.server.ts";
import type { Route } from "./+types/scripture-cards";

// The room asks for the verses of a passage a speaker named. Authenticated like the room's
// webhooks: an HMAC of timestamp, nonce and body with the shared room secret, good once and for a
// minute (no cookie, no CSRF token).
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  if (body.length > 10_000) return data({ error: "too large" }, { status: 413 });
  if (!(await verifyRoomRequest(request, body))) {
    return data({ error: "bad signature" }, { status: 401 });
  }
  let parsed;
  try {
    parsed = scriptureCardsRequestSchema.safeParse(JSON.parse(body));
  } catch {
    return data({ error: "bad json" }, { status: 400 });
  }
  if (!parsed.success) return data({ error: "bad request" }, { status: 400 });
  const cards = await cardsForPassage(parsed.data);
  if (!cards) return data({ error: "unknown sermon" }, { status: 404 });
  return data({ cards });
}

export function loader() {
  return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
}
