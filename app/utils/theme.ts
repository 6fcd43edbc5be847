export type Theme = "light" | "dark";
export const themeCookieName = "et_theme";

export function parseTheme(value: unknown): Theme {
  return value === "dark" ? "dark" : "light";
}

export function themeFromCookieHeader(header: string | null): Theme {
  const match = (header ?? "").match(new RegExp(`(?:^|;\\s*)${themeCookieName}=(light|dark)`));
  return parseTheme(match?.[1]);
}
