import { cookieValue } from "./cookies.ts";

export type Theme = "light" | "dark";
export const themeCookieName = "et_theme";

export function parseTheme(value: unknown): Theme {
  return value === "dark" ? "dark" : "light";
}

export function themeFromCookieHeader(header: string | null): Theme {
  return parseTheme(cookieValue(header, themeCookieName));
}
