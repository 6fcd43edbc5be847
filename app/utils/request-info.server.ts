import { env } from "./env.server.ts";

import { PEER_HEADER } from "#app/utils/peer.ts";

/** How many reverse proxies in front of the app add to X-Forwarded-For (TRUST_PROXY; 0: none). */
export const trustedProxyHops = () => Number(env.TRUST_PROXY);

/**
 * The client's address. Behind `hops` trusted proxies, each appends the address it was reached
 * from to X-Forwarded-For, so the client's own is the `hops`-th entry from the right: whatever
 * stands further left the client wrote itself, and believing it (the left-most entry) let anyone
 * pick a fresh address for every request. Without a proxy it is the socket's own address (which
 * the HTTP guard copies into PEER_HEADER, overwriting any a client sent). Loopback counts as
 * unknown: it is this machine (a local proxy without TRUST_PROXY, or the tests), not a client.
 */
export function clientAddress(request: Request, hops = trustedProxyHops()): string | null {
  let address: string | undefined;
  if (hops > 0) {
    const entries = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request did not come through them all; nothing to believe.
    address = entries.length >= hops ? entries[entries.length - hops] : undefined;
  } else {
    address = request.headers.get(PEER_HEADER) ?? undefined;
  }
  if (!address || /^(127\.|::1$|::ffff:127\.)/.test(address)) return null;
  return address.slice(0, 64);
}

const BASE = "http://this-origin.invalid";
// Control characters (browsers drop tabs and newlines, turning "/\t/evil" into "//evil"),
// backslashes (read as slashes) and spaces have no place in a path we send people to.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\]/;

function decodedOrNull(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A same-origin path to return to after signing in; anything else becomes `fallback`. Checked
 * as sent and once decoded ("%2F%2Fevil" and "%5C" tricks), and by resolving it as a browser
 * would: only a path that stays on this origin passes.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/")) return fallback;
  const decoded = decodedOrNull(to);
  if (decoded === null) return fallback;
  for (const form of [to, decoded]) {
    if (UNSAFE.test(form) || form.startsWith("//")) return fallback;
  }
  const resolved = new URL(to, BASE);
  if (resolved.origin !== BASE) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
