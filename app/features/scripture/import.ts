/**
 * Reads a Bible a church imports — USFM, OSIS XML, or a CSV of book, chapter, verse, text — into
 * the app's compact format. Pure (no database): every problem is returned as a message key and
 * its values, so the form can say exactly what is wrong and nothing is stored.
 */
import { bibleBooks } from "#app/features/glossary/bible-books.ts";
import { foldWord } from "./number-words.ts";
import type { CompactBible } from "./bible-format.ts";

export const MAX_BIBLE_BYTES = 12 * 1024 * 1024;

type ImportProblem =
  | { key: "scripture.import.errors.tooLarge" }
  | { key: "scripture.import.errors.empty" }
  | { key: "scripture.import.errors.unknownBook"; values: { book: string; line: number } }
  | { key: "scripture.import.errors.badLine"; values: { line: number } }
  | { key: "scripture.import.errors.noVerses" };

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

class Collector {
  books: CompactBible["books"] = {};
  verseCount = 0;
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
  if (/^\s*\\id\s/m.test(text)) return importUsfm(text);
  if (/<osis[\s>]/.test(text) || /<verse\b/.test(text)) return importOsis(text);
  return importCsv(text);
}

/** USFM: \id BOOK, \c N, \v N text; footnotes and cross references dropped, word markers kept as words. */
function importUsfm(text: string): ImportResult {
  const out = new Collector();
  let book: string | null = null;
  let chapter = 0;
  let verse: { number: number; text: string } | null = null;
  const flush = () => {
    if (book && verse) out.add(book, chapter, verse.number, stripUsfm(verse.text));
    verse = null;
  };
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const id = /^\\id\s+(\S+)/.exec(line);
    if (id) {
      flush();
      book = bookOf(id[1]!);
      if (!book)
        return {
          ok: false,
          problem: { key: "scripture.import.errors.unknownBook", values: { book: id[1]!, line: index + 1 } },
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
    const pieces = line.split(/(?=\\v\s+\d+)/);
    for (const piece of pieces) {
      const v = /^\\v\s+(\d+)\S*\s*([\s\S]*)$/.exec(piece);
      if (v) {
        flush();
        if (!book || !chapter)
          return { ok: false, problem: { key: "scripture.import.errors.badLine", values: { line: index + 1 } } };
        verse = { number: Number(v[1]), text: v[2]! };
      } else if (verse && !/^\\(s\d?|mt\d?|ms\d?|h|toc\d|r|d|cl|ide|rem)\b/.test(piece)) {
        verse.text += ` ${piece}`;
      }
    }
  }
  flush();
  return out.result();
}

function stripUsfm(text: string) {
  return text
    .replace(/\\f\s[\s\S]*?\\f\*/g, " ")
    .replace(/\\x\s[\s\S]*?\\x\*/g, " ")
    .replace(/\\w\s+([^|\\]*)(\|[^\\]*)?\\w\*/g, "$1")
    .replace(/\\\+?[a-z]+\d*\*?/g, " ");
}

/** OSIS XML: <verse osisID="John.3.16">…</verse>, or sID/eID milestones. */
function importOsis(text: string): ImportResult {
  const out = new Collector();
  const body = text.replace(/<note\b[\s\S]*?<\/note>/g, " ").replace(/<title\b[\s\S]*?<\/title>/g, " ");
  const milestones = /<verse\b[^>]*\bsID="[^"]*"[^>]*\bosisID="([^"]+)"[^>]*\/>([\s\S]*?)<verse\b[^>]*\beID=/g;
  const containers = /<verse\b(?![^>]*\/>)[^>]*\bosisID="([^"]+)"[^>]*>([\s\S]*?)<\/verse>/g;
  for (const pattern of [milestones, containers]) {
    for (const match of body.matchAll(pattern)) {
      const [bookId, chapter, verse] = match[1]!.split(" ")[0]!.split(".");
      const book = bookOf(bookId ?? "");
      if (!book) continue; // deuterocanon and other books not read in the live languages
      out.add(book, Number(chapter), Number(verse), decodeXml(match[2]!.replace(/<[^>]+>/g, "")));
    }
  }
  return out.result();
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
  const rows = parseCsv(text);
  for (const [index, row] of rows.entries()) {
    if (row.length === 1 && !row[0]!.trim()) continue;
    if (index === 0 && /^book$/i.test(row[0]!.trim())) continue;
    const [bookName, chapter, verse, ...rest] = row;
    if (!bookName || !/^\d+$/.test(chapter?.trim() ?? "") || !/^\d+$/.test(verse?.trim() ?? "") || !rest.length) {
      return { ok: false, problem: { key: "scripture.import.errors.badLine", values: { line: index + 1 } } };
    }
    const book = bookOf(bookName);
    if (!book)
      return {
        ok: false,
        problem: {
          key: "scripture.import.errors.unknownBook",
          values: { book: bookName.slice(0, 40), line: index + 1 },
        },
      };
    out.add(book, Number(chapter), Number(verse), rest.join(","));
  }
  return out.result();
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && !cell) quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
