import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { resources } from "#app/locales/index.ts";
import { i18nOptions } from "#app/utils/i18n.ts";
import { TranscriptView } from "./transcript-view.tsx";

async function render(lng: string, lines: { seq: number; text: string; untranslated: boolean }[]) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions, resources, lng });
  const view = <TranscriptView lines={lines.map((line) => ({ ...line, verses: [] }))} language="zh" leaveTo="/" />;
  const router = createMemoryRouter([{ path: "/", element: view }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

// Issue 41: Chinese and Arabic readers, told during the sermon that they read the original
// language, were shown every line of the finished sermon as "not yet translated".
describe("the finished sermon's lines in a language nobody translated into", () => {
  const original = [
    { seq: 1, text: "The Lord is my shepherd.", untranslated: true },
    { seq: 2, text: "He restores my soul.", untranslated: true },
  ];

  test("are marked as the original language, in the reader's interface language", async () => {
    const html = await render("en", original);
    expect(html).toContain("original language");
    expect(html).not.toContain("not yet translated");
    expect(await render("pt", original)).toContain("idioma original");
  });

  test("while a line a translator missed, among translated ones, is still 'not yet translated'", async () => {
    const html = await render("en", [{ seq: 1, text: "主是我的牧者。", untranslated: false }, original[1]!]);
    expect(html).toContain("not yet translated");
    expect(html).not.toContain("original language");
  });
});
