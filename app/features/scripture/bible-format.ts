/**
 * The app's own compact Bible format, for the shipped public-domain Bibles (converted from
 * Debian's SWORD modules by scripts/scripture/convert-sword.ts) and the ones a church imports:
 * `books[osisBook][chapter - 1][verse - 1]` is the verse's plain text ("" where a Bible has no
 * such verse).
 */
export type CompactBible = {
  id: string;
  name: string;
  /** A live language code ("en", "es"). */
  language: string;
  licence: string;
  books: Record<string, string[][]>;
};

export type Verse = { book: string; chapter: number; verse: number; text: string };

/** Every verse an OSIS reference covers ("John.3.16", "1Cor.13.4-1Cor.13.7", "Ps.23"), in order. */
export function versesOf(bible: CompactBible, osis: string, limit = 200): Verse[] {
  const verses: Verse[] = [];
  for (const part of osis.split(",")) {
    const [from, to = from] = part.split("-") as [string, string?];
    const start = parsePoint(from);
    const end = parsePoint(to ?? from);
    if (!start || !end || start.book !== end.book) continue;
    const chapters = bible.books[start.book];
    if (!chapters) continue;
    const lastChapter = Math.min(end.chapter, chapters.length);
    for (let chapter = start.chapter; chapter <= lastChapter; chapter++) {
      const texts = chapters[chapter - 1] ?? [];
      const first = chapter === start.chapter ? (start.verse ?? 1) : 1;
      const last = chapter === end.chapter ? (end.verse ?? texts.length) : texts.length;
      for (let verse = first; verse <= Math.min(last, texts.length); verse++) {
        const text = texts[verse - 1];
        if (text) verses.push({ book: start.book, chapter, verse, text });
        if (verses.length >= limit) return verses;
      }
    }
  }
  return verses;
}

function parsePoint(point: string) {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(point);
  if (!match) return null;
  return { book: match[1]!, chapter: Number(match[2]), verse: match[3] ? Number(match[3]) : null };
}
