// The speaker page's lines as the room knows them (decision 026). Each final gets a key of this
// page's own, never a number the room uses: the room numbers every line in one series, and the
// key only says "this is that line again". The last lines are sent again after a reconnect, since
// a final can vanish with a dropped socket; the room ignores those it already has.
import type { ClientMessage } from "#app/neutral/protocol.ts";

type FinalMessage = Extract<ClientMessage, { type: "final" }>;

/** A reconnect takes seconds; this many lines is a minute or more of speech. */
const RESEND_LINES = 20;

/** A random key for this page: crypto.getRandomValues works on plain http too (a church LAN). */
function pageKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

export function createSpokenLines(key = pageKey()) {
  let next = 0;
  let recent: FinalMessage[] = [];
  return {
    /** The final message for a new line, kept for a resend. */
    final(text: string): FinalMessage {
      const message: FinalMessage = { type: "final", id: `${key}-${next++}`, text: text.slice(0, 4000) };
      recent = [...recent.slice(1 - RESEND_LINES), message];
      return message;
    },
    /** What to send again after a reconnect, oldest first. */
    recent: () => recent,
    /** Paused: what was sent before is either in the room or refused for good; nothing to resend. */
    forget() {
      recent = [];
    },
  };
}

export type SpokenLines = ReturnType<typeof createSpokenLines>;
