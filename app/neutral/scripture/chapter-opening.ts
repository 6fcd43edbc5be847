/**
 * What a card shows for a whole chapter ("Mark 4", "the hundredth Psalm"): its opening, not all
 * of it (a chapter runs to 176 verses and would bury the captions under card parts). A chapter of
 * up to six verses comes whole (Psalm 23, Psalm 100); a longer one shows its first five, and the
 * card's reference names the verses shown ("Mark 4:1-5"). See docs/decisions/030-spoken-references.md.
 */
const CHAPTER_OPENING_VERSES = 5;
const WHOLE_CHAPTER_UP_TO = 6;

/** "Mark.4" → { book: "Mark", chapter: 4 }; null for anything with a verse or a range. */
function wholeChapter(osis: string) {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)$/.exec(osis);
  return match ? { book: match[1]!, chapter: Number(match[2]) } : null;
}

/** The verses a card shows for `osis`, from all the verses the passage covers. */
export function versesShown<T>(osis: string, verses: T[]): T[] {
  if (!wholeChapter(osis) || verses.length <= WHOLE_CHAPTER_UP_TO) return verses;
  return verses.slice(0, CHAPTER_OPENING_VERSES);
}

/** The passage a card shows, as OSIS: the detected one, or the opening of a chapter that was cut. */
export function osisShown(osis: string, shown: readonly { chapter: number; verse: number }[]): string {
  const chapter = wholeChapter(osis);
  if (!chapter || shown.length !== CHAPTER_OPENING_VERSES) return osis;
  const first = shown[0]!;
  const last = shown[shown.length - 1]!;
  return `${chapter.book}.${first.chapter}.${first.verse}-${chapter.book}.${last.chapter}.${last.verse}`;
}
