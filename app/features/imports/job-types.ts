// The jobs the import worker takes (and the quotation index it builds), as types only: the request side (./off-thread.server.ts)
// names them without loading what the worker runs (./jobs.server.ts).
import type { TermsImport } from "#app/features/glossary/terms-csv.ts";
import type { MemoryImport } from "#app/features/memory/memory-import.ts";
import type { QuoteIndex } from "#app/features/quotes/quote-index.ts";
import type { ImportProblem } from "#app/features/scripture/import.ts";

type ImportJobs = {
  /**
   * An uploaded Bible file, read and stored as the organisation's Bible named here. The File
   * itself crosses to the worker (its bytes are shared, not copied): even reading 12 MB of it
   * into one buffer held the request thread for a sixth of a second.
   */
  bible: {
    input: { file: Blob; organisationId: string; name: string; language: string; licence: string };
    output: { ok: true; verseCount: number } | { ok: false; problem: ImportProblem };
  };
  /** A glossary CSV export, checked and written as the organisation's terms. */
  glossaryCsv: { input: { organisationId: string; text: string }; output: TermsImport };
  /** A translation memory file (CSV or TMX), checked and written as the organisation's entries. */
  memoryFile: { input: { organisationId: string; text: string }; output: MemoryImport };
  /**
   * The quotation index of the Bibles quotable in a language (shipped, and the organisation's own):
   * seconds of work and 200 MB of garbage on the way, so not on the request thread (decision 045).
   */
  quoteIndex: { input: { organisationId: string | null; language: string }; output: QuoteIndex };
};

export type JobKind = keyof ImportJobs;
export type JobInput<K extends JobKind> = ImportJobs[K]["input"];
export type JobOutput<K extends JobKind> = ImportJobs[K]["output"];
export type JobRequest = { [K in JobKind]: { kind: K; input: JobInput<K> } }[JobKind];
