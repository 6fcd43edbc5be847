// The in-memory host (decision 062): the room's real core (party/room-core.ts, party/relay-core.ts)
// over memory storage, fake connections and a fake clock, with every outbound request answered
// in-process by a handler that speaks the other side's protocol (the provider's, the web's). Events
// reach a room in order, one per turn of the event loop, as the platform delivers them; a room's
// alarm, timers and provider latency are on the fake clock; `runUntilIdle` moves the clock on
// until nothing is left to do.
import { RelayCore } from "#party/relay-core.ts";
import { SermonCore } from "#party/room-core.ts";
import { tagsOf } from "#party/connections.ts";
import type { HostConnection, Parties, RoomHost } from "#party/host.ts";
import type { RoomClaims } from "#app/neutral/token.ts";
import { signedHeaders } from "#app/neutral/signed-request.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";
import { FakeClock } from "./clock.ts";
import { MemoryStorage } from "./storage.ts";

type PartyName = "main" | "relay";
type Core = SermonCore | RelayCore;
/** The other end of a socket: what the room sends, and its close. */
type Client = { message(text: string): void; close(code: number): void };
/** A handler for one origin, and how long (fake ms) each request takes there. */
/** `latencyMs` Infinity: the server never answers. */
type Route = { handle: (request: Request) => Promise<Response>; latencyMs?: (request: Request) => number };

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * WebCrypto's HMAC (signed requests between rooms and to the web) finishes on another thread, so
 * no count of turns can tell it from idle: its calls are counted while in flight, and their ends
 * are a change. The same crypto; only watched.
 */
const crypto = { inFlight: 0, finished: 0 };
for (const name of ["importKey", "sign", "verify", "digest"] as const) {
  const subtle = globalThis.crypto.subtle as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  if ((subtle[name] as { watched?: boolean }).watched) continue;
  const original = subtle[name]!.bind(globalThis.crypto.subtle);
  const watched = (...args: unknown[]) => {
    crypto.inFlight++;
    return original(...args).finally(() => {
      crypto.inFlight--;
      crypto.finished++;
    });
  };
  subtle[name] = Object.assign(watched, { watched: true });
}

/** One socket as the room sees it; `client` is the test's side. */
class MemoryConnection<S = unknown> implements HostConnection<S> {
  state: S | null = null;
  open = true;

  constructor(
    private readonly room: MemoryRoom,
    readonly id: string,
    readonly uri: string,
    readonly tags: string[],
    private readonly client: Client,
  ) {}

  setState(state: S | null) {
    this.state = structuredClone(state);
    return this.state;
  }

  send(message: string) {
    if (!this.open) return;
    this.room.world.changes++;
    this.client.message(message);
  }

  /** The room closes it: the client hears the close, the room its onClose. */
  close(code = 1000) {
    if (!this.open) return;
    this.drop();
    this.client.close(code);
  }

  /** Gone, whichever side went (a client's close or its network dying look the same here). */
  drop() {
    this.open = false;
    this.room.connections.delete(this.id);
    this.room.event((core) => core.onClose(this as never));
  }
}

/** One room (a sermon or a relay): its storage, sockets and current instance of the core. */
class MemoryRoom {
  readonly connections = new Map<string, MemoryConnection>();
  readonly storage: MemoryStorage;
  private core: Core;
  /** The instance's start, or a task no event may overtake (the platform's input gate). */
  private gate: Promise<unknown> = Promise.resolve();
  /** Events start in the order they came, each on a later turn. */
  private started: Promise<void> = Promise.resolve();
  private alarmTimer: unknown = null;
  private generation = 0;

  constructor(
    readonly world: MemoryRooms,
    readonly party: PartyName,
    readonly name: string,
  ) {
    this.storage = new MemoryStorage(
      (at) => this.armAlarm(at),
      () => this.world.changes++,
    );
    this.core = this.instance();
  }

