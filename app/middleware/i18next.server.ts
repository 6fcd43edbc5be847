import { initReactI18next } from "react-i18next";
import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { RemixI18Next } from "remix-i18next/server";
import { resources } from "#app/locales/index.ts";
import { requestCookie } from "#app/utils/cookies.ts";
import { i18nOptions } from "#app/utils/i18n.ts";
import {
  defaultInterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  languageCookieName,
  languageQueryKey,
} from "#app/neutral/languages.ts";

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
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...interfaceLanguages],
    fallbackLanguage: defaultInterfaceLanguage,
    searchParamKey: languageQueryKey,
    order: ["searchParams", "custom", "header"],
    findLocale: async (request) => languageFromCookie(request),
  },
});

// One i18next instance holds every language's strings; each request gets a clone in its own
// language, which shares that store. remix-i18next's middleware built and initialised a fresh
// instance with all five languages' resources for every request, 1.7 ms of each (the Sunday
// rush's profile, issue 33): a request for a room token paid it too.
const shared = createInstance({ ...i18nOptions, resources });
shared.use(initReactI18next);
const initialised = shared.init();

const localeContext = createContext<string>();
const instanceContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const locale = await detector.getLocale(request);
  await initialised;
  context.set(localeContext, locale);
  context.set(instanceContext, shared.cloneInstance({ lng: locale }));
  return next();
};

type Context = Readonly<RouterContextProvider>;
export const getLocale = (context: Context) => context.get(localeContext);
export const getInstance = (context: Context) => context.get(instanceContext);
