import en from "./en.ts";
import es from "./es.ts";
import id from "./id.ts";
import pt from "./pt.ts";
import zh from "./zh.ts";

/** Every interface language, for the server (the browser loads one language at a time). */
export const resources = {
  en: { translation: en },
  pt: { translation: pt },
  es: { translation: es },
  id: { translation: id },
  zh: { translation: zh },
};
