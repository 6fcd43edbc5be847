// The sermon room's core (decision 062): PartyKit's events, as host-level calls, routed to the
// room's parts (sermon-parts.ts). party/sermon.ts adapts PartyKit's `Room` to it; a test runs it
// over memory with a fake clock (tests/support/memory-host/rooms.ts).
import { RESUME_LIMIT } from "./catch-up.ts";
import {
  answerHeartbeat,
  claimsOf,
  languagesInUse,
  MAX_STAFF_MESSAGE_LENGTH,
  parseClientMessage,
  refusal,
  stillListening,
  type ConnectionState,
} from "./connections.ts";
import type { ConnectionRequest, HostConnection, RoomHost } from "./host.ts";
import { type ServerMessage } from "../app/neutral/protocol.ts";
import { roomCommandSchema, type RoomEvent } from "../app/neutral/room-web-protocol.ts";
import { roomSegments } from "../app/neutral/words.ts";
import { screenRoomRequest } from "./request-guard.ts";
import { secretOf } from "./room-env.ts";
import type { RoomConfig } from "./room-state.ts";
import { sermonParts, type SermonParts } from "./sermon-parts.ts";
import { readSignedJson } from "./signed-json.ts";
import { testSeam } from "./test-seam.ts";
import { maskClientMessage } from "../app/neutral/masking/messages.ts";
import { maskingLanguage } from "./spoken-language.ts";
import { listenerJoined, listenerLeft, salvationClick } from "./listener-events.ts";

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
export class SermonCore {
  private parts: SermonParts;
  /** When this instance started: a later value means the room was evicted and woken since. */
  private awakeSince: number;

  constructor(private readonly host: RoomHost) {
    this.parts = sermonParts(host, (event) => this.emit(event));
    this.awakeSince = host.clock.now();
  }

  async onStart() {
    await this.parts.sermon.load();
    await this.parts.transcript.load();
    await this.parts.interpreters.load();
    await this.parts.relays.load();
    await Promise.all([
      this.parts.lag.load(),
      this.parts.operator.load(),
      this.parts.scripture.load(),
      this.parts.revocations.load(),
    ]);
    await Promise.all([this.parts.takeBack.load(), this.parts.speaking.load()]);
    await this.parts.outbox.start();
    if (this.parts.sermon.config?.webhookUrl) void this.parts.outbox.flush(this.parts.sermon.config.webhookUrl);
  }

  async onConnect(connection: HostConnection<ConnectionState>, request: ConnectionRequest) {
    this.remember(request.url);
    const claims = claimsOf(request);
    const url = new URL(request.url);
    const { sermon, transcript } = this.parts;
    // From the signed token only: a made-up id in the address would make a made-up listener.
    const listenerId = claims.listenerId ?? connection.id;
    if (claims.role === "display" && this.parts.revocations.has(listenerId))
      return this.parts.revocations.close(connection);
    connection.setState({ ...claims, listenerId, from: transcript.lastSeq });
    this.parts.languages.changed();
    this.parts.delivery.send(connection, {
      type: "welcome",
      status: sermon.status,
      role: claims.role,
      language: claims.language,
      sourceLanguage: sermon.sourceLanguage,
      lastSeq: transcript.lastSeq,
      serverVoice: sermon.serverVoice(claims.language),
      originalOnly: !sermon.serves(claims.language),
      paused: this.parts.operator.paused,
      speaking: this.parts.speaking.announced,
    });
    this.parts.delivery.reportLag();
    const lastSeq = Number(url.searchParams.get("lastSeq") ?? "-1");
    // The catch-up lane (decision 050): what is ready is sent now, the rest never holds the live lane.
    this.caughtUp(connection, Number.isFinite(lastSeq) ? lastSeq : -1);
    this.parts.interpreters.greet(connection);
    if (claims.role === "interpreter") await this.parts.interpreters.joined(connection);
    if (claims.role === "listener") {
      const who = { connectionId: connection.id, broadcastId: sermon.id, listenerId, at: this.host.clock.now() };
      await this.emit(listenerJoined(who, claims));
    }
  }

  async onClose(connection: HostConnection<ConnectionState>) {
    this.parts.languages.changed();
    this.parts.delivery.reportLag(connection.id);
    const state = connection.state;
    if (state?.role === "interpreter") return this.parts.interpreters.left(connection);
    if (state?.role !== "listener") return;
    this.remember(connection.uri);
    // A listener who switched language (or reconnected) is still here on another connection.
    if (stillListening(this.host, connection, state.listenerId)) return;
    const broadcastId = this.parts.sermon.id;
    const at = this.host.clock.now();
    await this.emit(listenerLeft({ connectionId: connection.id, broadcastId, listenerId: state.listenerId, at }));
  }

