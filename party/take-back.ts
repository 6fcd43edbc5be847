// Taking a line back (decision 061): the booth or the speaker removes a line already shown. The
// line leaves the room's transcript at once (so no catch-up, relay fill or end-of-sermon transcript
// has it), every screen here and on the relays is told to drop it, and the web app is told to drop
// its transcript rows and the memory entries the line made, and to record who took it back.
//
// It does not wait in the delivery chain: a slow translation of a later line must not hold a name
// on every screen for seconds. Deliveries of the line still queued are stopped where they send
// (Delivery skips a line taken back), and a screen whose catch-up raced the take-back is told again
// when its catch-up ends (`tell`).
import type { Clock, HostConnection, HostStorage } from "./host.ts";
import type { ServerMessage } from "../app/neutral/protocol.ts";
import type { RoomEvent } from "../app/neutral/room-web-protocol.ts";
import type { Segment, Transcript } from "./transcript.ts";

/** One memory entry a line made (a booth correction, a reviewed rendering): removed with the line. */
type MemoryNote = { sourceLanguage: string; source: string; language: string; rendering: string };
const MEMORY = "lineMemory:";
const memoryKey = (seq: number) => `${MEMORY}${String(seq).padStart(9, "0")}`;

export type TakeBackParts = {
  storage: HostStorage;
  transcript: Transcript;
  broadcastId: () => string;
  /** To every connection here and on every relay. */
  broadcast: (message: ServerMessage) => void;
  emit: (event: RoomEvent) => Promise<void>;
  /** A line that is not the speaker's (an interpreter's, decision 064), handed over as it leaves its keeper. */
  other?: (seq: number) => Segment | undefined;
  clock: Clock;
};

export class TakeBack {
  /**
   * Each line's memory entries, here and in storage. Read and written without an await between the
   * check and the outbox: a correction racing a take-back either lands before the take-back's event
   * (and is named in it) or sees the line gone and goes nowhere.
   */
  private readonly notes = new Map<number, MemoryNote[]>();

  constructor(private readonly parts: TakeBackParts) {}

  async load() {
    for (const [key, notes] of await this.parts.storage.list<MemoryNote[]>({ prefix: MEMORY }))
      this.notes.set(Number(key.slice(MEMORY.length)), notes);
  }

  /**
   * A memory entry made from line `seq`, kept until the line is taken back. False when the line is
   * already taken back: then the entry must not be made at all. The caller emits its event at once.
   */
  noted(seq: number, note: MemoryNote) {
    if (this.parts.transcript.isWithdrawn(seq)) return false;
    const notes = [...(this.notes.get(seq) ?? []), note];
    this.notes.set(seq, notes);
    void this.parts.storage.put(memoryKey(seq), notes);
    return true;
  }

  /** Host or operator `by` takes line `seq` back; a line unknown or already taken back is ignored. */
  async take(seq: number, by: { userId: string | null; role: "host" | "operator" }) {
    const { transcript, storage } = this.parts;
    const segment = transcript.get(seq) ?? this.parts.other?.(seq);
    if (!segment) return;
    const memory = this.notes.get(seq) ?? [];
    this.notes.delete(seq);
    await transcript.withdraw(segment); // the line is gone (synchronously) before its first await
    this.parts.broadcast({ type: "withdrawn", seq });
    await this.parts.emit({
      id: `withdrawn:${seq}`,
      type: "line.withdrawn",
      broadcastId: this.parts.broadcastId(),
      seq,
      userId: by.userId,
      role: by.role,
      at: new Date(this.parts.clock.now()).toISOString(),
      memory,
    });
    // After the event is in the outbox: the outbox now carries what the web must remove.
    await storage.delete(memoryKey(seq));
  }

  /** After a connection's catch-up: every line taken back, in case it has (or was just sent) one. */
  tell(connection: HostConnection) {
    for (const seq of this.parts.transcript.withdrawnSeqs()) {
      connection.send(JSON.stringify({ type: "withdrawn", seq } satisfies ServerMessage));
    }
  }
}
