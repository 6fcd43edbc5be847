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
import { careSettingsSchema, retentionChoice, retentionDays } from "./care-schema.ts";

export async function loadCarePage(request: Request, organisationId: string | undefined) {
  const { id, name } = await organisationFor(request, organisationId);
  const settings = await prisma.organisation.findUniqueOrThrow({
    where: { id },
    select: { transcriptRetentionDays: true, followUpEmail: true },
  });
  return {
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
