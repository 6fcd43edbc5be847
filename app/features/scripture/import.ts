/**
 * Reads a Bible a church imports — USFM, OSIS XML, or a CSV of book, chapter, verse, text — into
 * the app's compact format. Pure (no database): every problem is returned as a message key and
 * its values, so the form can say exactly what is wrong and nothing is stored.
 *
 * Each format is read in one pass over the file, never with a pattern that can scan ahead to the
 * end from many places (issue 30: 8,000 OSIS milestones without end markers took 5.3 s, four
 * times longer per doubling), and a file stops being read at the first bound it passes. The
 * server runs it in a worker thread (app/features/imports/).
 */
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";
import { readCsv } from "#app/utils/csv.ts";
import { foldWord } from "#app/neutral/scripture/number-words.ts";
import type { CompactBible } from "./bible-format.ts";

export const MAX_BIBLE_BYTES = 12 * 1024 * 1024;
/** Verse markers (or CSV rows) in one file: a Bible has about 31,000, 37,000 with the deuterocanon. */
export const MAX_VERSES = 50_000;
/** Cells in one CSV row: book, chapter, verse and a text whose unquoted commas split it further. */
export const MAX_CSV_COLUMNS = 64;

export type ImportProblem =
  | { key: "scripture.import.errors.tooLarge" }
  | { key: "scripture.import.errors.empty" }
  | { key: "scripture.import.errors.unknownBook"; values: { book: string; line: number } }
  | { key: "scripture.import.errors.badLine"; values: { line: number } }
  | { key: "scripture.import.errors.noVerses" }
  | { key: "scripture.import.errors.tooManyVerses" }
  | { key: "scripture.import.errors.tooManyColumns"; values: { line: number } };

export type ImportResult =
  { ok: true; books: CompactBible["books"]; verseCount: number } | { ok: false; problem: ImportProblem };

// USFM book codes, in the same canonical order as the glossary's book table.
const usfmCodes = (
  "GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG " +
  "ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT " +
  "ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV"
).split(" ");

const bookByName = new Map<string, string>();
for (const [index, book] of bibleBooks.entries()) {
  bookByName.set(foldWord(book.osis), book.osis);
  bookByName.set(foldWord(usfmCodes[index]!), book.osis);
  for (const name of [...Object.values(book.names), ...book.alsoEn])
    bookByName.set(foldWord(name).replace(/\s+/g, " "), book.osis);
}

/** A book written as its OSIS id, USFM code or name in any live language. */
function bookOf(name: string): string | null {
  return bookByName.get(foldWord(name.trim()).replace(/\s+/g, " ")) ?? null;
}

const tooManyVerses: ImportResult = { ok: false, problem: { key: "scripture.import.errors.tooManyVerses" } };

