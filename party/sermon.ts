import type * as Party from "partykit/server";
import { Alarms } from "./alarms.ts";
import { CatchUp, RESUME_LIMIT } from "./catch-up.ts";
import {
  admit,
  answerHeartbeat,
  claimsOf,
  connectionTags,
  languagesInUse,
  LocalLanguages,
  MAX_STAFF_MESSAGE_LENGTH,
  parseClientMessage,
  refusal,
  stillListening,
  type ConnectionState,
} from "./connections.ts";
import { Delivery } from "./delivery.ts";
import { DisplayRevocations } from "./display-revocations.ts";
import { HelpLane } from "./help-lane.ts";
import { Interpreters } from "./interpreter.ts";
import { LagMeter } from "./lag.ts";
import { ListenerLimits } from "./listener-limits.ts";
import { OperatorControls } from "./operator.ts";
import { Outbox } from "./outbox.ts";
import { type ServerMessage } from "../app/neutral/protocol.ts";
import { roomCommandSchema, type RoomEvent } from "../app/neutral/room-web-protocol.ts";
import { roomSegments } from "../app/neutral/words.ts";
import { screenRoomRequest } from "./request-guard.ts";
import { secretOf } from "./room-env.ts";
import { RoomState, type RoomConfig } from "./room-state.ts";
import { ScriptureDesk } from "./scripture.ts";
import { Segments, type RoomJob } from "./segments.ts";
import { maskingLanguage, SpokenLanguage } from "./spoken-language.ts";
import { TakeBack } from "./take-back.ts";
import { readSignedJson, SeenNonces } from "./signed-json.ts";
import { Relays } from "./shards.ts";
import { testSeam } from "./test-seam.ts";
import { Transcript, type Segment } from "./transcript.ts";
import { maskClientMessage } from "../app/neutral/masking/messages.ts";

/**
 * One room per sermon (its broadcastId). The host publishes recognised speech; the room
 * translates each final segment once per language in use and sends each language group its
 * text, in order; late or reconnecting listeners get what they missed.
 *
 * This class only routes PartyKit's events to the room's parts: who may connect and send
 * (connections.ts), what the room remembers (room-state.ts), a segment's way from speech to every
 * listener (segments.ts), sending in order (delivery.ts), catch-up (catch-up.ts), segment help
 * behind the captions (help-lane.ts), the web app's
 * commands (signed-request.ts), the operator's controls (operator.ts), verse cards (scripture.ts),
 * relays (shards.ts) and events for the web app (outbox.ts).
 *
 * Hibernating (decision 013): the room may be evicted from memory between any two events while
 * its sockets stay open, and woken by the next message, request or alarm. Nothing it needs lives
 * only in memory: configuration, status and transcript are reloaded from storage in `onStart`,
 * each connection's claims and listener id are its (serialised) connection state, webhooks wait
 * in the storage outbox, and translation retries are stored alarm jobs, not timers.
 */
export default class SermonRoom implements Party.Server {
  readonly options = { hibernate: true };
  private readonly sermon: RoomState;
  private readonly transcript: Transcript;
  private readonly outbox: Outbox;
  private readonly scripture: ScriptureDesk;
  private readonly alarms: Alarms<RoomJob>;
  /** Relay rooms holding shares of the listeners of a very big sermon (decision 013). */
  private readonly relays: Relays;
  private readonly lag: LagMeter;
  private readonly delivery: Delivery;
  private readonly segments: Segments;
  private readonly operator: OperatorControls;
  private readonly catchUp: CatchUp;
  private readonly help: HelpLane;
  private readonly takeBack: TakeBack;
  private readonly interpreters: Interpreters;
  private readonly languages: LocalLanguages;
  /** The language being spoken now: a bilingual preacher switches it (decision 065). */
  private readonly speaking: SpokenLanguage;
  /** Signed commands from the web already taken, kept in storage: a replayed one is refused (signed-json.ts). */
  private readonly commandNonces: SeenNonces;
  /** What each person may still send, whichever connection or relay they use (decision 026). */
  private readonly limits: ListenerLimits;
  private readonly revocations: DisplayRevocations;
  /** When this instance started: a later value means the room was evicted and woken since. */
  private readonly awakeSince = Date.now();

