/**
 * Chapters and verses as speakers say them, around a book: "3:16", "three sixteen", "chapter
 * eight verse twenty-eight", "the twelfth", "third chapter and sixteenth verse", "chapter 18, at
 * the 21st verse", "verses four to seven", "the 38th and 39th verses", "capítulo 2, versículos 38
 * al 41". Each reader returns what it found and the token after it, or null.
 */
import { bookPhraseAt } from "./book-phrases.ts";
import { spokenForms, type ScriptureLanguage } from "./languages.ts";
import { readNumber } from "./number-words.ts";
import { readOrdinal } from "./ordinal-words.ts";
import { longestAt, wordsFrom, type Token } from "./spoken-text.ts";

export type Verses = { written: string; first: number; next: number };
export type Location = { written: string; chapter: number; next: number; bare: boolean };

const MAX_VERSE = 176;

/** A cardinal at `i`, in digits or words ("a hundred and nineteen" too). */
export function cardinalAt(tokens: readonly Token[], i: number, language: ScriptureLanguage) {
  const skip = language === "en" && tokens[i]?.folded === "a" && tokens[i + 1]?.folded === "hundred" ? 1 : 0;
  const parsed = readNumber(wordsFrom(tokens, i + skip), 0, language);
  return parsed ? { value: parsed.value, next: i + skip + parsed.length } : null;
}

/** An ordinal at `i`: "fourth", "twenty-first", "21st", "hundred and nineteenth", "quinto". */
export function ordinalAt(tokens: readonly Token[], i: number, language: ScriptureLanguage) {
  const skip = language === "en" && tokens[i]?.folded === "a" && tokens[i + 1]?.folded === "hundred" ? 1 : 0;
  const parsed = readOrdinal(wordsFrom(tokens, i + skip), 0, language);
  return parsed ? { value: parsed.value, next: i + skip + parsed.length } : null;
}

const isVerseWord = (tokens: readonly Token[], i: number, language: ScriptureLanguage) =>
  spokenForms[language].verse.includes(tokens[i]?.folded ?? "");
const isChapterWord = (tokens: readonly Token[], i: number, language: ScriptureLanguage) =>
  spokenForms[language].chapter.includes(tokens[i]?.folded ?? "");

/** "to seven" → "-7", "and six" → ",6" (after a verse). */
function rangeAt(tokens: readonly Token[], i: number, language: ScriptureLanguage) {
  if (tokens[i - 1]?.closes) return null;
  const forms = spokenForms[language];
  const word = tokens[i]?.folded ?? "";
  const separator = forms.range.includes(word) || word === "-" ? "-" : forms.list.includes(word) ? "," : null;
  if (!separator) return null;
  const last = cardinalAt(tokens, i + 1, language);
  if (!last || last.value < 1 || last.value > MAX_VERSE) return null;
  // "Romans 8:28 and 1 Corinthians 13": the number begins the next book, not a second verse
  if (bookPhraseAt(tokens, i + 1, language)?.name.number === last.value) return null;
  return { written: `${separator}${last.value}`, next: last.next };
}

/** Verse numbers after a verse word: "sixteen", "four to seven", "5 and 6". */
export function versesAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Verses | null {
  const first = cardinalAt(tokens, i, language);
  if (!first || first.value < 1 || first.value > MAX_VERSE) return null;
  const range = rangeAt(tokens, first.next, language);
  return { written: `${first.value}${range?.written ?? ""}`, first: first.value, next: range?.next ?? first.next };
}

/** "the twenty-eighth and twenty-ninth verses", "sixteenth verse" (ordinals before the verse word). */
export function ordinalVersesAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Verses | null {
  const first = ordinalAt(tokens, i, language);
  if (!first || first.value > MAX_VERSE) return null;
  let at = first.next;
  let written = String(first.value);
  const joiner = tokens[at]?.folded ?? "";
  const forms = spokenForms[language];
  if (forms.list.includes(joiner) || forms.range.includes(joiner)) {
    const second = ordinalAt(tokens, at + 1, language);
    if (second && second.value > first.value && isVerseWord(tokens, second.next, language)) {
      written +=
        second.value === first.value + 1 || forms.range.includes(joiner) ? `-${second.value}` : `,${second.value}`;
      at = second.next;
    }
  }
  if (!isVerseWord(tokens, at, language)) return null;
  return { written, first: first.value, next: at + 1 };
}

/** The verses after a chapter: ", verse 28", "and the second verse", "at the 21st verse", "v 4 to 7". */
export function verseTailAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Verses | null {
  const forms = spokenForms[language];
  const joiners = [[], ...forms.verseJoiners, ["beginning", "at", "the"], ["commencing", "at", "the"], ["from", "the"]];
  const skip = Math.max(0, longestAt(tokens, i, joiners));
  for (const at of skip ? [i + skip, i] : [i]) {
    if (isVerseWord(tokens, at, language)) {
      const verses = versesAt(tokens, at + 1, language);
      if (verses) return verses;
    }
    const ordinal = ordinalVersesAt(tokens, at, language);
    if (ordinal) return ordinal;
  }
  return null;
}

