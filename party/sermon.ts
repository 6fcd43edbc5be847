import type * as Party from "partykit/server";

/**
 * One room per sermon (its broadcastId). The live-translation release fills this in:
 * token check in onBeforeConnect, catch-up in onConnect, the protocol in onMessage.
 * Until then the room refuses every connection, so nothing can publish into it.
 */
export default class SermonRoom implements Party.Server {
  constructor(readonly room: Party.Room) {}

  static async onBeforeConnect() {
    return new Response("Live rooms open with the live-translation release", { status: 401 });
  }

  async onRequest(request: Party.Request) {
    if (request.method === "GET") return Response.json({ room: this.room.id, status: "idle" });
    return new Response("Method not allowed", { status: 405 });
  }
}

SermonRoom satisfies Party.Worker;
