import { cookieValue } from "./cookies.ts";

export type Theme = "light" | "dark";
export const themeCookieName = "et_theme";

export function parseTheme(value: unknown): Theme {
  return value === "dark" ? "dark" : "light";
}

/** The theme a cookie holds, or null without one (`name`: the console's, or the listener's reading theme). */
export function cookieTheme(header: string | null, name = themeCookieName): Theme | null {
  const value = cookieValue(header, name);
  return value === "light" || value === "dark" ? value : null;
}

export function themeFromCookieHeader(header: string | null): Theme {
  return cookieTheme(header) ?? "light";
}
