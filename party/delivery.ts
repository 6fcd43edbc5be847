// Everything the sermon room sends: segments to each language group, previews, server voices and
// the lag meter, here and on the relays. The chain is the live lane (decision 050): live captions,
// corrections, audio, verse cards and "ended" go through it in order, and each task in it only
// sends what is ready. Nothing that waits on a provider for one connection (a newcomer's history,
// catch-up.ts) or on the web (segment help, help-lane.ts) is ever queued here.
import type { HostConnection, RoomHost } from "./host.ts";
import type { ConnectionState } from "./connections.ts";
import type { LagMeter } from "./lag.ts";
import type { ServerMessage } from "../app/neutral/protocol.ts";
import type { RoomState } from "./room-state.ts";
import type { Relays } from "./shards.ts";
import { SPEECH_FORMAT, synthesize } from "./speech.ts";
import type { Segment, Transcript } from "./transcript.ts";
import { roomLog } from "./log.ts";

/** How a segment message is marked besides its own state (decision 050). */
type SegmentMarks = { history?: true; revised?: true };

const PREVIEW_INTERVAL_MS = 150;
const LAG_REFRESH_MS = 1000;
/** The lag meter looks at this many recent segments. */
const LAG_WINDOW = 20;

export class Delivery {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  // Server voice clips in line order: synthesis runs at once for every line, but a line's clips join
  // the live lane only after the previous line's did, as the phone plays clips as they arrive.
  private voices: Promise<void> = Promise.resolve();
  // Preview throttling stays in memory on purpose: the trailing timer (≤ 150 ms) keeps the room
  // awake while it runs, and a room only hibernates after seconds without events, so after a wake
  // the last preview is long past and the next one may go at once, as a fresh `lastPreviewAt` says.
  private previewTimer: unknown = null;
  private pendingPreview: string | null = null;
  private lastPreviewAt = 0;
  // The lag meter's refresh while a language waits: a timer on purpose (it only runs while a
  // translation is in flight, which keeps the room awake anyway); the meter itself is in storage.
  private lagTimer: unknown = null;

  constructor(
    private readonly room: RoomHost,
    private readonly relays: Relays,
    private readonly sermon: RoomState,
    private readonly lag: LagMeter,
    private readonly transcript: Transcript,
  ) {}

  /** Runs `task` after everything queued before it; a failure is logged and the chain goes on. */
  enqueue(task: () => Promise<void>) {
    this.queued++;
    this.chain = this.chain
      .then(task)
      .catch((error) => roomLog.error("delivery failed", error))
      .finally(() => this.queued--);
  }

  /** True while a queued task has not finished (the runtime would not evict the room now). */
  get busy() {
    return this.queued > 0;
  }

  /** Resolves once everything queued before it has run: a `ping`'s answer waits for this. */
  settled() {
    return new Promise<void>((resolve) =>
      this.enqueue(async () => {
        // A throttled preview was due before the ping too: it goes now rather than after the pong.
        if (this.previewTimer) this.flushPreview();
        resolve();
      }),
    );
  }

  send(connection: HostConnection, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }

  /** To every connection here and on every relay (`ended` closes the relays too). */
  broadcast(message: ServerMessage, ended = false) {
    const serialised = JSON.stringify(message);
    this.room.broadcast(serialised);
    this.relays.broadcast(serialised, ended);
  }

  /**
   * How `language` reads a segment: its translation, or the original (marked untranslated if due).
   * `marks`: history filled in behind newer lines, or a revised rendering (protocol.ts).
   */
  segmentMessage(segment: Segment, language: string, marks: SegmentMarks = {}): ServerMessage {
    const { seq } = segment;
    if (segment.interpreter)
      return { type: "segment", seq, language, text: segment.source, interpreter: true, ...marks };
    // A line said in another language than the sermon's says so (decision 065).
    const own = this.sermon.languageOf(segment);
    const switched = own !== this.sermon.sourceLanguage;
    const from = switched ? { from: own } : {};
    const marked = { ...(segment.edited ? { edited: true } : {}), ...marks, ...from };
    if (language === own) {
      return {
        type: "segment",
        seq,
        language,
        text: segment.source,
        ...marked,
        ...(switched ? { original: true } : {}),
      };
    }
    const translated = segment.translations[language];
    // A language no translator serves reads the original; the welcome said so once.
    if (translated === undefined && !this.sermon.serves(language, own)) {
      return { type: "segment", seq, language, text: segment.source, ...marks, ...from };
    }
    return translated === undefined
      ? { type: "segment", seq, language, text: segment.source, untranslated: true, ...marked }
      : { type: "segment", seq, language, text: translated, ...marked };
  }

