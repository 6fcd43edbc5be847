import i18next from "i18next";
import { renderToStaticMarkup as render } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "#app/locales/index.ts";
import { i18nOptions } from "#app/utils/i18n.ts";
import { TextareaField } from "./crud/fields.tsx";
import { Field, SelectField } from "./forms.tsx";

// The one wiring (label, hint, errors) behind every field kind, read from the markup a screen reader gets.
const i18n = i18next.createInstance();
const renderToStaticMarkup = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("field wiring", () => {
  beforeAll(async () => {
    await i18n.init({ ...i18nOptions, resources, lng: "en" });
  });

  it("ties the label to the control and describes it by its hint only while it is valid", () => {
    const html = renderToStaticMarkup(
      <Field label="Name" hint="As on the card" inputProps={{ id: "name", name: "name" }} />,
    );
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('aria-describedby="name-hint"');
    expect(html).not.toContain("aria-invalid");
    expect(html).toContain('<p id="name-hint" class="field-hint">As on the card</p>');
  });

  it("marks a control with errors invalid and names the error list and the hint, for all three kinds", () => {
    const errors = ["Required"];
    const markups = [
      renderToStaticMarkup(<Field label="A" hint="h" errors={errors} inputProps={{ id: "a", name: "a" }} />),
      renderToStaticMarkup(
        <SelectField label="A" hint="h" errors={errors} selectProps={{ id: "a", name: "a" }} options={[]} />,
      ),
      renderToStaticMarkup(<TextareaField label="A" hint="h" errors={errors} textareaProps={{ id: "a", name: "a" }} />),
    ];
    for (const html of markups) {
      const control = /<(input|select|textarea) [^>]*>/.exec(html)?.[0];
      expect(control).toContain('id="a"');
      expect(control).toContain('aria-invalid="true"');
      expect(control).toContain('aria-describedby="a-error a-hint"');
      expect(html).toMatch(/id="a-error"[^>]*>.*Required/);
    }
  });

  it("makes up an id when the caller gives none", () => {
    const html = renderToStaticMarkup(<Field label="B" inputProps={{ name: "b" }} />);
    const id = /<label for="([^"]+)">/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<input id="${id}" name="b"/>`);
  });
});
