// A relay room's core (decision 062), over a host (host.ts); party/relay.ts adapts PartyKit to it.
import { ListenerLimits } from "./listener-limits.ts";
import { Outbox } from "./outbox.ts";
import type { ConnectionRequest, HostConnection, Parties, RoomHost } from "./host.ts";
import {
  answerHeartbeat,
  claimsOf,
  parseClientMessage,
  refusal,
  type ConnectionState as SermonConnectionState,
} from "./connections.ts";
import type { ServerMessage } from "../app/neutral/protocol.ts";
import type { RoomEvent } from "../app/neutral/room-web-protocol.ts";
import {
  relayCommandSchema,
  sermonOfRelay,
  type RelayCatchUp,
  type RelayCommand,
} from "../app/neutral/relay-protocol.ts";
import { secretOf } from "./room-env.ts";
import { screenRoomRequest } from "./request-guard.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";
import { readSignedJson, SeenNonces } from "./signed-json.ts";
import { hmacHex, type RoomClaims } from "../app/neutral/token.ts";
import { listenerJoined, listenerLeft, salvationClick } from "./listener-events.ts";
import { roomLog } from "./log.ts";

// As in the sermon room (claims, voice), plus `ready`: caught up; `from` is the last
// segment its catch-up sent (later ones come live).
export type RelayConnectionState = SermonConnectionState & { ready: boolean };
type ConnectionState = RelayConnectionState;
/**
 * One language as this relay holds it; `skipped`: numbers the language never gets (another
 * language's interpreter lines, lines an interpreter spoke for), told to each phone that joins here.
 */
type Log = {
  serverVoice: boolean;
  originalOnly: boolean;
  segments: Map<number, string>;
  skipped: Set<number>;
  last: number;
};

/** From the signed token only, as in the sermon room: a made-up id would make a made-up listener. */
function listenerIdOf(connection: { id: string }, claims: RoomClaims) {
  return claims.listenerId ?? connection.id;
}

/**
 * A relay room (decision 013): one share of a big sermon's listeners, named `<broadcastId>.r<n>`.
 * The sermon room forwards every delivery here and this room fans it out to its listeners by
 * language. It writes nothing of the sermon's own: what a late joiner missed comes from the
 * sermon room once per language (then from this room's copy), and joins, leaves and clicks go to
 * the sermon room's outbox, which alone sends webhooks. It hibernates, and keeps nothing in
 * memory it cannot fetch again.
 */
