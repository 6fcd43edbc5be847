// Requests that never reach React Router, answered by the one web server (server/app.ts,
// server/serve.ts) instead of crashing it or leaving it to express's generic 500.
// See docs/decisions/014-hardening.md.
import http from "node:http";
import type { Duplex } from "node:stream";
import { PEER_HEADER } from "./peer.ts";

/** Larger than any form the app takes (four 5 MB images plus fields), far below what hurts. */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";
// Node's fetch Request refuses these, so React Router's adapter threw a 500 for them.
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type Refusal = { status: number; text: string };

/** Why a request is answered here and now, or null to hand it on. */
export function screenRequest(method: string, headers: http.IncomingHttpHeaders): Refusal | null {
  if (REFUSED_METHODS.has(method)) return { status: 405, text: "Method Not Allowed" };
  if (!BODY_METHODS.has(method)) return null;
  const length = headers["content-length"];
  // A body without a length could be endless; every browser form sends one.
  if (length === undefined && headers["transfer-encoding"]) return { status: 411, text: "Length Required" };
  if (length !== undefined && !(Number(length) <= MAX_BODY_BYTES)) return { status: 413, text: "Payload Too Large" };
  return null;
}

function rawAnswer(socket: Duplex, status: number, text: string) {
  if (!socket.writable) return socket.destroy();
  const allow = status === 405 || status === 501 ? `Allow: ${ALLOWED_METHODS}\r\n` : "";
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\n${allow}Content-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * Express middleware, first in the web server's pipeline (server/app.ts): tells loaders who
 * connected and answers the requests React Router must never see.
 */
export function requestGuard(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) {
  // Loaders cannot see the socket; the header tells them who connected (never the client's word).
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
  const refusal = screenRequest((request.method ?? "").toUpperCase(), request.headers);
  if (!refusal) return next();
  response.writeHead(refusal.status, {
    "Content-Type": "text/plain; charset=utf-8",
    Connection: "close",
    ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
  });
  response.end(refusal.text);
  // Whatever body was announced is not read.
  request.resume();
}

// A method Node's parser does not know at all is "not implemented" (RFC 9110 §9.1), not 400.
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_INVALID_METHOD: [501, "Not Implemented"],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/** What never becomes a request: a method Node's parser does not know, and CONNECT. */
export function guardServer(server: http.Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET") return socket.destroy();
    // A listener replaces Node's own answer, so the other codes get what Node would have sent.
    const [status, text] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request"];
    rawAnswer(socket, status, text);
  });
  // Without a listener Node drops a CONNECT request's socket without a word.
  server.on("connect", (_request: http.IncomingMessage, socket: Duplex) =>
    rawAnswer(socket, 405, "Method Not Allowed"),
  );
}
