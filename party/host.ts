// The few things the room's parts need from the platform (decision 062): storage with one alarm,
// the connections and a broadcast, the room's id and environment, a clock with timers, outbound
// fetch and a handle on the other rooms. PartyKit gives them through its `Room` (party-host.ts);
// a test gives them from memory, with a fake clock (tests/support/memory-host/rooms.ts), so the whole
// room runs in-process and time is the test's to move.

type ListOptions = { prefix?: string; limit?: number; start?: string; end?: string; reverse?: boolean };

/** What a connection came with: its address and the headers `admit` set (the claims). */
export type ConnectionRequest = { url: string; headers: { get(name: string): string | null } };

/** Durable storage as the parts use it: a key-value store with one alarm (Durable Object storage's shape). */
export interface HostStorage {
  get<T = unknown>(key: string): Promise<T | undefined>;
  get<T = unknown>(keys: string[]): Promise<Map<string, T>>;
  put<T>(key: string, value: T): Promise<void>;
  put<T>(entries: Record<string, T>): Promise<void>;
  delete(key: string): Promise<boolean>;
  delete(keys: string[]): Promise<number>;
  list<T = unknown>(options?: ListOptions): Promise<Map<string, T>>;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number | Date): Promise<void>;
}

/** One socket: its id, the address it came on, its (serialised) state, and what may be done to it. */
export interface HostConnection<S = unknown> {
  readonly id: string;
  readonly uri: string;
  readonly state: S | null;
  setState(state: S | null): unknown;
  send(message: string): void;
  close(code?: number, reason?: string): void;
}

/** Another room of the project, reached by a request (PartyKit's `Stub.fetch`). */
type RoomStub = {
  fetch(init: RequestInit): Promise<Response>;
  fetch(path: string, init: RequestInit): Promise<Response>;
};
/** The rooms of one party ("main": sermon rooms, "relay": relay rooms) by name. */
type PartyHandle = { get(name: string): RoomStub };
export type Parties = Record<string, PartyHandle | undefined>;

/** Time as the room sees it: `Date.now()` and timers, on the platform's clock or a test's. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RoomHost {
  /** The room's name; like PartyKit's it may throw where the platform does not know it (an alarm). */
  readonly id: string;
  readonly env: Record<string, unknown>;
  readonly storage: HostStorage;
  getConnections<S = unknown>(tag?: string): Iterable<HostConnection<S>>;
  getConnection<S = unknown>(id: string): HostConnection<S> | undefined;
  broadcast(message: string): void;
  /** The other rooms; may throw (PartyKit's throws inside `onAlarm`). */
  parties(): Parties;
  readonly clock: Clock;
  fetch(input: string | URL, init?: RequestInit): Promise<Response>;
  /** Runs `task` with no event delivered meanwhile (the platform's input gate). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

/** The platform's clock: wall time and the runtime's own timers. */
/** A signal that aborts after `ms` on `clock` (AbortSignal.timeout keeps the wall clock). */
export function clockTimeout(clock: Clock, ms: number) {
  const controller = new AbortController();
  clock.setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ms);
  return controller.signal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
