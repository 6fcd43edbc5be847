/**
 * References said chapter (or verse) first, the way preachers mostly say them: "the fourth
 * chapter of Philippians", "the twelfth chapter of Hebrews and the second verse", "in the sixth of
 * Micah", "the ninety-first Psalm", "chapter five of Matthew", "the sixteenth verse of the third
 * chapter of John", "el versículo nueve del capítulo cinco de Mateo", "no capítulo quatro de
 * Filipenses".
 */
import { bookPhraseAt, type BookPhrase } from "./book-phrases.ts";
import { spokenForms, type ScriptureLanguage } from "./languages.ts";
import {
  cardinalAt,
  locationAfterBook,
  ordinalAt,
  ordinalVersesAt,
  verseTailAt,
  versesAt,
  type Verses,
} from "./locations.ts";
import type { Token } from "./spoken-text.ts";

export type Reference = { book: BookPhrase; chapter: number; written: string; next: number };

const has = (list: readonly string[], token: Token | undefined) => list.includes(token?.folded ?? "");

/** A book after "of": "of Philippians", "of the Gospel according to Mark", "de los Hechos". */
function bookAfterOf(tokens: readonly Token[], i: number, language: ScriptureLanguage): BookPhrase | null {
  if (!has(spokenForms[language].of, tokens[i])) return null;
  return bookPhraseAt(tokens, i + 1, language);
}

/** "chapter N of BOOK", "the Nth chapter of BOOK", "the Nth of BOOK" (English), with its verses. */
function chapterOfBookAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Reference | null {
  const forms = spokenForms[language];
  const article = has(forms.articles, tokens[i]) ? 1 : 0;
  let chapter: { value: number; next: number } | null;
  let at = i + article;
  if (has(forms.chapter, tokens[at])) {
    // "chapter five of Matthew", "capitulo quinto de Mateo"
    chapter = cardinalAt(tokens, at + 1, language) ?? ordinalAt(tokens, at + 1, language);
    if (chapter) at = chapter.next;
  } else {
    chapter = ordinalAt(tokens, at, language);
    if (!chapter) return null;
    at = chapter.next;
    if (has(forms.chapter, tokens[at])) at++;
    // "the eighth of Romans": English only, after an article ("first of all" is no chapter) and
    // with "of" ("the second in Hebrews four eight" is a second text, not Hebrews 2)
    else if (language !== "en" || !article || tokens[at]?.folded !== "of") return null;
  }
  if (!chapter || chapter.value < 1 || chapter.value > 150) return null;
  const book = bookAfterOf(tokens, at, language);
  if (!book) return null;
  const tail = verseTailAt(tokens, book.next, language);
  return {
    book,
    chapter: chapter.value,
    written: tail ? `${chapter.value}:${tail.written}` : String(chapter.value),
    next: tail?.next ?? book.next,
  };
}

/** "the ninety-first Psalm", "the hundredth Psalm". */
function ordinalPsalmAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Reference | null {
  if (language !== "en") return null;
  const article = has(spokenForms.en.articles, tokens[i]) ? 1 : 0;
  const ordinal = ordinalAt(tokens, i + article, language);
  if (!ordinal || ordinal.value > 150) return null;
  const book = bookPhraseAt(tokens, ordinal.next, language);
  if (!book || book.name.osis !== "Ps" || book.framed) return null;
  const tail = verseTailAt(tokens, book.next, language);
  return {
    book,
    chapter: ordinal.value,
    written: tail ? `${ordinal.value}:${tail.written}` : String(ordinal.value),
    next: tail?.next ?? book.next,
  };
}

/** "the sixteenth verse of …", "verse nine of …", "el versiculo nueve del …". */
function verseOfAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Reference | null {
  const forms = spokenForms[language];
  const article = has(forms.articles, tokens[i]) ? 1 : 0;
  const at = i + article;
  let verses: Verses | null = ordinalVersesAt(tokens, at, language);
  if (!verses && has(forms.verse, tokens[at])) verses = versesAt(tokens, at + 1, language);
  if (!verses || !has(forms.of, tokens[verses.next])) return null;
  const rest = verses.next + 1;
  // "… of the third chapter of John", "… del capitulo cinco de Mateo"
  const chapter = chapterOfBookAt(tokens, rest, language) ?? ordinalPsalmAt(tokens, rest, language);
  if (chapter && !chapter.written.includes(":")) {
    return { ...chapter, written: `${chapter.chapter}:${verses.written}` };
  }
  // "… of John three", "… of Romans chapter 8"
  const book = bookPhraseAt(tokens, rest, language);
  const location = book ? locationAfterBook(tokens, book.next, language) : null;
  if (!book || !location || location.written.includes(":")) return null;
  return { book, chapter: location.chapter, written: `${location.chapter}:${verses.written}`, next: location.next };
}

/** A reference said chapter or verse first, starting at `i`. */
export function chapterFirstAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Reference | null {
  return verseOfAt(tokens, i, language) ?? chapterOfBookAt(tokens, i, language) ?? ordinalPsalmAt(tokens, i, language);
}
