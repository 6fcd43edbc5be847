import { z } from "zod";
import { liveLanguages } from "#app/neutral/languages.ts";

export const languagePurposes = ["golive", "joinlive"] as const;

const voice = z.string().trim().max(100, "errors.tooLong").optional();
const purpose = z.enum(languagePurposes);

/** Adding one of the seven languages: a language and at least one voice id. */
export const addLanguageSchema = z
  .object({
    purpose,
    code: z.enum(liveLanguages.map((language) => language.code) as [string, ...string[]], {
      error: "languagesDialog.selectLanguageAndVoice",
    }),
    maleVoiceId: voice,
    femaleVoiceId: voice,
  })
  .refine((value) => value.maleVoiceId || value.femaleVoiceId, {
    message: "languagesDialog.selectLanguageAndVoice",
    path: ["maleVoiceId"],
  });

/** A language outside the seven: a name and at least one voice id. */
export const createLanguageSchema = z
  .object({
    purpose,
    name: z
      .string({ error: "languagesDialog.enterName" })
      .trim()
      .min(1, "languagesDialog.enterName")
      .max(60, "errors.tooLong"),
    maleVoiceId: voice,
    femaleVoiceId: voice,
  })
  .refine((value) => value.maleVoiceId || value.femaleVoiceId, {
    message: "languagesDialog.addVoice",
    path: ["maleVoiceId"],
  });

/** The stored code of a custom language, made from its name. */
export function customLanguageCode(name: string) {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `x-${slug || "custom"}`.slice(0, 40);
}
