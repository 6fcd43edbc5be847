// The one way the web and the room send a request to an address an organisation chose (translator,
// speech). What both runtimes share is here; how a connection is made is the caller's transport,
// because it is what differs (decision 052): the web passes its Node transport, which resolves the
// name, refuses a private answer and connects to the very address it checked
// (app/features/providers/outbound.server.ts); the room passes party/provider-transport.ts, which
// cannot resolve names in workerd and so sends a name through the web. Here: http(s) only, no
// credentials in the address, and a redirect is a failure, never followed, so a key never travels
// on to wherever an answer points.

/** Sends one request to `url` the way this runtime may; it throws when the address is refused. */
export type ProviderTransport = (url: URL, init: RequestInit) => Promise<Response>;

export async function providerFetch(transport: ProviderTransport, url: string, init: RequestInit): Promise<Response> {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("provider address is not http(s)");
  if (parsed.username || parsed.password) throw new Error("provider address carries credentials");
  const response = await transport(parsed, { ...init, redirect: "manual" });
  // workerd answers a manual redirect with its 3xx status (browsers say "opaqueredirect", status 0).
  if (response.status === 0 || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel();
    throw new Error(`provider redirected (${response.status})`);
  }
  return response;
}
