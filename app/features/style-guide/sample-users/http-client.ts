// The HTTP client of requirements R9.3: sends and accepts JSON, echoes the XSRF-TOKEN cookie as an
// X-XSRF-TOKEN header, and has no default time-out (a call waits as long as the server takes).
import { cookieValue } from "#app/utils/cookies.ts";
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from "#app/utils/csrf-field.ts";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export type HttpClient = {
  request<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
  ): Promise<{ data: T; status: number }>;
};

export function createHttpClient(options: {
  baseUrl: string;
  /** document.cookie in the browser; tests pass their own. */
  cookies?: () => string;
  fetch?: typeof fetch;
}): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const cookies = options.cookies ?? (() => (typeof document === "undefined" ? "" : document.cookie));
  return {
    async request<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) {
      const headers: Record<string, string> = { Accept: "application/json, text/plain, */*" };
      if (body !== undefined) headers["Content-Type"] = "application/json";
      const xsrf = cookieValue(cookies(), CSRF_COOKIE_NAME);
      if (xsrf) headers[CSRF_HEADER_NAME] = decodeURIComponent(xsrf);
      // No AbortSignal: the client has no time-out (requirements R9.3).
      const response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
      const text = await response.text();
      let data: unknown = text;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: kept as text, as such clients do.
      }
      if (!response.ok) throw new HttpError(response.status, data);
      return { data: data as T, status: response.status };
    },
  };
}
