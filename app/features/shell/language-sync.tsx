import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { isInterfaceLanguage, languageCookieName, languageStorageKey } from "#app/neutral/languages.ts";

/**
 * The browser half of the detection order (requirements R1.6). The server already used `?lng` and the
 * `i18next` cookie; when neither was sent, a language kept in localStorage (then
 * sessionStorage) outranks the browser's languages, so we adopt it and re-render.
 * Otherwise the detected language is written back to localStorage under `i18nextLng`.
 */
export function LanguageSync({ locale, chosen }: { locale: string; chosen: boolean }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const stored = localStorage.getItem(languageStorageKey) ?? sessionStorage.getItem(languageStorageKey);
    if (!chosen && isInterfaceLanguage(stored) && stored !== locale) {
      document.cookie = `${languageCookieName}=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`;
      void revalidator.revalidate();
      return;
    }
    localStorage.setItem(languageStorageKey, locale);
    // `revalidator` is a new object whenever its state changes (as it does once we revalidate):
    // listed, it would run this again; the check belongs to a change of language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [locale, chosen]);
  return null;
}
