// What a connection or a relay missed. A connection that comes (or comes back, or asks with
// "resume") gets the segments after its last one up to those it gets live, then its verse cards;
// a relay gets one language's segments and what a welcome would tell its listeners.
import type * as Party from "partykit/server";
import type { ConnectionState } from "./connections.ts";
import type { Delivery } from "./delivery.ts";
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
  paused: () => boolean;
};

export class CatchUp {
  constructor(private readonly parts: CatchUpParts) {}

  /** What the connection missed: lines corrected meanwhile, the segments after `lastSeq` up to those it gets live. */
  async connection(connection: Party.Connection<ConnectionState>, lastSeq: number) {
    const { sermon, transcript, delivery, scripture } = this.parts;
    const role = connection.state?.role;
    const language = connection.state?.language ?? sermon.sourceLanguage;
    const viewAs = role === "listener" || role === "display" ? language : sermon.sourceLanguage;
    const upTo = connection.state?.from ?? transcript.lastSeq;
    // Lines it has, corrected while it was away: again, as corrected (it replaces them in place).
    const corrected = transcript.after(-1).filter((segment) => segment.edited && segment.seq <= lastSeq);
    for (const segment of [...corrected, ...transcript.after(lastSeq)]) {
      if (segment.seq > upTo) break;
      if (viewAs !== sermon.sourceLanguage && sermon.serves(viewAs)) await this.parts.translateInto(segment, [viewAs]);
      delivery.send(connection, delivery.segmentMessage(segment, viewAs));
    }
    await scripture.catchUp(connection, viewAs, role ?? "listener", lastSeq, sermon.config?.scripture);
  }

  /** A relay's catch-up for one language: what a welcome says, and the segments after `after`. */
  async relay(language: string, after: number): Promise<RelayCatchUp> {
    const { sermon, transcript, delivery } = this.parts;
    const serves = sermon.serves(language);
    const segments = [];
    for (const segment of transcript.after(after)) {
      if (language !== sermon.sourceLanguage && serves) await this.parts.translateInto(segment, [language]);
      segments.push({ seq: segment.seq, message: JSON.stringify(delivery.segmentMessage(segment, language)) });
    }
    return {
      status: sermon.status,
      sourceLanguage: sermon.sourceLanguage,
      lastSeq: transcript.lastSeq,
      serverVoice: sermon.serverVoice(language),
      originalOnly: !serves,
      paused: this.parts.paused(),
      segments,
    };
  }
}
