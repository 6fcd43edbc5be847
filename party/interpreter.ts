// A human interpreter's channel (issue 42 part 4, decision 064). A staff member speaks (or types)
// one language the sermon serves; their lines are that language's captions, marked, and machine
// translation into it stops while they are live and resumes, marked, when they drop.
//
// How the lines sit beside the speaker's: an interpreter's line is a line of its own, numbered in
// the room's one series (so order, resume and catch-up work as for any line) and read in its
// language only. A speaker's line said during an interpreter's session is "held" for that language:
// once the interpreter says something after it, it is "covered" (the interpreter spoke for it) and
// never goes to that language; when the interpreter drops, the held lines not yet covered go out as
// machine translation, in order, so no line is lost. Every connection is told the numbers it will
// never get (`skipped`), so its "held through" number moves on. Sessions and lines are in storage:
// a room woken from hibernation knows who spoke for what.
import type { ServerMessage } from "../app/neutral/protocol.ts";
import type { Alarms } from "./alarms.ts";
import type { HostConnection, RoomHost } from "./host.ts";
import type { ConnectionState } from "./connections.ts";
import type { Delivery } from "./delivery.ts";
import type { RoomState } from "./room-state.ts";
import type { RoomJob } from "./segments.ts";
import type { Relays } from "./shards.ts";
import type { Segment, Transcript } from "./transcript.ts";

/** One interpreter's time live in a language: speaker lines after `since` are held, those before `last` covered. */
type Session = { since: number; last: number; open: boolean };
type Line = { seq: number; language: string; text: string; at: number; key: string };

const SESSIONS = "interp:sessions";
const LINE = "interp:line:";
const lineKey = (seq: number) => `${LINE}${String(seq).padStart(9, "0")}`;
/** Nothing heard from an interpreter's page this long (its heartbeat is every 10 s): they dropped. */
const SILENT_MS = 30_000;
/** The booth's view of interpreters' recent lines. */
const BOOTH_LINES = 20;

export type InterpreterParts = {
  room: RoomHost;
  sermon: RoomState;
  transcript: Transcript;
  delivery: Delivery;
  relays: Relays;
  alarms: Alarms<RoomJob>;
  translateInto: (segment: Segment, languages: string[]) => Promise<void>;
  paused: () => boolean;
};

export class Interpreters {
  private sessions: Record<string, Session[]> = {};
  private readonly lines = new Map<number, Line>();
  private readonly keys = new Set<string>();
  /** When each interpreter connection was last heard (memory: a woken room counts from its wake). */
  private readonly heardAt = new Map<string, number>();
  /** Connections found silent and closed: no longer live, whatever the runtime still lists. */
  private readonly silenced = new Set<string>();
  private readonly awake: number;
  private readonly silentMs: number;

  constructor(private readonly parts: InterpreterParts) {
    this.awake = parts.room.clock.now();
    const configured = Number(parts.room.env.INTERPRETER_SILENT_MS);
    this.silentMs = Number.isFinite(configured) && configured > 0 ? configured : SILENT_MS;
  }

  /**
   * An interpreter's line taken back (decision 061): its words leave memory and storage at once;
   * the caller marks its number taken back (take-back.ts), which tells every screen.
   */
  takeBack(seq: number) {
    const line = this.lines.get(seq);
    if (!line) return undefined;
    this.lines.delete(seq);
    void this.parts.room.storage.delete(lineKey(seq));
    // With its key: the transcript keeps it known, so the page's resend cannot bring it back.
    return { ...asSegment(line), key: line.key };
  }

  /** After the transcript: an interpreter's numbers count in the room's one series. */
  async load() {
    const { storage } = this.parts.room;
    this.sessions = (await storage.get<Record<string, Session[]>>(SESSIONS)) ?? {};
    for (const line of (await storage.list<Line>({ prefix: LINE })).values()) {
      this.lines.set(line.seq, line);
      this.keys.add(line.key);
      this.parts.transcript.lastSeq = Math.max(this.parts.transcript.lastSeq, line.seq);
    }
  }

  /** True while an interpreter is live in `language`: machine translation into it stops. */
  live(language: string) {
    return this.open(language) !== undefined;
  }

  /** Whether speaker line `seq` stays out of `language` (held while live, or covered). */
  hidden(seq: number, language: string) {
    return (this.sessions[language] ?? []).some((s) => s.since < seq && (s.open || seq < s.last));
  }