class Collector {
  books: CompactBible["books"] = {};
  verseCount = 0;
  private markers = 0;
  /** Counts one verse marker; false once the file has more than a Bible's worth. */
  counted() {
    return ++this.markers <= MAX_VERSES;
  }
  add(book: string, chapter: number, verse: number, text: string) {
    const clean = text
      .replace(/\s+/g, " ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .trim();
    if (!clean || chapter < 1 || verse < 1 || chapter > 200 || verse > 200) return;
    const chapters = (this.books[book] ??= []);
    while (chapters.length < chapter) chapters.push([]);
    const verses = chapters[chapter - 1]!;
    while (verses.length < verse - 1) verses.push("");
    if (!verses[verse - 1]) this.verseCount++;
    verses[verse - 1] = clean;
  }
  result(): ImportResult {
    return this.verseCount
      ? { ok: true, books: this.books, verseCount: this.verseCount }
      : { ok: false, problem: { key: "scripture.import.errors.noVerses" } };
  }
}

export function importBible(content: string): ImportResult {
  if (new TextEncoder().encode(content).length > MAX_BIBLE_BYTES)
    return { ok: false, problem: { key: "scripture.import.errors.tooLarge" } };
  const text = content.replace(/^\uFEFF/, "");
  if (!text.trim()) return { ok: false, problem: { key: "scripture.import.errors.empty" } };
  // [ \t]*, not \s*: from every line start \s* would run on through all the blank lines after it.
  if (/^[ \t]*\\id\s/m.test(text)) return importUsfm(text);
  if (/<osis[\s>]/.test(text) || /<verse\b/.test(text)) return importOsis(text);
  return importCsv(text);
}

/** USFM: \id BOOK, \c N, \v N text; footnotes and cross references dropped, word markers kept as words. */
function importUsfm(text: string): ImportResult {
  const out = new Collector();
  let book: string | null = null;
  let chapter = 0;
  let verse: { number: number; parts: string[] } | null = null;
  const flush = () => {
    if (book && verse) out.add(book, chapter, verse.number, stripUsfm(verse.parts.join(" ")));
    verse = null;
  };
  let lineNumber = 0;
  for (let start = 0; start <= text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end > start && text[end - 1] === "\r" ? end - 1 : end);
    start = end + 1;
    lineNumber++;
    const id = /^\\id\s+(\S+)/.exec(line);
    if (id) {
      flush();
      book = bookOf(id[1]!);
      if (!book)
        return {
          ok: false,
          problem: { key: "scripture.import.errors.unknownBook", values: { book: id[1]!, line: lineNumber } },
        };
      chapter = 0;
      continue;
    }
    const c = /^\\c\s+(\d+)/.exec(line);
    if (c) {
      flush();
      chapter = Number(c[1]);
      continue;
    }
    // Several verses can share a line: "\v 1 … \v 2 …".
    for (const piece of versePieces(line)) {
      const v = /^\\v\s+(\d+)\S*\s*([\s\S]*)$/.exec(piece);
      if (v) {
        flush();
        if (!book || !chapter)
          return { ok: false, problem: { key: "scripture.import.errors.badLine", values: { line: lineNumber } } };
        if (!out.counted()) return tooManyVerses;
        verse = { number: Number(v[1]), parts: [v[2]!] };
      } else if (verse && !/^\\(s\d?|mt\d?|ms\d?|h|toc\d|r|d|cl|ide|rem)\b/.test(piece)) {
        verse.parts.push(piece);
      }
    }
  }
  flush();
  return out.result();
}

/** A line cut before each "\v N", one piece at a time (a line of many markers is never held as an array). */
function* versePieces(line: string) {
  const marker = /\\v\s+\d/g;
  let from = 0;
  for (let match = marker.exec(line); match; match = marker.exec(line)) {
    if (match.index > from) yield line.slice(from, match.index);
    from = match.index;
  }
  yield line.slice(from);
}

