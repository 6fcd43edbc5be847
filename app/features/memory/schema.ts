import { z } from "zod";
import { liveLanguageCodes } from "#app/neutral/languages.ts";

const language = z.enum(liveLanguageCodes as unknown as [string, ...string[]], { error: "memory.errors.language" });

/** One memory entry as the page's form (and an import row) gives it. */
export const memoryEntryFormSchema = z
  .object({
    sourceLanguage: language,
    source: z
      .string({ error: "memory.errors.sourceRequired" })
      .trim()
      .min(1, "memory.errors.sourceRequired")
      .max(1000, "errors.tooLong"),
    targetLanguage: language,
    rendering: z
      .string({ error: "memory.errors.renderingRequired" })
      .trim()
      .min(1, "memory.errors.renderingRequired")
      .max(2000, "errors.tooLong"),
  })
  .refine((value) => value.sourceLanguage !== value.targetLanguage, {
    message: "memory.errors.sameLanguage",
    path: ["targetLanguage"],
  });

/** An import file: at most this many entries, each checked with the form schema. */
export const MAX_MEMORY_IMPORT = 5000;
export const MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;