  onError() {
    this.parts.languages.changed();
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: HostConnection<ConnectionState>) {
    const state = sender.state;
    // Listeners' messages are short; the host's and operators' may carry a reviewed reading.
    const staff = state && (state.role === "host" || state.role === "operator");
    const parsed = parseClientMessage(raw, staff ? MAX_STAFF_MESSAGE_LENGTH : undefined);
    if (!parsed) return this.parts.delivery.send(sender, { type: "error", code: "invalid_message" });
    // Words never shown are masked here, before anything is stored, previewed or translated (issue 42).
    const { sermon, speaking, transcript } = this.parts;
    const language = maskingLanguage(parsed, speaking.current, (seq) => transcript.get(seq), sermon);
    const { message, masked } = maskClientMessage(parsed, sermon.masker, language);
    if (masked.length) {
      const note = JSON.stringify({ type: "masked", words: masked.slice(0, 50) } satisfies ServerMessage);
      for (const role of ["host", "operator"]) for (const booth of this.host.getConnections(role)) booth.send(note);
    }
    if (state?.role === "interpreter") this.parts.interpreters.heard(sender);
    if (answerHeartbeat(message, sender) || !state) return;
    this.remember(sender.uri);
    const refused = await refusal(message, state, this.parts.limits);
    if (refused) return this.parts.delivery.send(sender, { type: "error", code: refused });
    switch (message.type) {
      case "interim":
        return this.parts.operator.paused ? undefined : this.parts.delivery.preview(message.text);
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
        return Promise.all([this.parts.delivery.settled(), this.parts.catchUp.settled(sender.id)]).then(() =>
          this.parts.delivery.send(sender, { type: "pong", id: message.id }),
        );
      case "voice":
        // Read again: the rate limit above may have just written the state.
        return void sender.setState({ ...sender.state!, voice: message.on });
      case "correct":
      case "correctTranslation":
      case "prepared":
      case "pause":
        return this.parts.sermon.status === "ended" ? undefined : this.parts.operator.handle(message, state.userId);
      case "speaking": {
        const wrong =
          this.parts.sermon.status === "ended" ? null : await this.parts.speaking.switchTo(message.language);
        return wrong ? this.parts.delivery.send(sender, { type: "error", code: wrong }) : undefined;
      }
      case "interpret":
        return this.parts.interpreters.line(sender, message.id, message.text);
      case "withdraw":
        // Also after the end: the web drops the line from the transcript it has by then.
        return this.parts.takeBack.take(message.seq, {
          userId: state.userId,
          role: state.role === "host" ? "host" : "operator",
        });
      case "verseDecision":
        return this.parts.scripture.decide(message.id, message.approve, this.parts.sermon.config?.scripture);
      case "accept":
        return this.emit(
          salvationClick(
            { broadcastId: this.parts.sermon.id, listenerId: state.listenerId, at: this.host.clock.now() },
            message.clickId,
            state.userId,
          ),
        );
    }
  }

  async onRequest(request: Request) {
    const refused = await screenRoomRequest(request, this.host.env);
    if (refused) return refused;
    this.remember(request.url);
    const seam = await testSeam(request, this.host.env, secretOf(this.host.env), {
      evict: () => this.evict(),
      restart: () => this.restart(),
      nonces: this.parts.commandNonces,
    });
    if (seam) return seam;
    const { sermon, transcript } = this.parts;
    const fromRelay = await this.parts.relays.route(request, {
      id: sermon.id,
      add: (event) => this.fromRelay(event),
      catchUp: async (language, after) => ({
        ...(await this.parts.catchUp.relay(language, after)),
        withdrawn: this.parts.transcript.withdrawnSeqs(),
      }),
      settled: () => this.parts.delivery.settled(),
    });
    if (fromRelay) return fromRelay;
    if (request.method === "GET") {
      const languages = languagesInUse(this.parts.languages, this.parts.relays);
      const { status, id: room } = sermon;
      return Response.json({ room, status, lastSeq: transcript.lastSeq, languages, awakeSince: this.awakeSince });
    }
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const command = await readSignedJson(request, secretOf(this.host.env), roomCommandSchema, this.parts.commandNonces);
    if (command instanceof Response) return command;
    if (command.type === "end") await this.end();
    else if (command.type === "revokeDisplays") await this.parts.revocations.revoke(command.listenerIds);
    else if (command.type === "scriptureMode") await this.parts.sermon.setScriptureMode(command.mode);
    else await this.configure(command);
    return Response.json({ ok: true, status: sermon.status });
  }

