import crypto from "node:crypto";
import { env } from "./env.server.ts";

/** The room verifies this: HMAC-SHA256 of the exact body with the shared ROOM_SECRET, in hex. */
export function signRoomBody(body: string, secret = env.ROOM_SECRET): string {
  return crypto.createHmac("sha256", secret).update(body).digest("hex");
}

/**
 * Tells a sermon's PartyKit room that the sermon has ended, so listeners are told at once.
 * The database is the record: a room that cannot be reached (stopped, restarting) must not
 * stop an administrator from ending the sermon, so failures are logged and reported, not thrown.
 */
export async function endSermonInRoom(broadcastId: string): Promise<boolean> {
  const body = JSON.stringify({ type: "end" });
  const url = `http://${env.ROOM_HOST}/parties/main/${encodeURIComponent(broadcastId)}`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${signRoomBody(body)}` },
      body,
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) console.warn(`Room ${broadcastId} answered ${response.status} to "end"`);
    return response.ok;
  } catch (error) {
    console.warn(`Room ${broadcastId} could not be told the sermon ended:`, error instanceof Error ? error.message : error);
    return false;
  }
}
