import WebSocket from "ws";
import { serverMessageSchema, type ClientMessage, type ServerMessage } from "#app/neutral/protocol.ts";
import { signedHeaders } from "#app/neutral/signed-request.ts";
import { signRoomToken, type RoomClaims } from "#app/neutral/token.ts";
import { TEST_ROOM_SECRET } from "#tests/setup/partykit.ts";

/** A token as the web app would mint it, valid for ten minutes unless told otherwise. */
export function tokenFor(claims: Omit<RoomClaims, "exp"> & { exp?: number }, secret = TEST_ROOM_SECRET) {
  return signRoomToken({ exp: Date.now() + 600_000, ...claims }, secret);
}

/** The web app's signed command to a room (configure, end). */
export async function commandRoom(roomUrl: string, broadcastId: string, command: unknown) {
  const body = JSON.stringify(command);
  return fetch(`${roomUrl}/parties/main/${broadcastId}`, {
    method: "POST",
    headers: { ...(await signedHeaders(TEST_ROOM_SECRET, body)), "Content-Type": "application/json" },
    body,
  });
}

let pings = 0;
/**
 * The runtime's doings on demand (party/test-seam.ts). "evict": the room forgets everything in
 * memory while its sockets stay open, as after ten quiet seconds; "restart": a deploy, every
 * socket closed. Resolves once the room has done it.
 */
export async function forceRoom(roomUrl: string, broadcastId: string, type: "evict" | "restart") {
  const body = JSON.stringify({ type });
  const response = await fetch(`${roomUrl}/parties/main/${broadcastId}/test-seam`, {
    method: "POST",
    headers: { ...(await signedHeaders(TEST_ROOM_SECRET, body)), "Content-Type": "application/json" },
    body,
  });
  const text = await response.text();
  // A restart answers with the reset's error, by design; an eviction must answer ok.
  if (type === "evict" && !response.ok) throw new Error(`eviction refused with ${response.status}: ${text}`);
}

/** A test participant: collects every message the room sends, in order. */
export async function joinRoom(
  roomUrl: string,
  broadcastId: string,
  token: string,
  query: Record<string, string> = {},
  /** A relay room of the sermon instead of the sermon room itself (decision 013). */
  relay?: string,
) {
  const params = new URLSearchParams({ token, ...query });
  const path = relay ? `relay/${relay}` : `main/${broadcastId}`;
  const socket = new WebSocket(`${roomUrl.replace("http", "ws")}/parties/${path}?${params}`);
  const messages: ServerMessage[] = [];
  socket.on("message", (data) => messages.push(serverMessageSchema.parse(JSON.parse(String(data)))));
  // Listened for from the start: a room that closes a socket at once may do it before `open` resolves.
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once("error", reject);
  });
  const waitFor = async (predicate: (all: ServerMessage[]) => boolean, label = "messages", timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(messages)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}; got ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return messages;
  };
  const send = (message: ClientMessage | string) =>
    socket.send(typeof message === "string" ? message : JSON.stringify(message));
  return {
    socket,
    messages,
    send,
    /**
     * Pings the room and waits for its pong, which the room sends after everything it queued for
     * this connection before the ping. Returns how many messages came before the pong.
     */
    ping: async () => {
      const id = `ping-${++pings}`;
      send({ type: "ping", id });
      const all = await waitFor((got) => got.some((m) => m.type === "pong" && m.id === id), `pong ${id}`, 30_000);
      return all.findIndex((m) => m.type === "pong" && m.id === id);
    },
    segments: () => messages.filter((message) => message.type === "segment"),
    /** The close code, once the socket has closed. */
    closed: () => closed,
    waitFor,
    waitForSegments: (count: number) =>
      waitFor((all) => all.filter((message) => message.type === "segment").length >= count, `${count} segments`),
    /** Drops the connection the way a phone losing Wi-Fi does (no closing handshake). */
    drop: () =>
      new Promise<void>((resolve) => {
        socket.once("close", () => resolve());
        socket.terminate();
      }),
  };
}

/** The HTTP status a connection attempt was refused with (101 when accepted). */
export function connectionStatus(roomUrl: string, broadcastId: string, token?: string, relay?: string) {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const path = relay ? `relay/${relay}` : `main/${broadcastId}`;
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(`${roomUrl.replace("http", "ws")}/parties/${path}${query}`);
    socket.on("unexpected-response", (_, response) => resolve(response.statusCode ?? 0));
    socket.on("open", () => {
      resolve(101);
      socket.close();
    });
    socket.on("error", () => resolve(0));
  });
}
