// The operator view in its language, from the first line (issue 41, decision 063), on a real
// `partykit dev`: a second laptop opening the booth for Spanish, with no Spanish phone in the room,
// reads the lines said before it came in Spanish (the room translates them on the catch-up lane,
// so no one else waits), the next lines live in Spanish, and its corrections edit the Spanish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { startLibreTranslateServer } from "#tests/support/libretranslate-server.ts";
import { configureRoom } from "#tests/support/live-sermon.ts";
import { joinRoom, tokenFor } from "#tests/support/room-client.ts";
import { sharedPartykit, type RoomServer } from "#tests/setup/shared-room.ts";

type SegmentMessage = Extract<ServerMessage, { type: "segment" }>;
const line = (seq: number) => `Line ${seq} goes out now.`;
const seqOf = (text: string) => Number(/Line (\d+) /.exec(text)?.[1] ?? -1);
const segmentsOf = (messages: ServerMessage[]) => messages.filter((m): m is SegmentMessage => m.type === "segment");
/** What a screen shows for each line: the last message for its seq. */
const shown = (messages: ServerMessage[]) => new Map(segmentsOf(messages).map((m) => [m.seq, m]));

/** A gate the stand-in translator waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let room: RoomServer;
let libre: Awaited<ReturnType<typeof startLibreTranslateServer>>;
/** Spanish of the lines before this one waits at `history` (the booth's history, not its current line). */
let historyBefore = -1;
const history = gate();

beforeAll(async () => {
  [room, libre] = await Promise.all([
    sharedPartykit(),
    startLibreTranslateServer({
      hold: (texts, target) =>
        target === "es" && texts.some((text) => seqOf(text) < historyBefore) ? history.opened : undefined,
    }),
  ]);
}, 90_000);

afterAll(async () => {
  history.open();
  await Promise.all([room?.stop(), libre?.close()]);
});

describe("the booth in its language", () => {
  it("an operator opening the view for Spanish reads every line in Spanish and corrects the Spanish", async () => {
    const id = `booth-language-${Date.now()}`;
    await configureRoom(room.url, id, { translation: { kind: "libretranslate", url: libre.url } });
    const join = async (role: "host" | "operator" | "listener", language: string) => {
      const claims = { sermon: id, role, userId: role === "listener" ? null : `${role}-1`, language };
      const client = await joinRoom(room.url, id, await tokenFor(claims));
      await client.waitFor((all) => all.some((m) => m.type === "welcome"), "welcome");
      return client;
    };
    const host = await join("host", "en");
    const english = await join("listener", "en");
    for (let seq = 0; seq < 3; seq++) host.send({ type: "final", id: `k${seq}`, text: line(seq) });
    await english.waitForSegments(3);

    // No Spanish phone: no Spanish yet. The booth opens for Spanish; the older lines' Spanish is held.
    historyBefore = 2;
    const booth = await join("operator", "es");
    await booth.waitFor((all) => shown(all).get(2)?.language === "es", "the current line in Spanish");

    // The next line reaches the English phone while the booth's history is still held (no one
    // waits for it), and reaches the booth in Spanish, live.
    host.send({ type: "final", id: "k3", text: line(3) });
    await english.waitForSegments(4);
    await booth.waitFor((all) => shown(all).get(3)?.language === "es", "the next line, live, in Spanish");
    expect(shown(booth.messages).has(0)).toBe(false);
    history.open();
    await booth.waitFor((all) => shown(all).size === 4, "the history");

    // Every line the booth was ever sent is Spanish: no English line in its place, even for a moment.
    expect(segmentsOf(booth.messages).filter((m) => m.language !== "es")).toEqual([]);
    const lines = [...shown(booth.messages).values()].sort((a, b) => a.seq - b.seq);
    expect(lines.map((m) => [m.seq, m.text, Boolean(m.untranslated)])).toEqual([
      [0, "(Es) Line 0 goes out now.", false],
      [1, "(Es) Line 1 goes out now.", false],
      [2, "(Es) Line 2 goes out now.", false],
      [3, "(Es) Line 3 goes out now.", false],
    ]);

    // Its correction edits the Spanish line; the English phone's line stays as it was said.
    booth.send({ type: "correctTranslation", seq: 1, language: "es", text: "Ahora sale la línea uno." });
    await booth.waitFor((all) => shown(all).get(1)?.edited === true, "the corrected Spanish line");
    expect(shown(booth.messages).get(1)).toMatchObject({ language: "es", text: "Ahora sale la línea uno." });
    await english.ping();
    expect(shown(english.messages).get(1)).toMatchObject({ language: "en", text: line(1) });
    expect(shown(english.messages).get(1)?.edited).toBeUndefined();

    // A booth reading English, opened now, still reads the lines as said.
    const englishBooth = await join("operator", "en");
    await englishBooth.waitFor((all) => shown(all).size === 4, "the English booth's history");
    expect(segmentsOf(englishBooth.messages).every((m) => m.language === "en")).toBe(true);
  }, 60_000);
});
