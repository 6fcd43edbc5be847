/**
 * Finds Bible references in what a speaker says, as the recogniser wrote it: "John three sixteen",
 * "Romans chapter eight verse twenty-eight", "turn with me to First Corinthians thirteen",
 * "verses four to seven" (relative to the chapter just named), "Juan tres dieciséis", "Salmo 23".
 *
 * Two steps. The spoken step (ours) finds a book name and the numbers around it and writes the
 * reference as a Bible would ("1 Corintios 13:4-7"). The written step is
 * bible-passage-reference-parser, which turns that into OSIS ("1Cor.13.4-1Cor.13.7") and drops
 * chapters and verses that do not exist. The parser alone reads too much into speech ("is 2" is
 * Isaiah 2 to it), so it only ever sees the references our spoken step wrote.
 */
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as bcvEn from "bible-passage-reference-parser/esm/lang/en.js";
import * as bcvEs from "bible-passage-reference-parser/esm/lang/es.js";
import * as bcvPt from "bible-passage-reference-parser/esm/lang/pt.js";
import { bookNamesFor, isScriptureLanguage, spokenForms, type BookName, type ScriptureLanguage } from "./languages.ts";
import { foldWord, readNumber } from "./number-words.ts";

export type DetectedReference = {
  /** As bible-passage-reference-parser writes it: "John.3.16", "1Cor.13.4-1Cor.13.7", "Ps.23". */
  osis: string;
  /** The words the speaker said. */
  text: string;
};

/** The chapter last named in this sermon, so "verses four to seven" can be read. */
export type ReferenceContext = { written: string; chapter: number } | null;

type Token = { raw: string; word: string; folded: string; start: number; end: number; closes: boolean };

const parsers = new Map<ScriptureLanguage, bcv_parser>();
const bookNames = new Map<ScriptureLanguage, BookName[]>();

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

function namesFor(language: ScriptureLanguage): BookName[] {
  let names = bookNames.get(language);
  if (!names) bookNames.set(language, (names = bookNamesFor(language, foldWord)));
  return names;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const raw = match[0];
    const lead = /^[("'“‘¿¡«]*/.exec(raw)![0].length;
    const trail = /[)"'”’.,;:!?»]*$/.exec(raw.slice(lead))![0].length;
    const word = raw.slice(lead, raw.length - trail);
    if (!word) continue;
    const start = match.index + lead;
    tokens.push({
      raw,
      word,
      folded: foldWord(word),
      start,
      end: start + word.length,
      closes: trail > 0 && /[.,;:!?]/.test(raw.slice(raw.length - trail)),
    });
  }
  return tokens;
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
    const osis = parserFor(language).parse(found.written).osis();
    if (osis) {
      refs.push({ osis, text: text.slice(tokens[i]!.start, tokens[found.next - 1]!.end) });
      context = { written: found.book, chapter: found.chapter };
    }
    i = found.next;
  }
  return { refs, context };
}

type Found = { written: string; book: string; chapter: number; next: number };

function referenceAt(tokens: Token[], i: number, language: ScriptureLanguage, context: ReferenceContext): Found | null {
  const forms = spokenForms[language];
  const book = bookAt(tokens, i, language);
  if (book) {
    const location = locationAt(tokens, book.next, language);
    if (!location) return null;
    const bare = location.verse === null && !location.chapterWord;
    if (bare && book.name.contextual) {
      // "John three" is a reference after "turn to" or at a clause's end, not in "John three times".
      const before = tokens[i - 1]?.folded;
      const lastToken = tokens[location.next - 1]!;
      const atEnd = lastToken.closes || location.next >= tokens.length;
      if (!(before && forms.leadIns.includes(before)) && !atEnd) return null;
    }
    if (book.name.contextual && !/^\p{Lu}/u.test(tokens[book.nameStart]!.word)) return null;
    return {
      written: `${book.name.written} ${location.written}`,
      book: book.name.written,
      chapter: location.chapter,
      next: location.next,
    };
  }
  if (!context) return null;
  // A chapter or verses of the book just named: "verses four to seven", "chapter five".
  const word = tokens[i]!.folded;
  if (forms.verse.includes(word)) {
    const verses = versesAt(tokens, i + 1, language);
    if (!verses) return null;
    return {
      written: `${context.written} ${context.chapter}:${verses.written}`,
      book: context.written,
      chapter: context.chapter,
      next: verses.next,
    };
  }
  if (forms.chapter.includes(word)) {
    const location = locationAt(tokens, i, language);
    if (!location) return null;
    return {
      written: `${context.written} ${location.written}`,
      book: context.written,
      chapter: location.chapter,
      next: location.next,
    };
  }
  return null;
}

