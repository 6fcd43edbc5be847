// The events a listener's connection makes for the web (joined, left, "I accepted"), built once for
// the sermon room and its relays alike (issue 43: both rooms built them, field by field). The id
// makes a resend harmless: the web applies each id once.
import type { RoomEvent } from "../app/neutral/room-web-protocol.ts";
import type { RoomClaims } from "../app/neutral/token.ts";

type Who = { connectionId: string; broadcastId: string; listenerId: string; at: number };

const iso = (at: number) => new Date(at).toISOString();

export function listenerJoined(who: Who, claims: Pick<RoomClaims, "userId" | "language">): RoomEvent {
  const { connectionId, broadcastId, listenerId, at } = who;
  const { userId, language } = claims;
  return {
    id: `joined:${connectionId}`,
    type: "listener.joined",
    broadcastId,
    listenerId,
    userId,
    language,
    at: iso(at),
  };
}

export function listenerLeft(who: Who): RoomEvent {
  const { connectionId, broadcastId, listenerId, at } = who;
  return { id: `left:${connectionId}`, type: "listener.left", broadcastId, listenerId, at: iso(at) };
}

/** A salvation click, known by the page's click id (a second click of the same id is the same event). */
export function salvationClick(who: Omit<Who, "connectionId">, clickId: string, userId: string | null): RoomEvent {
  const { broadcastId, listenerId, at } = who;
  return { id: `salvation:${clickId}`, type: "salvation", broadcastId, clickId, userId, listenerId, at: iso(at) };
}
