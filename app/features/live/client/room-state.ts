// What a browser knows of a sermon room, as a pure reducer: the room's messages (app/neutral/protocol.ts)
// and the socket's comings and goings go in, the state the live screens draw comes out. The hook
// (use-sermon-room.ts) only owns the socket and feeds this; everything here is testable without one.
import { serverMessageSchema, type LagReport, type ServerMessage } from "#app/neutral/protocol.ts";

type RoomStatus = "ready" | "connected" | "disconnected" | "lost";
/**
 * `edited`: an operator corrected it; `behindMs`: how late it left the room (live captions only);
 * `from`: the language it was said in when not the sermon's, `original`: and this is it as said (decision 065).
 */
export type Caption = {
  seq: number;
  text: string;
  untranslated: boolean;
  edited?: boolean;
  behindMs?: number;
  from?: string;
  original?: boolean;
  /** A human interpreter's line (decision 064). */
  interpreter?: boolean;
};
/** An interpreter's line as the booth sees it, beside the speaker's. */
type InterpreterLine = Extract<ServerMessage, { type: "interpreterLine" }>;
export type VerseMessage = Extract<ServerMessage, { type: "verse" }>;
type VerseSuggestion = Extract<ServerMessage, { type: "verseSuggestion" }>;
type RoomError = Extract<ServerMessage, { type: "error" }>["code"];

/**
 * The socket's side, named apart from the room's messages (which have an `error` of their own).
 * `connect`: a connection to a (new) room begins; `open`; `retrying`: closed, partysocket tries
 * again; `lost`: it gave up, or no token came; `closed`: the page closed it.
 */
type ConnectionEvent = { type: "connection"; change: "connect" | "open" | "retrying" | "lost" | "closed" };
/** A frame that was not JSON or not one of the room's messages: counted, otherwise ignored. */
type MalformedEvent = { type: "malformed"; data: string };
export type RoomEvent = ServerMessage | ConnectionEvent | MalformedEvent;

export type RoomState = {
  status: RoomStatus;
  /** In seq order, one per seq: a repeat or a correction replaces the line it repeats. */
  captions: Caption[];
  /** The words being said, before they are a line (host and operators). */
  preview: string;
  verses: VerseMessage[];
  /** Passages waiting for the operator's approval ("suggest" mode). */
  suggestions: VerseSuggestion[];
  ended: boolean;
  /** The room sends spoken audio for this language. */
  serverVoice: boolean;
  /** No translator serves this language: captions are the original, said once. */
  originalOnly: boolean;
  paused: boolean;
  lag: LagReport;
  /**
   * The newest seq held with every line before it (a newcomer's history fills in behind newer
   * lines, decision 050); told to the room on every (re)connection so it sends only what was missed.
   */
  lastSeq: number;
  /**
   * The newest line for a voice to read: every segment except a correction of a line already
   * shown, history filled in behind and a revised rendering (those replace or slot in silently).
   * A new object each time, so a repeat is said again.
   */
  said: Caption | null;
  /** Lines taken back (decision 061): dropped, and never shown again should a copy still come. */
  withdrawn: number[];
  /** The room's last refusal or failure (`error` message), for whoever wants to show it. */
  lastError: RoomError | null;
  /** Frames the protocol refused; the hook also logs each. */
  malformed: number;
  /** Words never shown the room masked lately, newest last (host and operators, issue 42). */
  masked: string[];
  /** The language being spoken now (a bilingual preacher switches it, decision 065); null before the welcome. */
  speaking: string | null;
  /** Numbers this screen's language never gets (decision 064): held like lines, never shown. */
  skipped: number[];
  /** Languages with a human interpreter live now, and those that had one (decision 064). */
  interpreters: { live: string[]; used: string[] };
  /** Interpreters' recent lines (host and operators). */
  interpreterLines: InterpreterLine[];
};

/** How many masked words the booth keeps in view. */
const MASKED_SHOWN = 10;

export const initialRoomState: RoomState = {
  status: "ready",
  captions: [],
  preview: "",
  verses: [],
  suggestions: [],
  ended: false,
  serverVoice: false,
  originalOnly: false,
  paused: false,
  lag: [],
  lastSeq: -1,
  said: null,
  withdrawn: [],
  lastError: null,
  malformed: 0,
  masked: [],
  speaking: null,
  skipped: [],
  interpreters: { live: [], used: [] },
  interpreterLines: [],
};

/** How many interpreter lines the booth keeps in view. */
const INTERPRETER_LINES_SHOWN = 20;

/** One frame from the socket, read with the protocol's schema; never throws. */
export function readServerMessage(data: unknown): ServerMessage | MalformedEvent {
  const text = String(data);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { type: "malformed", data: text };
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : { type: "malformed", data: text };
}

