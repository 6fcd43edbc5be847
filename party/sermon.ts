import type * as Party from "partykit/server";
import { Alarms } from "./alarms.ts";
import { Outbox } from "./outbox.ts";
import type { RelayCatchUp } from "./relay-protocol.ts";
import { Relays } from "./shards.ts";
import { LagMeter } from "./lag.ts";
import { OperatorControls } from "./operator.ts";
import {
  clientMessageSchema, hostOnly, operatorOnly, roomCommandSchema,
  type RoomCommand, type RoomEvent, type ServerMessage,
} from "./protocol.ts";
import { ACCEPT_CLICKS, LISTENER_MESSAGES, take, type Bucket } from "./rate-limit.ts";
import { screenRoomRequest } from "./request-guard.ts";
import { refuseMisconfigured, secretOf } from "./room-env.ts";
import { verifyHmacHex, verifyRoomToken, type RoomClaims } from "./token.ts";
import { SPEECH_FORMAT, synthesize } from "./speech.ts";
import { ScriptureDesk } from "./scripture.ts";
import { Transcript, type Segment } from "./transcript.ts";
import { translatorFor } from "./translate.ts";
import { translationPath, type TranslationPath } from "./translation-path.ts";

type Config = Extract<RoomCommand, { type: "configure" }>;
/**
 * `from`: the last segment stored when the connection came. Segments up to it reach the
 * connection by catch-up, later ones live; a delivery already queued for an earlier segment skips
 * it, so a reconnect in the middle of a sermon gets nothing twice and nothing out of order.
 */
type ConnectionState = RoomClaims & { listenerId: string; from: number; buckets?: { messages?: Bucket; accepts?: Bucket } };
/** Delayed work kept in storage (see alarms.ts): a failed language's next translation attempt. */
type RoomJob = { type: "retry"; seq: number; languages: string[]; attempt: number };