function stripUsfm(text: string) {
  return keepWords(dropNotes(dropNotes(text, "\\f", "\\f*"), "\\x", "\\x*")).replace(/\\\+?[a-z]+\d*\*?/g, " ");
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * "\w word|attributes\w*" as its word, found with indexOf. The pattern it replaces
 * (/\\w\s+([^|\\]*)(\|[^\\]*)?\\w\* /) let its space run and its word run take the same spaces:
 * a "\w" before 320,000 spaces held the import worker 60 s (issue 40). A marker left unmatched
 * is blanked with every other marker afterwards, as before.
 */
function keepWords(text: string) {
  const kept: string[] = [];
  let from = 0;
  for (let at = text.indexOf("\\w", from); at >= 0; at = text.indexOf("\\w", at + 2)) {
    if (!isSpace(text[at + 2])) continue;
    let word = at + 3;
    while (isSpace(text[word])) word++;
    // The word and its attributes hold no backslash: the next one must close the marker.
    const close = text.indexOf("\\", word);
    if (close < 0) break;
    if (!text.startsWith("\\w*", close)) {
      at = close - 2;
      continue;
    }
    const marked = text.slice(word, close);
    kept.push(text.slice(from, at), marked.split("|", 1)[0]!);
    from = close + 3;
    at = from - 2;
  }
  kept.push(text.slice(from));
  return kept.join("");
}

/**
 * Drops each footnote (or cross reference) from its opening marker, followed by a space, to its
 * closing one. One never closed hides the rest of the verse: searched for once, so a verse of
 * many unclosed markers costs its length, not its length times their number.
 */
function dropNotes(text: string, open: string, close: string) {
  const kept: string[] = [];
  let from = 0;
  for (let at = text.indexOf(open, from); at >= 0; at = text.indexOf(open, at + 1)) {
    if (!isSpace(text[at + open.length])) continue;
    kept.push(text.slice(from, at), " ");
    const end = text.indexOf(close, at + open.length);
    if (end < 0) return kept.join("");
    from = end + close.length;
    at = from - 1;
  }
  kept.push(text.slice(from));
  return kept.join("");
}

/**
 * OSIS XML: <verse osisID="John.3.16">…</verse>, or sID/eID milestones. Read tag by tag: a verse's
 * text runs to its end (</verse>, an eID milestone, the chapter's end) or, when that is missing,
 * to the next verse; notes and titles inside it are dropped.
 */
function importOsis(text: string): ImportResult {
  const out = new Collector();
  let verse: { id: string; parts: string[] } | null = null;
  let hidden = 0; // depth inside <note> and <title>
  const close = () => {
    if (!verse) return;
    const [bookId, chapter, number] = verse.id.split(" ")[0]!.split(".");
    const book = bookOf(bookId ?? "");
    // Books not read in the live languages (the deuterocanon) are skipped.
    if (book) out.add(book, Number(chapter), Number(number), decodeXml(verse.parts.join("")));
    verse = null;
  };
  for (const { textBefore, closing, name, attributes } of osisTags(text)) {
    if (verse && !hidden) verse.parts.push(textBefore);
    if (name === "note" || name === "title") {
      if (closing) hidden = Math.max(0, hidden - 1);
      else if (!attributes.endsWith("/")) hidden++;
    } else if (name === "verse") {
      close();
      hidden = 0;
      const id = /\bosisID="([^"]+)"/.exec(attributes)?.[1];
      if (closing || /\beID=/.test(attributes) || !id) continue;
      if (!out.counted()) return tooManyVerses;
      verse = { id, parts: [] };
    } else if (name === "chapter" && (closing || /\beID=/.test(attributes))) {
      close();
    }
  }
  close();
  return out.result();
}

/**
 * The tags of an XML text in order, each with the text before it. Found with indexOf, each
 * character looked at a bounded number of times: a "<" without its ">" is text.
 */
function* osisTags(text: string) {
  let from = 0;
  for (;;) {
    const open = text.indexOf("<", from);
    const end = open < 0 ? -1 : text.indexOf(">", open);
    if (end < 0) return;
    const start = text.lastIndexOf("<", end);
    const tag = /^(\/?)([A-Za-z][\w:.-]*)/.exec(text.slice(start + 1, end));
    const textBefore = text.slice(from, start);
    from = end + 1;
    if (tag) yield { textBefore, closing: tag[1] === "/", name: tag[2]!, attributes: text.slice(start + 1, end) };
  }
}

function decodeXml(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** CSV: book, chapter, verse, text (a header row is allowed; quotes per RFC 4180). */
function importCsv(text: string): ImportResult {
  const out = new Collector();
  // One more row than verses: the header.
  const read = readCsv(text, { maxRows: MAX_VERSES + 1, maxColumns: MAX_CSV_COLUMNS });
  if (!read.ok)
    return read.overflow === "rows"
      ? tooManyVerses
      : { ok: false, problem: { key: "scripture.import.errors.tooManyColumns", values: { line: read.line } } };
  for (const [index, { line, cells }] of read.rows.entries()) {
    if (index === 0 && /^book$/i.test(cells[0]!.trim())) continue;
    const [bookName, chapter, verse, ...rest] = cells;
    if (!bookName || !/^\d+$/.test(chapter?.trim() ?? "") || !/^\d+$/.test(verse?.trim() ?? "") || !rest.length) {
      return { ok: false, problem: { key: "scripture.import.errors.badLine", values: { line } } };
    }
    const book = bookOf(bookName);
    if (!book)
      return {
        ok: false,
        problem: { key: "scripture.import.errors.unknownBook", values: { book: bookName.slice(0, 40), line } },
      };
    if (!out.counted()) return tooManyVerses;
    out.add(book, Number(chapter), Number(verse), rest.join(","));
  }
  return out.result();
}
