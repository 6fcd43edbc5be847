/**
 * Finds Bible references in what a speaker says, as the recogniser wrote it — lower case or not,
 * punctuated or not: "John three sixteen", "romans 8 28", "the fourth chapter of Philippians",
 * "the twelfth chapter of Hebrews and the second verse", "the ninety-first Psalm", "Genesis the
 * twelfth", "the First of Kings, chapter 18, at the 21st verse", "verses four to seven" (relative
 * to the chapter just named), "los Hechos en el capítulo 2, versículos 38 al 41", "o salmo 91".
 *
 * Two steps. The spoken step (ours: spoken-text.ts, book-phrases.ts, locations.ts,
 * chapter-first.ts, number and ordinal words) finds a book and the numbers around it and writes
 * the reference as a Bible would ("1 Corintios 13:4-7"). The written step is
 * bible-passage-reference-parser, which turns that into OSIS ("1Cor.13.4-1Cor.13.7") and drops
 * chapters and verses that do not exist. The parser alone reads too much into speech ("is 2" is
 * Isaiah 2 to it), so it only ever sees the references our spoken step wrote.
 */
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as bcvEn from "bible-passage-reference-parser/esm/lang/en.js";
import * as bcvEs from "bible-passage-reference-parser/esm/lang/es.js";
import * as bcvPt from "bible-passage-reference-parser/esm/lang/pt.js";
import { bookPhraseAt } from "./book-phrases.ts";
import { chapterFirstAt, type Reference } from "./chapter-first.ts";
import { isScriptureLanguage, spokenForms, type ScriptureLanguage } from "./languages.ts";
import { cardinalAt, endsReference, locationAfterBook, ordinalVersesAt, versesAt, type Verses } from "./locations.ts";
import { longestAt, tokenize, type Token } from "./spoken-text.ts";

export type DetectedReference = {
  /** As bible-passage-reference-parser writes it: "John.3.16", "1Cor.13.4-1Cor.13.7", "Ps.23". */
  osis: string;
  /** The words the speaker said. */
  text: string;
};

/** The chapter last named in this sermon, so "verses four to seven" can be read. */
export type ReferenceContext = { written: string; chapter: number } | null;

const parsers = new Map<ScriptureLanguage, bcv_parser>();

function parserFor(language: ScriptureLanguage): bcv_parser {
  let parser = parsers.get(language);
  if (!parser) {
    const lang = { en: bcvEn, es: bcvEs, pt: bcvPt }[language];
    parser = new bcv_parser(lang as ConstructorParameters<typeof bcv_parser>[0]);
    parser.set_options({
      book_alone_strategy: "ignore",
      osis_compaction_strategy: "b",
      consecutive_combination_strategy: "combine",
    });
    parsers.set(language, parser);
  }
  return parser;
}

/** Detects every reference in `text`; `context` carries the last chapter across segments. */
export function detectReferences(
  text: string,
  language: string,
  context: ReferenceContext = null,
): { refs: DetectedReference[]; context: ReferenceContext } {
  if (!isScriptureLanguage(language)) return { refs: [], context };
  const tokens = tokenize(text);
  const refs: DetectedReference[] = [];
  let i = 0;
  while (i < tokens.length) {
    const found = referenceAt(tokens, i, language, context);
    if (!found) {
      i++;
      continue;
    }
    const osis = parserFor(language).parse(`${found.book} ${found.written}`).osis();
    if (osis) {
      refs.push({ osis, text: text.slice(tokens[found.start]!.start, tokens[found.next - 1]!.end) });
      context = { written: found.book, chapter: found.chapter };
    }
    i = found.next;
  }
  return { refs, context };
}

type Found = { book: string; written: string; chapter: number; start: number; next: number };

const found = (reference: Reference, start: number): Found => ({
  book: reference.book.name.written,
  written: reference.written,
  chapter: reference.chapter,
  start,
  next: reference.next,
});

function referenceAt(tokens: Token[], i: number, language: ScriptureLanguage, context: ReferenceContext): Found | null {
  const first = chapterFirstAt(tokens, i, language);
  if (first) return found(first, i);
  const book = bookPhraseAt(tokens, i, language);
  if (book) {
    const location = locationAfterBook(tokens, book.next, language);
    if (!location) return null;
    // "John 3" ends the reference only when no word the number counts follows: not "Job one man".
    if (location.bare && !endsReference(tokens, location.next, language)) return null;
    return found({ book, chapter: location.chapter, written: location.written, next: location.next }, i);
  }
  return context ? relativeAt(tokens, i, language, context) : null;
}

const sameChapter: Record<ScriptureLanguage, string[][]> = {
  en: [
    ["of", "the", "same", "chapter"],
    ["of", "that", "chapter"],
    ["of", "this", "chapter"],
  ],
  es: [
    ["del", "mismo", "capitulo"],
    ["de", "ese", "capitulo"],
  ],
  pt: [
    ["do", "mesmo", "capitulo"],
    ["desse", "capitulo"],
  ],
};

/** The token after "of the same chapter" at `i`, or 0. */
function sameChapterAt(tokens: Token[], i: number, language: ScriptureLanguage): number {
  const length = longestAt(tokens, i, sameChapter[language]);
  return length > 0 ? i + length : 0;
}

/** A chapter or verses of the book just named: "verses four to seven", "the 22nd verse", "chapter five". */
function relativeAt(tokens: Token[], i: number, language: ScriptureLanguage, context: NonNullable<ReferenceContext>) {
  const forms = spokenForms[language];
  const word = tokens[i]!.folded;
  const inContext = (written: string, chapter: number, next: number): Found => ({
    book: context.written,
    written,
    chapter,
    start: i,
    next,
  });
  const verses: Verses | null = forms.verse.includes(word)
    ? versesAt(tokens, i + 1, language)
    : ordinalVersesAt(tokens, forms.articles.includes(word) ? i + 1 : i, language);
  if (verses) {
    // "the 18th verse of the same chapter"; any other "of" names another chapter (chapter-first.ts)
    const same = sameChapterAt(tokens, verses.next, language);
    if (same || !forms.of.includes(tokens[verses.next]?.folded ?? "")) {
      return inContext(`${context.chapter}:${verses.written}`, context.chapter, same || verses.next);
    }
  }
  if (forms.chapter.includes(word)) {
    const chapter = cardinalAt(tokens, i + 1, language);
    if (!chapter || forms.of.includes(tokens[chapter.next]?.folded ?? "")) return null;
    const location = locationAfterBook(tokens, i, language);
    if (location) return inContext(location.written, location.chapter, location.next);
  }
  return null;
}
