/**
 * The one language table. Interface languages (what the console is written in) and live
 * languages (what a sermon is spoken or heard in) both come from here.
 */
export const liveLanguages = [
  { code: "en", name: "English", bcp47: "en-US", azure: "en", apertium: "eng", voices: { male: "en-US-GuyNeural", female: "en-US-JennyNeural" } },
  { code: "es", name: "Español", bcp47: "es-ES", azure: "es", apertium: "spa", voices: { male: "es-ES-AlvaroNeural", female: "es-ES-ElviraNeural" } },
  { code: "pt", name: "Português", bcp47: "pt-BR", azure: "pt", apertium: "por", voices: { male: "pt-BR-AntonioNeural", female: "pt-BR-FranciscaNeural" } },
  { code: "id", name: "Bahasa Indonesia", bcp47: "id-ID", azure: "id", apertium: null, voices: { male: "id-ID-ArdiNeural", female: "id-ID-GadisNeural" } },
  { code: "zh", name: "中文 (普通话)", bcp47: "zh-CN", azure: "zh-Hans", apertium: null, voices: { male: "zh-CN-YunxiNeural", female: "zh-CN-XiaoxiaoNeural" } },
  { code: "ar", name: "العربية", bcp47: "ar-SA", azure: "ar", apertium: null, voices: { male: "ar-SA-HamedNeural", female: "ar-SA-ZariyahNeural" } },
  { code: "hi", name: "हिन्दी", bcp47: "hi-IN", azure: "hi", apertium: null, voices: { male: "hi-IN-MadhurNeural", female: "hi-IN-SwaraNeural" } },
] as const;

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
