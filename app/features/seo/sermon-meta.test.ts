import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "#app/locales/index.ts";
import { describeSermon, signInHandle } from "./sermon-meta.ts";
import { documentTitle } from "./document-meta.tsx";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources, lng: "pt", fallbackLng: "en", interpolation: { escapeValue: false } });
});

describe("titles and shared-link previews", () => {
  it("formats every title as page · app name", () => {
    expect(documentTitle("Painel", "Every Tongue")).toBe("Painel · Every Tongue");
    expect(documentTitle(null, "Every Tongue")).toBe("Every Tongue");
  });

  it("names the sermon and the church, with the church given as a string or as { name }", () => {
    const t = i18n.getFixedT("pt");
    const expected = {
      title: "Culto de domingo · Igreja da Graça",
      description: "Ouça “Culto de domingo” em Igreja da Graça ao vivo, no seu próprio idioma, com o Every Tongue.",
    };
    expect(describeSermon({ sermon: { title: "Culto de domingo", organisation: "Igreja da Graça" } }, t)).toEqual(
      expected,
    );
    expect(
      describeSermon({ sermon: { title: "Culto de domingo", organisation: { name: "Igreja da Graça" } } }, t),
    ).toEqual(expected);
  });

  it("calls a sermon without a title what the listener page calls it, and gives up without a sermon", () => {
    const t = i18n.getFixedT("en");
    expect(describeSermon({ sermon: { title: null, organisation: "Grace" } }, t)?.title).toBe(
      `${t("live.untitled")} · Grace`,
    );
    expect(describeSermon(null, t)).toBeNull();
    expect(describeSermon({ rows: [] }, t)).toBeNull();
  });

  it("keeps 'Sign in' as the tab's title while the preview names the shared sermon", () => {
    const t = i18n.getFixedT("en");
    const handle = signInHandle({ titleKey: "login.title", descriptionKey: "seo.signInDescription" });
    expect(handle.describe!({ joinPreview: null }, t)).toBeNull();
    expect(handle.describe!({ joinPreview: { sermon: { title: "Easter", organisation: "Grace" } } }, t)).toEqual({
      title: "Sign in",
      shareTitle: "Easter · Grace",
      description: "Listen to “Easter” at Grace live, in your own language, with Every Tongue.",
    });
  });
});
