// One phone in the pews, as plain HTTP and WebSocket: it asks for a room token as the listener
// island does (/api/room-token, keeping the guest cookie it is given), opens the socket the token
// is for and waits for its first caption. Lean on purpose: the rush benchmark runs thousands.
import WebSocket from "ws";

/**
 * GET as a browser does it: a request on a kept-alive connection that the server closed at that
 * moment is sent once more on a fresh one (browsers retry such idempotent requests by themselves).
 */
export function browserGet(url: string | URL, headers: Record<string, string>) {
  return fetch(url, { headers }).catch(() => fetch(url, { headers }));
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