  /** What `language` reads of the whole sermon, in order: speaker lines not hidden, and its interpreters' lines. */
  readable(language: string): Segment[] {
    const spoken = this.parts.transcript.after(-1).filter((segment) => !this.hidden(segment.seq, language));
    const interpreted = [...this.lines.values()].filter((line) => line.language === language).map(asSegment);
    return [...spoken, ...interpreted].sort((a, b) => a.seq - b.seq);
  }

  /** Numbers in (after, upTo] that `language` will never get: other languages' interpreter lines, covered lines. */
  skipped(language: string, after: number, upTo: number) {
    const seqs: number[] = [];
    for (const line of this.lines.values()) {
      if (line.language !== language && line.seq > after && line.seq <= upTo) seqs.push(line.seq);
    }
    for (const segment of this.parts.transcript.after(after)) {
      if (segment.seq <= upTo && this.covered(segment.seq, language)) seqs.push(segment.seq);
    }
    return seqs.sort((a, b) => a - b);
  }

  /**
   * A connection's first words about interpreters (after its welcome); the booth's recent lines,
   * and an interpreter's own.
   */
  greet(connection: HostConnection<ConnectionState>) {
    if (!Object.keys(this.sessions).length) return;
    connection.send(JSON.stringify(this.status()));
    const role = connection.state?.role;
    // An interpreter who reloads their page sees their own lines again beside the speaker's.
    if (role === "interpreter") {
      for (const line of this.lines.values()) {
        if (line.language !== connection.state!.language) continue;
        connection.send(JSON.stringify(this.parts.delivery.segmentMessage(asSegment(line), line.language)));
      }
    }
    if (role !== "host" && role !== "operator") return;
    for (const line of [...this.lines.values()].sort((a, b) => a.seq - b.seq).slice(-BOOTH_LINES)) {
      connection.send(JSON.stringify(boothLine(line)));
    }
  }

  /** An interpreter connected: their language's session opens (if it is not open already). */
  async joined(connection: HostConnection<ConnectionState>) {
    const language = connection.state!.language;
    this.heardAt.set(connection.id, this.parts.room.clock.now());
    // Opened before any wait: a line the page sends at once finds its session.
    if (!this.live(language)) this.begin(language);
    await this.save();
    await this.watch(language);
  }

  /** Something came from an interpreter's page: they are still there. */
  heard(connection: HostConnection<ConnectionState>) {
    this.heardAt.set(connection.id, this.parts.room.clock.now());
  }

  /** An interpreter's socket closed: their language's session ends unless another of theirs is still here. */
  async left(connection: HostConnection<ConnectionState>) {
    this.heardAt.delete(connection.id);
    const language = connection.state?.language;
    if (language && !this.present(language, connection.id).length) await this.close(language);
  }

  /** The silence alarm: interpreters not heard for a while are closed; their language falls back to machine. */
  async checkSilence(language: string) {
    const now = this.parts.room.clock.now();
    for (const connection of this.present(language)) {
      const heard = this.heardAt.get(connection.id) ?? this.awake;
      if (now - heard < this.silentMs) continue;
      this.heardAt.delete(connection.id);
      this.silenced.add(connection.id);
      connection.close(4001, "interpreter silent");
    }
    if (this.present(language).length) await this.watch(language);
    else await this.close(language);
  }

  /**
   * An interpreter's line: the next number, stored, then (in the live lane, after every line before
   * it) to the language's listeners here and on the relays, to the booth, and the numbers it covered
   * to everyone. A resend after a reconnect (same key) and anything said while paused are dropped.
   */
  async line(connection: HostConnection<ConnectionState>, key: string, said: string) {
    const { sermon, transcript, delivery, relays, room } = this.parts;
    const language = connection.state!.language;
    this.heard(connection);
    if (sermon.status === "ended" || this.silenced.has(connection.id) || this.parts.paused()) return;
    if (this.keys.has(key) || transcript.hasKey(key)) return;
    this.keys.add(key);
    const session = this.open(language) ?? this.begin(language);
    const { text, masked } = sermon.masker(said.trim(), language);
    if (masked.length) this.toBooth({ type: "masked", words: masked.slice(0, 50) });
    const seq = ++transcript.lastSeq;
    const covered = transcript
      .after(Math.max(session.since, session.last))
      .map((segment) => segment.seq)
      .filter((covers) => covers < seq);
    session.last = seq;
    const line: Line = { seq, language, text, at: this.parts.room.clock.now(), key };
    this.lines.set(seq, line);
    await room.storage.put(lineKey(seq), line);
    await this.save();
    delivery.enqueue(async () => {
      delivery.broadcast({ type: "skipped", seqs: [...covered, seq] });
      relays.forwardSegment(seq, { [language]: delivery.deliver(asSegment(line), language) }, false);
      this.toBooth(boothLine(line));
      // Heard too, by those who turned the voice on: the machine voice of this language is silent
      // while its interpreter speaks, and a listener who listens rather than reads lost every line.
      void delivery.speak(asSegment(line), [language]);
    });
  }

