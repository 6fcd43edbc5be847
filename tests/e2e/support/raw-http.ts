// Requests the browser and Playwright's client will not send (TRACE, made-up methods, broken
// headers): plain node:http and raw sockets, each bounded by a timeout.
import http from "node:http";
import net from "node:net";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function send(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node's client frames no body of a DELETE unless told its length.
    const headers = {
      ...(options.body !== undefined && !options.headers?.["Transfer-Encoding"]
        ? { "Content-Length": String(Buffer.byteLength(options.body)) }
        : {}),
      ...options.headers,
    };
    // A fresh connection each time: one refusal must not leave the next request a closed socket.
    const request = http.request(
      url,
      { method: options.method, headers, agent: false, timeout: 20_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${options.method} ${url} timed out`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Writes bytes as they are and returns the status line's code (0 when the server just closed). */
export function sendRaw(port: number, bytes: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.setTimeout(20_000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on("error", reject);
    socket.end(bytes);
  });
}
