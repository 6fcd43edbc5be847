/**
 * The church-id guard of requirements R2.50, as a pure function so the server (with the signed-in
 * user's organisation) and the browser (with localStorage's churchId) apply the same rule.
 * Returns where to go, or null when the path may be shown as it is.
 */
export function churchGuardRedirect(url: URL, storedChurchId: string | null | undefined): string | null {
  if (/^\/(sermon\/)?join\/[^/]+\/?$/.test(url.pathname)) return null;
  if (url.searchParams.get("churchId")) return null;
  if (storedChurchId) {
    const next = new URL(url);
    next.searchParams.set("churchId", storedChurchId);
    return next.pathname + next.search;
  }
  // /joinlive itself then sends a visitor without its parameters to "/" (its own rule).
  return url.pathname === "/joinlive" ? null : "/joinlive";
}
