// The bare broadcast of bare-broadcast.mjs, but as a PartyKit room under `partykit dev`
// (workerd): what the runtime itself costs, apart from the sermon room's work. Benchmark only.
// Hibernating like the sermon room, so the ratio between them compares like with like.
import type * as Party from "partykit/server";

export default class BareRoom implements Party.Server {
  readonly options = { hibernate: true };

  constructor(readonly room: Party.Room) {}

  onMessage(message: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection) {
    for (const connection of this.room.getConnections())
      if (connection.id !== sender.id) connection.send(message as string);
  }
}