  constructor(readonly room: Party.Room) {
    const secret = secretOf(room.env);
    const sermon = (this.sermon = new RoomState(room));
    const transcript = (this.transcript = new Transcript(room.storage));
    const alarms = (this.alarms = new Alarms<RoomJob>(room.storage));
    const relays = (this.relays = new Relays(room, secret));
    this.outbox = new Outbox(room, secret, (at) => alarms.wakeAt(at), true);
    const lag = (this.lag = new LagMeter(room.storage));
    const delivery = (this.delivery = new Delivery(room, relays, sermon, lag, transcript));
    const local = (this.languages = new LocalLanguages(room));
    const speaking = (this.speaking = new SpokenLanguage({
      storage: room.storage,
      sermonLanguage: () => sermon.sourceLanguage,
      enqueue: (task) => delivery.enqueue(task),
      broadcast: (message) => delivery.broadcast(message),
    }));
    this.limits = new ListenerLimits(room.storage);
    this.commandNonces = new SeenNonces(room.storage);
    this.revocations = new DisplayRevocations(room);
    const inUse = () => languagesInUse(local, relays);
    const scripture = (this.scripture = new ScriptureDesk(room, secret, {
      roomId: () => sermon.id,
      sourceLanguage: () => sermon.sourceLanguage,
      languagesInUse: inUse,
      translate: (text, from, targets) => sermon.translator.translate(text, from, targets),
      enqueue: (task) => delivery.enqueue(task),
    }));
    const help = (this.help = new HelpLane({ sermon, transcript, delivery, relays }));
    const segments = (this.segments = new Segments({
      sermon,
      transcript,
      lag,
      delivery,
      relays,
      alarms,
      scripture,
      help,
      languagesInUse: inUse,
      // A line a human interpreter speaks for gets no machine line in their language (decision 064).
      interpreted: (seq, language) => this.interpreters.hidden(seq, language),
    }));
    const translateInto = (segment: Segment, languages: string[]) => segments.translateInto(segment, languages);
    const takeBack = (this.takeBack = new TakeBack({
      storage: room.storage,
      transcript,
      broadcastId: () => sermon.id,
      broadcast: (message) => delivery.broadcast(message),
      emit: (event) => this.emit(event),
      other: (seq) => this.interpreters.takeBack(seq),
    }));
    this.operator = new OperatorControls(room.storage, {
      get sourceLanguage() {
        return speaking.current;
      },
      languageOf: (segment) => sermon.languageOf(segment),
      transcript,
      languagesInUse: inUse,
      publish: (text, reviewed) => segments.publish(text, { reviewed, language: speaking.current }),
      translateInto,
      enqueueDelivery: (task) => delivery.enqueue(task),
      // An operator's correction: to everyone in the language, here and on every relay.
      deliver: (segment, language) =>
        this.interpreters.hidden(segment.seq, language) ||
        relays.forwardSegment(segment.seq, { [language]: delivery.deliver(segment, language) }, true),
      retryLater: async (segment, languages) => void (await segments.scheduleRetry(segment.seq, languages, 1)),
      broadcast: (message) => delivery.broadcast(message),
      remember: async (segment, language, rendering, { userId, via }) => {
        const sourceLanguage = sermon.languageOf(segment);
        // Nothing awaited between the check and the event (take-back.ts): a line taken back learns nothing.
        if (!takeBack.noted(segment.seq, { sourceLanguage, source: segment.source, language, rendering })) return;
        await this.emit({
          id: `memory:${segment.seq}:${language}:${Date.now()}`,
          type: "booth.corrected",
          broadcastId: sermon.id,
          sourceLanguage,
          source: segment.source,
          language,
          rendering,
          userId,
          via,
        });
      },
    });
    const interpreters = (this.interpreters = new Interpreters({
      room,
      sermon,
      transcript,
      delivery,
      relays,
      alarms,
      translateInto,
      paused: () => this.operator.paused,
    }));
    this.catchUp = new CatchUp({
      sermon,
      transcript,
      delivery,
      scripture,
      translateInto,
      translateHistory: (lines, language) => segments.translateHistory(lines, language),
      paused: () => this.operator.paused,
      readable: (language) => interpreters.readable(language),
      skipped: (language, after, upTo) => interpreters.skipped(language, after, upTo),
    });
  }

