import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SEGMENT_CHARS, type ServerMessage } from "#app/neutral/protocol.ts";
import { MAX_SEGMENT_WORDS, tokenize } from "#app/neutral/words.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";
import { commandRoom, joinRoom, tokenFor } from "#tests/support/room-client.ts";

// Issue 40, finding 3: a 4,000-character final went through the room as one segment, and every
// per-segment step (the web's segment help, the engine, the voice) had to take it whole. Where it
// enters the room it is now cut into caption lines, like prepared text.
let room: RoomServer;
beforeAll(async () => {
  room = await sharedPartykit();
}, 90_000);
afterAll(async () => {
  await room?.stop();
});

const squeezed = (text: string) => text.replace(/\s+/g, "");

describe("a final far longer than any speaker page sends", () => {
  it("is kept as caption lines within the caps, nothing dropped; a resend adds nothing", async () => {
    const id = `long-final-${Date.now()}`;
    await commandRoom(room.url, id, { type: "configure", sourceLanguage: "en", translation: { kind: "none" } });
    const join = async (role: "host" | "listener") => {
      const socket = await joinRoom(room.url, id, await tokenFor({ sermon: id, role, userId: role, language: "en" }));
      await socket.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      return socket;
    };
    const host = await join("host");
    const listener = await join("listener");
    const verse = "Blessed are those whose ways are blameless, who walk according to the law of Yahweh. ";
    const final = verse.repeat(60).slice(0, 4000).trim();
    const segments = () =>
      listener.messages.filter((m): m is Extract<ServerMessage, { type: "segment" }> => m.type === "segment");
    host.send({ type: "final", id: "long-1", text: final });
    await listener.waitFor(
      () =>
        squeezed(
          segments()
            .map((m) => m.text)
            .join(""),
        ) === squeezed(final),
      "every line",
    );
    expect(segments().length).toBeGreaterThan(10);
    for (const segment of segments()) {
      expect(segment.text.length).toBeLessThanOrEqual(MAX_SEGMENT_CHARS);
      expect(tokenize(segment.text).length).toBeLessThanOrEqual(MAX_SEGMENT_WORDS);
    }
    const count = segments().length;
    host.send({ type: "final", id: "long-1", text: final });
    host.send({ type: "final", id: "short-2", text: "Amen." });
    await listener.waitFor(() => segments().some((m) => m.text === "Amen."), "the next line");
    expect(segments()).toHaveLength(count + 1);
  }, 90_000);
});
