// Proving that something did not arrive, without a sleep (issue 27): a sleep passes falsely
// whenever the unwanted message is slower than it. Instead each client pings the room, which answers
// after everything it queued before the ping; what has not arrived by the pong was never sent.
import { expect } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import type { joinRoom } from "./room-client.ts";

type RoomClient = Awaited<ReturnType<typeof joinRoom>>;

/**
 * Pings each client in turn, each after the previous one's pong: list first whoever sent what
 * must have been handled (the host who spoke), then whoever must have received its results.
 * Returns, per client, how many messages it had before its pong.
 */
export async function settle(...clients: RoomClient[]) {
  const before: number[] = [];
  for (const client of clients) before.push(await client.ping());
  return before;
}

/**
 * Nothing `unwanted` reached `client` before its pong; `first` are pinged before it (see `settle`).
 * Returns what `client` received before the pong, for the test's other checks.
 */
export async function expectNothingArrived(
  client: RoomClient,
  unwanted: (message: ServerMessage) => boolean,
  first: RoomClient[] = [],
) {
  const [pongAt] = (await settle(...first, client)).slice(-1);
  const received = client.messages.slice(0, pongAt);
  expect(received.filter(unwanted)).toEqual([]);
  return received;
}

/** Reads `read` every 100 ms until `done` says so (state the web writes later, e.g. from a webhook); 15 s at most. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, label: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