  static onBeforeConnect(request: Party.Request, lobby: Party.Lobby) {
    return admit(request, lobby);
  }

  async onStart() {
    await this.sermon.load();
    await this.transcript.load();
    await this.interpreters.load();
    await this.relays.load();
    await Promise.all([this.lag.load(), this.operator.load(), this.scripture.load(), this.revocations.load()]);
    await Promise.all([this.takeBack.load(), this.speaking.load()]);
    await this.outbox.start();
    if (this.sermon.config?.webhookUrl) void this.outbox.flush(this.sermon.config.webhookUrl);
  }

  getConnectionTags(connection: Party.Connection, context: Party.ConnectionContext) {
    return connectionTags(connection, context);
  }

  async onConnect(connection: Party.Connection<ConnectionState>, context: Party.ConnectionContext) {
    this.remember(context.request.url);
    const claims = claimsOf(context);
    const url = new URL(context.request.url);
    const { sermon, transcript } = this;
    // From the signed token only: a made-up id in the address would make a made-up listener.
    const listenerId = claims.listenerId ?? connection.id;
    if (claims.role === "display" && this.revocations.has(listenerId)) return this.revocations.close(connection);
    connection.setState({ ...claims, listenerId, from: transcript.lastSeq });
    this.languages.changed();
    this.delivery.send(connection, {
      type: "welcome",
      status: sermon.status,
      role: claims.role,
      language: claims.language,
      sourceLanguage: sermon.sourceLanguage,
      lastSeq: transcript.lastSeq,
      serverVoice: sermon.serverVoice(claims.language),
      originalOnly: !sermon.serves(claims.language),
      paused: this.operator.paused,
      speaking: this.speaking.announced,
    });
    this.delivery.reportLag();
    const lastSeq = Number(url.searchParams.get("lastSeq") ?? "-1");
    // The catch-up lane (decision 050): what is ready is sent now, the rest never holds the live lane.
    this.caughtUp(connection, Number.isFinite(lastSeq) ? lastSeq : -1);
    this.interpreters.greet(connection);
    if (claims.role === "interpreter") await this.interpreters.joined(connection);
    if (claims.role === "listener") {
      const { userId, language } = claims;
      await this.emit({
        id: `joined:${connection.id}`,
        type: "listener.joined",
        broadcastId: sermon.id,
        listenerId,
        userId,
        language,
        at: new Date().toISOString(),
      });
    }
  }

  async onClose(connection: Party.Connection<ConnectionState>) {
    this.languages.changed();
    this.delivery.reportLag(connection.id);
    const state = connection.state;
    if (state?.role === "interpreter") return this.interpreters.left(connection);
    if (state?.role !== "listener") return;
    this.remember(connection.uri);
    // A listener who switched language (or reconnected) is still here on another connection.
    if (stillListening(this.room, connection, state.listenerId)) return;
    await this.emit({
      id: `left:${connection.id}`,
      type: "listener.left",
      broadcastId: this.sermon.id,
      listenerId: state.listenerId,
      at: new Date().toISOString(),
    });
  }

