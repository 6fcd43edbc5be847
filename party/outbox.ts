// Room → web events, kept in room storage until the web app has acknowledged them, so a restart
// or an unreachable web app loses nothing. Each event has a stable id; the web ignores repeats.
// Events that piled up go together, in order, in one signed request ({ events: [...] }). A crowd's
// joins and leaves (a congregation scanning the code within a minute, or leaving at the blessing)
// wait a moment for each other, so the web applies tens of them per request rather than one: any
// other event goes at once and takes them along.
import { clockTimeout, type RoomHost } from "./host.ts";
import type { RoomEvent } from "../app/neutral/room-web-protocol.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";

type Pending = { key: string; event: RoomEvent; attempts: number };
/** Where events go: the web app's URL, or (for a relay room) a function that posts to its sermon room. */
export type OutboxTarget = string | ((init: RequestInit) => Promise<Response>);
const PREFIX = "outbox:";
const MAX_DELAY_MS = 60_000;
const BATCH = 100; // the web's limit (roomEventBatchSchema); storage deletes take up to 128 keys
const BATCH_BYTES = 512_000;
/** How long a listener's join or leave may wait for others to go with it. */
const GATHER_MS = 500;
const GATHERED: ReadonlySet<RoomEvent["type"]> = new Set(["listener.joined", "listener.left"]);

export class Outbox {
  private counter = 0;
  private flushing: Promise<void> | null = null;
  /** An event added while a flush was already sending: that flush goes round once more. */
  private again = false;
  /**
   * Gathered events wait on a timer, not on the room's alarm: while it is pending it keeps the room
   * in memory (alarms.ts), and what a crash leaves in storage goes when the room starts again.
   */
  private gathering: unknown = null;

  constructor(
    private readonly room: RoomHost,
    private readonly secret: string,
    /** Wakes the room for a retry; shared with the room's other alarms (see alarms.ts). */
    private readonly wakeAt: (at: number) => Promise<void> = (at) => room.storage.setAlarm(at),
    /**
     * Whether joins and leaves wait for others: the sermon room's, which go to the web. A relay's go
     * to its sermon room at once: they cost the web nothing there.
     */
    private readonly gather = false,
  ) {}

  async start() {
    const pending = await this.room.storage.list<Pending>({ prefix: PREFIX });
    const last = [...pending.keys()].pop();
    this.counter = last ? Number(last.slice(PREFIX.length)) + 1 : 0;
  }

  async add(event: RoomEvent, webhookUrl: OutboxTarget | undefined) {
    const key = `${PREFIX}${String(this.counter++).padStart(12, "0")}`;
    await this.room.storage.put<Pending>(key, { key, event, attempts: 0 });
    if (!webhookUrl) return;
    if (!this.gather || !GATHERED.has(event.type)) return void this.flush(webhookUrl);
    this.gathering ??= this.room.clock.setTimeout(() => {
      this.gathering = null;
      void this.flush(webhookUrl);
    }, GATHER_MS);
  }

  /** True while a flush is under way or gathered events wait for one. */
  get busy() {
    return this.flushing !== null || this.gathering !== null;
  }

  /** Sends pending events in order; stops at the first failure and schedules a retry. */
  flush(webhookUrl: OutboxTarget): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      let delivered;
      do {
        this.again = false;
        // This round takes whatever was gathered.
        if (this.gathering) this.room.clock.clearTimeout(this.gathering);
        this.gathering = null;
        delivered = await this.sendAll(webhookUrl);
      } while (delivered && this.again);
    })().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /**
   * Up to 100 events (and ≈ 512 KB) per request, oldest first, until none is left: events added
   * while a request is under way go in the next one, so nothing waits for another trigger.
   */
  private async sendAll(webhookUrl: OutboxTarget) {
    for (;;) {
      const pending = [...(await this.room.storage.list<Pending>({ prefix: PREFIX, limit: BATCH })).values()];
      if (!pending.length) return true;
      const batch: Pending[] = [];
      let size = 0;
      for (const item of pending) {
        const length = JSON.stringify(item.event).length;
        if (batch.length && size + length > BATCH_BYTES) break;
        batch.push(item);
        size += length;
      }
      const body = JSON.stringify(batch.length === 1 ? batch[0]!.event : { events: batch.map((item) => item.event) });
      try {
        const init = {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(await signedHeaders(this.secret, body)) },
          body,
          signal: clockTimeout(this.room.clock, 5000),
        };
        const response = await (typeof webhookUrl === "string" ? this.room.fetch(webhookUrl, init) : webhookUrl(init));
        if (!response.ok) throw new Error(`web answered ${response.status}`);
        await this.room.storage.delete(batch.map((item) => item.key));
      } catch {
        const first = batch[0]!;
        const attempts = first.attempts + 1;
        await this.room.storage.put<Pending>(first.key, { ...first, attempts });
        await this.wakeAt(this.room.clock.now() + Math.min(500 * 2 ** attempts, MAX_DELAY_MS));
        return false;
      }
    }
    return true;
  }
}
