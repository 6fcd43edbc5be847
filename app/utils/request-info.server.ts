import { env } from "./env.server.ts";

/**
 * The client's address when a trusted proxy reports it. react-router-serve does not pass the
 * socket address to loaders, and X-Forwarded-For is only believed behind a proxy we run.
 */
export function clientAddress(request: Request): string | null {
  if (env.TRUST_PROXY !== "1") return null;
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || null;
}

const BASE = "http://this-origin.invalid";
// Control characters (browsers drop tabs and newlines, turning "/\t/evil" into "//evil"),
// backslashes (read as slashes) and spaces have no place in a path we send people to.
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