  onError() {
    this.languages.changed();
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<ConnectionState>) {
    const state = sender.state;
    // Listeners' messages are short; the host's and operators' may carry a reviewed reading.
    const staff = state && (state.role === "host" || state.role === "operator");
    const parsed = parseClientMessage(raw, staff ? MAX_STAFF_MESSAGE_LENGTH : undefined);
    if (!parsed) return this.delivery.send(sender, { type: "error", code: "invalid_message" });
    // Words never shown are masked here, before anything is stored, previewed or translated (issue 42).
    const language = maskingLanguage(parsed, this.speaking.current, (seq) => this.transcript.get(seq), this.sermon);
    const { message, masked } = maskClientMessage(parsed, this.sermon.masker, language);
    if (masked.length) {
      const note = JSON.stringify({ type: "masked", words: masked.slice(0, 50) } satisfies ServerMessage);
      for (const role of ["host", "operator"]) for (const booth of this.room.getConnections(role)) booth.send(note);
    }
    if (state?.role === "interpreter") this.interpreters.heard(sender);
    if (answerHeartbeat(message, sender) || !state) return;
    this.remember(sender.uri);
    const refused = await refusal(message, state, this.limits);
    if (refused) return this.delivery.send(sender, { type: "error", code: refused });
    switch (message.type) {
      case "interim":
        return this.operator.paused ? undefined : this.delivery.preview(message.text);
      case "final":
        // A page loaded before decision 026 numbers its lines: kept apart from the room's numbers.
        return this.final(message.id ?? `seq:${message.seq}`, message.text);
      case "end":
        return this.end();
      case "resume":
        return this.caughtUp(sender, message.lastSeq, RESUME_LIMIT);
      case "ping":
        // Behind every delivery queued so far and this connection's catch-up; storage waits hold
        // this message until earlier ones queued theirs.
        return Promise.all([this.delivery.settled(), this.catchUp.settled(sender.id)]).then(() =>
          this.delivery.send(sender, { type: "pong", id: message.id }),
        );
      case "voice":
        // Read again: the rate limit above may have just written the state.
        return void sender.setState({ ...sender.state!, voice: message.on });
      case "correct":
      case "correctTranslation":
      case "prepared":
      case "pause":
        return this.sermon.status === "ended" ? undefined : this.operator.handle(message, state.userId);
      case "speaking": {
        const wrong = this.sermon.status === "ended" ? null : await this.speaking.switchTo(message.language);
        return wrong ? this.delivery.send(sender, { type: "error", code: wrong }) : undefined;
      }
      case "interpret":
        return this.interpreters.line(sender, message.id, message.text);
      case "withdraw":
        // Also after the end: the web drops the line from the transcript it has by then.
        return this.takeBack.take(message.seq, {
          userId: state.userId,
          role: state.role === "host" ? "host" : "operator",
        });
      case "verseDecision":
        return this.scripture.decide(message.id, message.approve, this.sermon.config?.scripture);
      case "accept":
        return this.emit({
          id: `salvation:${message.clickId}`,
          type: "salvation",
          broadcastId: this.sermon.id,
          clickId: message.clickId,
          userId: state.userId,
          listenerId: state.listenerId,
          at: new Date().toISOString(),
        });
    }
  }

  async onRequest(request: Party.Request) {
    const refused = await screenRoomRequest(request as unknown as Request, this.room.env);
    if (refused) return refused;
    this.remember(request.url);
    const seam = await testSeam(request, this.room.env, secretOf(this.room.env), {
      evict: () => this.evict(),
      restart: () => this.restart(),
      nonces: this.commandNonces,
    });
    if (seam) return seam;
    const { sermon, transcript } = this;
    const fromRelay = await this.relays.route(request, {
      id: sermon.id,
      add: (event) => this.fromRelay(event),
      catchUp: async (language, after) => ({
        ...(await this.catchUp.relay(language, after)),
        withdrawn: this.transcript.withdrawnSeqs(),
      }),
      settled: () => this.delivery.settled(),
    });
    if (fromRelay) return fromRelay;
    if (request.method === "GET") {
      const languages = languagesInUse(this.languages, this.relays);
      const { status, id: room } = sermon;
      return Response.json({ room, status, lastSeq: transcript.lastSeq, languages, awakeSince: this.awakeSince });
    }
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const command = await readSignedJson(request, secretOf(this.room.env), roomCommandSchema, this.commandNonces);
    if (command instanceof Response) return command;
    if (command.type === "end") await this.end();
    else if (command.type === "revokeDisplays") await this.revocations.revoke(command.listenerIds);
    else if (command.type === "scriptureMode") await this.sermon.setScriptureMode(command.mode);
    else await this.configure(command);
    return Response.json({ ok: true, status: sermon.status });
  }

  async onAlarm() {
    for (const { job } of await this.alarms.takeDue()) {
      if (job.type === "retry") await this.segments.retry(job);
      else await this.interpreters.checkSilence(job.language);
    }
    if (this.sermon.config?.webhookUrl) await this.outbox.flush(this.sermon.config.webhookUrl);
  }