export class RelayCore {
  private name: string | null = null;
  private parties: Parties | null = null;
  private status: "live" | "ended" = "live";
  private sourceLanguage = "en";
  private paused = false;
  /** Each language's segments as sent to listeners: a cache of the sermon's, filled on demand. */
  private readonly logs = new Map<string, Log>();
  private readonly registered = new Set<string>();
  /** Lines taken back (decision 061), from the sermon room's broadcasts and catch-ups: never sent again. */
  private readonly withdrawn = new Set<number>();
  /** Signed commands from the sermon room already taken, kept in storage: a replayed one is refused. */
  private readonly commandNonces: SeenNonces;
  private readonly outbox: Outbox;
  private readonly limits: ListenerLimits;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly room: RoomHost) {
    this.outbox = new Outbox(room, secretOf(room.env));
    this.limits = new ListenerLimits(room.storage, room.clock);
    this.commandNonces = new SeenNonces(room.storage);
  }

  async onStart() {
    this.name = (await this.room.storage.get<string>("name")) ?? null;
    await this.outbox.start();
  }

  async onConnect(connection: HostConnection<ConnectionState>, request: ConnectionRequest) {
    this.remember(request.url);
    const claims = claimsOf(request);
    const listenerId = listenerIdOf(connection, claims);
    connection.setState({ ...claims, listenerId, ready: false, from: -1 });
    const lastSeq = Number(new URL(request.url).searchParams.get("lastSeq") ?? "-1");
    // Queued behind the relay's other work, in order; the join event need not wait for it, and the
    // queue logs its own failures (enqueue).
    void this.enqueue(() => this.catchUp(connection, Number.isFinite(lastSeq) ? lastSeq : -1));
    const who = { connectionId: connection.id, broadcastId: this.sermon, listenerId, at: this.room.clock.now() };
    await this.emit(listenerJoined(who, claims));
  }

  async onClose(connection: HostConnection<ConnectionState>) {
    const state = connection.state;
    if (!state) return;
    this.remember(connection.uri);
    for (const other of this.room.getConnections<ConnectionState>(`listener:${state.listenerId}`)) {
      if (other.id !== connection.id) return;
    }
    const at = this.room.clock.now();
    await this.emit(
      listenerLeft({ connectionId: connection.id, broadcastId: this.sermon, listenerId: state.listenerId, at }),
    );
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: HostConnection<ConnectionState>) {
    const fail = (code: "invalid_message" | "forbidden" | "rate_limited") =>
      sender.send(JSON.stringify({ type: "error", code } satisfies ServerMessage));
    const message = parseClientMessage(raw);
    if (!message) return fail("invalid_message");
    if (answerHeartbeat(message, sender) || !sender.state) return;
    this.remember(sender.uri);
    // The sermon room's rules, rate limits included: a relay's listener may do no more than one of
    // its own. (The sermon room counts the clicks that pass here again, against the same person.)
    const refused = await refusal(message, sender.state, this.limits);
    if (refused) return fail(refused);
    // Read again: a "voice" message may have been handled while the limit was read.
    const state = sender.state;
    if (message.type === "voice") return void sender.setState({ ...state, voice: message.on });
    if (message.type === "ping") {
      // The sermon room first: its forwards queued before the ping are then queued here too.
      await this.signed(`/barrier?${new URLSearchParams({ relay: this.name ?? this.room.id })}`);
      const pong = JSON.stringify({ type: "pong", id: message.id } satisfies ServerMessage);
      return this.enqueue(async () => sender.send(pong));
    }
    if (message.type === "resume") {
      sender.setState({ ...state, ready: false });
      return this.enqueue(() => this.catchUp(sender, message.lastSeq));
    }
    if (message.type === "accept") {
      const who = { broadcastId: this.sermon, listenerId: state.listenerId, at: this.room.clock.now() };
      return this.emit(salvationClick(who, message.clickId, state.userId));
    }
  }

  /** The sermon room's forwards: `POST`, signed with the room secret. */
  async onRequest(request: Request) {
    // The sermon room's request screen first (misconfigured, method, size), then the relay's own.
    const refused = await screenRoomRequest(request, this.room.env);
    if (refused) return refused;
    this.remember(request.url);
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const command = await readSignedJson(request, secretOf(this.room.env), relayCommandSchema, this.commandNonces);
    if (command instanceof Response) return command;
    // Answered once queued, not once sent: the sermon room waits for this answer before its next
    // forward, so the order holds, and the fan-out here does not hold up the sermon room.
    void this.enqueue(() => this.apply(command));
    return Response.json({ ok: true });
  }

  async onAlarm() {
    await this.outbox.flush((init) => this.toSermon("/events", init));
  }

  private get sermon() {
    const name = this.name ?? this.room.id;
    return sermonOfRelay(name)?.sermon ?? name;
  }

  /** The relay's name from a URL, kept in storage too: `room.id` is not there in `onAlarm`. */
  private remember(url: string | undefined) {
    try {
      this.parties ??= this.room.parties();
    } catch {
      // In an alarm.
    }
    if (this.name || !url) return;
    this.name = decodeURIComponent(new URL(url).pathname.split("/")[3] ?? "");
    void this.room.storage.put("name", this.name);
  }

  private toSermon(path: string, init: RequestInit) {
    if (!this.parties?.main) return Promise.reject(new Error("no handle on the sermon room here"));
    return this.parties.main.get(this.sermon).fetch(path, init);
  }

  private async signed(path: string, body?: string) {
    const secret = secretOf(this.room.env);
    // A GET (the read-only catch-up) signs its path; a POST is signed over timestamp, nonce and body.
    const signature =
      body === undefined
        ? { Authorization: `Bearer ${await hmacHex(secret, path)}` }
        : await signedHeaders(secret, body);
    const response = await this.toSermon(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", ...signature },
      body,
    });
    if (!response.ok) throw new Error(`sermon room answered ${response.status}`);
    return response.json();
  }

  /** The sermon room translates into the languages its relays' listeners use: say ours. */
  private async register(language: string) {
    if (this.registered.has(language)) return;
    await this.signed("/relay", JSON.stringify({ type: "register", relay: this.name, languages: [language] }));
    this.registered.add(language);
  }

  /** This room's copy of one language's segments after `after`, fetched from the sermon room. */
  private async fill(language: string, after: number) {
    const query = new URLSearchParams({ language, after: String(after) });
    const answer = (await this.signed(`/catchup?${query}`)) as RelayCatchUp;
    this.status = answer.status;
    this.sourceLanguage = answer.sourceLanguage;
    this.paused = answer.paused;
    const { serverVoice, originalOnly } = answer;
    const log = this.logs.get(language) ?? {
      serverVoice,
      originalOnly,
      segments: new Map(),
      skipped: new Set(),
      last: -1,
    };
    for (const seq of answer.withdrawn ?? []) this.withdrawn.add(seq);
    for (const seq of answer.skipped ?? []) log.skipped.add(seq);
    for (const segment of answer.segments)
      if (!this.withdrawn.has(segment.seq)) log.segments.set(segment.seq, segment.message);
    log.last = Math.max(log.last, ...answer.segments.map((segment) => segment.seq));
    this.logs.set(language, log);
    return answer.segments;
  }

  private async catchUp(connection: HostConnection<ConnectionState>, lastSeq: number) {
    const state = connection.state;
    if (!state) return;
    await this.register(state.language);
    if (!this.logs.has(state.language)) await this.fill(state.language, -1);
    const log = this.logs.get(state.language)!;
    const seqs = [...log.segments.keys()].sort((a, b) => a - b);
    connection.send(
      JSON.stringify({
        type: "welcome",
        status: this.status,
        role: "listener",
        language: state.language,
        sourceLanguage: this.sourceLanguage,
        lastSeq: seqs.at(-1) ?? -1,
        serverVoice: log.serverVoice,
        originalOnly: log.originalOnly,
        paused: this.paused,
      } satisfies ServerMessage),
    );
    // The numbers it never gets, as the sermon room tells its own (catch-up.ts): a phone that held
    // a gap would ask for every line after it again at each reconnect.
    const skipped = [...log.skipped].filter((seq) => seq > lastSeq && !log.segments.has(seq)).sort((a, b) => a - b);
    if (skipped.length) connection.send(JSON.stringify({ type: "skipped", seqs: skipped } satisfies ServerMessage));
    // What it missed, and the lines it has that were corrected meanwhile (they replace its copies).
    for (const seq of seqs) {
      const message = log.segments.get(seq)!;
      if (seq > lastSeq || (JSON.parse(message) as { edited?: boolean }).edited) connection.send(message);
    }
    for (const seq of this.withdrawn)
      connection.send(JSON.stringify({ type: "withdrawn", seq } satisfies ServerMessage));
    // Read again: a "voice" message may have come while this catch-up waited its turn.
    connection.setState({ ...connection.state!, ready: true, from: Math.max(lastSeq, seqs.at(-1) ?? -1) });
    if (this.status === "ended") connection.send(JSON.stringify({ type: "ended" } satisfies ServerMessage));
  }

  private async apply(command: RelayCommand) {
    if (command.type === "broadcast") {
      if (command.ended) this.status = "ended";
      // The operator's pause, for the welcome of whoever joins next.
      if (command.message.startsWith('{"type":"paused"')) {
        this.paused = (JSON.parse(command.message) as { paused: boolean }).paused;
      }
      if (command.message.startsWith('{"type":"withdrawn"'))
        this.forget((JSON.parse(command.message) as { seq: number }).seq);
      // An interpreter's line (party/interpreter.ts): skipped for every language but its own, whose
      // log holds the line itself (the catch-up above leaves out what a log holds).
      if (command.message.startsWith('{"type":"skipped"')) {
        const { seqs } = JSON.parse(command.message) as { seqs: number[] };
        for (const log of this.logs.values()) for (const seq of seqs) log.skipped.add(seq);
      }
      for (const connection of this.room.getConnections<ConnectionState>()) {
        if (connection.state?.ready) connection.send(command.message);
      }
      return;
    }
    if (command.type === "audio") {
      for (const [language, message] of Object.entries(command.messages)) {
        for (const connection of this.room.getConnections<ConnectionState>(`lang:${language}`)) {
          if (connection.state?.ready && connection.state.voice) connection.send(message);
        }
      }
      return;
    }
    if (this.withdrawn.has(command.seq)) return;
    for (const [language, message] of Object.entries(command.messages)) {
      const log = this.logs.get(language);
      const pending: [number, string][] = [];
      if (log) {
        const last = log.last;
        // A forward this room missed (it was unreachable, or an alarm could not reach it): fetch it.
        if (!command.correction && command.seq > last + 1) {
          for (const segment of await this.fill(language, last)) {
            if (segment.seq < command.seq) pending.push([segment.seq, segment.message]);
          }
        }
        log.segments.set(command.seq, message);
        log.last = Math.max(log.last, command.seq);
      }
      pending.push([command.seq, message]);
      for (const [seq, text] of pending) this.fanOut(language, seq, text, command.correction);
    }
  }

  /** A line taken back: out of every language's copy, and never fanned out again. */
  private forget(seq: number) {
    this.withdrawn.add(seq);
    for (const log of this.logs.values()) log.segments.delete(seq);
  }

  private fanOut(language: string, seq: number, message: string, correction: boolean) {
    for (const connection of this.room.getConnections<ConnectionState>(`lang:${language}`)) {
      const state = connection.state;
      if (state?.ready && (correction || state.from < seq)) connection.send(message);
    }
  }

  private enqueue(task: () => Promise<void>) {
    this.chain = this.chain.then(task).catch((error) => roomLog.error("relay task failed", error));
    return this.chain;
  }

  private emit(event: RoomEvent) {
    return this.outbox.add(event, (init) => this.toSermon("/events", init));
  }
}
