/**
 * The one language table. Interface languages (what the console is written in) and live
 * languages (what a sermon is spoken or heard in) both come from here, and so does everything a
 * provider needs to know about a live language: the web app and the sermon room (party/, which
 * imports this module) read the same rows, so a language is added in one place.
 */
export type LiveLanguage = {
  /** Our code (ISO 639-1): in URLs, room tokens, storage and the room protocol. */
  code: string;
  /** The language's own name (endonym), shown in every language picker. */
  name: string;
  /** Writing direction of its captions. */
  direction: "ltr" | "rtl";
  /** Speech locale (BCP 47): Azure Speech and Web Speech recognition, device voices. */
  bcp47: string;
  /** Azure neural voices a new church starts with for the language (tests and seed data). */
  voices: { male: string; female: string };
  /** Azure Translator v3 code. */
  azureTranslator: string;
  /** LibreTranslate code. */
  libreTranslate: string;
  /**
   * Apertium's three-letter code and the languages Debian's packages translate it into directly
   * (apertium-eng-spa, apertium-es-pt); null when no package serves the language.
   */
  apertium: { code: string; to: readonly string[] } | null;
};

export const liveLanguages = [
  {
    code: "en",
    name: "English",
    direction: "ltr",
    bcp47: "en-US",
    voices: { male: "en-US-GuyNeural", female: "en-US-JennyNeural" },
    azureTranslator: "en",
    libreTranslate: "en",
    apertium: { code: "eng", to: ["es"] },
  },
  {
    code: "es",
    name: "Español",
    direction: "ltr",
    bcp47: "es-ES",
    voices: { male: "es-ES-AlvaroNeural", female: "es-ES-ElviraNeural" },
    azureTranslator: "es",
    libreTranslate: "es",
    apertium: { code: "spa", to: ["en", "pt"] },
  },
  {
    code: "pt",
    name: "Português",
    direction: "ltr",
    bcp47: "pt-BR",
    voices: { male: "pt-BR-AntonioNeural", female: "pt-BR-FranciscaNeural" },
    azureTranslator: "pt",
    libreTranslate: "pt",
    apertium: { code: "por", to: ["es"] },
  },
  {
    code: "id",
    name: "Bahasa Indonesia",
    direction: "ltr",
    bcp47: "id-ID",
    voices: { male: "id-ID-ArdiNeural", female: "id-ID-GadisNeural" },
    azureTranslator: "id",
    libreTranslate: "id",
    apertium: null,
  },
  {
    code: "zh",
    name: "中文 (普通话)",
    direction: "ltr",
    bcp47: "zh-CN",
    voices: { male: "zh-CN-YunxiNeural", female: "zh-CN-XiaoxiaoNeural" },
    // Azure Translator wants the script: Simplified Chinese.
    azureTranslator: "zh-Hans",
    libreTranslate: "zh",
    apertium: null,
  },
  {
    code: "ar",
    name: "العربية",
    direction: "rtl",
    bcp47: "ar-SA",
    voices: { male: "ar-SA-HamedNeural", female: "ar-SA-ZariyahNeural" },
    azureTranslator: "ar",
    libreTranslate: "ar",
    apertium: null,
  },
  {
    code: "hi",
    name: "हिन्दी",
    direction: "ltr",
    bcp47: "hi-IN",
    voices: { male: "hi-IN-MadhurNeural", female: "hi-IN-SwaraNeural" },
    azureTranslator: "hi",
    libreTranslate: "hi",
    apertium: null,
  },
] as const satisfies readonly LiveLanguage[];

export type LiveLanguageCode = (typeof liveLanguages)[number]["code"];

/** The live languages' codes, in table order. */
export const liveLanguageCodes = liveLanguages.map((language) => language.code) as readonly LiveLanguageCode[];

/** The table's row for `code`, or undefined for a language that is not live. */
export function liveLanguage(code: string): LiveLanguage | undefined {
  return liveLanguages.find((language) => language.code === code);
}

export function isLiveLanguage(code: string): code is LiveLanguageCode {
  return liveLanguage(code) !== undefined;
}

export const interfaceLanguages = ["en", "pt", "es", "id", "zh"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const defaultInterfaceLanguage: InterfaceLanguage = "en";

/** Names shown in the language switcher, each in its own language. */
export const interfaceLanguageNames: Record<InterfaceLanguage, string> = {
  en: "English",
  pt: "Português",
  es: "Español",
  id: "Bahasa Indonesia",
  zh: "中文",
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (interfaceLanguages as readonly string[]).includes(value);
}

/** The cookie, query parameter and storage key requirements R1.6 name for the interface language. */
export const languageCookieName = "i18next";
export const languageQueryKey = "lng";
export const languageStorageKey = "i18nextLng";
