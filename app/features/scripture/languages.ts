/**
 * How speakers of each detection language say a Bible reference: the words for "chapter",
 * "verse" and "to", the ordinals of numbered books, and spoken book-name variants beyond the
 * titles in the shipped glossary's book table (app/features/glossary/bible-books.ts), which stays
 * the one source of each book's written name.
 */
import { bibleBooks } from "#app/features/glossary/bible-books.ts";

export const scriptureLanguages = ["en", "es", "pt"] as const;
export type ScriptureLanguage = (typeof scriptureLanguages)[number];

export function isScriptureLanguage(value: string): value is ScriptureLanguage {
  return (scriptureLanguages as readonly string[]).includes(value);
}

export type SpokenForms = {
  chapter: string[];
  verse: string[];
  /** Between the first and last verse of a range: "verses four to seven". */
  range: string[];
  /** Between two single verses: "verses four and six". */
  list: string[];
  /** Ordinal → number, for numbered books ("First Corinthians", "Primera de Corintios"). */
  ordinals: Record<string, number>;
  /** Words a speaker may put between the ordinal and the book ("Primera de Corintios"). */
  ordinalJoiners: string[][];
  /**
   * Words just before a book that make a bare chapter a reference even for a book whose name is
   * also a person's or an everyday word: "turn to John 3", "the book of Job 5".
   */
  leadIns: string[];
  /** Extra spoken names, by OSIS id (written names come from the glossary's book table). */
  extraBookNames: Record<string, string[]>;
};

const en: SpokenForms = {
  chapter: ["chapter", "chapters"],
  verse: ["verse", "verses", "vs", "v"],
  range: ["to", "through", "thru", "till", "until"],
  list: ["and"],
  ordinals: { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, i: 1, ii: 2, iii: 3 },
  ordinalJoiners: [
    ["book", "of"],
    ["letter", "to", "the"],
    ["epistle", "to", "the"],
  ],
  leadIns: ["of", "to", "from", "in", "read", "reads", "reading", "open", "turn", "at"],
  extraBookNames: {},
};

const es: SpokenForms = {
  chapter: ["capitulo", "capitulos"],
  verse: ["versiculo", "versiculos", "verso", "versos", "versiculo"],
  range: ["al", "a", "hasta"],
  list: ["y"],
  ordinals: {
    primera: 1,
    primero: 1,
    primer: 1,
    "1a": 1,
    "1o": 1,
    segunda: 2,
    segundo: 2,
    "2a": 2,
    "2o": 2,
    tercera: 3,
    tercero: 3,
    tercer: 3,
    "3a": 3,
    "3o": 3,
  },
  ordinalJoiners: [["de"], ["a", "los"], ["carta", "de"], ["carta", "a", "los"], ["libro", "de"], ["de", "los"]],
  leadIns: ["de", "a", "en", "leer", "leemos", "lee", "abran", "abramos", "vamos"],
  extraBookNames: {
    Ps: ["Salmo"],
    Song: ["Cantar de los Cantares", "Cantar de los cantares"],
    Acts: ["Hechos de los Apóstoles", "Hechos de los apóstoles"],
    Matt: ["San Mateo"],
    Mark: ["San Marcos"],
    Luke: ["San Lucas"],
    John: ["San Juan"],
    Rev: ["Apocalipsis de Juan"],
  },
};

const pt: SpokenForms = {
  chapter: ["capitulo", "capitulos"],
  verse: ["versiculo", "versiculos", "verso", "versos"],
  range: ["ao", "a", "ate"],
  list: ["e"],
  ordinals: {
    primeira: 1,
    primeiro: 1,
    "1a": 1,
    "1o": 1,
    segunda: 2,
    segundo: 2,
    "2a": 2,
    "2o": 2,
    terceira: 3,
    terceiro: 3,
    "3a": 3,
    "3o": 3,
  },
  ordinalJoiners: [["de"], ["aos"], ["a"], ["carta", "aos"], ["carta", "de"], ["epistola", "aos"], ["livro", "de"]],
  leadIns: ["de", "em", "a", "para", "ler", "lemos", "leia", "abram", "abramos", "vamos"],
  extraBookNames: {
    Ps: ["Salmo"],
    Song: ["Cantares", "Cântico dos cânticos"],
    Acts: ["Atos dos Apóstolos", "Atos dos apóstolos"],
    Matt: ["São Mateus"],
    Mark: ["São Marcos"],
    Luke: ["São Lucas"],
    John: ["São João"],
  },
};

export const spokenForms: Record<ScriptureLanguage, SpokenForms> = { en, es, pt };

export type BookName = {
  osis: string;
  /** The name's words, folded for matching. */
  words: string[];
  /** The book's number when the name is a numbered book's base ("Corinthians" of 1Cor). */
  number: number | null;
  /** The name is also a person's or an everyday word ("John", "Job", "Acts"). */
  contextual: boolean;
  /** Written as the language's Bible titles it, for the reference parser. */
  written: string;
};

/** Every name of every book a speaker of `language` may say, longest first. */
export function bookNamesFor(language: ScriptureLanguage, fold: (word: string) => string): BookName[] {
  const names: BookName[] = [];
  for (const book of bibleBooks) {
    const written = book.names[language];
    const spoken = new Set([
      written,
      ...(language === "en" ? book.alsoEn : []),
      ...(spokenForms[language].extraBookNames[book.osis] ?? []),
    ]);
    for (const name of spoken) {
      const numbered = /^([123]) (.+)$/.exec(name);
      // "First Corinthians" style forms are read through the ordinals instead.
      if (/^(First|Second|Third|1st|2nd|3rd|I|II|III) /.test(name) || /^[123]\S/.test(name)) continue;
      names.push({
        osis: book.osis,
        words: (numbered ? numbered[2]! : name).split(/\s+/).map(fold),
        number: numbered ? Number(numbered[1]) : null,
        contextual: book.contextual,
        written,
      });
    }
  }
  return names.sort((a, b) => b.words.length - a.words.length);
}