  /**
   * What the runtime does to an idle hibernating room (test-seam.ts): once nothing is under way (the
   * runtime waits for that too), every part is built anew and reads storage again, with no event in
   * between. The wait is outside the lock: work in flight may need events (answers) to finish.
   */
  private async evict() {
    for (;;) {
      while (this.underWay) await new Promise((r) => setTimeout(r, 5));
      const evicted = await this.room.blockConcurrencyWhile(async () => {
        if (this.underWay) return false;
        Object.assign(this, new SermonRoom(this.room));
        await this.onStart();
        return true;
      });
      if (evicted) return;
    }
  }

  /** True while any lane has work in flight (the runtime would not evict the room now). */
  private get underWay() {
    return this.delivery.busy || this.catchUp.busy || this.help.busy || this.outbox.busy || this.relays.busy;
  }

  /** A deploy (test-seam.ts): the runtime resets an instance whose start-up fails, closing every socket. */
  private async restart() {
    await this.room.blockConcurrencyWhile(async () => {
      throw new Error("restarted by the test seam");
    });
  }

  /** A connection's catch-up, then the lines taken back (one may have raced the catch-up's sends). */
  private caughtUp(connection: Party.Connection<ConnectionState>, lastSeq: number, limit = Infinity) {
    this.catchUp.start(connection, lastSeq, limit);
    void this.catchUp.settled(connection.id).then(() => this.takeBack.tell(connection));
  }

  /** Keeps the relays' handle and the sermon's id from every URL the room sees (see room-state.ts). */
  private remember(url: string | undefined) {
    this.relays.capture();
    this.sermon.remember(url);
  }

  private async configure(config: RoomConfig) {
    await this.sermon.configure(config);
    if (config.webhookUrl) void this.outbox.flush(config.webhookUrl);
  }

  /**
   * Host speech, known by the speaker page's key (decision 026): a resend after a reconnect is
   * ignored. Nothing is stored or translated while paused, and a line refused then stays refused.
   */
  private async final(key: string, text: string) {
    if (this.sermon.status === "ended" || this.transcript.hasKey(key)) return;
    if (this.operator.paused) return this.transcript.dropped(key);
    // A final past the caps is cut into lines here (issue 40); the first keeps the page's key.
    const language = this.speaking.current;
    const [first, ...more] = roomSegments(text.trim(), language);
    await this.segments.publish(first!, { key, language });
    for (const line of more) await this.segments.publish(line, { language });
  }

  /** Ends the sermon once: "ended" after the last segment, then the events and the transcript. */
  private async end() {
    if (!(await this.sermon.end())) return;
    this.delivery.enqueue(async () => this.delivery.broadcast({ type: "ended" }, true));
    const broadcastId = this.sermon.id;
    await this.emit({ id: "ended", type: "sermon.ended", broadcastId, at: new Date().toISOString() });
    // A line said in another language than the sermon's says so on each of its rows (decision 065);
    // an interpreter's lines, and the rows they stand in for, as the interpreters have them (decision 064).
    const rows = this.transcript.after(-1).flatMap((segment) => {
      const { seq, source, translations, at: spokenAt } = segment;
      const own = this.sermon.languageOf(segment);
      const from = segment.language ? { from: own } : {};
      return [
        { seq, language: own, text: source, spokenAt, ...from },
        ...Object.entries(translations).map(([language, text]) => ({ seq, language, text, spokenAt, ...from })),
      ];
    });
    const segments = this.interpreters.transcriptRows(rows);
    const verses = this.scripture.archive();
    await this.emit({ id: "transcript", type: "transcript", broadcastId, segments, verses });
  }

  /** A relay's event for the outbox; a click counts against the person's allowance here too. */
  private async fromRelay(event: RoomEvent) {
    if (event.type === "salvation" && event.listenerId && !(await this.limits.click(event.listenerId))) return;
    await this.emit(event);
  }

  private async emit(event: RoomEvent) {
    await this.outbox.add(event, this.sermon.config?.webhookUrl);
  }
}

SermonRoom satisfies Party.Worker;
