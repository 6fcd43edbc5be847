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

/**
 * The range a limit counts `address` in (decision 051): an IPv4 address alone, an IPv6 address by
 * its /64. One subscriber, one phone on a mobile network, gets a whole /64 and may use any address
 * in it, so counting IPv6 addresses one by one gave a script 2^64 fresh "clients". An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is the IPv4 address. Anything unreadable is counted as itself.
 */
export function addressRange(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(":")) return bare;
  const [head = "", tail, extra] = bare.toLowerCase().split("::");
  if (extra !== undefined) return bare;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (…:1.2.3.4) is the last 32 bits: outside the /64 either way.
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const prefix = groups.slice(0, 4);
  if (prefix.length < 4 || prefix.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return bare;
  return `${prefix.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** The client's address range as limits count it (addressRange), or null when unknown. */
export function clientRange(request: Request, hops = trustedProxyHops()): string | null {
  const address = clientAddress(request, hops);
  return address === null ? null : addressRange(address);
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

/** True when a browser reading `path` as a Location would stay on this origin. */
function staysHere(path: string) {
  const decoded = decodedOrNull(path);
  if (decoded === null) return false;
  return [path, decoded].every((form) => !UNSAFE.test(form) && !form.startsWith("//"));
}

/**
 * The one answer to "where may we send this visitor": a same-origin path, or `fallback`. The
 * target is checked as sent and once decoded ("%2F%2Fevil" and "%5C" tricks), then resolved as a
 * browser would (dot segments, encoded dots), and what resolving gives is checked again:
 * "/.//x.test" and "/%2e%2e//x.test" only turn into "//x.test" once resolved.
 */
export function safeRedirect<Fallback extends string | null = string>(
  to: FormDataEntryValue | string | null | undefined,
  fallback: Fallback = "/dashboard" as Fallback,
): string | Fallback {
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/") || !staysHere(to)) return fallback;
  const resolved = new URL(to, BASE);
  if (resolved.origin !== BASE) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!staysHere(path)) return fallback;
  // Read once more, it must mean the same place (nothing left that a second reading changes).
  const again = new URL(path, BASE);
  return again.origin === BASE && again.href === resolved.href ? path : fallback;
}

/** Where the page that sent `request` was, when it was a page of this site: for forms that post and go back. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(request.url).origin) return null;
  return safeRedirect(`${url.pathname}${url.search}`, null);
}
