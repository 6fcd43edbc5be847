import { inject } from "vitest";

/**
 * The run's one `partykit dev` (started by vitest-global.ts), for a test file that needs a room and
 * nothing special of its server: every sermon has a room of its own, so files never share one. A
 * file that stops, restarts or persists its server, or sets its variables, starts its own
 * (startPartykit). `stop()` leaves the shared server running for the other files.
 */
export type RoomServer = { url: string; port: number; stop(): Promise<void> };

export function sharedPartykit(): Promise<RoomServer> {
  const url = inject("sharedRoomUrl");
  return Promise.resolve({ url, port: Number(new URL(url).port), stop: async () => {} });
}
