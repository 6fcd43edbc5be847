import type * as Party from "partykit/server";
import { Alarms } from "./alarms.ts";
import { Outbox } from "./outbox.ts";
import type { RelayCatchUp } from "./relay-protocol.ts";
import { Relays } from "./shards.ts";
import {
  clientMessageSchema, hostOnly, roomCommandSchema,
  type RoomCommand, type RoomEvent, type ServerMessage,
} from "./protocol.ts";
import { verifyHmacHex, verifyRoomToken, type RoomClaims } from "./token.ts";
import { SPEECH_FORMAT, synthesize } from "./speech.ts";
import { Transcript, type Segment } from "./transcript.ts";
import { translatorFor, type Translator } from "./translate.ts";

type Config = Extract<RoomCommand, { type: "configure" }>;
/**
 * `from`: the last segment stored when the connection came. Segments up to it reach the
 * connection by catch-up, later ones live; a delivery already queued for an earlier segment skips
 * it, so a reconnect in the middle of a sermon gets nothing twice and nothing out of order.
 */
type ConnectionState = RoomClaims & { listenerId: string; from: number };
/** Delayed work kept in storage (see alarms.ts): a failed language's next translation attempt. */
type RoomJob = { type: "retry"; seq: number; languages: string[]; attempt: number };

// Same development default as app/utils/env.server.ts, so nothing must be configured locally.
const DEV_SECRET = "every-tongue-local-development-secret-change-me";
const secretOf = (env: Record<string, unknown>) => (typeof env.ROOM_SECRET === "string" ? env.ROOM_SECRET : DEV_SECRET);
const PREVIEW_INTERVAL_MS = 150;
// A failed language is retried after each of these delays (a provider blip, a cold start).
const RETRY_DELAYS_MS = [1500, 5000, 15000];

/** The listener id the client asked for (kept across its reconnects), else the connection's. */
function listenerIdOf(connection: Party.Connection, url: string) {
  const requested = new URL(url).searchParams.get("listenerId") ?? "";
  return /^[\w-]{8,64}$/.test(requested) ? requested : connection.id;
}

/**
 * One room per sermon (its broadcastId). The host publishes recognised speech; the room
 * translates each final segment once per language in use and sends each language group its
 * text, in order; late or reconnecting listeners get what they missed.
 *
 * Hibernating (decision 013): the room may be evicted from memory between any two events while
 * its sockets stay open, and woken by the next message, request or alarm. Nothing it needs lives
 * only in memory: configuration, status and transcript are reloaded from storage in `onStart`,
 * each connection's claims and listener id are its (serialised) connection state, webhooks wait
 * in the storage outbox, and translation retries are stored alarm jobs, not timers.
 */
export default class SermonRoom implements Party.Server {
  readonly options = { hibernate: true };
  private config: Config | null = null;
  private status: "live" | "ended" = "live";
  private translator: Translator = translatorFor({ kind: "none" });
  private readonly transcript: Transcript;
  private readonly outbox: Outbox;
  private readonly alarms: Alarms<RoomJob>;
  /** Relay rooms holding shares of the listeners of a very big sermon (decision 013). */
  private readonly relays: Relays;
  /** The sermon's broadcastId. PartyKit's `room.id` throws in `onAlarm` and, once an alarm has
   * woken an evicted room, until its next eviction; so it is remembered from every URL seen. */
  private roomId: string | null = null;
  /** When this instance started: a later value means the room was evicted and woken since. */
  private readonly awakeSince = Date.now();
  /** Everything sent to listeners goes through this chain, so nothing overtakes anything. */
  private delivery: Promise<void> = Promise.resolve();
  // Preview throttling stays in memory on purpose: the trailing timer (≤ 150 ms) keeps the room
  // awake while it runs, and a room only hibernates after seconds without events, so after a wake
  // the last preview is long past and the next one may go at once, as a fresh `lastPreviewAt` says.
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingPreview: string | null = null;
  private lastPreviewAt = 0;

  constructor(readonly room: Party.Room) {
    this.transcript = new Transcript(room.storage);
    this.alarms = new Alarms<RoomJob>(room.storage);
    this.relays = new Relays(room, secretOf(room.env));
    this.outbox = new Outbox(room, secretOf(room.env), (at) => this.alarms.wakeAt(at));
  }

  static async onBeforeConnect(request: Party.Request, lobby: Party.Lobby) {
    const url = new URL(request.url);
    const claims = await verifyRoomToken(url.searchParams.get("token"), secretOf(lobby.env), lobby.id);
    if (!claims) return new Response("Unauthorized", { status: 401 });
    // Set on every connection, so a client cannot bring its own claims.
    const headers = new Headers(request.headers);
    headers.set("x-room-claims", JSON.stringify(claims));
    return new Request(request.url, { headers }) as unknown as Party.Request;
  }