  /**
   * One serialisation per language group, whatever the number of listeners in it. A live
   * delivery (not a retry or a correction) says how long after it was spoken it left the room,
   * and skips connections that came after the segment was stored: their catch-up brings it.
   * A retry or a correction goes to everyone in the language. Returns the message (for relays).
   */
  deliver(segment: Segment, language: string, live = false, marks: SegmentMarks = {}) {
    const behindMs = live ? { behindMs: this.lag.delivered(segment, language, this.room.clock.now()) } : {};
    const message = JSON.stringify({ ...this.segmentMessage(segment, language, marks), ...behindMs });
    // A line taken back while this delivery waited its turn goes to no one (decision 061).
    const due = (connection: HostConnection) =>
      !this.transcript.isWithdrawn(segment.seq) &&
      (!live || ((connection.state as ConnectionState | null)?.from ?? -1) < segment.seq);
    // The host and operators are in their language's group too: a booth opened for another language
    // reads that language (issue 41). Staff reading the sermon's language read each line as said (decision 065).
    const own = this.sermon.languageOf(segment);
    const readsOwn = (connection: HostConnection) => {
      const state = connection.state as ConnectionState | null;
      return state?.role !== "listener" && state?.role !== "display" && state?.language === this.sermon.sourceLanguage;
    };
    for (const connection of this.room.getConnections(`lang:${language}`)) {
      if (due(connection) && (language === own || !readsOwn(connection))) connection.send(message);
    }
    if (language === own) {
      // An interpreter reads the speaker's lines as said too (decision 064).
      for (const role of ["host", "operator", "interpreter"]) {
        for (const host of this.room.getConnections(role)) {
          const theirs = (host.state as ConnectionState | null)?.language;
          const reads = role === "interpreter" || readsOwn(host);
          if (theirs !== language && reads && due(host)) host.send(message);
        }
      }
    }
    return message;
  }

  /** Interim words: a throttled preview in the source language, never translated. */
  preview(text: string) {
    this.pendingPreview = text;
    const wait = this.lastPreviewAt + PREVIEW_INTERVAL_MS - this.room.clock.now();
    if (wait <= 0) return this.flushPreview();
    this.previewTimer ??= this.room.clock.setTimeout(() => this.flushPreview(), wait);
  }

  private flushPreview() {
    if (this.previewTimer) this.room.clock.clearTimeout(this.previewTimer);
    this.previewTimer = null;
    if (this.pendingPreview === null) return;
    this.lastPreviewAt = this.room.clock.now();
    this.broadcast({ type: "preview", text: this.pendingPreview });
    this.pendingPreview = null;
  }

  /** Speech once per language with a server voice; it follows the text, in segment order. */
  async speak(segment: Segment, languages: string[]) {
    const speech = this.sermon.config?.speech;
    if (!speech) return;
    const synthesizing = Promise.all(
      languages.map(async (language) => {
        const voice = this.sermon.config?.voices[language];
        const text = this.spokenText(segment, language);
        if (!voice || text === undefined) return null;
        // Azure voice ids start with their locale: "es-ES-ElviraNeural".
        const data = await synthesize(
          this.sermon.transport,
          speech,
          voice,
          voice.split("-").slice(0, 2).join("-"),
          text,
        );
        return data ? { language, data } : null;
      }),
    );
    const previous = this.voices;
    this.voices = (async () => {
      const clips = await synthesizing;
      await previous;
      this.enqueue(async () => this.sendClips(segment, clips));
    })().catch((error) => roomLog.error("voice failed", error));
    await this.voices;
  }

  /** What a server voice says of a line in `language`: what that language reads of it, or nothing. */
  private spokenText(segment: Segment, language: string) {
    // An interpreter's line is heard in its own language only (decision 064), as it is read.
    if (segment.interpreter) return segment.interpreter === language ? segment.source : undefined;
    return language === this.sermon.languageOf(segment) ? segment.source : segment.translations[language];
  }

  private async sendClips(segment: Segment, clips: ({ language: string; data: string } | null)[]) {
    const messages: Record<string, string> = {};
    for (const clip of clips) {
      if (!clip || this.transcript.isWithdrawn(segment.seq)) continue;
      const { language, data } = clip;
      const audio: ServerMessage = { type: "audio", seq: segment.seq, language, mime: SPEECH_FORMAT.mime, data };
      const message = JSON.stringify(audio);
      // Clips only to those who turned the voice on: most read, and a clip is tens of kB on church Wi-Fi.
      for (const connection of this.room.getConnections(`lang:${language}`)) {
        if ((connection.state as ConnectionState | null)?.voice) connection.send(message);
      }
      messages[language] = message;
    }
    this.relays.forwardAudio(messages);
  }

  /** The lag meter to the host and operators; refreshed each second while a language waits. */
  reportLag(closingId?: string) {
    if (this.lagTimer) this.room.clock.clearTimeout(this.lagTimer);
    this.lagTimer = null;
    const listeners: { language: string; listenerId: string }[] = [];
    for (const connection of this.room.getConnections<ConnectionState>("listener")) {
      const state = connection.state;
      if (connection.id === closingId || !state) continue;
      listeners.push({ language: state.language, listenerId: state.listenerId });
    }
    const recent = this.transcript.after(this.transcript.lastSeq - LAG_WINDOW);
    // The original is the newest line's language: a bilingual preacher's switch moves it (decision 065).
    const original = recent.length ? this.sermon.languageOf(recent.at(-1)!) : this.sermon.sourceLanguage;
    const report = this.lag.report(listeners, recent, original, this.room.clock.now());
    const message = JSON.stringify({ type: "lag", languages: report } satisfies ServerMessage);
    for (const role of ["host", "operator"]) {
      for (const connection of this.room.getConnections(role)) connection.send(message);
    }
    if (this.sermon.status === "live" && this.lag.waiting) {
      this.lagTimer = this.room.clock.setTimeout(() => this.reportLag(), LAG_REFRESH_MS);
    }
  }
}