  /** A fresh instance of the core, as the platform builds one after a reset; started before any event. */
  private instance() {
    const generation = ++this.generation;
    const host = this.host(() => generation === this.generation);
    const core = this.party === "main" ? new SermonCore(host) : new RelayCore(host);
    this.core = core;
    this.gate = core.onStart();
    return core;
  }

  /** The host one instance sees; once reset (`live` false) it reaches no socket and writes nothing. */
  private host(live: () => boolean): RoomHost {
    const { world, connections: sockets } = this;
    const guarded = new Proxy(this.storage, {
      get(target, key: keyof MemoryStorage) {
        const value = target[key];
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (!live()) return Promise.reject(new Error("this instance was reset"));
          return (value as (...all: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const connections = (tag?: string) =>
      live() ? [...sockets.values()].filter((connection) => !tag || connection.tags.includes(tag)) : [];
    return {
      id: this.name,
      env: { ROOM_SECRET: TEST_ROOM_SECRET, ALLOW_TEST_EVICTION: "1" },
      storage: guarded,
      getConnections: <S>(tag?: string) => connections(tag) as unknown as HostConnection<S>[],
      getConnection: <S>(id: string) => (live() ? sockets.get(id) : undefined) as HostConnection<S> | undefined,
      broadcast: (message) => connections().forEach((connection) => connection.send(message)),
      parties: () => world.parties(),
      clock: world.clock,
      fetch: (input, init) => world.fetch(input, init),
      exclusive: (task) => {
        const run = task();
        this.gate = run.catch(() => {});
        return run;
      },
    };
  }

  private armAlarm(at: number | null) {
    if (this.alarmTimer !== null) this.world.clock.clearTimeout(this.alarmTimer);
    this.alarmTimer = null;
    if (at === null) return;
    this.alarmTimer = this.world.clock.setTimeout(() => {
      this.alarmTimer = null;
      this.storage.alarmFired();
      this.event((core) => core.onAlarm());
    }, at - this.world.clock.now());
  }

  /** Delivers an event to the current instance: in order, each on a later turn, after the gate. */
  event<T>(handle: (core: Core) => Promise<T> | T): Promise<T> {
    this.world.pending++;
    const delivered = this.started.then(async () => {
      await turn();
      await this.gate;
      this.world.changes++;
      this.world.pending--;
    });
    this.started = delivered;
    return delivered.then(() => handle(this.core));
  }

  connect(claims: RoomClaims, lastSeq: number, client: Client) {
    const id = `c${++this.world.connectionCount}`;
    const listenerId = claims.listenerId ?? id;
    const uri = `http://memory/parties/${this.party}/${encodeURIComponent(this.name)}?lastSeq=${lastSeq}`;
    const context = { request: { url: uri, headers: new Headers({ "x-room-claims": JSON.stringify(claims) }) } };
    const connection = new MemoryConnection(this, id, uri, tagsOf(id, claims), client);
    this.connections.set(id, connection);
    void this.event((core) => core.onConnect(connection as never, context.request));
    return { connection, listenerId };
  }

  request(request: Request) {
    return this.event((core) => core.onRequest(request));
  }

  /** A deploy: the instance is reset, every socket closes, and a new instance starts. */
  restart() {
    for (const connection of [...this.connections.values()]) connection.close(1012);
    this.instance();
  }
}

export class MemoryRooms {
  readonly clock = new FakeClock();
  private readonly rooms = new Map<string, MemoryRoom>();
  private readonly routes = new Map<string, Route>();
  /** Events not yet delivered and requests being answered: not idle. */
  pending = 0;
  changes = 0;
  connectionCount = 0;
  private idle: Promise<void> | null = null;

  room(party: PartyName, name: string) {
    const key = `${party}/${name}`;
    let room = this.rooms.get(key);
    if (!room) this.rooms.set(key, (room = new MemoryRoom(this, party, name)));
    return room;
  }

  /** Answers requests to `origin` in-process (e.g. "http://192.0.2.1"). */
  route(origin: string, route: Route) {
    this.routes.set(origin, route);
  }

  /** Rooms reach each other as PartyKit's `context.parties` does. */
  parties(): Parties {
    const party = (name: PartyName) => ({
      get: (room: string) => ({
        fetch: (pathOrInit: string | RequestInit, init?: RequestInit) =>
          typeof pathOrInit === "string"
            ? this.toRoom(name, room, pathOrInit, init ?? {})
            : this.toRoom(name, room, "", pathOrInit),
      }),
    });
    return { main: party("main"), relay: party("relay") };
  }

  /** A request to a room, with the length header the platform's HTTP would carry. */
  toRoom(party: PartyName, name: string, path: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (typeof init.body === "string") headers.set("Content-Length", String(Buffer.byteLength(init.body)));
    const url = `http://memory/parties/${party}/${encodeURIComponent(name)}${path}`;
    return this.room(party, name).request(new Request(url, { ...init, headers }));
  }

  /** Outbound requests: to a route, after its latency on the fake clock; refused like a dead address otherwise. */
  async fetch(input: string | URL, init?: RequestInit) {
    const request = new Request(input, init);
    const route = this.routes.get(new URL(request.url).origin);
    if (!route) throw new TypeError(`fetch failed: nothing answers at ${request.url}`);
    const signal = init?.signal;
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
    aborted.catch(() => {});
    // An endless latency is a server that never answers: only the caller's own timeout ends the wait.
    const ms = route.latencyMs?.(request) ?? 0;
    let timer: unknown = null;
    const answered = new Promise<void>((resolve) => {
      if (Number.isFinite(ms)) timer = this.clock.setTimeout(resolve, ms);
    });
    try {
      await Promise.race([answered, aborted]);
    } finally {
      if (timer !== null) this.clock.clearTimeout(timer);
    }
    this.pending++;
    try {
      return await Promise.race([route.handle(request), aborted]);
    } finally {
      this.pending--;
      this.changes++;
    }
  }

  /** The web app's signed request to a sermon room (`path`: "" for commands, "/test-seam" for the seam). */
  async command(sermon: string, command: unknown, path = "") {
    const body = JSON.stringify(command);
    const headers = { ...(await signedHeaders(TEST_ROOM_SECRET, body)), "Content-Type": "application/json" };
    return this.toRoom("main", sermon, path, { method: "POST", headers, body });
  }

  /** Until nothing changed for a few turns of the event loop and nothing is in flight. */
  private async settle() {
    let quiet = 0;
    let seen = -1;
    while (quiet < 3) {
      await turn();
      const now = this.changes + this.clock.changes + crypto.finished;
      if (this.pending > 0 || crypto.inFlight > 0 || now !== seen) {
        seen = now;
        quiet = 0;
      } else quiet++;
    }
  }

  /** Lets `ms` of fake time pass, running what falls due meanwhile (the room need not be idle after). */
  async advance(ms: number) {
    const until = this.clock.now() + ms;
    for (;;) {
      await this.settle();
      const next = this.clock.nextAt();
      if (next === null || next > until) break;
      this.clock.fireNext();
    }
    this.clock.moveTo(until);
  }

  /**
   * Moves the fake clock on, timer by timer, letting everything due run, until no timer is left:
   * every lane's work done, every retry made, every webhook sent. One at a time: callers share it.
   */
  runUntilIdle(limitMs = 3_600_000) {
    this.idle ??= (async () => {
      const until = this.clock.now() + limitMs;
      for (;;) {
        await this.settle();
        const next = this.clock.nextAt();
        if (next === null) return;
        if (next > until) throw new Error(`still busy after ${limitMs} ms of fake time`);
        this.clock.fireNext();
      }
    })().finally(() => (this.idle = null));
    return this.idle;
  }
}
