/**
 * An organisation's translation memory in and out: CSV for spreadsheets, TMX 1.4 for translation
 * tools (every CAT tool reads it). Pure: the page's import and export and the tests share it.
 */
import { readCsv, toCsv } from "#app/utils/csv.ts";
import type { MemoryEntry } from "#app/neutral/memory/memory.ts";

const CSV_HEADER = ["source_language", "source", "target_language", "rendering"];

export function memoryToCsv(entries: readonly MemoryEntry[]): string {
  return toCsv(
    CSV_HEADER,
    entries.map((entry) => [entry.sourceLanguage, entry.source, entry.targetLanguage, entry.rendering]),
  );
}

/**
 * Rows of a CSV export (header required); a formula guard's apostrophe is taken off again. Like
 * every upload it is read bounded (issue 30): past `maxEntries` rows, or 16 columns (four are
 * ours, a spreadsheet may add notes), it stops reading.
 */
export function memoryFromCsv(text: string, maxEntries = Infinity): MemoryEntry[] | "tooMany" | null {
  // The header row and maxEntries rows; one more is too many.
  const read = readCsv(text, { maxRows: Math.min(maxEntries + 1, Number.MAX_SAFE_INTEGER), maxColumns: 16 });
  if (!read.ok) return read.overflow === "rows" ? "tooMany" : null;
  const [header, ...rows] = read.rows.map((row) => row.cells);
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
    // A number past Unicode's last code point is left as written (fromCodePoint would throw).
    .replace(/&#(\d{1,7});/g, (all, code: string) =>
      Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : all,
    )
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
 * The elements named `name` in `text`, in order: each one's attributes and body. Read with
 * indexOf, one pass: an uploaded file with thousands of opening tags and no closing one costs
 * its length, not its length squared (what a lazy regular expression would cost, issue 30).
 */
function* elements(text: string, name: string) {
  const open = `<${name}`;
  const close = `</${name}>`;
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    if (start < 0) return;
    const next = text[start + open.length];
    // <tu> but not <tuv>: the name must end the tag's word. Looked at before the tag's end is
    // searched for: thousands of "<tuv" before one ">" would each search up to it (issue 40).
    if (next !== ">" && next !== " " && next !== "\n" && next !== "\t" && next !== "\r") {
      from = start + open.length;
      continue;
    }
    const tagEnd = text.indexOf(">", start);
    if (tagEnd < 0) return;
    const end = text.indexOf(close, tagEnd);
    if (end < 0) return;
    yield { attributes: text.slice(start + open.length, tagEnd), body: text.slice(tagEnd + 1, end) };
    from = end + close.length;
  }
}

/**
 * The header's srclang. Its pattern (/<header\b[^>]*\bsrclang="…"/) ran from every "<header" to
 * the next ">": a 2 MB file of "<header" repeated without one held the import worker 20.9 s
 * (issue 40). Each tag is looked at once: the tags opened before one ">" all end there, and the
 * first of them holds every attribute the later ones do.
 */
function headerSourceLanguage(text: string) {
  for (let start = text.indexOf("<header"); start >= 0;) {
    if (/\w/.test(text[start + 7] ?? "")) {
      start = text.indexOf("<header", start + 7);
      continue;
    }
    const end = text.indexOf(">", start);
    const tag = text.slice(start, end < 0 ? text.length : end);
    const found = /\bsrclang="([^"*]+)"/.exec(tag)?.[1];
    if (found || end < 0) return found;
    start = text.indexOf("<header", end);
  }
  return undefined;
}

/** `text` without its tags; a "<" never closed is text (as /<[^>]*>/g left it, in one pass). */
function withoutTags(text: string) {
  const kept: string[] = [];
  let from = 0;
  for (let open = text.indexOf("<"); open >= 0; open = text.indexOf("<", from)) {
    const close = text.indexOf(">", open);
    if (close < 0) break;
    kept.push(text.slice(from, open));
    from = close + 1;
  }
  kept.push(text.slice(from));
  return kept.join("");
}

/**
 * Entries of a TMX file: in each unit, the variant in its `srclang` (else the header's, else the
 * first) is the sentence said, every other variant a rendering of it. Inline markup is dropped.
 * Stops after `maxEntries` + 1, enough for the caller to say the file has too many.
 */
export function memoryFromTmx(text: string, maxEntries = Infinity): MemoryEntry[] | null {
  if (!/<tmx[\s>]/.test(text)) return null;
  const headerSource = headerSourceLanguage(text);
  const entries: MemoryEntry[] = [];
  for (const unit of elements(text, "tu")) {
    const unitSource = /\bsrclang="([^"*]+)"/.exec(unit.attributes)?.[1] ?? headerSource;
    const variants = [...elements(unit.body, "tuv")].flatMap((variant) => {
      const language = /\b(?:xml:)?lang="([^"]+)"/.exec(variant.attributes)?.[1];
      const segment = elements(variant.body, "seg").next().value;
      if (!language || !segment) return [];
      const text = unescapeXml(withoutTags(segment.body)).trim();
      return [{ language: language.split("-")[0]!.toLowerCase(), text }];
    });
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
    if (entries.length > maxEntries) break;
  }
  return entries;
}
