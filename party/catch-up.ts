// What a connection or a relay missed. A connection that comes (or comes back, or asks with
// "resume") gets the segments after its last one up to those it gets live, then its verse cards;
// a relay gets one language's segments and what a welcome would tell its listeners.
//
// The catch-up lane (decision 050): none of this runs in the delivery chain, so a newcomer's
// history never holds a live caption for anyone. What is ready goes at once, in order, before any
// live line can reach the connection; what needs the translator (a language nobody used yet) comes
// the newest first — the line being said — then older lines newest-first in batches, marked as
// history, while live lines keep arriving.
import type { HostConnection } from "./host.ts";
import type { ConnectionState } from "./connections.ts";
import type { Delivery } from "./delivery.ts";
import { roomLog } from "./log.ts";
import type { RelayCatchUp } from "../app/neutral/relay-protocol.ts";
import type { RoomState } from "./room-state.ts";
import type { ScriptureDesk } from "./scripture.ts";
import type { Segment, Transcript } from "./transcript.ts";

export type CatchUpParts = {
  sermon: RoomState;
  transcript: Transcript;
  delivery: Delivery;
  scripture: ScriptureDesk;
  translateInto: (segment: Segment, languages: string[]) => Promise<void>;
  translateHistory: (segments: Segment[], language: string) => Promise<void>;
  paused: () => boolean;
  /** What `language` reads of the sermon, in order, and the numbers it never gets (party/interpreter.ts). */
  readable: (language: string) => Segment[];
  skipped: (language: string, after: number, upTo: number) => number[];
};

/** History lines per provider request: the screenful a newcomer sees fill in at a time. */
const HISTORY_BATCH = 20;
/**
 * The most lines a `resume` answers with, the newest (issue 40: it sent back the whole transcript
 * to anyone who asked, as often as they asked). A connection's own catch-up on arrival is whole.
 */
export const RESUME_LIMIT = 200;

export class CatchUp {
  /** Each connection's catch-up under way: a second one (a `resume`) follows it, and a `ping` waits for it. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly parts: CatchUpParts) {}

  /** True while some connection's catch-up is under way (the room is not idle). */
  get busy() {
    return this.running.size > 0;
  }

  /**
   * Starts a connection's catch-up off the live lane. The first one starts at once: what is ready
   * is sent before this returns, so no live line can overtake it.
   */
  start(connection: HostConnection<ConnectionState>, lastSeq: number, limit = Infinity) {
    const before = this.running.get(connection.id);
    const run = () => this.connection(connection, lastSeq, limit);
    const mine: Promise<void> = (before ? before.then(run) : run())
      .catch((error) => roomLog.error("catch-up failed", error))
      .finally(() => {
        if (this.running.get(connection.id) === mine) this.running.delete(connection.id);
      });
    this.running.set(connection.id, mine);
  }

  /** Resolves once the connection's catch-up (if any) has been sent. */
  settled(connectionId: string) {
    return this.running.get(connectionId) ?? Promise.resolve();
  }

  /** What the connection missed: lines corrected meanwhile, the segments after `lastSeq` up to those it gets live. */
  private async connection(connection: HostConnection<ConnectionState>, lastSeq: number, limit: number) {
    const { sermon, transcript, delivery, scripture } = this.parts;
    const role = connection.state?.role;
    const language = connection.state?.language ?? sermon.sourceLanguage;
    // Listeners and screens read their language, and so does a booth opened for another language than
    // the sermon's: its history translated here, off the live lane (issue 41). The speaker and a booth in
    // the sermon's own language read each line as it was said (its own language, decision 065).
    const reader =
      role === "listener" || role === "display" || (role === "operator" && language !== sermon.sourceLanguage);
    const viewOf = (segment: Segment) => (reader ? language : sermon.languageOf(segment));
    // Which lines it reads (another language's interpreter lines are not), as the language it reads.
    const viewAs = reader ? language : sermon.sourceLanguage;
    const upTo = connection.state?.from ?? transcript.lastSeq;
    // Lines it has, corrected while it was away: again, as corrected (it replaces them in place).
    const readable = this.parts.readable(viewAs);
    const corrected = readable.filter((segment) => segment.edited && segment.seq <= lastSeq);
    const missed = readable.filter((segment) => segment.seq > lastSeq && segment.seq <= upTo);
    const lines = [...corrected.slice(-limit), ...missed.slice(-limit)];
    const skipped = this.parts.skipped(viewAs, lastSeq, upTo);
    if (skipped.length) delivery.send(connection, { type: "skipped", seqs: skipped });
    // An interpreter's line is read as given; any other line is translated from the language it was said in.
    const translates = (segment: Segment) => {
      if (segment.interpreter) return false;
      const from = sermon.languageOf(segment);
      return viewOf(segment) !== from && sermon.serves(viewOf(segment), from);
    };
    const send = (segment: Segment, history = false) =>
      delivery.send(connection, delivery.segmentMessage(segment, viewOf(segment), history ? { history: true } : {}));
    // Ready: at once and in order (a reconnect, a language in use), before this function first waits.
    const waiting: Segment[] = [];
    let newestSent = -1;
    for (const segment of lines) {
      if (translates(segment) && segment.translations[language] === undefined) waiting.push(segment);
      else {
        send(segment);
        newestSent = Math.max(newestSent, segment.seq);
      }
    }
    // The rest needs the translator: newest first, each batch sent as it comes.
    waiting.reverse();
    const [current, ...older] = waiting;
    if (current) {
      await this.parts.translateInto(current, [language]);
      send(current, current.seq < newestSent);
    }
    for (let start = 0; start < older.length; start += HISTORY_BATCH) {
      const batch = older.slice(start, start + HISTORY_BATCH);
      await this.parts.translateHistory(batch, language);
      for (const segment of batch) send(segment, true);
    }
    await scripture.catchUp(connection, viewAs, role ?? "listener", lastSeq, sermon.config?.scripture);
  }

  /** A relay's catch-up for one language: what a welcome says, and the segments after `after`. */
  async relay(language: string, after: number): Promise<RelayCatchUp> {
    const { sermon, transcript, delivery } = this.parts;
    const serves = sermon.serves(language);
    const lines = this.parts.readable(language).filter((segment) => segment.seq > after);
    // Off the live lane too (an HTTP request of the relay's), in batches; a line said in the relay's
    // language (decision 065) and an interpreter's line (decision 064) need no translation.
    const served = lines.filter((segment) => {
      if (segment.interpreter) return false;
      const from = sermon.languageOf(segment);
      return from !== language && sermon.serves(language, from);
    });
    if (served.length) await this.parts.translateHistory(served, language);
    return {
      status: sermon.status,
      sourceLanguage: sermon.sourceLanguage,
      lastSeq: transcript.lastSeq,
      serverVoice: sermon.serverVoice(language),
      originalOnly: !serves,
      paused: this.parts.paused(),
      skipped: this.parts.skipped(language, after, transcript.lastSeq),
      segments: lines.map((segment) => ({
        seq: segment.seq,
        message: JSON.stringify(delivery.segmentMessage(segment, language)),
      })),
    };
  }
}
