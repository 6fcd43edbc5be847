// Uploads shaped to make a parser work hard (issue 40): for each importer, text built to defeat a
// pattern that backtracks or a search that starts again from the same place. `of(bytes)` gives
// one of about `bytes` characters. Shared by the importers' linearity test
// (app/features/imports/linear-imports.test.ts) and `npm run bench:imports`.
import { importBible } from "#app/features/scripture/import.ts";
import { readTermsCsv } from "#app/features/glossary/terms-csv.ts";
import { readMemoryFile } from "#app/features/memory/memory-import.ts";

/** `unit` repeated to about `bytes` characters, between `head` and `tail`. */
const fill = (head: string, unit: string, tail: string) => (bytes: number) =>
  head + unit.repeat(Math.max(1, Math.floor((bytes - head.length - tail.length) / unit.length))) + tail;

const usfm = "\\id JHN\n\\c 1\n\\v 1 ";
const osis = '<osis><osisText><verse osisID="John.1.1">';
const tmx = '<?xml version="1.0"?><tmx version="1.4"><body>';
const seg = '<tu srclang="en"><tuv xml:lang="en"><seg>';
const segEnd = '</seg></tuv><tuv xml:lang="es"><seg>Hola.</seg></tuv></tu></body></tmx>';

export type PathologicalFile = { name: string; read: (text: string) => unknown; of: (bytes: number) => string };

export const pathologicalFiles: PathologicalFile[] = [
  // USFM (Bible): a word marker before a long run of spaces (60 s for 320,000 spaces).
  { name: "usfm-word-marker-spaces", read: importBible, of: fill(`${usfm}\\w `, " ", "\n") },
  { name: "usfm-markers-never-closed", read: importBible, of: fill(usfm, "\\w a \\f b \\x c \\+w ", "\n") },
  { name: "usfm-word-markers-no-bar", read: importBible, of: fill(usfm, "\\w grace\\w* ", "|\n") },
  { name: "usfm-verse-markers-spaces", read: importBible, of: fill(usfm, "\\v    x", "\n") },
  // OSIS (Bible): tags opened and never closed, attributes never ended.
  { name: "osis-tags-never-closed", read: importBible, of: fill(osis, "<verse ", ">") },
  { name: "osis-attributes-never-ended", read: importBible, of: fill(osis, '<verse osisID="', "") },
  { name: "osis-notes-never-closed", read: importBible, of: fill(osis, "<note>a", "</verse></osisText></osis>") },
  // CSV (Bible, glossary, memory): a quote never closed, doubled quotes, blank cells.
  { name: "bible-csv-quote-never-closed", read: importBible, of: fill('John,1,1,"', 'a""', "") },
  { name: "bible-csv-blank-lines", read: importBible, of: fill("John,1,1,a\n", " , , \n", "") },
  { name: "glossary-csv-quote-never-closed", read: readTermsCsv, of: fill('term,es\n"', 'x"" ', "") },
  { name: "memory-csv-quote-never-closed", read: readMemoryFile, of: fill('source_language,source\n"', '""a', "") },
  // TMX (memory): "<header" without its ">" (20.9 s for 2 MB), "<tuv" before one ">", "<" in a segment.
  { name: "tmx-header-never-closed", read: readMemoryFile, of: fill(tmx, "<header", "") },
  { name: "tmx-header-one-end", read: readMemoryFile, of: fill(tmx, "<header", ">") },
  { name: "tmx-tuv-one-end", read: readMemoryFile, of: fill(`${tmx}<tu>`, "<tuv", "></tu></body></tmx>") },
  { name: "tmx-tags-in-segment-never-closed", read: readMemoryFile, of: fill(`${tmx}${seg}`, "<b ", segEnd) },
  { name: "tmx-character-references", read: readMemoryFile, of: fill(`${tmx}${seg}`, "&#1234567", segEnd) },
];
