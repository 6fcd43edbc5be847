// PartyKit's `Room` as the room core's host (host.ts, decision 062).
import type * as Party from "partykit/server";
import { systemClock, type HostConnection, type Parties, type RoomHost } from "./host.ts";

/** A PartyKit connection as the core sees it (its state is the same serialised object). */
export const hostConnection = <S>(connection: Party.Connection<S>) => connection as unknown as HostConnection<S>;

/** PartyKit's `Room` as a host. Getters on purpose: `id` and `context` throw in an alarm, as before. */
export function partyHost(room: Party.Room): RoomHost {
  return {
    get id() {
      return room.id;
    },
    get env() {
      return room.env;
    },
    storage: room.storage,
    getConnections: <S>(tag?: string) => room.getConnections<S>(tag) as unknown as Iterable<HostConnection<S>>,
    getConnection: <S>(id: string) => room.getConnection<S>(id) as unknown as HostConnection<S> | undefined,
    broadcast: (message) => room.broadcast(message),
    parties: () => room.context.parties as unknown as Parties,
    clock: systemClock,
    fetch: (input, init) => fetch(input, init),
    exclusive: (task) => room.blockConcurrencyWhile(task),
  };
}
