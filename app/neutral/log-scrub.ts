// What may never reach a log line, taken out of any text on its way there: whole e-mail
// addresses (kept as "a…@example.org", enough to tell people apart), display-link tokens in a
// path, and tokens, codes and addresses in a query string. The logger and the server's console
// both pass their text through here, so an error message or a URL logged whole is safe too.

const EMAIL = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const DISPLAY_TOKEN = /(\/display\/)(?!\[redacted\])[^/?#\s"']+/g;
const SECRET_PARAM = /([?&](?:token|code|email|password|key)=)[^&#\s"']*/gi;

export function scrubLogText(text: string): string {
  return text.replace(DISPLAY_TOKEN, "$1[redacted]").replace(SECRET_PARAM, "$1[redacted]").replace(EMAIL, "$1…@$2");
}

/** `value` with every string in it scrubbed (errors keep their class, with message and stack scrubbed). */
export function scrubLogValue<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubLogText(value) as T;
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) {
    const copy = Object.create(Object.getPrototypeOf(value) as object) as Error;
    for (const key of Object.getOwnPropertyNames(value))
      (copy as unknown as Record<string, unknown>)[key] = scrubLogValue(
        (value as unknown as Record<string, unknown>)[key],
        depth + 1,
      );
    return copy as T;
  }
  if (Array.isArray(value)) return value.map((item) => scrubLogValue(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubLogValue(item, depth + 1)])) as T;
}