  async onAlarm() {
    for (const { job } of await this.parts.alarms.takeDue(this.host.clock.now())) {
      if (job.type === "retry") await this.parts.segments.retry(job);
      else await this.parts.interpreters.checkSilence(job.language);
    }
    if (this.parts.sermon.config?.webhookUrl) await this.parts.outbox.flush(this.parts.sermon.config.webhookUrl);
  }

  /**
   * What the runtime does to an idle hibernating room (test-seam.ts): once nothing is under way (the
   * runtime waits for that too), every part is built anew and reads storage again, with no event in
   * between. The wait is outside the lock: work in flight may need events (answers) to finish.
   */
  private async evict() {
    for (;;) {
      while (this.underWay) await new Promise((r) => this.host.clock.setTimeout(() => r(null), 5));
      const evicted = await this.host.exclusive(async () => {
        if (this.underWay) return false;
        this.parts = sermonParts(this.host, (event) => this.emit(event));
        this.awakeSince = this.host.clock.now();
        await this.onStart();
        return true;
      });
      if (evicted) return;
    }
  }

  /** True while any lane has work in flight (the runtime would not evict the room now). */
  private get underWay() {
    return (
      this.parts.delivery.busy ||
      this.parts.catchUp.busy ||
      this.parts.help.busy ||
      this.parts.outbox.busy ||
      this.parts.relays.busy
    );
  }

  /** A deploy (test-seam.ts): the runtime resets an instance whose start-up fails, closing every socket. */
  private async restart() {
    await this.host.exclusive(async () => {
      throw new Error("restarted by the test seam");
    });
  }

  /** A connection's catch-up, then the lines taken back (one may have raced the catch-up's sends). */
  private caughtUp(connection: HostConnection<ConnectionState>, lastSeq: number, limit = Infinity) {
    this.parts.catchUp.start(connection, lastSeq, limit);
    void this.parts.catchUp.settled(connection.id).then(() => this.parts.takeBack.tell(connection));
  }

  /** Keeps the relays' handle and the sermon's id from every URL the room sees (see room-state.ts). */
  private remember(url: string | undefined) {
    this.parts.relays.capture();
    this.parts.sermon.remember(url);
  }

  private async configure(config: RoomConfig) {
    await this.parts.sermon.configure(config);
    if (config.webhookUrl) void this.parts.outbox.flush(config.webhookUrl);
  }

  /**
   * Host speech, known by the speaker page's key (decision 026): a resend after a reconnect is
   * ignored. Nothing is stored or translated while paused, and a line refused then stays refused.
   */
  private async final(key: string, text: string) {
    if (this.parts.sermon.status === "ended" || this.parts.transcript.hasKey(key)) return;
    if (this.parts.operator.paused) return this.parts.transcript.dropped(key);
    // A final past the caps is cut into lines here (issue 40); the first keeps the page's key.
    const language = this.parts.speaking.current;
    const [first, ...more] = roomSegments(text.trim(), language);
    await this.parts.segments.publish(first!, { key, language });
    for (const line of more) await this.parts.segments.publish(line, { language });
  }

  /** Ends the sermon once: "ended" after the last segment, then the events and the transcript. */
  private async end() {
    if (!(await this.parts.sermon.end())) return;
    this.parts.delivery.enqueue(async () => this.parts.delivery.broadcast({ type: "ended" }, true));
    const broadcastId = this.parts.sermon.id;
    await this.emit({ id: "ended", type: "sermon.ended", broadcastId, at: this.at() });
    // A line said in another language than the sermon's says so on each of its rows (decision 065);
    // an interpreter's lines, and the rows they stand in for, as the interpreters have them (decision 064).
    const rows = this.parts.transcript.after(-1).flatMap((segment) => {
      const { seq, source, translations, at: spokenAt } = segment;
      const own = this.parts.sermon.languageOf(segment);
      const from = segment.language ? { from: own } : {};
      return [
        { seq, language: own, text: source, spokenAt, ...from },
        ...Object.entries(translations).map(([language, text]) => ({ seq, language, text, spokenAt, ...from })),
      ];
    });
    const segments = this.parts.interpreters.transcriptRows(rows);
    const verses = this.parts.scripture.archive();
    await this.emit({ id: "transcript", type: "transcript", broadcastId, segments, verses });
  }

  /** A relay's event for the outbox; a click counts against the person's allowance here too. */
  private async fromRelay(event: RoomEvent) {
    if (event.type === "salvation" && event.listenerId && !(await this.parts.limits.click(event.listenerId))) return;
    await this.emit(event);
  }

  /** The time now, as events carry it. */
  private at() {
    return new Date(this.host.clock.now()).toISOString();
  }

  private async emit(event: RoomEvent) {
    await this.parts.outbox.add(event, this.parts.sermon.config?.webhookUrl);
  }
}
