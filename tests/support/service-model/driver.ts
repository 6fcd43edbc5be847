// What the service model needs of a room server, so that one model (commands, participants,
// checks) runs against either: a real `partykit dev` over WebSockets (partykit-driver.ts), or the
// room's core in-process over the in-memory host with a fake clock (memory-driver.ts, decision 062).
import type { RoomClaims } from "#app/neutral/token.ts";

export type Where = { sermon: string; relay?: string };
export type RoomSocket = { send(text: string): void; close(): void; terminate(): Promise<void> };
type SocketEvents = { message(text: string): void; close(): void };

export interface ServiceDriver {
  /** The stand-in translator's endpoint and the web's webhook URL, as the room is configured with them. */
  readonly translatorUrl: string;
  readonly webhookUrl: string;
  /** A fresh start before each run (the in-memory host: a new world; a real server: nothing). */
  begin(): void;
  /** Opens a socket (resolves once open, not yet welcomed); a refusal rejects. */
  open(where: Where, claims: Omit<RoomClaims, "exp">, lastSeq: number, on: SocketEvents): Promise<RoomSocket>;
  /** Until `check` holds: polled on a real server; on the fake clock, after the room has nothing left to do. */
  waitFor(check: () => boolean, label: string, timeoutMs?: number): Promise<void>;
  /** As `waitFor`, for a check that reads the database. */
  eventually(check: () => Promise<boolean>, label: string): Promise<void>;
  sleep(ms: number): Promise<void>;
  /** Everything under way done (the fake clock run until idle); nothing on a real server. */
  idle(): Promise<void>;
  /** The web app's signed command to the sermon room. */
  command(sermon: string, command: unknown): Promise<void>;
  /** Every text that left the room since `begin`: what the provider was asked, what the web was sent. */
  outbound(): string[];
  /** The runtime's doings: an eviction (sockets stay) or a restart (every socket closes). */
  force(sermon: string, type: "evict" | "restart"): Promise<void>;
}
