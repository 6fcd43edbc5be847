// How the room reaches a provider an organisation chose (decision 052). workerd cannot resolve a
// name or choose the address its fetch connects to, so the room cannot check that a name still
// points where the web checked it. It keeps to what it can promise:
// - an address written as an IP (the web checked it before it configured the room: public, or
//   allowed on this instance, such as the built-in Apertium) is fetched directly: no resolving
//   happens, so the address checked is the address connected to;
// - a name goes through the web app (`providerRelayUrl`, a signed request): the web resolves it,
//   refuses a private answer, and connects to the address it checked, with the name kept for TLS;
// - a name with no web to go through is refused.
import type { ProviderTransport } from "../app/neutral/provider-fetch.ts";
import { providerRelayRequestSchema, type ProviderRelayRequest } from "../app/neutral/room-web-protocol.ts";
import { signedHeaders } from "../app/neutral/signed-request.ts";

/** An IPv4 dotted quad (the URL parser writes every IPv4 spelling so) or a bracketed IPv6 address. */
const isIpLiteral = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");

export function roomProviderTransport(
  relayUrl: string | undefined,
  secret: string,
  roomId: () => string,
  fetch: (url: string | URL, init: RequestInit) => Promise<Response> = globalThis.fetch,
) {
  const transport: ProviderTransport = async (url, init) => {
    if (isIpLiteral(url.hostname)) return fetch(url, init);
    if (!relayUrl) throw new Error("provider address is a name and the room has no web to resolve it");
    const request: ProviderRelayRequest = {
      broadcastId: roomId(),
      url: url.href,
      method: init.method === "POST" ? "POST" : "GET",
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === "string" ? init.body : undefined,
    };
    providerRelayRequestSchema.parse(request);
    const body = JSON.stringify(request);
    return fetch(relayUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(await signedHeaders(secret, body)) },
      body,
      signal: init.signal,
      // The web never redirects here; one would be a failure (provider-fetch.ts), never followed.
      redirect: "manual",
    });
  };
  return transport;
}
