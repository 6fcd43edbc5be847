import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  addLanguageSchema,
  createLanguageSchema,
  customLanguageCode,
} from "#app/features/organisations/languages-schema.ts";
import { prisma } from "#app/utils/db.server.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import { logger } from "#app/utils/logger.server.ts";

const languageIntents = ["addLanguage", "createLanguage", "removeLanguage"] as const;
type LanguageIntent = (typeof languageIntents)[number];

export function isLanguageIntent(value: unknown): value is LanguageIntent {
  return languageIntents.includes(value as LanguageIntent);
}

/** A refusal shown inside the dialog (the dialog stays open: the URL still has ?dialog=languages). */
const refuse = (errorKey: string) => data({ languageError: errorKey }, { status: 400 });

/**
 * The language/voice settings dialog's three actions on one organisation (already checked by
 * the caller). Success and failure come back as toasts on the dialog's own URL.
 */
export async function languageAction(
  intent: LanguageIntent,
  formData: FormData,
  organisationId: string,
  dialogUrl: string,
) {
  const done = (messageKey: MessageKey, type: "success" | "error" | "info" = "success") =>
    redirectWithToast(dialogUrl, { type, messageKey });

  if (intent === "removeLanguage") {
    const removed = await prisma.organisationLanguage
      .deleteMany({ where: { id: String(formData.get("languageId") ?? ""), organisationId } })
      .catch(() => null);
    return removed?.count ? done("languagesDialog.removed") : done("languagesDialog.failedRemove", "error");
  }

  const submission = parseWithZod(formData, {
    schema: intent === "addLanguage" ? addLanguageSchema : createLanguageSchema,
  });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return refuse(first ?? "languagesDialog.selectLanguageAndVoice");
  }
  const value = submission.value;
  const code = "code" in value ? value.code : customLanguageCode(value.name);
  const name = "code" in value ? (liveLanguages.find((language) => language.code === code)?.name ?? code) : value.name;
  const voices = { maleVoiceId: value.maleVoiceId ?? null, femaleVoiceId: value.femaleVoiceId ?? null };
  const key = { organisationId_purpose_code: { organisationId, purpose: value.purpose, code } };

  const current = await prisma.organisationLanguage.findUnique({ where: key });
  if (
    current &&
    current.maleVoiceId === voices.maleVoiceId &&
    current.femaleVoiceId === voices.femaleVoiceId &&
    current.name === name
  ) {
    return done("languagesDialog.noChanges", "info");
  }
  try {
    await prisma.organisationLanguage.upsert({
      where: key,
      create: { organisationId, purpose: value.purpose, code, name, ...voices },
      update: { name, ...voices },
    });
  } catch (error) {
    logger.error({ err: error }, "saving a language failed");
    return done(intent === "addLanguage" ? "languagesDialog.failedAdd" : "languagesDialog.failedCreate", "error");
  }
  return done("languagesDialog.added");
}
