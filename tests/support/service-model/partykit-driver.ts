// The service model's driver for a real `partykit dev` (driver.ts): WebSockets with tokens as the
// web app mints them, signed commands over HTTP, the test seam for eviction and restart.
import WebSocket from "ws";
import { commandRoom, forceRoom, tokenFor } from "#tests/support/room-client.ts";
import type { ServiceDriver } from "./driver.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the stand-in translator and the webhook receiver have seen (azure-server.ts, webhook-receiver.ts). */
type Seen = { translated: () => string[]; received: () => unknown[] };

export function partykitDriver(roomUrl: string, translatorUrl: string, webhookUrl: string, seen: Seen): ServiceDriver {
  // Where this run's share of what they saw starts.
  let from = { translated: 0, received: 0 };
  return {
    translatorUrl,
    webhookUrl,
    begin: () => {
      from = { translated: seen.translated().length, received: seen.received().length };
    },
    outbound: () => [
      ...seen.translated().slice(from.translated),
      ...seen
        .received()
        .slice(from.received)
        .map((event) => JSON.stringify(event)),
    ],
    async open(where, claims, lastSeq, on) {
      const token = await tokenFor(claims);
      const params = new URLSearchParams({ token, lastSeq: String(lastSeq) });
      const path = where.relay ? `relay/${where.relay}` : `main/${where.sermon}`;
      const socket = new WebSocket(`${roomUrl.replace("http", "ws")}/parties/${path}?${params}`);
      socket.on("message", (data) => on.message(String(data)));
      await new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
        socket.once("close", () => reject(new Error("closed before it opened")));
      });
      socket.on("close", () => on.close());
      return {
        send: (text) => socket.send(text),
        close: () => socket.close(),
        terminate: async () => {
          const closed = new Promise((resolve) => socket.once("close", resolve));
          socket.terminate();
          await closed;
        },
      };
    },
    async waitFor(check, label, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
        await sleep(10);
      }
    },
    async eventually(check, label) {
      const deadline = Date.now() + 15_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
        await sleep(50);
      }
    },
    sleep,
    idle: async () => {},
    async command(sermon, command) {
      const response = await commandRoom(roomUrl, sermon, command);
      if (!response.ok) throw new Error(`the room answered ${response.status}`);
    },
    force: (sermon, type) => forceRoom(roomUrl, sermon, type),
  };
}
