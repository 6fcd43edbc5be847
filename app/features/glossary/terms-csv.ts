// An organisation's glossary as a CSV file (the export's header: term, keep, one column per
// language), read and checked without the database. The import worker (app/features/imports/)
// runs it and writes the terms only when every line is good.
import { readCsv } from "#app/utils/csv.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import { glossaryTermFormSchema, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, type GlossaryTermForm } from "./schema.ts";

/** What an import of the file did: how many terms it saved, or why it saved none. */
export type TermsImport = { ok: true; count: number } | { ok: false; errorKey: MessageKey; line?: number };
type TermsRead = { ok: true; terms: GlossaryTermForm[] } | { ok: false; errorKey: MessageKey; line?: number };

/** The terms of a CSV export (header row required), or the first thing wrong with it. */
export function readTermsCsv(text: string): TermsRead {
  // One more row than terms: the header. Past either bound the file is not read further.
  const read = readCsv(text, { maxRows: MAX_IMPORT_ROWS + 1, maxColumns: MAX_IMPORT_COLUMNS });
  if (!read.ok)
    return read.overflow === "rows"
      ? { ok: false, errorKey: "liveQuality.glossary.csvTooMany" }
      : { ok: false, errorKey: "liveQuality.glossary.csvColumns", line: read.line };
  const [header, ...rows] = read.rows;
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (!columns.includes("term")) return { ok: false, errorKey: "liveQuality.glossary.csvHeader" };
  const terms: GlossaryTermForm[] = [];
  for (const { line, cells } of rows) {
    const record = Object.fromEntries(
      columns.map((column, position) => [column, (cells[position] ?? "").replace(/^'(?=[=+\-@])/, "")]),
    );
    const parsed = glossaryTermFormSchema.safeParse({ ...record, keep: /^(yes|true|1|x)$/i.test(record.keep ?? "") });
    if (!parsed.success) return { ok: false, errorKey: "liveQuality.glossary.csvRow", line };
    terms.push(parsed.data);
  }
  return { ok: true, terms };
}