export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case "connection":
      return connectionChanged(state, event.change);
    case "malformed":
      return { ...state, malformed: state.malformed + 1 };
    case "welcome":
      // A welcome may end the sermon, never revive it: only a new connection clears `ended`.
      return {
        ...state,
        serverVoice: event.serverVoice,
        originalOnly: Boolean(event.originalOnly),
        paused: Boolean(event.paused),
        ended: state.ended || event.status === "ended",
        speaking: event.speaking ?? event.sourceLanguage,
      };
    case "speaking":
      return { ...state, speaking: event.language };
    case "preview":
      return { ...state, preview: event.text };
    case "segment":
      return segmentReceived(state, event);
    case "paused":
      return { ...state, paused: event.paused, preview: event.paused ? "" : state.preview };
    case "withdrawn":
      return lineWithdrawn(state, event.seq);
    case "lag":
      return { ...state, lag: event.languages };
    case "verse":
      // Catch-up after a reconnect sends cards again: one card per id.
      return state.verses.some((card) => card.id === event.id) ? state : { ...state, verses: [...state.verses, event] };
    case "verseSuggestion":
      // A suggestion comes again when it is decided (`resolved`): then it leaves the queue.
      return {
        ...state,
        suggestions: [...state.suggestions.filter((item) => item.id !== event.id), ...(event.resolved ? [] : [event])],
      };
    case "ended":
      return { ...state, ended: true };
    case "error":
      return { ...state, lastError: event.code };
    case "masked":
      return { ...state, masked: [...state.masked, ...event.words].slice(-MASKED_SHOWN) };
    case "interpreters":
      return { ...state, interpreters: { live: event.live, used: event.used } };
    case "interpreterLine":
      return state.interpreterLines.some((line) => line.seq === event.seq)
        ? state
        : { ...state, interpreterLines: [...state.interpreterLines, event].slice(-INTERPRETER_LINES_SHOWN) };
    case "skipped": {
      const skipped = [...new Set([...state.skipped, ...event.seqs])];
      return {
        ...state,
        skipped,
        lastSeq: heldThrough(state.captions, state.lastSeq, [...state.withdrawn, ...skipped]),
      };
    }
    case "audio": // played by the hook's caller, never kept
    case "pong": // for tests proving nothing more is coming
    case "heartbeat": // the socket is alive (heartbeat.ts); nothing to show
      return state;
  }
}

function connectionChanged(state: RoomState, change: ConnectionEvent["change"]): RoomState {
  switch (change) {
    case "connect":
      // Lines and cards belong to the room being left; what the new room's welcome states (voice,
      // pause) stays until it comes, so the screen does not flicker between the two.
      return {
        ...state,
        captions: [],
        verses: [],
        suggestions: [],
        ended: false,
        lastSeq: -1,
        said: null,
        withdrawn: [],
        skipped: [],
        interpreterLines: [],
      };
    case "open":
      return { ...state, status: "connected" };
    case "retrying":
    case "closed":
      return { ...state, status: "disconnected" };
    case "lost":
      return { ...state, status: "lost" };
  }
}

/** A line taken back: off the screen, out of the voice's turn, and refused if it comes again. */
function lineWithdrawn(state: RoomState, seq: number): RoomState {
  if (state.withdrawn.includes(seq)) return state;
  const captions = state.captions.filter((caption) => caption.seq !== seq);
  const withdrawn = [...state.withdrawn, seq];
  return {
    ...state,
    captions,
    interpreterLines: state.interpreterLines.filter((line) => line.seq !== seq),
    said: state.said?.seq === seq ? null : state.said,
    withdrawn,
    lastSeq: heldThrough(captions, state.lastSeq, [...withdrawn, ...state.skipped]),
  };
}

function segmentReceived(state: RoomState, message: Extract<ServerMessage, { type: "segment" }>): RoomState {
  if (state.withdrawn.includes(message.seq)) return state;
  const caption: Caption = {
    seq: message.seq,
    text: message.text,
    untranslated: Boolean(message.untranslated),
    ...(message.edited ? { edited: true } : {}),
    ...(message.behindMs !== undefined ? { behindMs: message.behindMs } : {}),
    ...(message.from ? { from: message.from } : {}),
    ...(message.original ? { original: true } : {}),
    ...(message.interpreter ? { interpreter: true } : {}),
  };
  const index = state.captions.findIndex((existing) => existing.seq === caption.seq);
  // An operator's correction of a line already shown, history filled in behind newer lines and a
  // revised rendering go in place silently: not read aloud (again).
  const quiet = Boolean(message.history || message.revised) || (Boolean(message.edited) && index !== -1);
  const captions =
    index === -1
      ? [...state.captions, caption].sort((a, b) => a.seq - b.seq)
      : state.captions.map((existing, at) => (at === index ? caption : existing));
  const held = [...state.withdrawn, ...state.skipped];
  const next = { ...state, captions, lastSeq: heldThrough(captions, state.lastSeq, held) };
  return quiet ? next : { ...next, preview: "", said: caption };
}

/**
 * The newest seq with every line from `from` up to it held. A line taken back counts as held: its
 * number never comes again, and a gap there would have every reconnect ask for all after it again.
 */
function heldThrough(captions: Caption[], from: number, withdrawn: number[]) {
  // `withdrawn` here: every number that never comes (taken back, or skipped for this language).
  const have = new Set([...captions.map((caption) => caption.seq), ...withdrawn]);
  let held = from;
  while (have.has(held + 1)) held++;
  return held;
}
