// Who is connected and what each may send. A connection's claims come from its signed room token,
// checked before the socket opens, and live in its serialised state, which survives hibernation.
import type { HostConnection, RoomHost } from "./host.ts";
import {
  clientMessageSchema,
  hostOnly,
  interpreterMay,
  operatorOnly,
  type ClientMessage,
  type ServerMessage,
} from "../app/neutral/protocol.ts";
import type { ListenerLimits } from "./listener-limits.ts";
import type { Relays } from "./shards.ts";
import type { RoomClaims } from "../app/neutral/token.ts";

/**
 * `from`: the last segment stored when the connection came. Segments up to it reach the
 * connection by catch-up, later ones live; a delivery already queued for an earlier segment skips
 * it, so a reconnect in the middle of a sermon gets nothing twice and nothing out of order.
 */
export type ConnectionState = RoomClaims & {
  listenerId: string;
  from: number;
  /** The listener asked for the server voice's clips (decision 022). */
  voice?: boolean;
};

const MAX_MESSAGE_LENGTH = 16_384;
/** The host's and operators' messages: a reading reviewed in seven languages (decision 039) is larger. */
export const MAX_STAFF_MESSAGE_LENGTH = 131_072;

/** The claims `admit` put on the connection's request. */
export function claimsOf(request: { headers: { get(name: string): string | null } }) {
  return JSON.parse(request.headers.get("x-room-claims") ?? "{}") as RoomClaims;
}

/**
 * The tags a connection is found by: its role, its language and its listener (a relay takes only
 * listeners, so its tags are the same rule's).
 */
export function tagsOf(connectionId: string, claims: RoomClaims) {
  // The listener tag finds a listener's other connections without looking at every connection.
  return [claims.role, `lang:${claims.language}`, `listener:${claims.listenerId ?? connectionId}`];
}

/** A client message that passes the protocol, or null. */
export function parseClientMessage(
  raw: string | ArrayBuffer | ArrayBufferView,
  maxLength = MAX_MESSAGE_LENGTH,
): ClientMessage | null {
  if (typeof raw !== "string" || raw.length > maxLength) return null;
  let parsed;
  try {
    parsed = clientMessageSchema.safeParse(JSON.parse(raw));
  } catch {
    return null;
  }
  return parsed.success ? parsed.data : null;
}

const HEARTBEAT = JSON.stringify({ type: "heartbeat" } satisfies ServerMessage);

/**
 * A page's heartbeat (decision 051), answered here and now by the sermon room and its relays
 * alike: not behind the delivery queue (a long catch-up must not look like a dead socket), with no
 * storage touched and no allowance spent. True when `message` was one.
 */
export function answerHeartbeat(message: ClientMessage, connection: HostConnection) {
  if (message.type !== "heartbeat") return false;
  connection.send(HEARTBEAT);
  return true;
}

/**
 * Why the sender may not send this message (its role, or the person's rate limit), or null. The
 * limit is the person's (listener-limits.ts), shared by all their connections.
 */
export async function refusal(message: ClientMessage, state: ConnectionState, limits: ListenerLimits) {
  if (hostOnly.has(message.type) && state.role !== "host") return "forbidden";
  if (operatorOnly.has(message.type) && state.role === "listener") return "forbidden";
  // An interpreter speaks their language and reads; only they send `interpret` (decision 064).
  if (message.type === "interpret" && state.role !== "interpreter") return "forbidden";
  if (state.role === "interpreter" && !interpreterMay.has(message.type)) return "forbidden";
  // A display only reads: it may ask for what it missed (or whether it has it all), nothing else.
  if (state.role === "display" && message.type !== "resume" && message.type !== "ping") return "forbidden";
  if (state.role === "listener" && !(await limits.message(state.listenerId, message.type === "accept")))
    return "rate_limited";
  return null;
}

/** True while the listener is still here on another connection (switched language, reconnected). */
export function stillListening(room: RoomHost, closing: HostConnection, listenerId: string) {
  for (const other of room.getConnections<ConnectionState>(`listener:${listenerId}`)) {
    if (other.id !== closing.id && other.state?.role === "listener") return true;
  }
  return false;
}

/**
 * The languages listeners, displays and the booth read in this room (an operator reading Spanish
 * has every line in Spanish even with no Spanish phone here, issue 41), kept between connection changes: a
 * segment asks for them (twice) and scanning a thousand connections' state each time was the
 * room's largest cost per segment after the sends themselves. Memory only, so a woken room starts
 * empty and scans once; every connect, close and error drops it.
 */
export class LocalLanguages {
  private cached: Set<string> | null = null;

  constructor(private readonly room: RoomHost) {}

  changed() {
    this.cached = null;
  }

  get(): ReadonlySet<string> {
    if (this.cached) return this.cached;
    const languages = new Set<string>();
    // Not the host's: the host always reads the language it speaks.
    for (const role of ["listener", "display", "operator"]) {
      for (const connection of this.room.getConnections<ConnectionState>(role)) {
        if (connection.state?.language) languages.add(connection.state.language);
      }
    }
    return (this.cached = languages);
  }
}

/** Every language listeners and displays read, here and on the relays. */
export function languagesInUse(local: LocalLanguages, relays: Relays) {
  const languages = new Set(local.get());
  for (const language of relays.languages()) languages.add(language);
  return [...languages];
}
