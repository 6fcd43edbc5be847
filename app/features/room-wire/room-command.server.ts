// Commands from the web app to a sermon room, signed with the room secret. The web's end of the wire
// to the room (app/features/room-wire/, below every feature that uses it): the live feature ends
// sermons with it, displays revoke their links, and the scripture settings tell live rooms a
// changed mode. It cannot live in live/: live imports scripture, so scripture importing live would
// close a circle (decision 040).
import type { RoomCommandInput } from "#app/neutral/room-web-protocol.ts";
import { signedHeaders } from "#app/neutral/signed-request.ts";
import { env } from "#app/utils/env.server.ts";

/** Sends a signed command to a room. Throws when the room cannot be reached or refuses. */
export async function commandRoom(broadcastId: string, command: RoomCommandInput) {
  const body = JSON.stringify(command);
  const response = await fetch(`${env.ROOM_INTERNAL_URL}/parties/main/${encodeURIComponent(broadcastId)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(await signedHeaders(env.ROOM_SECRET, body)) },
    body,
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`room ${broadcastId} answered ${response.status}`);
}
