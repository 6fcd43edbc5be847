import { useContext } from "react";
import type { i18n as I18n } from "i18next";
import { I18nContext, useTranslation as useReactI18next, type UseTranslationResponse } from "react-i18next";
import { countHit, countMiss } from "./cache-stats.ts";

type Translation = UseTranslationResponse<"translation", undefined>;

// The most strings remembered per language (the app has about a thousand keys; a key built from
// input that is not one would only fill this, never grow memory further). A plain capped map, not
// lru-cache: this module is in every browser bundle too, and needs no eviction for a finite set.
const PLAIN_LIMIT = 5_000;

// Translations without options (or with numbers only), per language: the resources are bundled
// with the server and do not change while it runs, so the same key always gives the same string.
const plainByLanguage = new Map<string, Map<string, string>>();

/**
 * The server's render, which mounts every component once and never changes language while it
 * renders. react-i18next's hook copies every property of the i18n instance for each component that
 * calls it (a new wrapper per mount), and every `t` call resolves its key again: on the dashboard
 * that was a sixth of each request (`npm run bench:load`). Here each component gets a small answer
 * of its own (sharing one per request measured no gain, decision 024), and a translation without
 * options is looked up once per process.
 */
function useServerTranslation(): Translation {
  return serverTranslation(useContext(I18nContext).i18n);
}

function serverTranslation(i18n: I18n): Translation {
  // Untyped inside: the keys were checked where `t` is called, against the typed answer below.
  const fixed = i18n.getFixedT(null, "translation") as unknown as (...args: unknown[]) => string;
  const t = ((key: unknown, ...rest: unknown[]) => {
    const memoKey = plainKey(key, rest);
    if (memoKey === null) return fixed(key, ...rest);
    let plain = plainByLanguage.get(i18n.language);
    if (!plain) {
      plain = new Map();
      plainByLanguage.set(i18n.language, plain);
    }
    let value = plain.get(memoKey);
    if (value !== undefined) countHit("translationText");
    else {
      countMiss("translationText");
      value = fixed(key, ...rest);
      if (plain.size < PLAIN_LIMIT) plain.set(memoKey, value);
    }
    return value;
  }) as unknown as Translation["t"];
  return Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
}

/**
 * The memo's key for a call whose answer depends on the key and numbers only (a key with
 * { count: 10 }); null for anything else (a name to interpolate is never remembered).
 */
function plainKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== "string") return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null) return null;
  if (!Object.values(options).every((value) => typeof value === "number")) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * `useTranslation` for the whole app: react-i18next's in the browser (it re-renders on a change of
 * language), the shared per-request answer on the server. Chosen once per environment, so a
 * component always calls the same hooks.
 */
export const useTranslation: () => Translation =
  typeof document === "undefined" ? useServerTranslation : useReactI18next;
