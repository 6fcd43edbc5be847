// What the import worker (./parse-worker.ts) can be asked to do: read an uploaded file into what
// the server stores. Pure functions of their input; the server never runs them on its own thread.
import { readTermsCsv } from "#app/features/glossary/terms-csv.ts";
import { importBible } from "#app/features/scripture/import.ts";

export const jobs = {
  /** A Bible file's bytes → its books as the JSON the database keeps (a string crosses threads for free). */
  bible(bytes: Uint8Array) {
    const result = importBible(new TextDecoder().decode(bytes));
    return result.ok ? { ok: true as const, booksJson: JSON.stringify(result.books), verseCount: result.verseCount } : result;
  },
  glossaryCsv: readTermsCsv,
};

export type JobKind = keyof typeof jobs;
export type JobInput<K extends JobKind> = Parameters<(typeof jobs)[K]>[0];
export type JobOutput<K extends JobKind> = ReturnType<(typeof jobs)[K]>;
export type JobRequest = { [K in JobKind]: { kind: K; input: JobInput<K> } }[JobKind];
