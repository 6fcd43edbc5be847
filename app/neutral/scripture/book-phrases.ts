/**
 * Where a speaker names a book: "Romans", "First Corinthians", "the second epistle to Timothy",
 * "the First of Kings", "the Gospel according to John", "the book of the prophet Isaiah",
 * "Primera de Corintios", "el libro de los Hechos", "a segunda carta de Pedro". Reads folded
 * tokens (spoken-text.ts); the names come from languages.ts.
 */
import { bookNamesFor, spokenForms, type BookName, type ScriptureLanguage } from "./languages.ts";
import { foldWord } from "./number-words.ts";
import { longestAt, wordsAt, type Token } from "./spoken-text.ts";

export type BookPhrase = {
  name: BookName;
  /** First token of the phrase (its article, ordinal or frame included). */
  start: number;
  /** The token after the phrase. */
  next: number;
  /** Said with a frame ("the book of", "the epistle to the") or as a numbered book: surely a book. */
  framed: boolean;
};

const names = new Map<ScriptureLanguage, BookName[]>();
const articles: Record<ScriptureLanguage, string[]> = {
  en: ["the"],
  es: ["el", "la", "los", "las"],
  pt: ["o", "a", "os", "as"],
};
const saints: Record<ScriptureLanguage, string[]> = { en: ["saint", "st"], es: ["san", "santo"], pt: ["sao", "s"] };

function namesFor(language: ScriptureLanguage): BookName[] {
  let list = names.get(language);
  if (!list) names.set(language, (list = bookNamesFor(language, foldWord)));
  return list;
}

const possessive = /['’]s$/;

/** The name's words at `i`, its last one perhaps possessive ("John's gospel"). */
function nameWordsAt(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  const last = words.length - 1;
  return wordsAt(tokens, i, words.slice(0, last)) && tokens[i + last]?.folded.replace(possessive, "") === words[last];
}

/** The longest book name at `i` with that number (null: an unnumbered book). */
function nameAt(tokens: readonly Token[], i: number, language: ScriptureLanguage, number: number | null) {
  return (
    namesFor(language).find(
      (name) =>
        name.number === number &&
        nameWordsAt(tokens, i, name.words) &&
        (!name.abbreviation || tokens[i + name.words.length - 1]!.dotted),
    ) ?? null
  );
}

/**
 * After "John's": "gospel" names the same book, "first epistle" the numbered one ("the third
 * chapter of John's first Epistle" is 1 John 3).
 */
function possessiveTail(tokens: readonly Token[], phrase: BookPhrase, language: ScriptureLanguage): BookPhrase {
  if (language !== "en" || !possessive.test(tokens[phrase.next - 1]!.folded)) return phrase;
  const next = tokens[phrase.next]?.folded;
  if (next === "gospel") return { ...phrase, next: phrase.next + 1 };
  const number = spokenForms.en.ordinals[next ?? ""];
  if (number && ["epistle", "letter"].includes(tokens[phrase.next + 1]?.folded ?? "")) {
    const numbered = namesFor(language).find(
      (name) => name.number === number && name.words.join(" ") === phrase.name.words.join(" "),
    );
    if (numbered) return { ...phrase, name: numbered, next: phrase.next + 2, framed: true };
  }
  return phrase;
}

/** True when some unnumbered book is called by the words of this numbered book's base ("John"). */
function alsoUnnumbered(name: BookName, language: ScriptureLanguage): boolean {
  return namesFor(language).some((other) => other.number === null && other.words.join(" ") === name.words.join(" "));
}

function numberedAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): BookPhrase | null {
  const forms = spokenForms[language];
  const first = tokens[i]?.folded ?? "";
  const number = /^[123]$/.test(first) ? Number(first) : (forms.ordinals[first] ?? null);
  if (number === null) return null;
  for (const joiner of [[], ...forms.ordinalJoiners].sort((a, b) => b.length - a.length)) {
    if (!wordsAt(tokens, i + 1, joiner)) continue;
    const at = i + 1 + joiner.length;
    const name = nameAt(tokens, at, language, number);
    if (!name) continue;
    // "the first of John" is John 1 in English; "the first of Kings" is 1 Kings.
    if (language === "en" && joiner.length === 1 && joiner[0] === "of" && alsoUnnumbered(name, language)) continue;
    return { name, start: i, next: at + name.words.length, framed: true };
  }
  return null;
}

/** A book phrase starting exactly at `i`, or null. */
export function bookPhraseAt(tokens: readonly Token[], i: number, language: ScriptureLanguage): BookPhrase | null {
  const forms = spokenForms[language];
  const article = articles[language].includes(tokens[i]?.folded ?? "") ? 1 : 0;
  for (const skip of article ? [1, 0] : [0]) {
    const at = i + skip;
    const numbered = numberedAt(tokens, at, language);
    if (numbered) return { ...numbered, start: i };
    const frame = longestAt(tokens, at, forms.frames);
    if (frame > 0) {
      let nameStart = at + frame;
      if (saints[language].includes(tokens[nameStart]?.folded ?? "")) nameStart++;
      const framedNumbered = numberedAt(tokens, nameStart, language);
      if (framedNumbered) return { ...framedNumbered, start: i };
      const name = nameAt(tokens, nameStart, language, null);
      if (name)
        return possessiveTail(tokens, { name, start: i, next: nameStart + name.words.length, framed: true }, language);
    }
    const name = nameAt(tokens, at, language, null);
    if (name) return possessiveTail(tokens, { name, start: i, next: at + name.words.length, framed: false }, language);
  }
  return null;
}
