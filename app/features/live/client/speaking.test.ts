// A bilingual preacher (decision 065) as a browser's reducer sees it: the language spoken now, from
// the welcome and each switch, and each line's own language and whether it is the line as said.
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "#app/neutral/protocol.ts";
import { initialRoomState, roomReducer } from "./room-state.ts";

const welcome = (speaking?: string): ServerMessage => ({
  type: "welcome",
  status: "live",
  role: "host",
  language: "en",
  sourceLanguage: "en",
  lastSeq: -1,
  serverVoice: false,
  ...(speaking ? { speaking } : {}),
});

describe("the language being spoken", () => {
  it("is the sermon's until a switch, and what a welcome says after a reconnect", () => {
    const state = [welcome()].reduce(roomReducer, initialRoomState);
    expect(state.speaking).toBe("en");
    expect(roomReducer(state, { type: "speaking", language: "es" }).speaking).toBe("es");
    expect(roomReducer(initialRoomState, welcome("es")).speaking).toBe("es");
  });

  it("keeps each line's own language and whether it is the original", () => {
    const messages: ServerMessage[] = [
      { type: "segment", seq: 0, language: "es", text: "[es] Welcome." },
      { type: "segment", seq: 1, language: "es", text: "Dios es amor.", from: "es", original: true },
    ];
    const captions = messages.reduce(roomReducer, initialRoomState).captions;
    expect(captions).toEqual([
      { seq: 0, text: "[es] Welcome.", untranslated: false },
      { seq: 1, text: "Dios es amor.", untranslated: false, from: "es", original: true },
    ]);
  });
});
