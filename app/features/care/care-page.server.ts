/**
 * A church's care page (issue 42): how long its transcripts are kept, where guests' follow-ups are
 * e-mailed, and its words never shown. The organisation administrator edits their own; the super
 * administrator any organisation's (the same check as the scripture and memory pages).
 */
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

type Problem = { key: string; field?: string };
const refuse = (problem: Problem, status = 400) => data({ problem }, { status });

export async function carePageAction(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  const back = new URL(request.url).pathname;
  const form = await requestForm(request);
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  if (fields.intent === "addMasked" || fields.intent === "removeMasked")
    return maskedWordsAction(organisation.id, fields, back);
  const parsed = careSettingsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse({ key: issue?.message ?? "care.errors.invalid", field: String(issue?.path[0] ?? "") });
  }
  await prisma.organisation.update({
    where: { id: organisation.id },
    data: {
      transcriptRetentionDays: retentionDays(parsed.data.retention),
      followUpEmail: parsed.data.followUpEmail?.toLowerCase() || null,
    },
  });
  return redirectWithToast(back, { type: "success", messageKey: "care.saved" });
}

/** Adds or removes one of the church's words never shown; live sermons take the list at their next go-live. */
async function maskedWordsAction(organisationId: string, fields: Record<string, unknown>, back: string) {
  const parsed = maskedEntrySchema.safeParse(fields);
  if (!parsed.success) return refuse({ key: parsed.error.issues[0]?.message ?? "care.errors.invalid", field: "entry" });
  const { intent, entry } = parsed.data;
  const { maskedWords } = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: { maskedWords: true },
  });
  const list = maskedWordList(maskedWords);
  const same = (other: string) => other.toLocaleLowerCase() === entry.replace(/\s+/g, " ").toLocaleLowerCase();
  if (intent === "addMasked" && list.some(same)) return refuse({ key: "care.masked.errors.duplicate", field: "entry" });
  if (intent === "addMasked" && list.length >= MAX_MASKED_WORDS)
    return refuse({ key: "care.masked.errors.tooMany", field: "entry" });
  const next = intent === "addMasked" ? [...list, entry] : list.filter((other) => !same(other));
  await prisma.organisation.update({ where: { id: organisationId }, data: { maskedWords: next.join("\n") } });
  return redirectWithToast(back, {
    type: "success",
    messageKey: intent === "addMasked" ? "care.masked.added" : "care.masked.removed",
  });
}
