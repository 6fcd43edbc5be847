// Which room a listener joins (decision 013). The sermon room holds the first ROOM_SHARD_SIZE
// listeners itself; once that many are in, new listeners are spread at random over as many relay
// rooms as the count needs. The count is the open listener stays the room's webhooks have
// recorded, so it lags a flood of joins a little: the shard size is kept well under the
// platform's limit (32,768 hibernated sockets per room) to absorb that.
import { relayName } from "#app/neutral/relay-protocol.ts";
import { openListenerCount } from "./sermon-by-link.server.ts";
import { env } from "#app/utils/env.server.ts";

export type RoomAddress = { party: "main" | "relay"; room: string };

/** 0 is the sermon room; 1…n are relays. */
export function shardFor(openListeners: number, shardSize: number, random = Math.random) {
  const shards = Math.max(1, Math.ceil((openListeners + 1) / shardSize));
  return shards === 1 ? 0 : 1 + Math.floor(random() * (shards - 1));
}

export function addressOf(broadcastId: string, shard: number): RoomAddress {
  return shard === 0 ? { party: "main", room: broadcastId } : { party: "relay", room: relayName(broadcastId, shard) };
}

export async function roomForListener(sermon: { id: string; broadcastId: string }, shardSize = env.ROOM_SHARD_SIZE) {
  return addressOf(sermon.broadcastId, shardFor(await openListenerCount(sermon.id), shardSize));
}
