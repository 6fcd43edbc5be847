import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApertium } from "#tests/setup/apertium.ts";
import { startPartykit } from "#tests/setup/partykit.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

let apertium: Awaited<ReturnType<typeof startApertium>>;

beforeAll(async () => {
  apertium = await startApertium();
}, 60_000);

afterAll(async () => {
  await apertium?.stop();
});

describe("real Apertium through a real room", () => {
  it("translates an English sermon sentence into Spanish, and into Portuguese through Spanish", async () => {
    const room = await startPartykit();
    try {
      const id = `apertium-${Date.now()}`;
      await commandRoom(room.url, id, {
        type: "configure",
        sourceLanguage: "en",
        translation: { kind: "apertium", url: apertium.url },
      });
      const host = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }),
      );
      const spanish = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "listener", userId: null, language: "es" }),
      );
      const portuguese = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "listener", userId: null, language: "pt" }),
      );
      await Promise.all(
        [host, spanish, portuguese].map((client) => client.waitFor((all) => all.some((m) => m.type === "welcome"))),
      );
      host.send({ type: "final", seq: 0, text: "The Lord is my shepherd, I shall not want." });
      await Promise.all([spanish.waitForSegments(1), portuguese.waitForSegments(1)]);
      expect(spanish.segments()[0]).toMatchObject({ language: "es", text: "El Señor es mi pastor, no querré." });
      expect(portuguese.segments()[0]).toMatchObject({ language: "pt", text: "O Senhor é meu pastor, não quererei." });
    } finally {
      await room.stop();
    }
  }, 60_000);
});

describe("a room server that dies mid-sermon", () => {
  it("comes back with every segment, and a reconnecting listener misses none", async () => {
    const persistDir = fs.mkdtempSync(path.join(os.tmpdir(), "et-room-"));
    const id = `restart-${Date.now()}`;
    let room = await startPartykit({ persistDir });
    try {
      await commandRoom(room.url, id, {
        type: "configure",
        sourceLanguage: "en",
        translation: { kind: "apertium", url: apertium.url },
      });
      let host = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }),
      );
      const listenerToken = await tokenFor({
        sermon: id,
        role: "listener",
        userId: null,
        language: "es",
        listenerId: "steady-listener",
      });
      const listener = await joinRoom(room.url, id, listenerToken);
      for (let seq = 0; seq < 3; seq++) host.send({ type: "final", seq, text: `Good morning number ${seq}.` });
      await listener.waitForSegments(3);

      await room.stop(); // SIGKILL: no goodbye, no flush
      room = await startPartykit({ port: room.port, persistDir });

      host = await joinRoom(room.url, id, await tokenFor({ sermon: id, role: "host", userId: "h", language: "en" }));
      const welcome = await host.waitFor((all) => all.some((m) => m.type === "welcome"));
      expect(welcome.find((m) => m.type === "welcome")).toMatchObject({ lastSeq: 2, status: "live" });
      const back = await joinRoom(room.url, id, listenerToken, { lastSeq: "2" });
      for (let seq = 3; seq < 6; seq++) host.send({ type: "final", seq, text: `Good morning number ${seq}.` });
      await back.waitForSegments(3);
      const everything = [...listener.segments(), ...back.segments()].map((m) => m.type === "segment" && m.seq);
      expect(everything).toEqual([0, 1, 2, 3, 4, 5]);

      const late = await joinRoom(
        room.url,
        id,
        await tokenFor({ sermon: id, role: "listener", userId: null, language: "pt" }),
      );
      await late.waitForSegments(6);
      // Portuguese, read by nobody yet: the current line, then history newest-first (decision 050).
      expect(late.segments().map((m) => m.type === "segment" && m.seq)).toEqual([5, 4, 3, 2, 1, 0]);
    } finally {
      await room.stop();
      fs.rmSync(persistDir, { recursive: true, force: true });
    }
  }, 90_000);
});
