import i18next, { type TFunction } from "i18next";
import { resources } from "#app/locales/index.ts";
import { i18nOptions } from "./i18n.ts";

// For work outside a request (commands like the deletion purge): a translator per language.
const instance = i18next.createInstance();
const ready = instance.init({ ...i18nOptions, resources, lng: "en" });

export async function fixedT(language: string): Promise<TFunction> {
  await ready;
  return instance.getFixedT(language);
}
