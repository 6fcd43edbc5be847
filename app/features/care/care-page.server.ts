/**
 * A church's care page (issue 42): how long its transcripts are kept, where guests' follow-ups are
 * e-mailed, and its words never shown. The organisation administrator edits their own; the super
 * administrator any organisation's (the same check as the scripture and memory pages).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { prisma } from "#app/utils/db.server.ts";
import { organisationFor } from "#app/features/scripture/settings.server.ts";
import { requestForm } from "#app/utils/request-form.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { careSettingsSchema, maskedEntrySchema, retentionChoice, retentionDays } from "./care-schema.ts";
import { MAX_MASKED_WORDS, maskedWordList } from "#app/neutral/masking/masker.ts";
import { takenBackAudit } from "./taken-back.server.ts";

export async function loadCarePage(request: Request, organisationId: string | undefined) {
  const { id, name } = await organisationFor(request, organisationId);
  const settings = await prisma.organisation.findUniqueOrThrow({
    where: { id },
    select: { transcriptRetentionDays: true, followUpEmail: true, maskedWords: true, timeZone: true },
  });
  return {
    takenBack: await takenBackAudit(id, settings.timeZone),
    maskedWords: maskedWordList(settings.maskedWords),
    organisation: { id, name },
    retention: retentionChoice(settings.transcriptRetentionDays),
    followUpEmail: settings.followUpEmail ?? "",
  };
}

export async function carePageAction(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  const back = new URL(request.url).pathname;
  const form = await requestForm(request);
  const intent = form.get("intent");
  if (intent === "addMasked" || intent === "removeMasked") return maskedWordsAction(organisation.id, form, back);
  const submission = parseWithZod(form, { schema: careSettingsSchema });
  // Each form's refusal under its own name, so only that form shows the messages.
  if (submission.status !== "success") return data({ settingsResult: submission.reply() }, { status: 400 });
  await prisma.organisation.update({
    where: { id: organisation.id },
    data: {
      transcriptRetentionDays: retentionDays(submission.value.retention),
      followUpEmail: submission.value.followUpEmail?.toLowerCase() || null,
    },
  });
  return redirectWithToast(back, { type: "success", messageKey: "care.saved" });
}

/** Adds or removes one of the church's words never shown; live sermons take the list at their next go-live. */
async function maskedWordsAction(organisationId: string, form: FormData, back: string) {
  const submission = parseWithZod(form, { schema: maskedEntrySchema });
  if (submission.status !== "success") return data({ maskedResult: submission.reply() }, { status: 400 });
  const { intent, entry } = submission.value;
  const refuse = (key: string) => data({ maskedResult: submission.reply({ fieldErrors: { entry: [key] } }) }, 400);
  const { maskedWords } = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: { maskedWords: true },
  });
  const list = maskedWordList(maskedWords);
  const same = (other: string) => other.toLocaleLowerCase() === entry.replace(/\s+/g, " ").toLocaleLowerCase();
  if (intent === "addMasked" && list.some(same)) return refuse("care.masked.errors.duplicate");
  if (intent === "addMasked" && list.length >= MAX_MASKED_WORDS) return refuse("care.masked.errors.tooMany");
  const next = intent === "addMasked" ? [...list, entry] : list.filter((other) => !same(other));
  await prisma.organisation.update({ where: { id: organisationId }, data: { maskedWords: next.join("\n") } });
  return redirectWithToast(back, {
    type: "success",
    messageKey: intent === "addMasked" ? "care.masked.added" : "care.masked.removed",
  });
}
