// The scripture settings forms, one zod schema each, read by the page and by its action.
import { z } from "zod";
import { liveLanguages } from "#app/neutral/languages.ts";

const liveCode = z.enum(liveLanguages.map((language) => language.code) as [string, ...string[]], {
  error: "scripture.settings.errors.language",
});

export const scriptureModes = ["show", "suggest", "off"] as const;

export const scriptureSettingsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mode"), mode: z.enum(scriptureModes, { error: "scripture.settings.errors.mode" }) }),
  z.object({
    intent: z.literal("choose"),
    language: liveCode,
    // "" (no Bible: machine-translated cards), "shipped:<id>" or "imported:<id>"
    bible: z
      .string()
      .max(80)
      .regex(/^$|^(shipped|imported):[\w-]{1,60}$/, "scripture.settings.errors.bible"),
  }),
  z.object({
    intent: z.literal("import"),
    name: z
      .string({ error: "scripture.settings.errors.name" })
      .trim()
      .min(1, "scripture.settings.errors.name")
      .max(100, "scripture.settings.errors.name"),
    language: liveCode,
    licence: z
      .string({ error: "scripture.settings.errors.licence" })
      .trim()
      .min(1, "scripture.settings.errors.licence")
      .max(200, "scripture.settings.errors.licence"),
  }),
  z.object({ intent: z.literal("delete"), bibleId: z.string().regex(/^[\w-]{1,60}$/) }),
]);