const PREVIEW_INTERVAL_MS = 150;
// A failed language is retried after each of these delays (a provider blip, a cold start).
const RETRY_DELAYS_MS = [1500, 5000, 15000];

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
  private translator: TranslationPath = translationPath(translatorFor({ kind: "none" }));
  private readonly transcript: Transcript;
  private readonly outbox: Outbox;
  private readonly scripture: ScriptureDesk;
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
  private readonly lag: LagMeter;
  private readonly operator: OperatorControls;
  // The lag meter's refresh while a language waits: a timer on purpose (it only runs while a
  // translation is in flight, which keeps the room awake anyway); the meter itself is in storage.
  private lagTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly room: Party.Room) {
    this.transcript = new Transcript(room.storage);
    this.alarms = new Alarms<RoomJob>(room.storage);
    this.relays = new Relays(room, secretOf(room.env));
    this.outbox = new Outbox(room, secretOf(room.env), (at) => this.alarms.wakeAt(at));
    this.scripture = new ScriptureDesk(room, secretOf(room.env), {
      roomId: () => this.id,
      sourceLanguage: () => this.sourceLanguage,
      languagesInUse: () => this.languagesInUse(),
      translate: (text, from, targets) => this.translator.translate(text, from, targets),
      enqueue: (task) => this.enqueueDelivery(task),
    });
    this.lag = new LagMeter(room.storage);
    const sourceLanguage = () => this.sourceLanguage;
    this.operator = new OperatorControls(room.storage, {
      get sourceLanguage() { return sourceLanguage(); },
      transcript: this.transcript,
      languagesInUse: () => this.languagesInUse(),
      publish: (text) => this.publish(text),
      translateInto: (segment, languages) => this.translateInto(segment, languages),
      enqueueDelivery: (task) => this.enqueueDelivery(task),
      // An operator's correction: to everyone in the language, here and on every relay.
      deliver: (segment, language) => this.relays.forwardSegment(segment.seq, { [language]: this.deliver(segment, language) }, true),
      retryLater: async (segment, languages) => void (await this.scheduleRetry(segment.seq, languages, 1)),
      broadcast: (message) => {
        this.room.broadcast(JSON.stringify(message));
        this.relays.broadcast(JSON.stringify(message));
      },
    });
  }

  static onBeforeRequest(request: Party.Request, lobby: Party.Lobby) {
    return refuseMisconfigured(lobby.env) ?? request;
  }

  static async onBeforeConnect(request: Party.Request, lobby: Party.Lobby) {
    const misconfigured = refuseMisconfigured(lobby.env);
    if (misconfigured) return misconfigured;
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
    if (this.config) this.translator = translationPath(translatorFor(this.config.translation), this.config.glossary);
    await this.transcript.load();
    await this.relays.load();
    await Promise.all([this.lag.load(), this.operator.load(), this.scripture.load()]);
    await this.outbox.start();
    if (this.config?.webhookUrl) void this.outbox.flush(this.config.webhookUrl);
  }

  getConnectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
    const claims = JSON.parse(context.request.headers.get("x-room-claims") ?? "{}") as RoomClaims;
    // The listener tag finds a listener's other connections without looking at every connection.
    return [claims.role, `lang:${claims.language}`, `listener:${claims.listenerId ?? connection.id}`];
  }

  async onConnect(connection: Party.Connection<ConnectionState>, context: Party.ConnectionContext) {
    this.remember(context.request.url);
    const claims = JSON.parse(context.request.headers.get("x-room-claims") ?? "{}") as RoomClaims;
    const url = new URL(context.request.url);
    // From the signed token only: a made-up id in the address would make a made-up listener.
    const listenerId = claims.listenerId ?? connection.id;
    connection.setState({ ...claims, listenerId, from: this.transcript.lastSeq });
    this.send(connection, {
      type: "welcome",
      status: this.status,
      role: claims.role,
      language: claims.language,
      sourceLanguage: this.sourceLanguage,
      lastSeq: this.transcript.lastSeq,
      serverVoice: Boolean(this.config?.speech && this.config.voices[claims.language]),
      originalOnly: !this.translator.serves(this.sourceLanguage, claims.language),
      paused: this.operator.paused,
    });
    this.reportLag();
    const lastSeq = Number(url.searchParams.get("lastSeq") ?? "-1");
    this.enqueueDelivery(() => this.catchUp(connection, Number.isFinite(lastSeq) ? lastSeq : -1));
    if (claims.role === "listener") {
      await this.emit({ id: `joined:${connection.id}`, type: "listener.joined", broadcastId: this.id, listenerId, userId: claims.userId, language: claims.language, at: new Date().toISOString() });
    }
  }

  async onClose(connection: Party.Connection<ConnectionState>) {
    this.reportLag(connection.id);
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
    if (operatorOnly.has(message.type) && state.role === "listener") return this.send(sender, { type: "error", code: "forbidden" });
    if (state.role === "listener" && !this.withinLimits(sender, state, message.type === "accept")) {
      return this.send(sender, { type: "error", code: "rate_limited" });
    }
    // A display only reads: it may ask for what it missed, nothing else.
    if (state.role === "display" && message.type !== "resume") return this.send(sender, { type: "error", code: "forbidden" });
    switch (message.type) {
      case "interim":
        return this.operator.paused ? undefined : this.preview(message.text);
      case "final":
        return this.final(message.seq, message.text);
      case "end":
        return this.end();
      case "resume":
        return this.enqueueDelivery(() => this.catchUp(sender, message.lastSeq));
      case "correct":
      case "prepared":
      case "pause":
        return this.status === "ended" ? undefined : this.operator.handle(message);
      case "verseDecision":
        return this.scripture.decide(message.id, message.approve, this.config?.scripture);
      case "accept":
        return this.emit({ id: `salvation:${message.clickId}`, type: "salvation", broadcastId: this.id, clickId: message.clickId, userId: state.userId, listenerId: state.listenerId, at: new Date().toISOString() });
    }
  }

  async onRequest(request: Party.Request) {
    const refused = await screenRoomRequest(request as unknown as Request);
    if (refused) return refused;
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

  /** Spends one of this listener's message tokens (and a click token for a click); see rate-limit.ts. */
  private withinLimits(connection: Party.Connection<ConnectionState>, state: ConnectionState, isClick: boolean) {
    const now = Date.now();
    const messages = take(state.buckets?.messages, LISTENER_MESSAGES, now);
    const accepts = isClick ? take(state.buckets?.accepts, ACCEPT_CLICKS, now) : null;
    connection.setState({ ...state, buckets: { messages: messages.bucket, accepts: accepts?.bucket ?? state.buckets?.accepts } });
    return messages.allowed && (accepts?.allowed ?? true);
  }

  private get sourceLanguage() {
    return this.config?.sourceLanguage ?? "en";
  }

  private async configure(config: Config) {
    this.config = config;
    this.translator = translationPath(translatorFor(config.translation), config.glossary);
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
      { seq: segment.seq, language: this.sourceLanguage, text: segment.source, spokenAt: segment.at },
      ...Object.entries(segment.translations).map(([language, text]) => ({ seq: segment.seq, language, text, spokenAt: segment.at })),
    ]);
    await this.emit({ id: "transcript", type: "transcript", broadcastId: this.id, segments, verses: this.scripture.archive() });
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

  /** Host speech. Nothing is stored or translated while paused; a resend after reconnect is ignored. */
  private async final(hostSeq: number, text: string) {
    if (this.status === "ended" || this.operator.paused || this.transcript.hasHostSeq(hostSeq)) return;
    await this.publish(text.trim(), hostSeq);
  }

  /** A new segment (speech or prepared text): stored, translated once per language, delivered in order. */
  private async publish(text: string, hostSeq?: number) {
    const segment = await this.transcript.append(text, hostSeq);
    const targets = this.languagesInUse().filter((language) => language !== this.sourceLanguage && this.translator.serves(this.sourceLanguage, language));
    this.lag.spoken(segment, targets);
    // Translation starts now; delivery waits its turn so segments never overtake each other.
    const started = Date.now();
    const translating = this.translateInto(segment, targets).then(() => this.measured(targets, started, segment));
    this.enqueueDelivery(async () => {
      await translating;
      const messages: Record<string, string> = {};
      for (const language of [this.sourceLanguage, ...targets, ...this.originalOnlyLanguages()]) messages[language] = this.deliver(segment, language, true);
      this.relays.forwardSegment(segment.seq, messages, false);
      this.reportLag();
      void this.speak(segment, [this.sourceLanguage, ...targets]);
      const failed = targets.filter((language) => segment.translations[language] === undefined);
      if (failed.length) await this.scheduleRetry(segment.seq, failed, 1);
    });
    // Verse cards follow their segment; detection and the verse lookup never hold captions back.
    void this.scripture.onSegment(segment.seq, segment.source, this.config?.scripture).catch((error) => console.error("scripture failed", error));
  }

  private scheduleRetry(seq: number, languages: string[], attempt: number) {
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (delay === undefined) return;
    return this.alarms.schedule(`retry:${seq}`, Date.now() + delay, { type: "retry", seq, languages, attempt });
  }

  private async retry(seq: number, languages: string[], attempt: number) {
    const segment = this.transcript.get(seq);
    if (!segment) return;
    const started = Date.now();
    await this.translateInto(segment, languages);
    this.measured(languages, started, segment);
    this.enqueueDelivery(async () => {
      const messages: Record<string, string> = {};
      for (const language of languages) if (segment.translations[language] !== undefined) messages[language] = this.deliver(segment, language);
      this.relays.forwardSegment(segment.seq, messages, true);
      this.reportLag();
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
      await this.transcript.saveTranslations(segment, await this.translator.translate(segment.source, this.sourceLanguage, missing));
    } catch {
      // Provider down: listeners get the source text marked untranslated; retried later.
    }
  }

  /** Languages in use that no translator serves: they get the original, never a retry. */
  private originalOnlyLanguages() {
    return this.languagesInUse().filter((language) => language !== this.sourceLanguage && !this.translator.serves(this.sourceLanguage, language));
  }

  private segmentMessage(segment: Segment, language: string): ServerMessage {
    const edited = segment.edited ? { edited: true } : {};
    if (language === this.sourceLanguage) return { type: "segment", seq: segment.seq, language, text: segment.source, ...edited };
    const translated = segment.translations[language];
    // A language no translator serves reads the original; the welcome said so once.
    if (translated === undefined && !this.translator.serves(this.sourceLanguage, language)) return { type: "segment", seq: segment.seq, language, text: segment.source };
    return translated === undefined
      ? { type: "segment", seq: segment.seq, language, text: segment.source, untranslated: true, ...edited }
      : { type: "segment", seq: segment.seq, language, text: translated, ...edited };
  }

  /**
   * One serialisation per language group, whatever the number of listeners in it. A live
   * delivery (not a retry or a correction) says how long after it was spoken it left the room,
   * and skips connections that came after the segment was stored: their catch-up brings it.
   * A retry or a correction goes to everyone in the language. Returns the message (for relays).
   */
  private deliver(segment: Segment, language: string, live = false) {
    const behindMs = live ? { behindMs: this.lag.delivered(segment, language) } : {};
    const message = JSON.stringify({ ...this.segmentMessage(segment, language), ...behindMs });
    const due = (connection: Party.Connection) => !live || ((connection.state as ConnectionState | null)?.from ?? -1) < segment.seq;
    for (const connection of this.room.getConnections(`lang:${language}`)) if (due(connection)) connection.send(message);
    if (language === this.sourceLanguage) {
      for (const role of ["host", "operator"]) {
        for (const host of this.room.getConnections(role)) {
          if ((host.state as ConnectionState | null)?.language !== language && due(host)) host.send(message);
        }
      }
    }
    return message;
  }

  /** A relay's catch-up for one language: what a welcome says, and the segments after `after`. */
  private async relayCatchUp(language: string, after: number): Promise<RelayCatchUp> {
    const serves = this.translator.serves(this.sourceLanguage, language);
    const segments = [];
    for (const segment of this.transcript.after(after)) {
      if (language !== this.sourceLanguage && serves) await this.translateInto(segment, [language]);
      segments.push({ seq: segment.seq, message: JSON.stringify(this.segmentMessage(segment, language)) });
    }
    return {
      status: this.status, sourceLanguage: this.sourceLanguage, lastSeq: this.transcript.lastSeq,
      serverVoice: Boolean(this.config?.speech && this.config.voices[language]),
      originalOnly: !serves, paused: this.operator.paused, segments,
    };
  }

  /** Translation time and failures for the lag meter (no provider configured is no failure). */
  private measured(languages: string[], started: number, segment: Segment) {
    if (this.config?.translation.kind === "none" || !languages.length) return;
    this.lag.translated(languages, Date.now() - started, segment.translations);
  }

  /** The lag meter to the host and operators; refreshed each second while a language waits. */
  private reportLag(closingId?: string) {
    if (this.lagTimer) clearTimeout(this.lagTimer);
    this.lagTimer = null;
    const listeners: { language: string; listenerId: string }[] = [];
    for (const connection of this.room.getConnections<ConnectionState>("listener")) {
      if (connection.id !== closingId && connection.state) listeners.push({ language: connection.state.language, listenerId: connection.state.listenerId });
    }
    const report = this.lag.report(listeners, this.transcript.after(this.transcript.lastSeq - 20), this.sourceLanguage);
    const message = JSON.stringify({ type: "lag", languages: report } satisfies ServerMessage);
    for (const role of ["host", "operator"]) for (const connection of this.room.getConnections(role)) connection.send(message);
    if (this.status === "live" && this.lag.waiting) this.lagTimer = setTimeout(() => this.reportLag(), 1000);
  }

  /** What the connection missed: the segments after `lastSeq` up to those it gets live. */
  private async catchUp(connection: Party.Connection<ConnectionState>, lastSeq: number) {
    const language = connection.state?.language ?? this.sourceLanguage;
    const viewAs = connection.state?.role === "listener" || connection.state?.role === "display" ? language : this.sourceLanguage;
    const upTo = connection.state?.from ?? this.transcript.lastSeq;
    for (const segment of this.transcript.after(lastSeq)) {
      if (segment.seq > upTo) break;
      if (viewAs !== this.sourceLanguage && this.translator.serves(this.sourceLanguage, viewAs)) await this.translateInto(segment, [viewAs]);
      this.send(connection, this.segmentMessage(segment, viewAs));
    }
    await this.scripture.catchUp(connection, viewAs, connection.state?.role ?? "listener", lastSeq, this.config?.scripture);
  }

  private languagesInUse() {
    const languages = new Set<string>();
    for (const role of ["listener", "display"]) {
      for (const connection of this.room.getConnections<ConnectionState>(role)) {
        if (connection.state?.language) languages.add(connection.state.language);
      }
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
