// The listener page's browser script on a first visit (built by vite.island.config.ts with React
// aliased to Preact; docs/decisions/021-listener-island.md): the same components as the console
// renders, hydrated without React Router, so a phone on church Wi-Fi loads a fraction of the app.
import i18next from "i18next";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "#app/utils/i18n.ts";
import { ISLAND_DATA_ID, ISLAND_ROOT_SELECTOR, type ListenerIslandBoot } from "./island-boot.ts";
import { SermonListenerPage } from "./listener-page.tsx";
import { StandingWait } from "./standing-wait.tsx";

async function main() {
  const boot = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? "null") as ListenerIslandBoot;
  const root = document.querySelector(ISLAND_ROOT_SELECTOR);
  if (!boot || !root) return;
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: boot.locale,
    resources: { [boot.locale]: { translation: boot.messages } },
  });
  hydrateRoot(
    root,
    <I18nextProvider i18n={i18next}>
      {boot.page === "sermon" ? <SermonListenerPage {...boot.props} /> : <StandingWait {...boot.props} />}
    </I18nextProvider>,
  );
  // Says "scripts are running", as the full app's root does: browser tests wait for it.
  document.documentElement.setAttribute("data-hydrated", "");
}

main().catch((error) => console.error(error));
