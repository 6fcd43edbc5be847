import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test } from "vitest";
import { resources } from "#app/locales/index.ts";
import { i18nOptions } from "./i18n.ts";
import { useTranslation } from "./use-translation.ts";

async function instance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions, resources, lng });
  return i18n;
}

function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {[t("dashboard.welcome", { name }), t("charts.topOnly", { count: 10 }), t("nav.dashboard")].join(" | ")}
    </p>
  );
}

// Vitest runs without a document: this is the server's hook (remembered strings, per language).
describe("useTranslation on the server", () => {
  test("answers each request in its own language, remembering only what depends on the key and numbers", async () => {
    const render = async (lng: string, name: string) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={await instance(lng)}>
          <Greeting name={name} />
        </I18nextProvider>,
      );
    expect(await render("en", "Ruth")).toBe(
      '<p lang="en">Welcome, Ruth | Showing the top 10; the table lists them all. | Dashboard</p>',
    );
    // A second request, another language and another name: nothing of the first one's answers.
    expect(await render("es", "Noemí")).toBe(
      '<p lang="es">Bienvenido, Noemí | Se muestran los 10 primeros; la tabla los incluye todos. | Panel</p>',
    );
    expect(await render("en", "Boaz")).toContain("Welcome, Boaz | Showing the top 10");
  });
});
