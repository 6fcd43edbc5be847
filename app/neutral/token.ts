// Short-lived room tokens and request signatures: HMAC-SHA256 with the secret the web app and
// the room share. WebCrypto only, so the same code runs in Node (web) and workerd (room).
import { z } from "zod";

const roomClaimsSchema = z.object({
  sermon: z.string().min(1),
  // "operator": the organisation's staff on the operator view (controls, no microphone).
  // "display": a read-only captions screen (projector, OBS); never counted as a listener.
  // "interpreter": staff speaking one language's captions themselves (decision 064).
  role: z.enum(["host", "operator", "listener", "display", "interpreter"]),
  userId: z.string().nullable(),
  language: z.string().min(2),
  /** The person's stable id in this room ("u-<user>" or "g-<guest>"): one listener session each. */
  listenerId: z
    .string()
    .regex(/^[\w-]{3,80}$/)
    .optional(),
  exp: z.number().int(),
});
export type RoomClaims = z.infer<typeof roomClaimsSchema>;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string) {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export async function hmacHex(secret: string, body: string) {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(body)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Constant-time check of a hex HMAC over `body`. */
export async function verifyHmacHex(secret: string, body: string, signatureHex: string | null) {
  if (!signatureHex || !/^[0-9a-f]{64}$/.test(signatureHex)) return false;
  const bytes = Uint8Array.from(signatureHex.match(/../g)!, (pair) => parseInt(pair, 16));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(body));
}

/** HMAC-SHA256 of `data` under `secret`, as raw bytes. */
export type Hmac = (secret: string, data: string) => Uint8Array | Promise<Uint8Array>;

const webCryptoHmac: Hmac = async (secret, data) =>
  new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(data)));

/**
 * A signed token for `claims`. The room signs with WebCrypto; the web passes Node's own HMAC, which
 * signs in microseconds where Node's WebCrypto took about a millisecond of the event loop per phone
 * of a Sunday rush (issue 33). Same bytes either way: verifyRoomToken accepts both.
 */
export async function signRoomToken(claims: RoomClaims, secret: string, hmac: Hmac = webCryptoHmac) {
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)));
  return `${payload}.${toBase64Url(await hmac(secret, payload))}`;
}

/** The token's claims when it is genuine, unexpired and for this room; otherwise null. */
export async function verifyRoomToken(token: string | null, secret: string, roomId: string, now = Date.now()) {
  if (!token || token.length > 2048) return null;
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  try {
    const valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64Url(signature),
      encoder.encode(payload),
    );
    if (!valid) return null;
    const claims = roomClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(payload))));
    if (!claims.success || claims.data.sermon !== roomId || claims.data.exp < now) return null;
    return claims.data;
  } catch {
    return null;
  }
}
