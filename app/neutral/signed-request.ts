// Requests between the web app, the sermon room and its relays carry a JSON body signed with the
// secret they share, together with a timestamp and a one-time nonce (signedHeaders below).
// Anything unsigned, wrongly signed or more than a minute old is refused before any of it is read;
// each receiver refuses a replay from its own record of nonces taken (the web: its database,
// app/features/room-wire/room-signature.server.ts; a room: its storage, party/signed-json.ts).
import { hmacHex, verifyHmacHex } from "./token.ts";

// Web → room commands, room → web requests (webhooks, verse cards) and the requests between a
// sermon room and its relays are signed over a timestamp and a one-time nonce as well as the
// body. A captured request is good for one minute and once: the receiver refuses an older one,
// and remembers the nonces it has taken.
export const SIGNED_REQUEST_MAX_AGE_MS = 60_000;
const NONCE = /^[A-Za-z0-9-]{16,64}$/;

/** The headers of a signed room request with `body`, made at `now`. */
export async function signedHeaders(secret: string, body: string, now = Date.now()): Promise<Record<string, string>> {
  const timestamp = String(now);
  const nonce = crypto.randomUUID();
  return {
    "X-Room-Timestamp": timestamp,
    "X-Room-Nonce": nonce,
    "X-Room-Signature": await hmacHex(secret, `${timestamp}.${nonce}.${body}`),
  };
}

/**
 * The nonce of a request whose signature holds and that was made within the last minute (or a
 * minute ahead: clocks differ), or null. Whether the nonce was seen before is the receiver's
 * question: it alone knows what it has taken.
 */
export async function freshSignedNonce(
  secret: string,
  body: string,
  headers: { get(name: string): string | null },
  now = Date.now(),
): Promise<string | null> {
  const timestamp = headers.get("X-Room-Timestamp") ?? "";
  const nonce = headers.get("X-Room-Nonce") ?? "";
  if (!/^\d{1,15}$/.test(timestamp) || !NONCE.test(nonce)) return null;
  if (Math.abs(now - Number(timestamp)) > SIGNED_REQUEST_MAX_AGE_MS) return null;
  const signed = await verifyHmacHex(secret, `${timestamp}.${nonce}.${body}`, headers.get("X-Room-Signature"));
  return signed ? nonce : null;
}
