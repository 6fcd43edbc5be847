// What the web app decides before it signs a room token: how often one person and one client may
// ask. (The listener id is the person's key from app/features/auth/guest.server.ts.)
import type { Limit } from "#app/features/auth/throttle.server.ts";

const MINUTE_MS = 60 * 1000;
export const ROOM_TOKENS_PER_MINUTE = 60;
/**
 * Per client address range (an IPv6 /64 is one, decision 051): a signed-in congregation behind one
 * church router (decision 031), each phone asking a few times. The per-person limit above is what
 * stops a script; this only bounds what one address can make the database count.
 */
const ROOM_TOKENS_PER_ADDRESS_MINUTE = 10_000;

/**
 * partysocket asks for a token before every (re)connection, so a phone on bad Wi-Fi asks often;
 * these allow that many times over while keeping a script from opening listeners by the hundred.
 */
export function roomTokenLimits(who: string, address: string | null): Limit[] {
  return [
    { key: `room-token:${who}`, max: ROOM_TOKENS_PER_MINUTE, windowMs: MINUTE_MS },
    ...(address ? [{ key: `room-token:ip:${address}`, max: ROOM_TOKENS_PER_ADDRESS_MINUTE, windowMs: MINUTE_MS }] : []),
  ];
}
