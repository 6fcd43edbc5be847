/**
 * The organisation's scripture settings: how verse cards reach listeners (show, suggest, off),
 * which Bible each live language reads, and the Bibles it imported. The organisation
 * administrator edits their own; the super administrator any organisation's.
 */
import { data } from "react-router";
import { prisma } from "#app/utils/db.server.ts";
import { notFound, requireAccess } from "#app/features/auth/permissions.server.ts";
import { requestForm } from "#app/utils/request-form.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { biblesAvailable, forgetBible, isShippedBibleId } from "./bibles.server.ts";
import { runOffThread } from "#app/utils/off-thread.server.ts";
import { MAX_BIBLE_BYTES, type ImportProblem } from "./import.ts";
import { scriptureSettingsSchema } from "./settings-schema.ts";
import { logger } from "#app/utils/logger.server.ts";
import { commandRoom } from "#app/features/room-wire/room-command.server.ts";

// This feature's job for the import worker (app/utils/import-jobs.ts).
declare module "#app/utils/import-jobs.ts" {
  interface ImportJobs {
    /**
     * An uploaded Bible file, read and stored as the organisation's Bible named here. The File
     * itself crosses to the worker (its bytes are shared, not copied): even reading 12 MB of it
     * into one buffer held the request thread for a sixth of a second.
     */
    bible: {
      input: { file: Blob; organisationId: string; name: string; language: string; licence: string };
      output: { ok: true; verseCount: number } | { ok: false; problem: ImportProblem };
    };
  }
}

/**
 * The organisation this page edits, after checking who asks: with an id, the super
 * administrator's view of any organisation; without, the administrator's own.
 */
export async function organisationFor(request: Request, organisationId: string | undefined) {
  if (organisationId) {
    await requireAccess(request, "churches");
    const organisation = await prisma.organisation.findUnique({
      where: { id: organisationId },
      select: { id: true, name: true, scriptureMode: true },
    });
    return organisation ?? notFound();
  }
  const viewer = await requireAccess(request, "church");
  if (!viewer.organisationId) notFound();
  return prisma.organisation.findUniqueOrThrow({
    where: { id: viewer.organisationId },
    select: { id: true, name: true, scriptureMode: true },
  });
}

export async function loadScriptureSettings(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  const [available, choices] = await Promise.all([
    biblesAvailable(organisation.id),
    prisma.organisationBible.findMany({ where: { organisationId: organisation.id } }),
  ]);
  const confirmDelete = new URL(request.url).searchParams.get("delete");
  return {
    organisation,
    shipped: available.shipped,
    imported: available.imported.map((bible) => ({ ...bible, createdAt: bible.createdAt.toISOString() })),
    choices: Object.fromEntries(
      choices.map((choice) => [
        choice.language,
        choice.bibleId ? `imported:${choice.bibleId}` : choice.shippedId ? `shipped:${choice.shippedId}` : "",
      ]),
    ),
    confirmDelete: available.imported.find((bible) => bible.id === confirmDelete) ?? null,
  };
}

type Problem = { key: string; values?: Record<string, string | number> };
// A 12 MB Bible is read and stored in a few seconds; past this the worker is stopped.
const IMPORT_BUDGET_MS = 60_000;
const refuse = (problem: Problem, status = 400) => data({ problem }, { status });

export async function scriptureSettingsAction(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  const back = new URL(request.url).pathname;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_BIBLE_BYTES + 64 * 1024) return refuse({ key: "scripture.import.errors.tooLarge" }, 413);
  const form = await requestForm(request);
  const parsed = scriptureSettingsSchema.safeParse(
    Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")),
  );
  if (!parsed.success) return refuse({ key: parsed.error.issues[0]?.message ?? "scripture.settings.errors.invalid" });
  const input = parsed.data;
  switch (input.intent) {
    case "mode":
      await prisma.organisation.update({ where: { id: organisation.id }, data: { scriptureMode: input.mode } });
      await tellLiveSermonsScriptureMode(organisation.id, input.mode);
      return redirectWithToast(back, { type: "success", messageKey: "scripture.settings.saved" });
    case "choose": {
      const [kind, id] = input.bible ? (input.bible.split(":") as [string, string]) : ["", ""];
      if (kind === "shipped" && !isShippedBibleId(id)) return refuse({ key: "scripture.settings.errors.bible" });
      if (
        kind === "imported" &&
        !(await prisma.bible.findFirst({ where: { id, organisationId: organisation.id }, select: { id: true } }))
      ) {
        return refuse({ key: "scripture.settings.errors.bible" });
      }
      await prisma.organisationBible.upsert({
        where: { organisationId_language: { organisationId: organisation.id, language: input.language } },
        create: {
          organisationId: organisation.id,
          language: input.language,
          bibleId: kind === "imported" ? id : null,
          shippedId: kind === "shipped" ? id : kind ? null : "none",
        },
        update: { bibleId: kind === "imported" ? id : null, shippedId: kind === "shipped" ? id : kind ? null : "none" },
      });
      return redirectWithToast(back, { type: "success", messageKey: "scripture.settings.saved" });
    }
    case "import": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return refuse({ key: "scripture.import.errors.empty" });
      if (file.size > MAX_BIBLE_BYTES) return refuse({ key: "scripture.import.errors.tooLarge" }, 413);
      // Read and stored in a worker thread, as one write: a refused file leaves nothing behind.
      const run = await runOffThread(
        "bible",
        {
          file,
          organisationId: organisation.id,
          name: input.name,
          language: input.language,
          licence: input.licence,
        },
        IMPORT_BUDGET_MS,
      );
      if (!run.ok) return refuse({ key: `imports.${run.failure}` }, run.failure === "busy" ? 503 : 400);
      const result = run.value;
      if (!result.ok)
        return refuse({
          key: result.problem.key,
          values: "values" in result.problem ? result.problem.values : undefined,
        });
      return redirectWithToast(back, { type: "success", messageKey: "scripture.import.done" });
    }
    case "delete": {
      const deleted = await prisma.bible.deleteMany({ where: { id: input.bibleId, organisationId: organisation.id } });
      if (!deleted.count) notFound();
      forgetBible(input.bibleId);
      return redirectWithToast(back, { type: "success", messageKey: "scripture.import.deleted" });
    }
  }
}

/**
 * A scripture mode saved mid-sermon applies to the organisation's live sermons from their next
 * segment ("Off" means no more cards, issue 28). The setting is saved either way: a room that
 * cannot be told keeps the mode it started with, and the next sermon gets the new one.
 */
async function tellLiveSermonsScriptureMode(organisationId: string, mode: "show" | "suggest" | "off") {
  const live = await prisma.sermon.findMany({
    where: { organisationId, status: "live" },
    select: { broadcastId: true },
  });
  await Promise.all(
    live.map(({ broadcastId }) =>
      commandRoom(broadcastId, { type: "scriptureMode", mode }).catch((error: unknown) =>
        logger.warn(
          { broadcastId, err: error instanceof Error ? error.message : String(error) },
          "a live room could not be told the scripture mode",
        ),
      ),
    ),
  );
}
