// A relay room on PartyKit (decision 013): a thin adapter from PartyKit's events to the relay's
// core (relay-core.ts, decision 062). Admission and tags are the platform's, so they stay here.
import type * as Party from "partykit/server";
import { hostConnection, partyHost } from "./party-host.ts";
import { RelayCore, type RelayConnectionState } from "./relay-core.ts";
import { admit, connectionTags } from "./admission.ts";
import { sermonOfRelay } from "../app/neutral/relay-protocol.ts";

export default class RelayRoom implements Party.Server {
  readonly options = { hibernate: true };
  private readonly core: RelayCore;

  constructor(readonly room: Party.Room) {
    this.core = new RelayCore(partyHost(room));
  }

  /** The sermon room's admission; hosts publish to the sermon room itself, so a relay takes only listeners. */
  static onBeforeConnect(request: Party.Request, lobby: Party.Lobby) {
    return admit(request, lobby, { sermon: sermonOfRelay(lobby.id)?.sermon ?? null, roles: ["listener"] });
  }

  onStart() {
    return this.core.onStart();
  }

  getConnectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
    return connectionTags(connection, context);
  }

  onConnect(connection: Party.Connection<RelayConnectionState>, context: Party.ConnectionContext) {
    return this.core.onConnect(hostConnection(connection), context.request);
  }

  onClose(connection: Party.Connection<RelayConnectionState>) {
    return this.core.onClose(hostConnection(connection));
  }

  onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<RelayConnectionState>) {
    return this.core.onMessage(raw, hostConnection(sender));
  }

  onRequest(request: Party.Request) {
    return this.core.onRequest(request as unknown as Request);
  }

  onAlarm() {
    return this.core.onAlarm();
  }
}

RelayRoom satisfies Party.Worker;