/** "3:16", "3:16-18" (and "3:16 to 18"), as a recogniser writes a reference it knows; "10.25" as print does. */
function colonAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Location | null {
  const match = /^(\d{1,3})[:.](\d{1,3})(?:-(\d{1,3}))?$/.exec(tokens[i]?.word ?? "");
  if (!match) return null;
  const [, chapter, verse, end] = match;
  let written = `${chapter}:${verse}${end ? `-${end}` : ""}`;
  let next = i + 1;
  const more = end ? null : rangeAt(tokens, next, language);
  if (more) ({ written, next } = { written: `${written}${more.written}`, next: more.next });
  return { written, chapter: Number(chapter), next, bare: false };
}

function romanValue(text: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let total = 0;
  for (let k = 0; k < text.length; k++) {
    const value = values[text[k]!]!;
    total += value < (values[text[k + 1] ?? ""] ?? 0) ? -value : value;
  }
  return total;
}

/**
 * A chapter in lower-case roman numerals, as 19th-century print writes it: "John iii. 16",
 * "Psalm cxxi.", "Job i.21". Only with its full stop, and a lone "i." only before a verse number
 * (a recogniser's "john i think" is no chapter).
 */
function romanAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): Location | null {
  const token = tokens[i];
  const joined = /^([ivxlc]{1,7})\.(\d{1,3})$/.exec(token?.word ?? "");
  if (joined) {
    const chapter = romanValue(joined[1]!);
    return chapter > 0 && chapter <= 150
      ? { written: `${chapter}:${joined[2]}`, chapter, next: i + 1, bare: false }
      : null;
  }
  // "xvii," may close with a comma; a single letter needs its full stop ("v." "x.")
  const roman = token && /^[ivxlc]{1,7}$/.test(token.word) ? token.word : "";
  if (!roman || !(roman.length > 1 ? token!.closes : token!.dotted)) return null;
  const chapter = romanValue(roman);
  if (chapter < 1 || chapter > 150) return null;
  const verses = /^\d{1,3}$/.test(tokens[i + 1]?.word ?? "")
    ? versesAt(tokens, i + 1, language)
    : verseTailAt(tokens, i + 1, language);
  if (verses) return { written: `${chapter}:${verses.written}`, chapter, next: verses.next, bare: false };
  return roman !== "i" ? { written: String(chapter), chapter, next: i + 1, bare: false } : null;
}

/** A chapter number after the book, and its verses: "3:16", "chapter 8 verse 28", "three sixteen", "the twelfth". */
export function locationAfterBook(tokens: readonly Token[], i: number, language: ScriptureLanguage): Location | null {
  const forms = spokenForms[language];
  const colon = colonAt(tokens, i, language) ?? romanAt(tokens, i, language);
  if (colon) return colon;
  let at = i;
  const joined = longestAt(tokens, at, forms.chapterJoiners);
  if (joined > 0 && isChapterWord(tokens, at + joined, language)) at += joined;
  const chapterWord = isChapterWord(tokens, at, language);
  if (chapterWord) at++;
  const inner = chapterWord ? (colonAt(tokens, at, language) ?? romanAt(tokens, at, language)) : null;
  if (inner) return inner;
  // "the twelfth", "third chapter and sixteenth verse", "capitulo quinto"
  const article = forms.articles.includes(tokens[at]?.folded ?? "") ? 1 : 0;
  const ordinal = ordinalAt(tokens, at + article, language);
  const cardinal = article ? null : cardinalAt(tokens, at, language);
  const number = cardinal ?? ordinal;
  if (!number || number.value < 1 || number.value > 150) return null;
  let next = number.next;
  let said = chapterWord;
  if (!cardinal && isChapterWord(tokens, next, language)) {
    next++;
    said = true;
  }
  const tail = verseTailAt(tokens, next, language);
  if (tail) return { written: `${number.value}:${tail.written}`, chapter: number.value, next: tail.next, bare: false };
  // "three sixteen", "8 28": a second number right after the chapter is its verse
  if (cardinal && !tokens[next - 1]!.closes) {
    const verses = versesAt(tokens, next, language);
    if (verses)
      return { written: `${number.value}:${verses.written}`, chapter: number.value, next: verses.next, bare: false };
  }
  return { written: String(number.value), chapter: number.value, next, bare: !said };
}

/**
 * True when a bare chapter number ends the reference: the text ends, a clause closes, or the next
 * word is one that follows references ("John 3 says"), not a noun the number counts ("Job one
 * man", "Revelation seven times").
 */
export function endsReference(tokens: readonly Token[], next: number, language: ScriptureLanguage): boolean {
  if (next >= tokens.length || tokens[next - 1]!.closes) return true;
  return spokenForms[language].closers.includes(tokens[next]!.folded);
}
