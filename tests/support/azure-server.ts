// A local server that speaks Azure AI Translator v3 and Azure Speech's REST protocol as
// documented, so the Azure paths are tested over real HTTP without a paid account:
//   POST /translate?api-version=3.0&from=en&to=es&to=pt   body [{"Text": "..."}]
//     headers Ocp-Apim-Subscription-Key (+ Ocp-Apim-Subscription-Region); 401 for a wrong key
//   POST /sts/v1.0/issueToken   header Ocp-Apim-Subscription-Key → a token as text/plain
//   POST /cognitiveservices/v1   SSML body, X-Microsoft-OutputFormat → audio bytes
import http from "node:http";
import type { AddressInfo } from "node:net";

export type AzureServerOptions = {
  key: string;
  latencyMs?: number;
  failWith?: number | null;
  /** Clips a browser can play (half a second of silent MP3, 8 kB); otherwise 14 bytes, as benchmarks send. */
  playableAudio?: boolean;
};

/**
 * Deterministic stand-in "translations": recognisable and checkable. Like the real service, the
 * dynamic dictionary markup <mstrans:dictionary translation="X">word</mstrans:dictionary> comes
 * back as X (learn.microsoft.com "Translator: dynamic dictionary").
 */
const fakeTranslation = (text: string, to: string) =>
  `[${to}] ${text.replace(/<mstrans:dictionary translation="([^"]*)">[^<]*<\/mstrans:dictionary>/g, "$1")}`;

/**
 * Half a second of real, playable MP3 (so a browser test hears a clip end): MPEG-1 Layer III
 * frames, 128 kbit/s, 44.1 kHz, mono, whose side information is all zero — every granule is
 * silence. A frame is 144 × 128000 / 44100 = 417 bytes; 20 frames of 1152 samples ≈ 0.52 s.
 */
const silentMp3 = Buffer.concat(
  Array.from({ length: 20 }, () => {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0xc0]);
    return frame;
  }),
);

export type AzureState = AzureServerOptions & {
  translateRequests: { from: string | null; to: string[]; texts: string[]; arrivedAt: number; heldMs: number }[];
  speechRequests: number;
};

export function azureState(options: AzureServerOptions): AzureState {
  return { ...options, translateRequests: [], speechRequests: 0 };
}

/**
 * The protocol itself, as a Fetch handler: the local server below serves it over HTTP, and the
 * in-memory room host (tests/support/memory-host/rooms.ts) calls it in-process. `arrived`: when the request came
 * (performance.now()), for the time this "provider" held it.
 */
export async function azureResponse(state: AzureState, request: Request, arrived = performance.now()) {
  const body = await request.text();
  const url = new URL(request.url);
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
  if (request.headers.get("ocp-apim-subscription-key") !== state.key) {
    return json(401, {
      error: { code: 401000, message: "The request is not authorized because credentials are missing or invalid." },
    });
  }
  if (state.failWith)
    return json(state.failWith, { error: { code: state.failWith * 1000, message: "Injected failure" } });
  if (request.method === "POST" && url.pathname === "/translate") {
    if (url.searchParams.get("api-version") !== "3.0")
      return json(400, { error: { code: 400021, message: "The API version parameter is missing or invalid." } });
    const to = url.searchParams.getAll("to");
    const items = JSON.parse(body) as { Text: string }[];
    // How long this "provider" held the request: the benchmark takes it off the room's time.
    state.translateRequests.push({
      from: url.searchParams.get("from"),
      to,
      texts: items.map((item) => item.Text),
      arrivedAt: arrived,
      heldMs: performance.now() - arrived,
    });
    return json(
      200,
      items.map((item) => ({
        translations: to.map((code) => ({ text: fakeTranslation(item.Text, code), to: code })),
      })),
    );
  }
  if (request.method === "POST" && url.pathname === "/sts/v1.0/issueToken") {
    // Like Azure's, a JWT (header.payload.signature, base64url).
    const token = `eyJhbGciOiJub25lIn0.${Buffer.from(`test-token-${Date.now()}`).toString("base64url")}.`;
    return new Response(token, { headers: { "Content-Type": "text/plain" } });
  }
  if (request.method === "POST" && url.pathname === "/cognitiveservices/v1") {
    state.speechRequests++;
    if (!body.includes("<speak")) return json(400, { error: { message: "SSML body required" } });
    const audio = state.playableAudio ? silentMp3 : Buffer.from("ID3-fake-audio");
    return new Response(new Uint8Array(audio), { headers: { "Content-Type": "audio/mpeg" } });
  }
  return json(404, { error: { code: 404000, message: "Not found" } });
}

export async function startAzureServer(options: AzureServerOptions) {
  const state = azureState(options);
  const server = http.createServer(async (request, response) => {
    const arrived = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    await new Promise((resolve) => setTimeout(resolve, state.latencyMs ?? 0));
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    const method = request.method ?? "GET";
    const answer = await azureResponse(
      state,
      new Request(`http://localhost${request.url ?? "/"}`, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
      }),
      arrived,
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
