// Room → web events, kept in room storage until the web app has acknowledged them, so a restart
// or an unreachable web app loses nothing. Each event has a stable id; the web ignores repeats.
import type * as Party from "partykit/server";
import type { RoomEvent } from "./protocol.ts";
import { hmacHex } from "./token.ts";

type Pending = { key: string; event: RoomEvent; attempts: number };
const PREFIX = "outbox:";
const MAX_DELAY_MS = 60_000;

export class Outbox {
  private counter = 0;
  private flushing: Promise<void> | null = null;
  /** An event added while a flush ran: that flush had already listed what to send. */
  private again = false;

  constructor(
    private readonly room: Party.Room,
    private readonly secret: string,
    /** Wakes the room for a retry; shared with the room's other alarms (see alarms.ts). */
    private readonly wakeAt: (at: number) => Promise<void> = (at) => room.storage.setAlarm(at),
  ) {}

  async start() {
    const pending = await this.room.storage.list<Pending>({ prefix: PREFIX });
    const last = [...pending.keys()].pop();
    this.counter = last ? Number(last.slice(PREFIX.length)) + 1 : 0;
  }

  async add(event: RoomEvent, webhookUrl: string | undefined) {
    const key = `${PREFIX}${String(this.counter++).padStart(12, "0")}`;
    await this.room.storage.put<Pending>(key, { key, event, attempts: 0 });
    if (webhookUrl) void this.flush(webhookUrl);
  }

  /** Sends pending events in order; stops at the first failure and schedules a retry. */
  flush(webhookUrl: string): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.sendAll(webhookUrl).finally(() => {
      this.flushing = null;
      if (this.again) {
        this.again = false;
        void this.flush(webhookUrl);
      }
    });
    return this.flushing;
  }

  private async sendAll(webhookUrl: string) {
    const pending = await this.room.storage.list<Pending>({ prefix: PREFIX });
    for (const item of pending.values()) {
      const body = JSON.stringify(item.event);
      try {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Room-Signature": await hmacHex(this.secret, body) },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`web answered ${response.status}`);
        await this.room.storage.delete(item.key);
      } catch {
        const attempts = item.attempts + 1;
        await this.room.storage.put<Pending>(item.key, { ...item, attempts });
        await this.wakeAt(Date.now() + Math.min(500 * 2 ** attempts, MAX_DELAY_MS));
        return;
      }
    }
  }
}
