// Taking a line back (decision 058): the booth or the speaker removes a line already shown. The
// line leaves the room's transcript at once (so no catch-up, relay fill or end-of-sermon transcript
// has it), every screen here and on the relays is told to drop it, and the web app is told to drop
// its transcript rows and the memory entries the line made, and to record who took it back.
//
// It does not wait in the delivery chain: a slow translation of a later line must not hold a name
// on every screen for seconds. Deliveries of the line still queued are stopped where they send
// (Delivery skips a line taken back), and a screen whose catch-up raced the take-back is told again
// when its catch-up ends (`tell`).
import type * as Party from "partykit/server";
import type { RoomEvent, ServerMessage } from "../app/neutral/protocol.ts";
import type { Transcript } from "./transcript.ts";

/** One memory entry a line made (a booth correction, a reviewed rendering): removed with the line. */
type MemoryNote = { sourceLanguage: string; source: string; language: string; rendering: string };
const MEMORY = "lineMemory:";
const memoryKey = (seq: number) => `${MEMORY}${String(seq).padStart(9, "0")}`;

export type TakeBackParts = {
  storage: Party.Storage;
  transcript: Transcript;
  broadcastId: () => string;
  /** To every connection here and on every relay. */
  broadcast: (message: ServerMessage) => void;
  emit: (event: RoomEvent) => Promise<void>;
};

export class TakeBack {
  constructor(private readonly parts: TakeBackParts) {}

  /** A memory entry made from line `seq`: kept (in storage) until the line ends or is taken back. */
  async noted(seq: number, note: MemoryNote) {
    const { storage } = this.parts;
    const notes = (await storage.get<MemoryNote[]>(memoryKey(seq))) ?? [];
    await storage.put(memoryKey(seq), [...notes, note]);
  }

  /** Host or operator `by` takes line `seq` back; a line unknown or already taken back is ignored. */
  async take(seq: number, by: { userId: string | null; role: "host" | "operator" }) {
    const { transcript, storage } = this.parts;
    const segment = transcript.get(seq);
    if (!segment) return;
    await transcript.withdraw(segment);
    this.parts.broadcast({ type: "withdrawn", seq });
    const memory = (await storage.get<MemoryNote[]>(memoryKey(seq))) ?? [];
    await this.parts.emit({
      id: `withdrawn:${seq}`,
      type: "line.withdrawn",
      broadcastId: this.parts.broadcastId(),
      seq,
      userId: by.userId,
      role: by.role,
      at: new Date().toISOString(),
      memory,
    });
    // After the event is in the outbox: the outbox now carries what the web must remove.
    await storage.delete(memoryKey(seq));
  }

  /** After a connection's catch-up: every line taken back, in case it has (or was just sent) one. */
  tell(connection: Party.Connection) {
    for (const seq of this.parts.transcript.withdrawnSeqs()) {
      connection.send(JSON.stringify({ type: "withdrawn", seq } satisfies ServerMessage));
    }
  }
}
