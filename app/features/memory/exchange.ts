/**
 * An organisation's translation memory in and out: CSV for spreadsheets, TMX 1.4 for translation
 * tools (every CAT tool reads it). Pure: the page's import and export and the tests share it.
 */
import { parseCsv, toCsv } from "#app/utils/csv.ts";
import type { MemoryEntry } from "./memory.ts";

const CSV_HEADER = ["source_language", "source", "target_language", "rendering"];

export function memoryToCsv(entries: readonly MemoryEntry[]): string {
  return toCsv(
    CSV_HEADER,
    entries.map((entry) => [entry.sourceLanguage, entry.source, entry.targetLanguage, entry.rendering]),
  );
}

/** Rows of a CSV export (header required); a formula guard's apostrophe is taken off again. */
export function memoryFromCsv(text: string): MemoryEntry[] | null {
  const [header, ...rows] = parseCsv(text);
  const columns = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (!CSV_HEADER.every((column) => columns.includes(column))) return null;
  return rows.map((cells) => {
    const cell = (name: string) => (cells[columns.indexOf(name)] ?? "").replace(/^'(?=[=+\-@\t\r])/, "").trim();
    return {
      sourceLanguage: cell("source_language"),
      source: cell("source"),
      targetLanguage: cell("target_language"),
      rendering: cell("rendering"),
    };
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");

/** One translation unit per source sentence, with a variant per language it is rendered in. */
export function memoryToTmx(entries: readonly MemoryEntry[]): string {
  const units = new Map<string, { language: string; source: string; renderings: Map<string, string> }>();
  for (const entry of entries) {
    const key = `${entry.sourceLanguage}\u0000${entry.source}`;
    let unit = units.get(key);
    if (!unit) units.set(key, (unit = { language: entry.sourceLanguage, source: entry.source, renderings: new Map() }));
    unit.renderings.set(entry.targetLanguage, entry.rendering);
  }
  const variant = (language: string, text: string) =>
    `      <tuv xml:lang="${escapeXml(language)}"><seg>${escapeXml(text)}</seg></tuv>`;
  const body = [...units.values()].map((unit) =>
    [
      `    <tu srclang="${escapeXml(unit.language)}">`,
      variant(unit.language, unit.source),
      ...[...unit.renderings].map(([language, text]) => variant(language, text)),
      "    </tu>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4">',
    '  <header creationtool="Every Tongue" creationtoolversion="1" segtype="sentence" o-tmf="every-tongue"' +
      ' adminlang="en" srclang="*all*" datatype="plaintext"/>',
    "  <body>",
    ...body,
    "  </body>",
    "</tmx>",
    "",
  ].join("\n");
}

/**
 * Entries of a TMX file: in each unit, the variant in its `srclang` (else the header's, else the
 * first) is the sentence said, every other variant a rendering of it. Inline markup is dropped.
 */
export function memoryFromTmx(text: string): MemoryEntry[] | null {
  if (!/<tmx[\s>]/.test(text)) return null;
  const headerSource = /<header\b[^>]*\bsrclang="([^"*]+)"/.exec(text)?.[1];
  const entries: MemoryEntry[] = [];
  for (const unit of text.matchAll(/<tu\b([^>]*)>([\s\S]*?)<\/tu>/g)) {
    const unitSource = /\bsrclang="([^"*]+)"/.exec(unit[1]!)?.[1] ?? headerSource;
    const variants = [
      ...unit[2]!.matchAll(/<tuv\b[^>]*\b(?:xml:)?lang="([^"]+)"[^>]*>[\s\S]*?<seg>([\s\S]*?)<\/seg>/g),
    ].map((match) => ({
      language: match[1]!.split("-")[0]!.toLowerCase(),
      text: unescapeXml(match[2]!.replace(/<[^>]+>/g, "")).trim(),
    }));
    const source = variants.find((item) => item.language === unitSource?.split("-")[0]?.toLowerCase()) ?? variants[0];
    if (!source) continue;
    for (const item of variants)
      if (item !== source)
        entries.push({
          sourceLanguage: source.language,
          source: source.text,
          targetLanguage: item.language,
          rendering: item.text,
        });
  }
  return entries;
}
