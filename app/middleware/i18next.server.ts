import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { resources } from "#app/locales/index.ts";
import { requestCookie } from "#app/utils/cookies.ts";
import { i18nOptions } from "#app/utils/i18n.ts";
import {
  defaultInterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  languageCookieName,
  languageQueryKey,
} from "#app/utils/languages.ts";

/** The `i18next` cookie holds a plain code ("pt"), as the browser-side i18next writes it. */
export function languageFromCookie(request: Request) {
  const value = requestCookie(request, languageCookieName);
  return isInterfaceLanguage(value) ? value : null;
}

export function languageCookieHeader(language: string) {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

// Server-side half of the detection order (requirements R1.6): query `lng`, cookie `i18next`, then the
// browser's languages (Accept-Language). localStorage/sessionStorage are read in the browser
// (app/features/shell/language-sync.tsx), which then sets the cookie.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...interfaceLanguages],
    fallbackLanguage: defaultInterfaceLanguage,
    searchParamKey: languageQueryKey,
    order: ["searchParams", "custom", "header"],
    findLocale: async (request) => languageFromCookie(request),
  },
  i18next: { ...i18nOptions, resources },
  plugins: [initReactI18next],
});
