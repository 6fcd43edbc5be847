// Requests between the web app, the sermon room and its relays carry a JSON body signed with the
// secret they share, together with a timestamp and a one-time nonce (signedHeaders below).
// Anything unsigned, wrongly signed, more than a minute old, replayed or off-protocol is refused
// here, before any of it is read.
import type * as Party from "partykit/server";
import type { z } from "zod";
import { hmacHex, verifyHmacHex } from "./token.ts";

/** The request's body parsed with `schema` when its signature holds, or the response refusing it. */
export async function readSignedJson<Schema extends z.ZodType>(
  request: Party.Request,
  secret: string,
  schema: Schema,
  seen: SeenNonces,
): Promise<z.output<Schema> | Response> {
  const body = await request.text();
  const nonce = await freshSignedNonce(secret, body, request.headers);
  if (!nonce || !seen.take(nonce)) return new Response("Unauthorized", { status: 401 });
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse(body));
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  if (!parsed.success) return new Response("Bad request", { status: 400 });
  return parsed.data;
}

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

/** Nonces taken in the last minute, for a receiver that lives in one place (a room). */
export class SeenNonces {
  private readonly seen = new Map<string, number>();

  /** True the first time `nonce` is offered within its minute; false for a replay. */
  take(nonce: string, now = Date.now()) {
    for (const [old, at] of this.seen) {
      if (now - at <= 2 * SIGNED_REQUEST_MAX_AGE_MS) break;
      this.seen.delete(old);
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, now);
    return true;
  }
}
