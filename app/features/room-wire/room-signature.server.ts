// The web side of signed room → web requests (/api/room-events, /api/scripture-cards): the
// signature over timestamp, nonce and body must hold, the request be less than a minute old,
// and its nonce new. Nonces are kept in the database, so a replay is refused by every web server
// of the install, not only by the one that took the request first (app/neutral/signed-request.ts).
import { freshSignedNonce, SIGNED_REQUEST_MAX_AGE_MS } from "#app/neutral/signed-request.ts";
import { prisma } from "#app/utils/db.server.ts";
import { env } from "#app/utils/env.server.ts";

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/** True once for each request the room signed within the last minute; false for anything else or a replay. */
export async function verifyRoomRequest(request: Request, body: string, now = Date.now()): Promise<boolean> {
  const nonce = await freshSignedNonce(env.ROOM_SECRET, body, request.headers, now);
  if (!nonce) return false;
  try {
    await prisma.signedRequestNonce.create({ data: { nonce, createdAt: new Date(now) } });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  // A nonce older than a request may be is worthless: the timestamp alone refuses its replay.
  await prisma.signedRequestNonce.deleteMany({
    where: { createdAt: { lt: new Date(now - 2 * SIGNED_REQUEST_MAX_AGE_MS) } },
  });
  return true;
}