/** A book name at `i`, with its number before it for numbered books ("First Corinthians"). */
function bookAt(tokens: Token[], i: number, language: ScriptureLanguage) {
  const forms = spokenForms[language];
  const first = tokens[i]!.folded;
  const number = /^[123]$/.test(first) ? Number(first) : (forms.ordinals[first] ?? null);
  if (number !== null) {
    const joiners = [[], ...forms.ordinalJoiners];
    for (const joiner of joiners) {
      const at = i + 1 + joiner.length;
      if (!joiner.every((word, k) => tokens[i + 1 + k]?.folded === word)) continue;
      const name = nameAt(tokens, at, language, number);
      if (name) return { name, nameStart: at, next: at + name.words.length };
    }
  }
  const name = nameAt(tokens, i, language, null);
  return name ? { name, nameStart: i, next: i + name.words.length } : null;
}

function nameAt(tokens: Token[], i: number, language: ScriptureLanguage, number: number | null): BookName | null {
  for (const name of namesFor(language)) {
    if (name.number !== number) continue;
    if (name.words.every((word, k) => tokens[i + k]?.folded === word)) return name;
  }
  return null;
}

type Location = { written: string; chapter: number; verse: number | null; chapterWord: boolean; next: number };

/** "3:16", "three sixteen", "chapter eight verse twenty-eight", "13 verses 4 to 7", "23". */
function locationAt(tokens: Token[], i: number, language: ScriptureLanguage): Location | null {
  const forms = spokenForms[language];
  let at = i;
  const chapterWord = forms.chapter.includes(tokens[at]?.folded ?? "");
  if (chapterWord) at++;
  const written = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/.exec(tokens[at]?.word ?? "");
  if (written) {
    const [, chapter, verse, end] = written;
    let text = `${chapter}:${verse}${end ? `-${end}` : ""}`;
    at++;
    const more = end || tokens[at - 1]!.closes ? null : rangeAt(tokens, at, language);
    if (more) ({ text, at } = { text: `${text}${more.written}`, at: more.next });
    return { written: text, chapter: Number(chapter), verse: Number(verse), chapterWord, next: at };
  }
  const chapter = numberAt(tokens, at, language);
  if (!chapter || chapter.value < 1 || chapter.value > 150) return null;
  at = chapter.next;
  const chapterRange = chapterWord && !tokens[at - 1]!.closes ? rangeAt(tokens, at, language) : null;
  if (chapterRange && !forms.verse.includes(tokens[chapterRange.next]?.folded ?? "")) {
    return {
      written: `${chapter.value}${chapterRange.written}`,
      chapter: chapter.value,
      verse: null,
      chapterWord,
      next: chapterRange.next,
    };
  }
  // The verses: "verse 28", ", verses 4 to 7", or a second number right after ("three sixteen").
  if (!tokens[at - 1]!.closes || forms.verse.includes(tokens[at]?.folded ?? "")) {
    const hasVerseWord = forms.verse.includes(tokens[at]?.folded ?? "");
    const verses = versesAt(tokens, hasVerseWord ? at + 1 : at, language);
    if (verses && (hasVerseWord || !tokens[at - 1]!.closes)) {
      return {
        written: `${chapter.value}:${verses.written}`,
        chapter: chapter.value,
        verse: verses.first,
        chapterWord,
        next: verses.next,
      };
    }
  }
  return { written: String(chapter.value), chapter: chapter.value, verse: null, chapterWord, next: at };
}

function versesAt(tokens: Token[], i: number, language: ScriptureLanguage) {
  const first = numberAt(tokens, i, language);
  if (!first || first.value < 1 || first.value > 176) return null;
  const range = tokens[first.next - 1]!.closes ? null : rangeAt(tokens, first.next, language);
  return {
    written: `${first.value}${range?.written ?? ""}`,
    first: first.value,
    next: range?.next ?? first.next,
  };
}

/** "to seven" → "-7", "and six" → ",6". */
function rangeAt(tokens: Token[], i: number, language: ScriptureLanguage) {
  const forms = spokenForms[language];
  const word = tokens[i]?.folded ?? "";
  const separator = forms.range.includes(word) || word === "-" ? "-" : forms.list.includes(word) ? "," : null;
  if (!separator) return null;
  const last = numberAt(tokens, i + 1, language);
  if (!last || last.value < 1 || last.value > 176) return null;
  return { written: `${separator}${last.value}`, next: last.next };
}

/** A number at `i`, in digits or words; stops at a token that closes a clause. */
function numberAt(tokens: Token[], i: number, language: ScriptureLanguage) {
  let at = i;
  // "Psalm a hundred and nineteen"
  if (language === "en" && tokens[at]?.folded === "a" && tokens[at + 1]?.folded === "hundred") at++;
  const words: string[] = [];
  for (let k = at; k < tokens.length; k++) {
    words.push(tokens[k]!.word);
    if (tokens[k]!.closes) break;
  }
  const parsed = readNumber(words, 0, language);
  if (!parsed) return null;
  return { value: parsed.value, next: at + parsed.length };
}
