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

/** A same-site path to return to after signing in; anything else becomes /dashboard. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
