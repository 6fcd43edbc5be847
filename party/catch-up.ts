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
    const viewAs = role === "listener" || role === "display" ? language : sermon.sourceLanguage;
    const upTo = connection.state?.from ?? transcript.lastSeq;
    // Lines it has, corrected while it was away: again, as corrected (it replaces them in place).
    const corrected = transcript.after(-1).filter((segment) => segment.edited && segment.seq <= lastSeq);
    const missed = transcript.after(lastSeq).filter((segment) => segment.seq <= upTo);
    const lines = [...corrected.slice(-limit), ...missed.slice(-limit)];
    const translates = viewAs !== sermon.sourceLanguage && sermon.serves(viewAs);
    const send = (segment: Segment, history = false) =>
      delivery.send(connection, delivery.segmentMessage(segment, viewAs, history ? { history: true } : {}));
    // Ready: at once and in order (a reconnect, a language in use), before this function first waits.
    const waiting: Segment[] = [];
    let newestSent = -1;
    for (const segment of lines) {
      if (translates && segment.translations[viewAs] === undefined) waiting.push(segment);
      else {
        send(segment);
        newestSent = Math.max(newestSent, segment.seq);
      }
    }
    // The rest needs the translator: newest first, each batch sent as it comes.
    waiting.reverse();
    const [current, ...older] = waiting;
    if (current) {
      await this.parts.translateInto(current, [viewAs]);
      send(current, current.seq < newestSent);
    }
    for (let start = 0; start < older.length; start += HISTORY_BATCH) {
      const batch = older.slice(start, start + HISTORY_BATCH);
      await this.parts.translateHistory(batch, viewAs);
      for (const segment of batch) send(segment, true);
    }
    await scripture.catchUp(connection, viewAs, role ?? "listener", lastSeq, sermon.config?.scripture);
  }

  /** A relay's catch-up for one language: what a welcome says, and the segments after `after`. */
  async relay(language: string, after: number): Promise<RelayCatchUp> {
    const { sermon, transcript, delivery } = this.parts;
    const serves = sermon.serves(language);
    const lines = transcript.after(after);
    // Off the live lane too (an HTTP request of the relay's), in batches.
    if (language !== sermon.sourceLanguage && serves) await this.parts.translateHistory(lines, language);
    return {
      status: sermon.status,
      sourceLanguage: sermon.sourceLanguage,
      lastSeq: transcript.lastSeq,
      serverVoice: sermon.serverVoice(language),
      originalOnly: !serves,
      paused: this.parts.paused(),
      segments: lines.map((segment) => ({
        seq: segment.seq,
        message: JSON.stringify(delivery.segmentMessage(segment, language)),
      })),
    };
  }
}
