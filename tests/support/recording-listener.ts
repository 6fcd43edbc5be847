// A real HTTP server on loopback that records everything that reaches it (every connection,
// every request with its headers and body) and answers as the test says. It stands in for an
// address an organisation administrator typed, to show what our outbound requests send where.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
export type Answer = { status?: number; headers?: Record<string, string>; body?: string };

export async function startRecordingListener(answer: (request: Recorded) => Answer = () => ({})) {
  const requests: Recorded[] = [];
  let connections = 0;
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const recorded = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
    requests.push(recorded);
    const { status = 200, headers = { "Content-Type": "text/plain" }, body: text = "" } = answer(recorded);
    response.writeHead(status, headers).end(text);
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    /** TCP connections accepted, including ones that never became an HTTP request (a TLS hello). */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
