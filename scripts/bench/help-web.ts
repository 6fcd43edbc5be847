// The web app's segment-help endpoint as the live-flow benchmark needs it (issue 39): healthy (a
// plan that leaves the segment to the engine, the common answer), slowed (`delayMs`), or stopped
// (`down`: an address nothing listens on, as when the web process is gone). The room signs its
// requests; this stand-in answers without checking, it only stands in for the web's timing.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { freePort } from "#tests/setup/free-port.ts";

export type HelpMode = "none" | "healthy" | "down";

export async function startHelpWeb(mode: HelpMode, delayMs = 0) {
  if (mode === "none") return { url: undefined, asked: () => 0, close: async () => {} };
  if (mode === "down") {
    const url = `http://127.0.0.1:${await freePort()}/api/segment-help`;
    return { url, asked: () => 0, close: async () => {} };
  }
  let asked = 0;
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    asked++;
    const { text, targets } = JSON.parse(body) as { text: string; targets: string[] };
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const plans = Object.fromEntries(targets.map((target) => [target, [{ source: "rest", said: text }]]));
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ plans }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/segment-help`,
    asked: () => asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
