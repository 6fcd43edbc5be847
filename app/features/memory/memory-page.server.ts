/**
 * The organisation's translation memory page: its entries a page at a time (newest first,
 * searchable), added, edited and deleted, imported from CSV or TMX and exported. The
 * organisation administrator edits their own; the super administrator any organisation's.
 */
import { data } from "react-router";
import { notFound, requireUser } from "#app/features/auth/permissions.server.ts";
import { organisationFor } from "#app/features/scripture/settings.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { runOffThread } from "#app/utils/off-thread.server.ts";
import {
  forgetMemory,
  listMemory,
  MEMORY_PAGE_SIZE,
  removeMemoryEntry,
  saveMemoryEntry,
  updateMemoryEntry,
} from "./memory-entries.server.ts";
import type { MemoryImport } from "./memory-import.ts";
import { MAX_MEMORY_FILE_BYTES, memoryEntryFormSchema } from "./schema.ts";

// This feature's job for the import worker (app/utils/import-jobs.ts).
declare module "#app/utils/import-jobs.ts" {
  interface ImportJobs {
    /** A translation memory file (CSV or TMX), checked and written as the organisation's entries. */
    /** `userId`: who imported it, which each entry names (decision 063). */
    memoryFile: { input: { organisationId: string; text: string; userId?: string | null }; output: MemoryImport };
  }
}

export async function loadMemoryPage(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  const params = new URL(request.url).searchParams;
  const search = (params.get("q") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const [{ total, entries }, { timeZone }] = await Promise.all([
    listMemory(organisation.id, page, search),
    prisma.organisation.findUniqueOrThrow({ where: { id: organisation.id }, select: { timeZone: true } }),
  ]);
  const listed = entries.map((entry) => ({
    id: entry.id,
    sourceLanguage: entry.sourceLanguage,
    source: entry.source,
    targetLanguage: entry.targetLanguage,
    rendering: entry.rendering,
    origin: entry.origin,
    updatedAt: entry.updatedAt.toISOString(),
    sermon: entry.originSermon
      ? { title: entry.originSermon.title, startedAt: entry.originSermon.startedAt.toISOString() }
      : null,
    by: entry.originUser ? `${entry.originUser.firstName} ${entry.originUser.lastName}`.trim() : null,
  }));
  return {
    organisation: { id: organisation.id, name: organisation.name, timeZone },
    entries: listed,
    search,
    page,
    pages: Math.max(1, Math.ceil(total / MEMORY_PAGE_SIZE)),
    total,
    editing: listed.find((entry) => entry.id === params.get("edit")) ?? null,
    confirmDelete: listed.find((entry) => entry.id === params.get("delete")) ?? null,
    exportBase: `/memory-export?organisation=${encodeURIComponent(organisation.id)}`,
  };
}

type Problem = { key: string; values?: Record<string, string | number> };
const refuse = (problem: Problem, status = 400) => data({ problem }, { status });

export async function memoryPageAction(request: Request, organisationId: string | undefined) {
  const organisation = await organisationFor(request, organisationId);
  // organisationFor checked the role and the organisation; the person is named on what they write.
  const { id: by } = await requireUser(request);
  const back = new URL(request.url).pathname;
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_MEMORY_FILE_BYTES + 64 * 1024)
    return refuse({ key: "memory.errors.fileTooLarge" }, 413);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    if (!(await removeMemoryEntry(organisation.id, String(form.get("entryId") ?? "")))) notFound();
    return redirectWithToast(back, { type: "success", messageKey: "memory.deleted" });
  }
  if (intent === "import") return importFile(organisation.id, form.get("file"), back, by);
  const parsed = memoryEntryFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse({ key: parsed.error.issues[0]?.message ?? "memory.errors.invalid" });
  const entryId = String(form.get("entryId") ?? "");
  if (entryId) {
    if (!(await updateMemoryEntry(organisation.id, entryId, parsed.data, by))) notFound();
  } else await saveMemoryEntry(organisation.id, parsed.data, "manual", by);
  return redirectWithToast(back, { type: "success", messageKey: "memory.saved" });
}

// Reading and writing 5,000 entries takes a few seconds at most; past this the worker is stopped.
const IMPORT_BUDGET_MS = 20_000;

/** A CSV or TMX export, read, checked and written in the import worker: all of it, or none. */
async function importFile(organisationId: string, file: FormDataEntryValue | null, back: string, by: string) {
  if (!(file instanceof File) || file.size === 0) return refuse({ key: "memory.errors.fileMissing" });
  if (file.size > MAX_MEMORY_FILE_BYTES) return refuse({ key: "memory.errors.fileTooLarge" }, 413);
  const run = await runOffThread(
    "memoryFile",
    { organisationId, text: await file.text(), userId: by },
    IMPORT_BUDGET_MS,
  );
  forgetMemory(organisationId);
  if (!run.ok) return refuse({ key: `imports.${run.failure}` }, run.failure === "busy" ? 503 : 400);
  if (!run.value.ok) return refuse(run.value.problem);
  return redirectWithToast(back, { type: "success", messageKey: "memory.imported" });
}
