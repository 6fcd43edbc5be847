// Requests that never reach React Router, answered at the Node HTTP server instead of crashing it
// or leaving it to express's generic 500. Loaded by entry.server.tsx, so whatever server imports
// the build (react-router-serve today, a custom one later) gets it before it starts listening.
// See docs/decisions/014-hardening.md.
import http from "node:http";
import type { Duplex } from "node:stream";
import { PEER_HEADER } from "./peer.ts";

/** Larger than any form the app takes (four 5 MB images plus fields), far below what hurts. */
const MAX_BODY_BYTES = 24 * 1024 * 1024;
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

let installed = false;

/** Hooks every Node HTTP server in this process; idempotent. */
export function installHttpGuard() {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      // Loaders cannot see the socket; the header tells them who connected (never the client's word).
      request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
      const refusal = screenRequest((request.method ?? "").toUpperCase(), request.headers);
      if (refusal) {
        response.writeHead(refusal.status, {
          "Content-Type": "text/plain; charset=utf-8",
          Connection: "close",
          ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
        });
        response.end(refusal.text);
        // Whatever body was announced is not read.
        request.resume();
        return true;
      }
    } else if (event === "clientError") {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      // A method Node's parser does not know at all: "not implemented" (RFC 9110 §9.1), not 400.
      if (error.code === "HPE_INVALID_METHOD") {
        rawAnswer(socket, 501, "Not Implemented");
        return true;
      }
    } else if (event === "listening" && this.listenerCount("connect") === 0) {
      // Without a listener Node drops a CONNECT request's socket without a word.
      this.on("connect", (_request: http.IncomingMessage, socket: Duplex) =>
        rawAnswer(socket, 405, "Method Not Allowed"),
      );
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;

  // One request's stray promise must not end every listener's sermon: log it and keep serving.
  process.on("unhandledRejection", (reason) => console.error("Unhandled rejection (kept running)", reason));
}