  /**
   * The transcript rows the web keeps (decision 064): machine renderings a language never read are
   * left out, each covered line gets an empty row in that language (the exports skip it rather than
   * fall back to the source), and the interpreters' lines are rows in their language.
   */
  transcriptRows<T extends { seq: number; language: string; text: string; spokenAt?: number }>(rows: T[]) {
    const kept: { seq: number; language: string; text: string; spokenAt?: number }[] = rows.filter(
      (row) => !this.hidden(row.seq, row.language),
    );
    for (const language of Object.keys(this.sessions)) {
      for (const segment of this.parts.transcript.after(-1)) {
        if (this.hidden(segment.seq, language)) kept.push({ seq: segment.seq, language, text: "" });
      }
    }
    for (const line of this.lines.values()) {
      kept.push({ seq: line.seq, language: line.language, text: line.text, spokenAt: line.at });
    }
    return kept;
  }

  /** A session opens: speaker lines from now on are held for `language`. */
  private begin(language: string) {
    const since = this.parts.transcript.lastSeq;
    const session: Session = { since, last: since, open: true };
    (this.sessions[language] ??= []).push(session);
    this.announce();
    return session;
  }

  private covered(seq: number, language: string) {
    return (this.sessions[language] ?? []).some((s) => s.since < seq && seq < s.last);
  }

  private open(language: string) {
    return this.sessions[language]?.find((session) => session.open);
  }

  /** The interpreter connections of `language` still counted live. */
  private present(language: string, leaving?: string) {
    return [...this.parts.room.getConnections<ConnectionState>("interpreter")].filter(
      (connection) =>
        connection.id !== leaving && connection.state?.language === language && !this.silenced.has(connection.id),
    );
  }

  /**
   * The session ends: what it held and no interpreter line covered goes out now as machine
   * translation, in order, to everyone in the language (here and on the relays). The list is taken
   * before any wait, so a line published meanwhile goes out live and never twice.
   */
  private async close(language: string) {
    const session = this.open(language);
    if (!session) return;
    session.open = false;
    const { transcript, delivery, relays, sermon } = this.parts;
    const held = transcript.after(Math.max(session.since, session.last));
    const translating = sermon.serves(language)
      ? Promise.all(held.map((segment) => this.parts.translateInto(segment, [language])))
      : Promise.resolve();
    delivery.enqueue(async () => {
      await translating;
      for (const segment of held) {
        if (transcript.isWithdrawn(segment.seq)) continue;
        relays.forwardSegment(segment.seq, { [language]: delivery.deliver(segment, language) }, true);
      }
    });
    this.announce();
    await this.save();
  }

  /** Wakes the room to check `language`'s interpreters for silence. */
  private watch(language: string) {
    const at = this.parts.room.clock.now() + this.silentMs;
    return this.parts.alarms.schedule(`interpreter:${language}`, at, { type: "interpreterSilence", language });
  }

  private status(): ServerMessage {
    const used = Object.keys(this.sessions).sort();
    return { type: "interpreters", live: used.filter((language) => this.live(language)), used };
  }

  /** Who is live, to every screen here and on the relays (listeners mark their lines by it). */
  private announce() {
    this.parts.delivery.broadcast(this.status());
  }

  private toBooth(message: ServerMessage) {
    const serialised = JSON.stringify(message);
    for (const role of ["host", "operator"]) {
      for (const connection of this.parts.room.getConnections(role)) connection.send(serialised);
    }
  }

  private save() {
    return this.parts.room.storage.put(SESSIONS, this.sessions);
  }
}

/** An interpreter's line as the delivery and catch-up lanes read a segment. */
function asSegment(line: Line): Segment {
  return { seq: line.seq, source: line.text, translations: {}, at: line.at, interpreter: line.language };
}

function boothLine(line: Line): ServerMessage {
  return { type: "interpreterLine", seq: line.seq, language: line.language, text: line.text };
}
