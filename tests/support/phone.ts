// One phone in the pews, as plain HTTP and WebSocket: it asks for a room token as the listener
// island does (/api/room-token, keeping the guest cookie it is given), opens the socket the token
// is for and waits for its first caption. Lean on purpose: the rush benchmark runs thousands.
import http from "node:http";
import WebSocket from "ws";

/**
 * GET as a browser does it: a request on a kept-alive connection that the server closed at that
 * moment is sent once more on a fresh one (browsers retry such idempotent requests by themselves).
 */
export function browserGet(url: string | URL, headers: Record<string, string>) {
  return fetch(url, { headers }).catch(() => fetch(url, { headers }));
}

/** What a phone's browser says it can decode (Chromium's header), so the server answers as it would. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const keptAlive = new http.Agent({ keepAlive: true });

/**
 * GET as a phone's browser does it, the body taken as it came (compressed) and not decoded: a phone
 * decodes on its own CPU, and thousands decoding in a benchmark's one process take the CPU the
 * server it measures then lacks. A kept-alive connection the server closed meanwhile is tried once
 * more on a fresh one. Resolves with the status, the encoding and the bytes received.
 */
export function phoneGet(url: string | URL, headers: Record<string, string>, retry = true) {
  return new Promise<{ status: number; encoding: string | null; bytes: number }>((resolve, reject) => {
    // The second try on a connection of its own: the pool may hold other connections closed meanwhile.
    const agent = retry ? keptAlive : false;
    const request = http.get(url, { agent, headers: { "Accept-Encoding": BROWSER_ENCODINGS, ...headers } });
    request.once("response", (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] ?? null, bytes }),
      );
      response.once("error", reject);
    });
    request.once("error", (error) => (retry ? phoneGet(url, headers, false).then(resolve, reject) : reject(error)));
  });
}

export type TokenAnswer = {
  status: number;
  token?: string;
  /** The room server's host, and the room the web sent this listener to (decision 013). */
  host?: string;
  party?: string;
  room?: string;
  /** The `et_guest` cookie: the phone's guest id, kept like a browser keeps it. */
  guestCookie: string | null;
};

/** GET /api/room-token from `address` (the church router's public address, as the proxy forwards it). */
export async function askRoomToken(options: {
  webUrl: string;
  broadcastId: string;
  language: string;
  address: string;
  guestCookie?: string | null;
}): Promise<TokenAnswer> {
  const query = new URLSearchParams({ broadcastId: options.broadcastId, language: options.language });
  const response = await browserGet(`${options.webUrl}/api/room-token?${query}`, {
    "X-Forwarded-For": options.address,
    ...(options.guestCookie ? { Cookie: options.guestCookie } : {}),
  });
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("et_guest="));
  const body = (await response.json()) as Omit<TokenAnswer, "status" | "guestCookie">;
  return { ...body, status: response.status, guestCookie: set ?? options.guestCookie ?? null };
}

/** The socket address a token answer names; `extra` is query text a client adds (tests forge it). */
export function socketUrl(answer: TokenAnswer, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ token: answer.token!, ...extra });
  return `ws://${answer.host}/parties/${answer.party}/${encodeURIComponent(answer.room!)}?${query}`;
}

export type Listening = {
  socket: WebSocket;
  /** Resolves with performance.now() when the first caption (a segment) arrives. */
  firstCaption: Promise<number>;
};

/** Opens the socket; resolves once it is open (rejects with the status when the room refuses it). */
export function listen(url: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let captioned: (at: number) => void = () => {};
    const firstCaption = new Promise<number>((done) => (captioned = done));
    // A caption is told by its first bytes: thousands of sockets cannot afford to parse every frame.
    socket.on("message", (data) => {
      if (String(data).startsWith('{"type":"segment"')) captioned(performance.now());
    });
    socket.once("open", () => resolve({ socket, firstCaption }));
    socket.once("unexpected-response", (_, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once("error", reject);
  });
}