  async onStart() {
    this.roomId = (await this.room.storage.get<string>("roomId")) ?? null;
    this.config = (await this.room.storage.get<Config>("config")) ?? null;
    this.status = (await this.room.storage.get<"live" | "ended">("status")) ?? "live";
    if (this.config) this.translator = translatorFor(this.config.translation);
    await this.transcript.load();
    await this.relays.load();
    await this.outbox.start();
    if (this.config?.webhookUrl) void this.outbox.flush(this.config.webhookUrl);
  }

  getConnectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
    const claims = JSON.parse(context.request.headers.get("x-room-claims") ?? "{}") as RoomClaims;
    // The listener tag finds a listener's other connections without looking at every connection.
    return [claims.role, `lang:${claims.language}`, `listener:${listenerIdOf(connection, context.request.url)}`];
  }

  async onConnect(connection: Party.Connection<ConnectionState>, context: Party.ConnectionContext) {
    this.remember(context.request.url);
    const claims = JSON.parse(context.request.headers.get("x-room-claims") ?? "{}") as RoomClaims;
    const url = new URL(context.request.url);
    const listenerId = listenerIdOf(connection, context.request.url);
    connection.setState({ ...claims, listenerId, from: this.transcript.lastSeq });
    this.send(connection, {
      type: "welcome",
      status: this.status,
      role: claims.role,
      language: claims.language,
      sourceLanguage: this.sourceLanguage,
      lastSeq: this.transcript.lastSeq,
      serverVoice: Boolean(this.config?.speech && this.config.voices[claims.language]),
    });
    const lastSeq = Number(url.searchParams.get("lastSeq") ?? "-1");
    this.enqueueDelivery(() => this.catchUp(connection, Number.isFinite(lastSeq) ? lastSeq : -1));
    if (claims.role === "listener") {
      await this.emit({ id: `joined:${connection.id}`, type: "listener.joined", broadcastId: this.id, listenerId, userId: claims.userId, language: claims.language, at: new Date().toISOString() });
    }
  }

  async onClose(connection: Party.Connection<ConnectionState>) {
    const state = connection.state;
    if (state?.role !== "listener") return;
    this.remember(connection.uri);
    // A listener who switched language (or reconnected) is still here on another connection.
    for (const other of this.room.getConnections<ConnectionState>(`listener:${state.listenerId}`)) {
      if (other.id !== connection.id && other.state?.role === "listener") return;
    }
    await this.emit({ id: `left:${connection.id}`, type: "listener.left", broadcastId: this.id, listenerId: state.listenerId, at: new Date().toISOString() });
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<ConnectionState>) {
    if (typeof raw !== "string" || raw.length > 16_384) return this.send(sender, { type: "error", code: "invalid_message" });
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(raw));
    } catch {
      return this.send(sender, { type: "error", code: "invalid_message" });
    }
    if (!parsed.success) return this.send(sender, { type: "error", code: "invalid_message" });
    const message = parsed.data;
    const state = sender.state;
    if (!state) return;
    this.remember(sender.uri);
    if (hostOnly.has(message.type) && state.role !== "host") return this.send(sender, { type: "error", code: "forbidden" });
    switch (message.type) {
      case "interim":
        return this.preview(message.text);
      case "final":
        return this.final(message.seq, message.text);
      case "end":
        return this.end();
      case "resume":
        return this.enqueueDelivery(() => this.catchUp(sender, message.lastSeq));
      case "accept":
        return this.emit({ id: `salvation:${message.clickId}`, type: "salvation", broadcastId: this.id, clickId: message.clickId, userId: state.userId, at: new Date().toISOString() });
    }
  }

  async onRequest(request: Party.Request) {
    this.remember(request.url);
    const fromRelay = await this.relays.route(request, {
      id: this.id,
      add: (event) => this.emit(event),
      catchUp: (language, after) => this.relayCatchUp(language, after),
    });
    if (fromRelay) return fromRelay;
    if (request.method === "GET") {
      return Response.json({ room: this.id, status: this.status, lastSeq: this.transcript.lastSeq, languages: this.languagesInUse(), awakeSince: this.awakeSince });
    }
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const body = await request.text();
    const signature = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
    if (!(await verifyHmacHex(secretOf(this.room.env), body, signature))) return new Response("Unauthorized", { status: 401 });
    let command;
    try {
      command = roomCommandSchema.safeParse(JSON.parse(body));
    } catch {
      return new Response("Bad request", { status: 400 });
    }
    if (!command.success) return new Response("Bad request", { status: 400 });
    if (command.data.type === "end") await this.end();
    else await this.configure(command.data);
    return Response.json({ ok: true, status: this.status });
  }

  async onAlarm() {
    for (const { job } of await this.alarms.takeDue()) {
      if (job.type === "retry") await this.retry(job.seq, job.languages, job.attempt);
    }
    if (this.config?.webhookUrl) await this.outbox.flush(this.config.webhookUrl);
  }

  /**
   * The broadcastId from a room URL (`/parties/<party>/<id>`), kept in memory and storage.
   * Synchronous on purpose: an await here would let a later message overtake an earlier one.
   */
  private remember(url: string | undefined) {
    this.relays.capture();
    if (this.roomId || !url) return;
    const id = decodeURIComponent(new URL(url).pathname.split("/")[3] ?? "");
    if (!id) return;
    this.roomId = id;
    void this.room.storage.put("roomId", id);
  }

  private get id() {
    if (!this.roomId) this.roomId = this.room.id;
    return this.roomId;
  }

  private get sourceLanguage() {
    return this.config?.sourceLanguage ?? "en";
  }

  private async configure(config: Config) {
    this.config = config;
    this.translator = translatorFor(config.translation);
    await this.room.storage.put("config", config);
    if (config.webhookUrl) void this.outbox.flush(config.webhookUrl);
  }

  private async end() {
    if (this.status === "ended") return;
    this.status = "ended";
    await this.room.storage.put("status", "ended");
    this.enqueueDelivery(async () => {
      const ended = JSON.stringify({ type: "ended" } satisfies ServerMessage);
      this.room.broadcast(ended);
      this.relays.broadcast(ended, true);
    });
    await this.emit({ id: "ended", type: "sermon.ended", broadcastId: this.id, at: new Date().toISOString() });
    const segments = this.transcript.after(-1).flatMap((segment) => [
      { seq: segment.seq, language: this.sourceLanguage, text: segment.source },
      ...Object.entries(segment.translations).map(([language, text]) => ({ seq: segment.seq, language, text })),
    ]);
    await this.emit({ id: "transcript", type: "transcript", broadcastId: this.id, segments });
  }

  /** Interim words: a throttled preview in the source language, never translated. */
  private preview(text: string) {
    this.pendingPreview = text;
    const wait = this.lastPreviewAt + PREVIEW_INTERVAL_MS - Date.now();
    if (wait <= 0) return this.flushPreview();
    this.previewTimer ??= setTimeout(() => this.flushPreview(), wait);
  }

  private flushPreview() {
    if (this.previewTimer) clearTimeout(this.previewTimer);
    this.previewTimer = null;
    if (this.pendingPreview === null) return;
    this.lastPreviewAt = Date.now();
    const preview = JSON.stringify({ type: "preview", text: this.pendingPreview } satisfies ServerMessage);
    this.room.broadcast(preview);
    this.relays.broadcast(preview);
    this.pendingPreview = null;
  }

  private async final(seq: number, text: string) {
    if (this.status === "ended" || this.transcript.has(seq)) return; // a resend after reconnect
    const segment = await this.transcript.add(seq, text.trim());
    const targets = this.languagesInUse().filter((language) => language !== this.sourceLanguage);
    // Translation starts now; delivery waits its turn so segments never overtake each other.
    const translating = this.translateInto(segment, targets);
    this.enqueueDelivery(async () => {
      await translating;
      const messages: Record<string, string> = {};
      for (const language of [this.sourceLanguage, ...targets]) messages[language] = this.deliver(segment, language);
      void this.speak(segment, [this.sourceLanguage, ...targets]);
      this.relays.forwardSegment(segment.seq, messages, false);
      const failed = targets.filter((language) => segment.translations[language] === undefined);
      if (failed.length) await this.scheduleRetry(segment.seq, failed, 1);
    });
  }

  private scheduleRetry(seq: number, languages: string[], attempt: number) {
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (delay === undefined) return;
    return this.alarms.schedule(`retry:${seq}`, Date.now() + delay, { type: "retry", seq, languages, attempt });
  }

  private async retry(seq: number, languages: string[], attempt: number) {
    const segment = this.transcript.get(seq);
    if (!segment) return;
    await this.translateInto(segment, languages);
    this.enqueueDelivery(async () => {
      const messages: Record<string, string> = {};
      for (const language of languages) if (segment.translations[language] !== undefined) messages[language] = this.deliver(segment, language, true);
      this.relays.forwardSegment(segment.seq, messages, true);
    });
    const still = languages.filter((language) => segment.translations[language] === undefined);
    if (still.length) await this.scheduleRetry(seq, still, attempt + 1);
  }

  /** Speech once per language with a server voice; it follows the text, in segment order. */
  private async speak(segment: Segment, languages: string[]) {
    const speech = this.config?.speech;
    if (!speech) return;
    const clips = await Promise.all(
      languages.map(async (language) => {
        const voice = this.config?.voices[language];
        const text = language === this.sourceLanguage ? segment.source : segment.translations[language];
        if (!voice || text === undefined) return null;
        // Azure voice ids start with their locale: "es-ES-ElviraNeural".
        const data = await synthesize(speech, voice, voice.split("-").slice(0, 2).join("-"), text);
        return data ? { language, data } : null;
      }),
    );
    this.enqueueDelivery(async () => {
      const messages: Record<string, string> = {};
      for (const clip of clips) {
        if (!clip) continue;
        const message = JSON.stringify({ type: "audio", seq: segment.seq, language: clip.language, mime: SPEECH_FORMAT.mime, data: clip.data } satisfies ServerMessage);
        for (const connection of this.room.getConnections(`lang:${clip.language}`)) connection.send(message);
        messages[clip.language] = message;
      }
      this.relays.forwardAudio(messages);
    });
  }

  private async translateInto(segment: Segment, languages: string[]) {
    const missing = languages.filter((language) => segment.translations[language] === undefined);
    if (!missing.length) return;
    try {
      const source = this.applyGlossary(segment.source);
      await this.transcript.saveTranslations(segment, await this.translator.translate(source, this.sourceLanguage, missing));
    } catch {
      // Provider down: listeners get the source text marked untranslated; retried later.
    }
  }

  private applyGlossary(text: string) {
    let out = text;
    for (const [term, replacement] of Object.entries(this.config?.glossary ?? {})) out = out.split(term).join(replacement);
    return out;
  }

  private segmentMessage(segment: Segment, language: string): ServerMessage {
    if (language === this.sourceLanguage) return { type: "segment", seq: segment.seq, language, text: segment.source };
    const translated = segment.translations[language];
    return translated === undefined
      ? { type: "segment", seq: segment.seq, language, text: segment.source, untranslated: true }
      : { type: "segment", seq: segment.seq, language, text: translated };
  }

  /**
   * One serialisation per language group, whatever the number of listeners in it. Connections
   * that came after the segment was stored get it from their catch-up instead, except a
   * correction (a retried translation), which goes to everyone in the language.
   */
  private deliver(segment: Segment, language: string, correction = false) {
    const message = JSON.stringify(this.segmentMessage(segment, language));
    const due = (connection: Party.Connection) => correction || ((connection.state as ConnectionState | null)?.from ?? -1) < segment.seq;
    for (const connection of this.room.getConnections(`lang:${language}`)) if (due(connection)) connection.send(message);
    if (language === this.sourceLanguage) {
      for (const host of this.room.getConnections("host")) {
        if ((host.state as ConnectionState | null)?.language !== language && due(host)) host.send(message);
      }
    }
    return message;
  }

  /** A relay's catch-up for one language: what a welcome says, and the segments after `after`. */
  private async relayCatchUp(language: string, after: number): Promise<RelayCatchUp> {
    const segments = [];
    for (const segment of this.transcript.after(after)) {
      if (language !== this.sourceLanguage) await this.translateInto(segment, [language]);
      segments.push({ seq: segment.seq, message: JSON.stringify(this.segmentMessage(segment, language)) });
    }
    return {
      status: this.status, sourceLanguage: this.sourceLanguage, lastSeq: this.transcript.lastSeq,
      serverVoice: Boolean(this.config?.speech && this.config.voices[language]), segments,
    };
  }

  /** What the connection missed: the segments after `lastSeq` up to those it gets live. */
  private async catchUp(connection: Party.Connection<ConnectionState>, lastSeq: number) {
    const language = connection.state?.language ?? this.sourceLanguage;
    const viewAs = connection.state?.role === "host" ? this.sourceLanguage : language;
    const upTo = connection.state?.from ?? this.transcript.lastSeq;
    for (const segment of this.transcript.after(lastSeq)) {
      if (segment.seq > upTo) break;
      if (viewAs !== this.sourceLanguage) await this.translateInto(segment, [viewAs]);
      this.send(connection, this.segmentMessage(segment, viewAs));
    }
  }

  private languagesInUse() {
    const languages = new Set<string>();
    for (const connection of this.room.getConnections<ConnectionState>("listener")) {
      if (connection.state?.language) languages.add(connection.state.language);
    }
    for (const language of this.relays.languages()) languages.add(language);
    return [...languages];
  }

  private enqueueDelivery(task: () => Promise<void>) {
    this.delivery = this.delivery.then(task).catch((error) => console.error("delivery failed", error));
  }

  private async emit(event: RoomEvent) {
    await this.outbox.add(event, this.config?.webhookUrl);
  }

  private send(connection: Party.Connection, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }
}

SermonRoom satisfies Party.Worker;
