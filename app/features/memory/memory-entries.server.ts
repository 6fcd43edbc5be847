// An organisation's translation memory in the database: listed a page at a time, saved, deleted,
// imported and exported, and loaded (cached per organisation) for the room's segment help.
import type { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "#app/utils/db.server.ts";
import {
  buildMemory,
  normaliseSentence,
  type MemoryEntry,
  type TranslationMemory,
} from "#app/neutral/memory/memory.ts";

export const MEMORY_PAGE_SIZE = 50;
const cache = new Map<string, Promise<TranslationMemory>>();

/** The organisation's entries over the shipped phrases; rebuilt after any change. */
export function memoryFor(organisationId: string | null): Promise<TranslationMemory> {
  const key = organisationId ?? "";
  let memory = cache.get(key);
  if (!memory) {
    memory = organisationId
      ? prisma.memoryEntry
          .findMany({ where: { organisationId }, orderBy: { updatedAt: "asc" } })
          .then((rows) => buildMemory(rows))
      : Promise.resolve(buildMemory());
    cache.set(key, memory);
  }
  return memory;
}

export async function listMemory(organisationId: string, page: number, search = "") {
  const where = {
    organisationId,
    ...(search ? { OR: [{ source: { contains: search } }, { rendering: { contains: search } }] } : {}),
  };
  const [total, entries] = await Promise.all([
    prisma.memoryEntry.count({ where }),
    prisma.memoryEntry.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * MEMORY_PAGE_SIZE,
      take: MEMORY_PAGE_SIZE,
      // Where each came from (decision 063): the sermon and the person, as the page names them.
      include: {
        originSermon: { select: { title: true, startedAt: true } },
        originUser: { select: { firstName: true, lastName: true } },
      },
    }),
  ]);
  return { total, entries };
}

export async function allMemory(organisationId: string): Promise<MemoryEntry[]> {
  return prisma.memoryEntry.findMany({
    where: { organisationId },
    orderBy: [{ sourceLanguage: "asc" }, { source: "asc" }, { targetLanguage: "asc" }],
    select: { sourceLanguage: true, source: true, targetLanguage: true, rendering: true },
  });
}

/** Who typed or imported an entry (decision 063): the person signed in, when known. */
type By = string | null;

/** Adds an entry, or replaces the one for the same sentence and language pair. */
export async function saveMemoryEntry(
  organisationId: string,
  entry: MemoryEntry,
  origin: "manual" | "import" = "manual",
  by: By = null,
) {
  const sourceKey = normaliseSentence(entry.source);
  if (!sourceKey) return;
  await prisma.memoryEntry.upsert(upsertOf(organisationId, { ...entry, sourceKey }, origin, by));
  cache.delete(organisationId);
}

/** The upsert that adds an entry or replaces the one for its sentence and language pair. */
function upsertOf(
  organisationId: string,
  { sourceKey, ...entry }: MemoryEntry & { sourceKey: string },
  origin: "manual" | "import",
  by: By,
) {
  const taught = { origin, originUserId: by, originSermonId: null };
  return {
    where: {
      organisationId_sourceLanguage_targetLanguage_sourceKey: {
        organisationId,
        sourceLanguage: entry.sourceLanguage,
        targetLanguage: entry.targetLanguage,
        sourceKey,
      },
    },
    create: { organisationId, ...entry, sourceKey, ...taught },
    update: { source: entry.source, rendering: entry.rendering, ...taught },
  };
}

/**
 * Writes an imported file's entries as one transaction, in the import worker (a write per entry,
 * each its own transaction, held the database and every request with it, issue 30). An entry for a
 * sentence and language pair already saved replaces it; within the file the later one wins.
 */
export async function writeImportedMemory(organisationId: string, entries: readonly MemoryEntry[], by: By = null) {
  const keyed = new Map<string, MemoryEntry & { sourceKey: string }>();
  for (const entry of entries) {
    const sourceKey = normaliseSentence(entry.source);
    if (sourceKey) keyed.set(`${entry.sourceLanguage}|${entry.targetLanguage}|${sourceKey}`, { ...entry, sourceKey });
  }
  await prisma.$transaction(
    [...keyed.values()].map((entry) => prisma.memoryEntry.upsert(upsertOf(organisationId, entry, "import", by))),
  );
  return keyed.size;
}

/** After an import the worker wrote: this thread's cached memory is stale. */
export function forgetMemory(organisationId: string) {
  cache.delete(organisationId);
}

/** Edits one entry in place (its sentence may change too): from now on it is the editor's rendering. */
export async function updateMemoryEntry(organisationId: string, id: string, entry: MemoryEntry, by: By = null) {
  const sourceKey = normaliseSentence(entry.source);
  const data = { ...entry, sourceKey, origin: "manual", originUserId: by, originSermonId: null };
  const count = (await prisma.memoryEntry.updateMany({ where: { id, organisationId }, data })).count;
  cache.delete(organisationId);
  return count;
}

export async function removeMemoryEntry(organisationId: string, id: string) {
  const count = (await prisma.memoryEntry.deleteMany({ where: { id, organisationId } })).count;
  cache.delete(organisationId);
  return count;
}

/**
 * A line a person corrected in the booth, or changed in a prepared reading's review (a room event,
 * applied once in the event's transaction): the entry says which sermon and who (decision 063).
 */
export async function rememberCorrection(
  tx: Prisma.TransactionClient,
  sermon: { id: string; organisationId: string },
  event: {
    sourceLanguage: string;
    source: string;
    language: string;
    rendering: string;
    userId?: string | null;
    via?: "correction" | "prepared";
  },
) {
  const { organisationId } = sermon;
  const sourceKey = normaliseSentence(event.source);
  if (!sourceKey || !event.rendering.trim()) return;
  // The id comes from the room token the web signed; a person deleted since is no one.
  const person = event.userId ? await tx.user.findUnique({ where: { id: event.userId }, select: { id: true } }) : null;
  const entry = { sourceLanguage: event.sourceLanguage, targetLanguage: event.language, sourceKey };
  const taught = {
    source: event.source,
    rendering: event.rendering.trim(),
    origin: event.via === "prepared" ? "prepared" : "booth",
    originSermonId: sermon.id,
    originUserId: person?.id ?? null,
  };
  await tx.memoryEntry.upsert({
    where: { organisationId_sourceLanguage_targetLanguage_sourceKey: { organisationId, ...entry } },
    create: { organisationId, ...entry, ...taught },
    update: taught,
  });
  cache.delete(organisationId);
}
