// The glossary dialog's actions on one organisation (the caller has checked who may edit it).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { chosenFile } from "#app/utils/uploads.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import { glossaryTakes, importTermsCsv, removeTerm, saveTerm } from "./organisation-terms.server.ts";
import { glossaryTermFormSchema } from "./schema.ts";
import { logger } from "#app/utils/logger.server.ts";

const glossaryIntents = ["addTerm", "removeTerm", "importTerms"] as const;
type GlossaryIntent = (typeof glossaryIntents)[number];

export function isGlossaryIntent(value: unknown): value is GlossaryIntent {
  return glossaryIntents.includes(value as GlossaryIntent);
}

const MAX_CSV_BYTES = 512 * 1024;

export async function glossaryAction(
  intent: GlossaryIntent,
  formData: FormData,
  organisationId: string,
  dialogUrl: string,
) {
  const done = (messageKey: MessageKey, type: "success" | "error" = "success") =>
    redirectWithToast(dialogUrl, { type, messageKey });

  if (intent === "removeTerm") {
    const removed = await removeTerm(organisationId, String(formData.get("termId") ?? "")).catch(() => 0);
    return removed ? done("liveQuality.glossary.removed") : done("liveQuality.glossary.failedRemove", "error");
  }
  if (intent === "importTerms") {
    const file = chosenFile(formData.get("csv"));
    if (!file) return data({ glossaryError: "liveQuality.glossary.csvMissing" }, { status: 400 });
    if (file.size > MAX_CSV_BYTES) return data({ glossaryError: "liveQuality.glossary.csvTooLarge" }, { status: 400 });
    const result = await importTermsCsv(organisationId, await file.text());
    if (!result.ok) return data({ glossaryError: result.errorKey, glossaryErrorLine: result.line }, { status: 400 });
    return done("liveQuality.glossary.imported");
  }
  const submission = parseWithZod(formData, { schema: glossaryTermFormSchema });
  if (submission.status !== "success") return data({ glossaryResult: submission.reply() }, { status: 400 });
  try {
    if (!(await glossaryTakes(organisationId, [submission.value]))) return done("liveQuality.glossary.full", "error");
    await saveTerm(organisationId, submission.value);
  } catch (error) {
    logger.error({ err: error }, "saving a glossary term failed");
    return done("liveQuality.glossary.failedSave", "error");
  }
  return done("liveQuality.glossary.saved");
}
