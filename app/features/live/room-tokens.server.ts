// What the web app decides before it signs a room token: how often one person and one client may
// ask. (The listener id is the person's key from app/features/listener/guest.server.ts.)
import { isThrottled, recordAttempt, type Limit } from "#app/features/auth/throttle.server.ts";

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
