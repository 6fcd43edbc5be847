// The one reader of plain cookies (the theme, the interface language, the request-forgery token,
// the sign-in cookie's raw value), on the server from a Cookie header and in the browser from
// document.cookie. Signed cookies are React Router's createCookie / session storages, which read
// through this same header; this module is for the values our own scripts write and read.

/** A cookie's value, percent-decoded; null when absent or not valid percent-encoding (never a URIError). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The named cookie of a request. */
export const requestCookie = (request: Request, name: string) => cookieValue(request.headers.get("Cookie"), name);
