// A translation memory file as the import worker reads it (app/features/imports/): CSV or TMX,
// bounded in entries, every entry checked with the form's schema before anything is written.
import type { MessageKey } from "#app/locales/keys.ts";
import { memoryFromCsv, memoryFromTmx } from "./exchange.ts";
import type { MemoryEntry } from "#app/neutral/memory/memory.ts";
import { MAX_MEMORY_IMPORT, memoryEntryFormSchema } from "./schema.ts";

export type MemoryImportProblem = { key: MessageKey; values?: Record<string, number> };
export type MemoryImport = { ok: true; count: number } | { ok: false; problem: MemoryImportProblem };

export function readMemoryFile(
  text: string,
): { ok: true; entries: MemoryEntry[] } | { ok: false; problem: MemoryImportProblem } {
  const entries = memoryFromTmx(text, MAX_MEMORY_IMPORT) ?? memoryFromCsv(text, MAX_MEMORY_IMPORT);
  if (!entries) return { ok: false, problem: { key: "memory.errors.fileFormat" } };
  if (entries === "tooMany" || entries.length > MAX_MEMORY_IMPORT)
    return { ok: false, problem: { key: "memory.errors.fileTooMany" } };
  const checked: MemoryEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const parsed = memoryEntryFormSchema.safeParse(entry);
    if (!parsed.success) return { ok: false, problem: { key: "memory.errors.fileRow", values: { row: index + 1 } } };
    checked.push(parsed.data);
  }
  return { ok: true, entries: checked };
}
