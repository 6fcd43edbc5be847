// The room's one way to reach a provider an organisation chose (translator, speech). The web app
// has already checked the address (app/features/providers/room-config.server.ts: public, or
// allowed on this instance) before it configured the room; the room cannot resolve names itself,
// so here it keeps to what it can: http(s) only, and a redirect is a failure, never followed,
// so a key never travels on to wherever an answer points.
export async function providerFetch(url: string, init: RequestInit): Promise<Response> {
  const protocol = new URL(url).protocol;
  if (protocol !== "https:" && protocol !== "http:") throw new Error("provider address is not http(s)");
  const response = await fetch(url, { ...init, redirect: "manual" });
  // workerd answers a manual redirect with its 3xx status (browsers say "opaqueredirect", status 0).
  if (response.status === 0 || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel();
    throw new Error(`provider redirected (${response.status})`);
  }
  return response;
}
