import { z } from "zod";
import { liveLanguageCodes } from "#app/neutral/languages.ts";

/** Target languages an organisation term can have a rendering for (the source is what's said). */
export const renderingLanguages = liveLanguageCodes;

const rendering = z.string().trim().max(200, "errors.tooLong").optional();

/** One glossary term as the dialog (and the server) takes it: a term, and "keep" or renderings. */
export const glossaryTermFormSchema = z
  .object({
    term: z
      .string({ error: "liveQuality.glossary.termRequired" })
      .trim()
      .min(1, "liveQuality.glossary.termRequired")
      .max(100, "errors.tooLong"),
    keep: z.boolean().optional(),
    en: rendering,
    es: rendering,
    pt: rendering,
    id: rendering,
    zh: rendering,
    ar: rendering,
    hi: rendering,
  })
  .refine((value) => value.keep || renderingLanguages.some((language) => value[language]), {
    message: "liveQuality.glossary.renderingRequired",
    path: ["es"],
  });

export type GlossaryTermForm = z.infer<typeof glossaryTermFormSchema>;

/** A CSV import: at most this many rows, each checked with the form schema. */
export const MAX_IMPORT_ROWS = 1000;
/** Columns a CSV import may have: term, keep and a rendering per language, with room for a few unused ones. */
export const MAX_IMPORT_COLUMNS = 32;
