// Display links the host revoked (decision 026). The web app tells the room the displays' listener
// ids ("d-<display>"); the room closes their open sockets at once and closes any later connection
// under those ids before it sends a word. A revoked link cannot mint a token any more, so every
// token it still holds was minted before the revocation, and each is refused this way.
import type { HostConnection, RoomHost } from "./host.ts";

const KEY = "revokedDisplays";
/** A close code of our own (4000–4999): the client can tell a revocation from a dropped line. */
export const REVOKED_CLOSE_CODE = 4003;

export class DisplayRevocations {
  private revoked = new Set<string>();

  constructor(private readonly room: RoomHost) {}

  async load() {
    this.revoked = new Set((await this.room.storage.get<string[]>(KEY)) ?? []);
  }

  has(listenerId: string) {
    return this.revoked.has(listenerId);
  }

  async revoke(listenerIds: string[]) {
    for (const id of listenerIds) this.revoked.add(id);
    await this.room.storage.put(KEY, [...this.revoked]);
    for (const id of listenerIds) {
      for (const connection of this.room.getConnections(`listener:${id}`)) this.close(connection);
    }
  }

  close(connection: HostConnection) {
    connection.close(REVOKED_CLOSE_CODE, "display link revoked");
  }
}
