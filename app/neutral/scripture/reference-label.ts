/**
 * A reference as a listener's Bible writes it, from OSIS: "John.3.16" → "Juan 3:16" (es),
 * "1Cor.13.4-1Cor.13.7" → "1 Coríntios 13:4-7" (pt), "Ps.23" → "Salmos 23". Book names come from
 * the shipped glossary's book table, so cards and translated captions never disagree.
 */
import { bibleBookByOsis } from "#app/neutral/glossary/bible-books.ts";
import { isGlossaryLanguage } from "#app/neutral/glossary/types.ts";

type Point = { book: string; chapter: number; verse: number | null };

function point(text: string): Point | null {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(text);
  return match ? { book: match[1]!, chapter: Number(match[2]), verse: match[3] ? Number(match[3]) : null } : null;
}

function bookName(osisBook: string, language: string): string {
  const book = bibleBookByOsis.get(osisBook);
  if (!book) return osisBook;
  return isGlossaryLanguage(language) ? book.names[language] : book.names.en;
}

export function referenceLabel(osis: string, language: string): string {
  return osis
    .split(",")
    .map((part) => {
      const [fromText, toText] = part.split("-") as [string, string?];
      const from = point(fromText);
      if (!from) return part;
      const to = toText ? point(toText) : null;
      let label = `${bookName(from.book, language)} ${from.chapter}`;
      if (from.verse !== null) label += `:${from.verse}`;
      if (to && to.book === from.book) {
        if (to.chapter !== from.chapter) label += `-${to.chapter}${to.verse !== null ? `:${to.verse}` : ""}`;
        else if (to.verse !== null) label += `-${to.verse}`;
      }
      return label;
    })
    .join(", ");
}
