import { env } from "./env.server.ts";

import { PEER_HEADER } from "#app/utils/peer.ts";

/**
 * The client's address: from a trusted proxy's X-Forwarded-For, or else the socket's own address
 * (which the HTTP guard copies into PEER_HEADER, overwriting any a client sent). Loopback counts
 * as unknown: it is this machine (a local proxy without TRUST_PROXY, or the tests), not a client.
 */
export function clientAddress(request: Request): string | null {
  const address =
    env.TRUST_PROXY === "1"
      ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
      : request.headers.get(PEER_HEADER);
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
