// The address phones are given (QR code, share link, printable card), decided on the server so the
// page says the same thing on the server and in the browser (docs/decisions/032-public-address-one-listener.md).
import os from "node:os";
import { env } from "#app/utils/env.server.ts";
import type { PublicAddress } from "./public-address.ts";

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

const isLoopbackHost = (hostname: string) => LOOPBACK.test(hostname) || hostname.endsWith(".localhost");

/** The first IPv4 address of a network card that is not loopback (what phones on the same Wi-Fi can reach). */
export function lanAddress(interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces()) {
  for (const addresses of Object.values(interfaces)) {
    for (const address of addresses ?? []) {
      if (address.family === "IPv4" && !address.internal) return address.address;
    }
  }
  return null;
}

export function publicAddress(
  request: Request,
  setting: string | undefined = env.PUBLIC_URL,
  interfaces?: ReturnType<typeof os.networkInterfaces>,
): PublicAddress {
  const url = new URL(setting ?? request.url);
  const loopback = isLoopbackHost(url.hostname);
  const lan = loopback && !setting ? lanAddress(interfaces) : null;
  return {
    origin: url.origin,
    source: setting ? "setting" : "request",
    loopback,
    lan: lan ? `${url.protocol}//${lan}${url.port ? `:${url.port}` : ""}` : null,
  };
}
