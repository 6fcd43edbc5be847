import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startPartykit } from "#tests/setup/partykit.ts";

let room: Awaited<ReturnType<typeof startPartykit>>;

beforeAll(async () => {
  room = await startPartykit(19_991);
}, 90_000);

afterAll(async () => {
  await room?.stop();
});

describe("the sermon room on a real partykit dev server", () => {
  it("answers the web's status request", async () => {
    const response = await fetch(`${room.url}/parties/main/b-123`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ room: "b-123", status: "idle" });
  });

  it("refuses a socket that brings no token", async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${room.url.replace("http", "ws")}/parties/main/b-123`);
      socket.on("unexpected-response", (_, response) => resolve(response.statusCode ?? 0));
      socket.on("open", () => resolve(101));
    });
    expect(status).toBe(401);
  });
});
