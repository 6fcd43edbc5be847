import type { InitOptions } from "i18next";
import { defaultInterfaceLanguage, interfaceLanguages } from "#app/neutral/languages.ts";

/**
 * i18next options shared by server and browser. The i18next defaults of requirements R1.7 are kept
 * (namespace "translation", 10 parallel reads, 5 retries from 350 ms doubling); the original "dev"
 * fallback is replaced by English, because "dev" would show raw keys to a congregation.
 */
export const i18nOptions = {
  supportedLngs: [...interfaceLanguages],
  fallbackLng: defaultInterfaceLanguage,
  defaultNS: "translation",
  ns: ["translation"],
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
  interpolation: { escapeValue: false },
} satisfies InitOptions;
