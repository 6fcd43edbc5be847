// The sermon room on PartyKit: a thin adapter from PartyKit's events to the room's core
// (room-core.ts, decision 062), over PartyKit's `Room` as a host (host.ts). What only the platform
// does stays here: admission before a socket opens (connections.ts) and the connection's tags.
import type * as Party from "partykit/server";
import { admit, connectionTags } from "./admission.ts";
import type { ConnectionState } from "./connections.ts";
import { hostConnection, partyHost } from "./party-host.ts";
import { SermonCore } from "./room-core.ts";

export default class SermonRoom implements Party.Server {
  readonly options = { hibernate: true };
  private readonly core: SermonCore;

  constructor(readonly room: Party.Room) {
    this.core = new SermonCore(partyHost(room));
  }

  static onBeforeConnect(request: Party.Request, lobby: Party.Lobby) {
    return admit(request, lobby);
  }

  onStart() {
    return this.core.onStart();
  }

  getConnectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
    return connectionTags(connection, context);
  }

  onConnect(connection: Party.Connection<ConnectionState>, context: Party.ConnectionContext) {
    return this.core.onConnect(hostConnection(connection), context.request);
  }

  onClose(connection: Party.Connection<ConnectionState>) {
    return this.core.onClose(hostConnection(connection));
  }

  onError() {
    this.core.onError();
  }

  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<ConnectionState>) {
    return this.core.onMessage(raw, hostConnection(sender));
  }

  onRequest(request: Party.Request) {
    return this.core.onRequest(request as unknown as Request);
  }

  onAlarm() {
    return this.core.onAlarm();
  }
}

SermonRoom satisfies Party.Worker;
