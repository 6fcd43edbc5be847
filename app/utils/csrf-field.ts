/** Names shared by the browser and csrf.server.ts. */
export const CSRF_FIELD_NAME = "_csrf";
export const CSRF_COOKIE_NAME = "XSRF-TOKEN";
export const CSRF_HEADER_NAME = "X-XSRF-TOKEN";

/** A cookie's raw value from a `document.cookie`-style string, or null. */
export function cookieValue(cookies: string, name: string) {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
