import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nOptions } from "./utils/i18n.ts";

// Each language named, not a folder glob: a glob also bundled locales.test.ts and index.ts.
const localeLoaders: Record<string, () => Promise<unknown>> = {
  en: () => import("./locales/en.ts"),
  es: () => import("./locales/es.ts"),
  pt: () => import("./locales/pt.ts"),
  id: () => import("./locales/id.ts"),
  zh: () => import("./locales/zh.ts"),
};

async function main() {
  // Start in the language the server rendered (html lang) so hydration matches; each
  // language is its own code-split chunk, fetched only when used.
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string) => (localeLoaders[language] ?? localeLoaders.en!)()))
    .init({ ...i18nOptions, lng: document.documentElement.lang || "en" });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

main().catch((error) => console.error(error));
