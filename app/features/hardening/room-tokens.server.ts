// What the web app decides before it signs a room token: how often one person and one client may
// ask, and which listener id the room will count them as.
import crypto from "node:crypto";
import { env } from "#app/utils/env.server.ts";
import { isThrottled, recordAttempt, type Limit } from "#app/utils/throttle.server.ts";

const MINUTE_MS = 60 * 1000;
export const ROOM_TOKENS_PER_MINUTE = 60;

/**
 * partysocket asks for a token before every (re)connection, so a phone on bad Wi-Fi asks often;
 * these allow that many times over while keeping a script from opening listeners by the hundred.
 */
export function roomTokenLimits(who: string, address: string | null): Limit[] {
  return [
    { key: `room-token:${who}`, max: ROOM_TOKENS_PER_MINUTE, windowMs: MINUTE_MS },
    ...(address ? [{ key: `room-token:ip:${address}`, max: 4 * ROOM_TOKENS_PER_MINUTE, windowMs: MINUTE_MS }] : []),
  ];
}

/** True (and the attempt recorded) when another token may be minted now. */
export async function mayMintRoomToken(limits: Limit[]) {
  for (const limit of limits) if (await isThrottled(limit)) return false;
  await Promise.all(limits.map(recordAttempt));
  return true;
}

/**
 * The listener id signed into the token: one per person per sermon, whatever the number of
 * tokens, tabs, devices, language switches or reconnects, so a script cannot count itself twice.
 * `who` is the user id or, for a guest without an account, the anonymous guest id the web gave
 * that browser. Keyed with the room secret, so nobody can name (and close) another's session.
 */
export function listenerIdFor(who: string, broadcastId: string) {
  return `l-${crypto.createHmac("sha256", env.ROOM_SECRET).update(`${who}|${broadcastId}`).digest("base64url").slice(0, 32)}`;
}
