import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nOptions } from "./utils/i18n.ts";

// Only the language files themselves: a bare `./locales/${language}.ts` import would also bundle
// every other file in that folder, tests included.
const localeModules = import.meta.glob<{ default: object }>(["./locales/*.ts", "!./locales/*.test.ts", "!./locales/index.ts"]);

async function main() {
  // Start in the language the server rendered (html lang) so hydration matches; each
  // language is its own code-split chunk, fetched only when used.
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string) => localeModules[`./locales/${language}.ts`]?.() ?? Promise.reject(new Error(`no language ${language}`))))
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
