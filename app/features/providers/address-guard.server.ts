// Provider requests (translation, "test connection", speech) go where an organisation admin points
// them. Without this guard that is a way into the host's own network: loopback, the LAN, cloud
// metadata. Private addresses are refused unless the instance allows them: the embedded
// Apertium and a LibreTranslate configured beside the app (APERTIUM_URL, LIBRETRANSLATE_URL)
// always are; PROVIDERS_ALLOW_PRIVATE=1 allows every private address (a church LAN install).
//
// Addresses are read by ipaddr.js (the parser express's own proxy-addr uses), not by hand: it
// knows every IPv6 spelling and the IPv4 inside an IPv4-mapped one ([::ffff:7f00:1] is
// 127.0.0.1), and names each special range. The URL parser has already turned the old IPv4
// spellings (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into dotted quads.
import dns from "node:dns";
import ipaddr from "ipaddr.js";
import { env } from "#app/utils/env.server.ts";

export type GuardOptions = { allowPrivate: boolean; trusted: string[] };

export const defaultGuardOptions = (): GuardOptions => ({
  allowPrivate: env.PROVIDERS_ALLOW_PRIVATE === "1",
  trusted: [env.APERTIUM_URL, env.LIBRETRANSLATE_URL].filter((url): url is string => Boolean(url)),
});

/**
 * True only for an ordinary public unicast address. Loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, reserved, and the IPv6 forms that carry an IPv4 address inside
 * (mapped, compatible ::a.b.c.d, NAT64, 6to4, Teredo) are all refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === "unicast";
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export type GuardResult = { ok: true; url: URL } | { ok: false; reason: "invalid" | "private" | "unresolved" };

/** The address as a URL we may send to: http(s), no user name or password in it. */
export function parseProviderUrl(raw: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return url;
}

/** True when `url` may reach a private address: the instance allows it, or it is the instance's own. */
export const privateAllowed = (url: URL, options: GuardOptions) =>
  options.allowPrivate || options.trusted.some((trusted) => originOf(trusted) === url.origin);

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** Every address `host` resolves to, refused as a whole if any of them is not public. */
async function resolvePublic(host: string): Promise<"private" | "unresolved" | dns.LookupAddress[]> {
  if (ipaddr.isValid(host))
    return isPublicAddress(host) ? [{ address: host, family: host.includes(":") ? 6 : 4 }] : "private";
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    return "unresolved";
  }
  return addresses.length && addresses.every((entry) => isPublicAddress(entry.address)) ? addresses : "private";
}

/** Checks that `raw` is an http(s) URL whose host resolves to public addresses only (or is allowed). */
export async function checkProviderUrl(
  raw: string,
  options: GuardOptions = defaultGuardOptions(),
): Promise<GuardResult> {
  const url = parseProviderUrl(raw);
  if (!url) return { ok: false, reason: "invalid" };
  if (privateAllowed(url, options)) return { ok: true, url };
  const resolved = await resolvePublic(hostOf(url));
  return typeof resolved === "string" ? { ok: false, reason: resolved } : { ok: true, url };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for Node's HTTP clients that resolves the name again at connect time and refuses a
 * private answer there: a name that resolved to a public address when checked cannot turn
 * private (DNS rebinding) between the check and the connection.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  void resolvePublic(hostname).then((resolved) => {
    if (typeof resolved === "string") {
      const error: NodeJS.ErrnoException = new Error(`${hostname}: ${resolved} address refused`);
      error.code = resolved === "private" ? "EPRIVATEADDRESS" : "ENOTFOUND";
      return callback(error, "");
    }
    if (options.all) return callback(null, resolved);
    callback(null, resolved[0]!.address, resolved[0]!.family);
  });
}
