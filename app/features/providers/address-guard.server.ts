// Provider requests (translation, "test connection") go where an organisation admin points them.
// Without this guard that is a way into the host's own network: loopback, the LAN, cloud
// metadata. Private addresses are refused unless the instance allows them: the embedded
// Apertium and a LibreTranslate configured beside the app (APERTIUM_URL, LIBRETRANSLATE_URL)
// always are; PROVIDERS_ALLOW_PRIVATE=1 allows every private address (a church LAN install).
import { lookup } from "node:dns/promises";
import net from "node:net";
import { env } from "#app/utils/env.server.ts";

export type GuardOptions = { allowPrivate: boolean; trusted: string[] };

export const defaultGuardOptions = (): GuardOptions => ({
  allowPrivate: env.PROVIDERS_ALLOW_PRIVATE === "1",
  trusted: [env.APERTIUM_URL, env.LIBRETRANSLATE_URL].filter((url): url is string => Boolean(url)),
});

/** True for loopback, private, link-local, carrier-grade NAT, unspecified and multicast addresses. */
function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith("::ffff:")) return isPrivateAddress(lower.slice(7));
  return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith("ff");
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export type GuardResult = { ok: true; url: URL } | { ok: false; reason: "invalid" | "private" | "unresolved" };

/** Checks that `raw` is an http(s) URL whose host resolves to public addresses only (or is allowed). */
export async function checkProviderUrl(
  raw: string,
  options: GuardOptions = defaultGuardOptions(),
): Promise<GuardResult> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "invalid" };
  if (url.username || url.password) return { ok: false, reason: "invalid" };
  if (options.allowPrivate || options.trusted.some((trusted) => origin(trusted) === url.origin))
    return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return { ok: false, reason: "unresolved" };
  }
  return addresses.length && !addresses.some(isPrivateAddress) ? { ok: true, url } : { ok: false, reason: "private" };
}
