// The one way the web server sends a request to an address an organisation chose (translator,
// LibreTranslate, speech token, "test connection"). app/features/providers/outbound-scan.test.ts
// fails if any other server code calls fetch. What it promises:
// - the address is parsed once: http or https only, no credentials in it;
// - the host's addresses (every spelling: see address-guard.server.ts) are checked when the
//   connection is made, not only before, so a name cannot turn private in between;
// - a redirect is never followed: it is a failure (a key must not travel on to where the answer points);
// - the answer is read up to a small limit and handed to the caller, who takes the fields it needs
//   from it; none of our callers passes it on as it came.
import http from "node:http";
import https from "node:https";
import {
  defaultGuardOptions,
  guardedLookup,
  isPublicAddress,
  parseProviderUrl,
  privateAllowed,
  type GuardOptions,
} from "./address-guard.server.ts";
import type { ProviderTransport } from "#app/neutral/provider-fetch.ts";

export type OutboundRequest = {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** Cancels the request (a provider's per-request budget). */
  signal?: AbortSignal;
};

type OutboundFailure = "invalid" | "private" | "unreachable" | "redirect";
export type OutboundAnswer =
  | { ok: true; status: number; contentType: string; text: string; bytes: Buffer }
  | { ok: false; reason: OutboundFailure };

/** Enough for any answer we read (a translation, a token); a larger one is cut off as a failure. */
const MAX_ANSWER_BYTES = 256 * 1024;

export async function outboundRequest(
  raw: string | URL,
  request: OutboundRequest,
  options: GuardOptions = defaultGuardOptions(),
): Promise<OutboundAnswer> {
  const url = parseProviderUrl(raw);
  if (!url) return { ok: false, reason: "invalid" };
  const open = privateAllowed(url, options);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Node's clients skip `lookup` for an address written as one: check it here.
  if (!open && /^[\d.]+$|:/.test(host) && !isPublicAddress(host)) return { ok: false, reason: "private" };
  const client = url.protocol === "https:" ? https : http;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise<OutboundAnswer>((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        headers: { ...request.headers, ...(body ? { "Content-Length": String(body.length) } : {}) },
        ...(open ? {} : { lookup: guardedLookup as never }),
        timeout: request.timeoutMs ?? 10_000,
        ...(request.signal ? { signal: request.signal } : {}),
      },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          incoming.resume();
          return resolve({ ok: false, reason: "redirect" });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            outgoing.destroy();
            return resolve({ ok: false, reason: "unreachable" });
          }
          chunks.push(chunk);
        });
        incoming.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            ok: true,
            status,
            contentType: String(incoming.headers["content-type"] ?? ""),
            text: bytes.toString("utf8"),
            bytes,
          });
        });
        incoming.on("error", () => resolve({ ok: false, reason: "unreachable" }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, reason: error.code === "EPRIVATEADDRESS" ? "private" : "unreachable" }),
    );
    outgoing.end(body);
  });
}

/** The answer's JSON, or null when it is not JSON. */
export function answerJson(answer: Extract<OutboundAnswer, { ok: true }>): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return null;
  }
}

/**
 * The web's transport for the shared provider code (app/neutral/provider-fetch.ts): every request
 * through outboundRequest, so the name is resolved and checked at connect time and the connection
 * goes to the address checked. A refused or unreachable address is an error, like a failed fetch.
 */
export function nodeTransport(options: GuardOptions = defaultGuardOptions()): ProviderTransport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === "string" ? init.body : undefined;
    const method = init.method === "POST" ? "POST" : "GET";
    const answer = await outboundRequest(url, { method, headers, body, signal: init.signal ?? undefined }, options);
    if (!answer.ok) throw new Error(`provider address refused or unreachable (${answer.reason})`);
    return new Response([204, 205].includes(answer.status) ? null : new Uint8Array(answer.bytes), {
      status: answer.status,
      headers: answer.contentType ? { "Content-Type": answer.contentType } : {},
    });
  };
}
