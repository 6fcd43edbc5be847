// What the import worker (./import-worker.ts) does: read an uploaded file and store what it holds,
// all on its own thread. Storing happens there too: the database driver writes a SQLite file
// synchronously, and a 10 MB Bible row held the event loop for about a second.
import { glossaryTakes, writeImportedTerms } from "#app/features/glossary/organisation-terms.server.ts";
import { readTermsCsv } from "#app/features/glossary/terms-csv.ts";
import { readMemoryFile } from "#app/features/memory/memory-import.ts";
import { writeImportedMemory } from "#app/features/memory/memory-entries.server.ts";
import { buildQuoteIndex } from "#app/features/quotes/quote-index-build.ts";
import { quotableBibles } from "#app/features/scripture/bibles.server.ts";
import { importBible } from "#app/features/scripture/import.ts";
import { prisma } from "#app/utils/db.server.ts";
import type { JobInput, JobKind, JobOutput } from "#app/utils/import-jobs.ts";

export const jobs: { [K in JobKind]: (input: JobInput<K>) => Promise<JobOutput<K>> } = {
  async bible({ file, ...bible }) {
    const result = importBible(await file.text());
    if (!result.ok) return result;
    // One write: a refused file leaves nothing behind, an accepted one is whole.
    await prisma.bible.create({
      data: { ...bible, books: JSON.stringify(result.books), verseCount: result.verseCount },
    });
    return { ok: true, verseCount: result.verseCount };
  },
  async glossaryCsv({ organisationId, text }) {
    const read = readTermsCsv(text);
    if (!read.ok) return read;
    // All of a glossary goes to the room: an import that would not fit there saves nothing (decision 053).
    if (!(await glossaryTakes(organisationId, read.terms))) return { ok: false, errorKey: "liveQuality.glossary.full" };
    return { ok: true, count: await writeImportedTerms(organisationId, read.terms) };
  },
  async memoryFile({ organisationId, text, userId }) {
    const read = readMemoryFile(text);
    if (!read.ok) return read;
    return { ok: true, count: await writeImportedMemory(organisationId, read.entries, userId ?? null) };
  },
  async quoteIndex({ organisationId, language }) {
    return buildQuoteIndex(await quotableBibles(organisationId, language));
  },
};
