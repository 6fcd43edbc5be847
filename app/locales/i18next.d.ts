import type { Translation } from "./en.ts";

// Every t("…") key is checked against the English source (the other four languages have the same keys,
// which locales.test.ts checks). Values stay plain strings: only the keys are typed, which keeps tsc fast.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Translation };
  }
}
