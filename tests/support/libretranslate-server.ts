// A local server that speaks LibreTranslate's documented API (docs.libretranslate.com), so the
// LibreTranslate path is tested over real HTTP, as Azure's is:
//   GET  /languages  → [{ code, name, targets }]
//   POST /translate  { q, source, target, format, api_key? } → { translatedText }
//        (`q` an array of texts: `translatedText` the array of their translations, in order)
//        400 for an unsupported pair, 403 for a wrong key when a key is required,
//        500 { error } for a target listed in `failTargets` (a server that fails: the lag meter's warning);
//        `delayMs(text, target)` makes it slow for some texts (a listener's "about N s behind");
//        `hold(texts, target)` keeps a request unanswered until the promise it returns settles.
import http from "node:http";
import type { AddressInfo } from "node:net";

const libreLanguages = ["en", "es", "pt", "id", "zh", "ar", "hi"];
/** Deterministic stand-in "translations", as tests/support/azure-server.ts makes them. */
const fakeLibreTranslation = (text: string, target: string) => `(${target}) ${text}`;

export async function startLibreTranslateServer(
  options: {
    apiKey?: string;
    port?: number;
    host?: string;
    failTargets?: string[];
    delayMs?: (text: string, target: string) => number;
    hold?: (texts: string[], target: string) => Promise<void> | undefined;
  } = {},
) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? "/", "http://localhost");
    const json = (status: number, value: unknown) => {
      response.writeHead(status, {
        "Content-Type": "application/json; charset=utf-8",
        "Access-Control-Allow-Origin": "*",
      });
      response.end(JSON.stringify(value));
    };
    if (request.method === "GET" && url.pathname === "/languages") {
      return json(
        200,
        libreLanguages.map((code) => ({ code, name: code, targets: libreLanguages.filter((other) => other !== code) })),
      );
    }
    if (request.method === "POST" && url.pathname === "/translate") {
      let body: Record<string, unknown>;
      try {
        body = request.headers["content-type"]?.includes("json")
          ? (JSON.parse(raw) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(raw));
      } catch {
        return json(400, { error: "Invalid request" });
      }
      requests.push({ path: url.pathname, body });
      if (options.apiKey && body.api_key !== options.apiKey) return json(403, { error: "Invalid API key" });
      const { q, source, target } = body as { q?: string | string[]; source?: string; target?: string };
      const texts = Array.isArray(q) ? q : [q];
      if (!texts.length || texts.some((text) => typeof text !== "string") || !source || !target)
        return json(400, { error: "Invalid request: missing q, source or target" });
      if (!libreLanguages.includes(source) || !libreLanguages.includes(target))
        return json(400, { error: `${source} → ${target} is not supported` });
      if (options.failTargets?.includes(target)) return json(500, { error: "Translation error" });
      const delay = Math.max(0, ...texts.map((text) => options.delayMs?.(text as string, target) ?? 0));
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await options.hold?.(texts as string[], target);
      const translated = (texts as string[]).map((text) => fakeLibreTranslation(text, target));
      return json(200, { translatedText: Array.isArray(q) ? translated : translated[0] });
    }
    json(404, { error: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `tsx tests/support/libretranslate-server.ts PORT`: a standalone server (for browser tests).
if (process.argv[1]?.endsWith("libretranslate-server.ts")) {
  const port = Number(process.argv[2] ?? 5000);
  void startLibreTranslateServer({ port }).then((server) => console.log(`LibreTranslate stand-in on ${server.url}`));
}
