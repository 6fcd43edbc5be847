// Admission, on PartyKit: who may open a socket, and the tags it is found by. The platform's part
// of connecting (the room's core gets the claims `admit` sets, room-core.ts).
import type * as Party from "partykit/server";
import { claimsOf, tagsOf } from "./connections.ts";
import { refuseMisconfigured, secretOf } from "./room-env.ts";
import { verifyRoomToken, type RoomClaims } from "../app/neutral/token.ts";

/**
 * Whom a room lets in: a token for this sermon (none when the room's name is not a sermon's), of
 * these roles. The sermon room takes every role of its own sermon; a relay, its sermon's listeners.
 */
type Admission = { sermon: string | null; roles?: readonly RoomClaims["role"][] };

/**
 * Before a socket opens, in the sermon room and its relays alike (one rule, decision 040): refused
 * while the room is misconfigured, then the room token's claims, or a refusal.
 */
export async function admit(request: Party.Request, lobby: Party.Lobby, admission: Admission = { sermon: lobby.id }) {
  const misconfigured = refuseMisconfigured(lobby.env);
  if (misconfigured) return misconfigured;
  const token = new URL(request.url).searchParams.get("token");
  const claims = admission.sermon === null ? null : await verifyRoomToken(token, secretOf(lobby.env), admission.sermon);
  if (!claims || (admission.roles && !admission.roles.includes(claims.role))) {
    return new Response("Unauthorized", { status: 401 });
  }
  // Set on every connection, so a client cannot bring its own claims.
  const headers = new Headers(request.headers);
  headers.set("x-room-claims", JSON.stringify(claims));
  return new Request(request.url, { headers }) as unknown as Party.Request;
}

/** The tags PartyKit files a connection under (connections.ts tagsOf). */
export function connectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
  return tagsOf(connection.id, claimsOf(context.request));
}
