import { describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { initialRoomState, readServerMessage, roomReducer, type RoomEvent, type RoomState } from "./room-state.ts";

const run = (events: RoomEvent[], from: RoomState = initialRoomState) => events.reduce(roomReducer, from);
/** Every message as it comes off the socket: JSON text, read with the protocol's schema. */
const wire = (...messages: ServerMessage[]) => messages.map((message) => readServerMessage(JSON.stringify(message)));

const welcome = (extra: Partial<Extract<ServerMessage, { type: "welcome" }>> = {}): ServerMessage => ({
  type: "welcome",
  status: "live",
  role: "listener",
  language: "es",
  sourceLanguage: "en",
  lastSeq: -1,
  serverVoice: false,
  ...extra,
});
const segment = (seq: number, text: string, extra: Partial<Extract<ServerMessage, { type: "segment" }>> = {}) =>
  ({ type: "segment", seq, language: "es", text, ...extra }) as const satisfies ServerMessage;
const card = {
  reference: "Juan 3:16",
  bible: "Reina-Valera 1909",
  machineTranslated: false,
  verses: [{ chapter: 3, verse: 16, text: "Porque de tal manera amó Dios al mundo" }],
};
const verse = (id: string, afterSeq: number): ServerMessage => ({
  type: "verse",
  id,
  afterSeq,
  osis: "John.3.16",
  part: 1,
  parts: 1,
  card,
});
const suggestion = (id: string, resolved?: "approved" | "dismissed"): ServerMessage => ({
  type: "verseSuggestion",
  id,
  osis: "John.3.16",
  spoken: "John three sixteen",
  reference: "John 3:16",
  preview: "For God so loved the world",
  ...(resolved ? { resolved } : {}),
});
const connected = run([
  { type: "connection", change: "connect" },
  { type: "connection", change: "open" },
]);

describe("the room's state, message by message", () => {
  it("starts ready, with nothing shown", () => {
    expect(initialRoomState).toMatchObject({ status: "ready", captions: [], lastSeq: -1, ended: false, said: null });
  });

  it("welcome: the language's voice, original-only and the pause as the room has them", () => {
    const state = run(wire(welcome({ serverVoice: true, originalOnly: true, paused: true })), connected);
    expect(state).toMatchObject({ serverVoice: true, originalOnly: true, paused: true, ended: false });
    // A later welcome (a reconnect) says it again; fields it leaves out are false.
    expect(run(wire(welcome()), state)).toMatchObject({ serverVoice: false, originalOnly: false, paused: false });
  });

  it("welcome to an ended sermon ends it; a later live welcome does not revive it", () => {
    const ended = run(wire(welcome({ status: "ended" })), connected);
    expect(ended.ended).toBe(true);
    expect(run(wire(welcome()), ended).ended).toBe(true);
  });

  it("masked: the booth keeps the newest ten words the room masked, oldest dropped (issue 42)", () => {
    let state = initialRoomState;
    for (let index = 0; index < 12; index++)
      state = roomReducer(state, readServerMessage(JSON.stringify({ type: "masked", words: [`w${index}`] })));
    expect(state.masked).toEqual(["w2", "w3", "w4", "w5", "w6", "w7", "w8", "w9", "w10", "w11"]);
  });

  it("preview: the words being said replace the previous preview", () => {
    const state = run(wire({ type: "preview", text: "In the" }, { type: "preview", text: "In the beginning" }));
    expect(state.preview).toBe("In the beginning");
  });

  it("segment: a new line is shown, said, clears the preview and moves lastSeq", () => {
    const state = run(wire({ type: "preview", text: "En el princ" }, segment(0, "En el principio")));
    expect(state.captions).toEqual([{ seq: 0, text: "En el principio", untranslated: false }]);
    expect(state.said).toEqual(state.captions[0]);
    expect(state.preview).toBe("");
    expect(state.lastSeq).toBe(0);
  });

  it("segment: untranslated and behind marks are kept on the line; absent ones are not invented", () => {
    const state = run(wire(segment(0, "In the beginning", { untranslated: true, behindMs: 1200 })));
    expect(state.captions).toEqual([{ seq: 0, text: "In the beginning", untranslated: true, behindMs: 1200 }]);
    expect(state.captions[0]).not.toHaveProperty("edited");
  });

  it("segment: lines arriving out of order are shown in seq order", () => {
    const state = run(wire(segment(2, "tres"), segment(0, "uno"), segment(1, "dos")));
    expect(state.captions.map((caption) => caption.seq)).toEqual([0, 1, 2]);
    expect(state.lastSeq).toBe(2);
  });

  it("history: lines filled in behind newer ones are shown in place, never said; lastSeq waits for the gap", () => {
    const current = run(wire(segment(3, "cuatro"), segment(4, "cinco")));
    expect(current.lastSeq).toBe(-1); // 0–2 not held yet: a reconnect now must ask for them
    const filled = run(wire(segment(2, "tres", { history: true }), segment(1, "dos", { history: true })), current);
    expect(filled.said).toBe(current.said);
    expect(filled.lastSeq).toBe(-1);
    const whole = run(wire(segment(0, "uno", { history: true })), filled);
    expect(whole.captions.map((caption) => caption.text)).toEqual(["uno", "dos", "tres", "cuatro", "cinco"]);
    expect(whole.lastSeq).toBe(4);
    expect(whole.said?.text).toBe("cinco");
  });

  it("revised: a better rendering replaces its line silently", () => {
    const shown = run(wire(segment(0, "uno"), segment(1, "dos")));
    const revised = run(wire(segment(0, "Uno, de la memoria", { revised: true })), shown);
    expect(revised.captions.map((caption) => caption.text)).toEqual(["Uno, de la memoria", "dos"]);
    expect(revised.said).toBe(shown.said);
  });

  it("segment: a repeat replaces its line, never duplicates it, and is said again", () => {
    const first = run(wire(segment(0, "uno"), segment(1, "dos")));
    const repeated = run(wire(segment(1, "dos")), first);
    expect(repeated.captions.map((caption) => caption.text)).toEqual(["uno", "dos"]);
    expect(repeated.said).not.toBe(first.said);
    expect(repeated.said).toEqual({ seq: 1, text: "dos", untranslated: false });
  });

  it("segment: a corrected translation replaces the untranslated line in place", () => {
    const state = run(wire(segment(0, "In the beginning", { untranslated: true }), segment(0, "En el principio")));
    expect(state.captions).toEqual([{ seq: 0, text: "En el principio", untranslated: false }]);
  });

  it("correction: an edited line already shown replaces it silently (not said, preview kept)", () => {
    const shown = run(wire(segment(0, "uno"), segment(1, "dos"), { type: "preview", text: "tr" }));
    const corrected = run(wire(segment(0, "Uno, corregido", { edited: true })), shown);
    expect(corrected.captions).toEqual([
      { seq: 0, text: "Uno, corregido", untranslated: false, edited: true },
      { seq: 1, text: "dos", untranslated: false },
    ]);
    expect(corrected.said).toBe(shown.said);
    expect(corrected.preview).toBe("tr");
    expect(corrected.lastSeq).toBe(1);
  });

  it("correction: an edited line never seen before is a new line, said like any other", () => {
    const state = run(wire(segment(0, "uno"), segment(1, "dos, corregido", { edited: true })));
    expect(state.said).toEqual({ seq: 1, text: "dos, corregido", untranslated: false, edited: true });
    expect(state.lastSeq).toBe(1);
  });

  it("catch-up after a reconnect: lines and cards kept, corrections in place, missed lines added", () => {
    const before = run(wire(welcome(), segment(0, "uno"), segment(1, "dos"), verse("v1", 1)), connected);
    const after = run(
      [
        { type: "connection", change: "retrying" },
        { type: "connection", change: "open" },
        ...wire(
          welcome({ lastSeq: 3 }),
          segment(1, "dos, corregido", { edited: true }),
          segment(2, "tres"),
          segment(3, "cuatro"),
          verse("v1", 1),
        ),
      ],
      before,
    );
    expect(after.status).toBe("connected");
    expect(after.captions.map((caption) => caption.text)).toEqual(["uno", "dos, corregido", "tres", "cuatro"]);
    expect(after.verses.map((message) => message.id)).toEqual(["v1"]);
    expect(after.said?.text).toBe("cuatro");
    expect(after.lastSeq).toBe(3);
  });

  it("paused: the pause is shown and the half-said preview dropped", () => {
    const state = run(wire({ type: "preview", text: "and then" }, { type: "paused", paused: true }));
    expect(state).toMatchObject({ paused: true, preview: "" });
  });

  it("resumed: the pause lifts and a preview said meanwhile stays", () => {
    const paused = run(wire({ type: "paused", paused: true }, { type: "preview", text: "We" }));
    expect(run(wire({ type: "paused", paused: false }), paused)).toMatchObject({ paused: false, preview: "We" });
  });

  it("withdrawn: the line leaves the screen and the voice's turn; a late copy of it is refused", () => {
    const shown = run(wire(segment(0, "Oremos."), segment(1, "Por Margarita.")));
    const state = run(wire({ type: "withdrawn", seq: 1 }), shown);
    expect(state.captions.map((caption) => caption.seq)).toEqual([0]);
    expect(state).toMatchObject({ said: null, lastSeq: 1, withdrawn: [1] });
    const again = run(wire(segment(1, "Por Margarita.", { edited: true }), { type: "withdrawn", seq: 1 }), state);
    expect(again).toBe(state);
    expect(run(wire(segment(2, "Amén.")), state).captions.map((caption) => caption.seq)).toEqual([0, 2]);
  });

  it("withdrawn: a line taken back counts as held, so a reconnect does not ask again for all after it", () => {
    // Found by the service model: the gap a take-back leaves stopped lastSeq, and every reconnect
    // brought every later line again.
    const told = run(wire({ type: "withdrawn", seq: 1 }), run(wire(segment(0, "Oremos."))));
    expect(run(wire(segment(2, "Amén."), segment(3, "Gracias.")), told).lastSeq).toBe(3);
    // Told after a catch-up that came without it (the line was taken back before this page came).
    const caughtUp = run(wire(segment(0, "Oremos."), segment(2, "Amén.")));
    expect(caughtUp.lastSeq).toBe(0);
    expect(run(wire({ type: "withdrawn", seq: 1 }), caughtUp).lastSeq).toBe(2);
  });

  it("skipped: numbers this language never gets count as held, yet a line of that number still shows", () => {
    // Decision 064: another language's interpreter line (1) and a line an interpreter spoke for (2).
    const caughtUp = run(wire(segment(0, "Buenos días."), segment(3, "Oremos.", { interpreter: true })));
    expect(caughtUp.lastSeq).toBe(0);
    const skipped = run(wire({ type: "skipped", seqs: [1, 2] }), caughtUp);
    expect(skipped.lastSeq).toBe(3);
    expect(skipped.captions.map((caption) => caption.seq)).toEqual([0, 3]);
    expect(skipped.captions[1]).toMatchObject({ interpreter: true });
    expect(run(wire(segment(2, "Amén.")), skipped).captions.map((caption) => caption.seq)).toEqual([0, 2, 3]);
  });

  it("interpreters: who is live, and the booth's lines once each", () => {
    const line = { type: "interpreterLine", seq: 4, language: "es", text: "Oremos." } as const;
    const state = run(wire({ type: "interpreters", live: ["es"], used: ["es"] }, line, line));
    expect(state.interpreters).toEqual({ live: ["es"], used: ["es"] });
    expect(state.interpreterLines).toEqual([line]);
  });

  it("lag: the operator's meter takes the newest report whole", () => {
    const row = { language: "es", listeners: 3, behindMs: 6200, translateMs: 900, failures: 1, warning: true };
    const state = run(wire({ type: "lag", languages: [row] }, { type: "lag", languages: [{ ...row, listeners: 4 }] }));
    expect(state.lag).toEqual([{ ...row, listeners: 4 }]);
  });

  it("verse: cards follow in order, one per id", () => {
    const state = run(wire(verse("v1", 0), verse("v2", 3), verse("v1", 0)));
    expect(state.verses.map((message) => [message.id, message.afterSeq])).toEqual([
      ["v1", 0],
      ["v2", 3],
    ]);
  });

  it("verseSuggestion: queued, replaced when it comes again, gone once approved or dismissed", () => {
    const queued = run(wire(suggestion("s1"), suggestion("s2"), suggestion("s1")));
    expect(queued.suggestions.map((item) => item.id)).toEqual(["s2", "s1"]);
    const decided = run(wire(suggestion("s1", "approved"), suggestion("s2", "dismissed")), queued);
    expect(decided.suggestions).toEqual([]);
  });

  it("ended: the sermon is over", () => {
    expect(run(wire({ type: "ended" }), connected)).toMatchObject({ ended: true, status: "connected" });
  });

  it("error: the room's refusal is kept, nothing else changes", () => {
    const shown = run(wire(segment(0, "uno")));
    const refused = run(wire({ type: "error", code: "rate_limited" }), shown);
    expect(refused).toEqual({ ...shown, lastError: "rate_limited" });
    expect(run(wire({ type: "error", code: "forbidden" }), refused).lastError).toBe("forbidden");
  });

  it("audio and pong change nothing here (the hook plays clips; pongs are for tests)", () => {
    const shown = run(wire(segment(0, "uno")));
    const clip: ServerMessage = { type: "audio", seq: 0, language: "es", mime: "audio/mpeg", data: "AAAA" };
    expect(run(wire(clip, { type: "pong", id: "p-1" }), shown)).toBe(shown);
  });
});

describe("frames outside the protocol", () => {
  const shown = run(wire(welcome(), segment(0, "uno")), connected);

  it.each([
    ["not JSON", "{segment"],
    ["an unknown message", JSON.stringify({ type: "fireworks", seq: 1 })],
    ["a known message with a wrong field", JSON.stringify({ type: "segment", seq: "one", language: "es", text: "x" })],
    ["a segment without its text", JSON.stringify({ type: "segment", seq: 1, language: "es" })],
    ["JSON that is no object", "42"],
    ["empty", ""],
  ])("%s: refused without throwing, counted, nothing else changes", (_, frame) => {
    const event = readServerMessage(frame);
    expect(event).toEqual({ type: "malformed", data: frame });
    expect(run([event], shown)).toEqual({ ...shown, malformed: 1 });
  });

  it("counts every refused frame", () => {
    expect(run([readServerMessage("x"), readServerMessage("{}")], shown).malformed).toBe(2);
  });
});

describe("the socket's comings and goings", () => {
  it("open: connected", () => {
    expect(connected.status).toBe("connected");
  });

  it("retrying: disconnected while partysocket tries again, lines kept", () => {
    const shown = run(wire(segment(0, "uno")), connected);
    const closed = run([{ type: "connection", change: "retrying" }], shown);
    expect(closed.status).toBe("disconnected");
    expect(closed.captions).toEqual(shown.captions);
  });

  it("lost: given up (or no token), the page asks for a refresh", () => {
    expect(run([{ type: "connection", change: "lost" }], connected).status).toBe("lost");
  });

  it("closed by the page: disconnected", () => {
    expect(run([{ type: "connection", change: "closed" }], connected).status).toBe("disconnected");
  });

  it("connect to another room: lines, cards and the end forgotten; voice and pause kept until its welcome", () => {
    const old = run(
      wire(welcome({ serverVoice: true, paused: true }), segment(0, "uno"), verse("v1", 0), suggestion("s1"), {
        type: "ended",
      }),
      connected,
    );
    const next = run([{ type: "connection", change: "connect" }], old);
    expect(next).toMatchObject({ captions: [], verses: [], suggestions: [], ended: false, lastSeq: -1, said: null });
    expect(next).toMatchObject({ status: "connected", serverVoice: true, paused: true });
  });
});
