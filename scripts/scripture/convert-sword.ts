/**
 * Converts the public-domain Bibles of Debian's SWORD modules into the app's compact format
 * (app/features/scripture/bible-format.ts), once, into data/bibles/: the World English Bible
 * (sword-text-web), the Reina-Valera 1909 (sword-text-sparv) and the King James Version
 * (sword-text-kjv). Reads them with `mod2imp`
 * (libsword-utils), which prints every verse as "$$$Book C:V" and its OSIS markup. Safe to repeat:
 * a Bible already converted is left alone. Installed like Apertium by the setup script.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

export const shippedBibles = [
  { module: "engWEB2015eb", id: "web", name: "World English Bible", language: "en" },
  { module: "spaRV1909eb", id: "rv1909", name: "Reina-Valera 1909", language: "es" },
  // Not offered as a listener's Bible (English listeners get the WEB): the quotation matcher
  // reads it, because most preachers quote the King James words (decision 033).
  { module: "engKJV2006eb", id: "kjv", name: "King James Version", language: "en" },
] as const;

const outDir = process.env.BIBLES_DIR ?? "data/bibles";

/** SWORD's English book names ("I Samuel", "Revelation of John") → OSIS ids. */
const swordNames = new Map<string, string>(
  bibleBooks.map((book) => [
    book.names.en.replace(/^1 /, "I ").replace(/^2 /, "II ").replace(/^3 /, "III "),
    book.osis,
  ]),
);
swordNames.set("Revelation of John", "Rev");

/** Plain text of one verse's OSIS markup: notes and headings go, words stay. */
export function plainText(markup: string): string {
  return (
    markup
      .replace(/<note\b[^>]*\/>/g, "")
      .replace(/<note\b[\s\S]*?<\/note>/g, " ")
      .replace(/<title\b[\s\S]*?<\/title>/g, "")
      // Words a translator added (italics in print) sit in their own element, often with no space
      // around it: "<transChange>que es</transChange><w>vuestro</w>".
      .replace(/<transChange\b[^>]*>([\s\S]*?)<\/transChange>/g, " $1 ")
      .replace(/<[^>]+>/g, "")
      // The KJV module marks paragraphs with a pilcrow inside the verse text.
      .replace(/¶/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .trim()
  );
}

export function convertImp(imp: string, meta: Omit<CompactBible, "books">): CompactBible {
  const books: Record<string, string[][]> = {};
  const entries = imp.split(/^\$\$\$/m);
  for (const entry of entries) {
    const newline = entry.indexOf("\n");
    const key = (newline === -1 ? entry : entry.slice(0, newline)).trim();
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue;
    const osis = swordNames.get(match[1]!);
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    if (!osis || chapter < 1 || verse < 1) continue; // deuterocanon, introductions
    const text = plainText(newline === -1 ? "" : entry.slice(newline + 1));
    const chapters = (books[osis] ??= []);
    const verses = (chapters[chapter - 1] ??= []);
    while (verses.length < verse - 1) verses.push("");
    verses[verse - 1] = text;
  }
  for (const chapters of Object.values(books)) for (let i = 0; i < chapters.length; i++) chapters[i] ??= [];
  return { ...meta, books };
}

function licenceOf(module: string): string {
  try {
    const conf = readFileSync(`/usr/share/sword/mods.d/${module}.conf`, "utf8");
    return /^DistributionLicense=(.+)$/m.exec(conf)?.[1]?.trim() ?? "Public Domain";
  } catch {
    return "Public Domain";
  }
}

function main() {
  mkdirSync(outDir, { recursive: true });
  for (const bible of shippedBibles) {
    const target = join(outDir, `${bible.id}.json`);
    if (existsSync(target)) continue;
    let imp: string;
    try {
      imp = execFileSync("mod2imp", [bible.module], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    } catch {
      console.log(
        `  ${bible.name}: not converted ` +
          "(needs apt-get install libsword-utils sword-text-web sword-text-sparv sword-text-kjv)",
      );
      continue;
    }
    const converted = convertImp(imp, {
      id: bible.id,
      name: bible.name,
      language: bible.language,
      licence: licenceOf(bible.module),
    });
    const books = Object.keys(converted.books).length;
    if (books < 66) throw new Error(`${bible.module}: only ${books} books converted`);
    writeFileSync(`${target}.tmp`, JSON.stringify(converted));
    renameSync(`${target}.tmp`, target);
    console.log(`  ${bible.name}: ${books} books → ${target}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
