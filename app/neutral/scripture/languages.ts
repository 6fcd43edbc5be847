/**
 * How speakers of each detection language say a Bible reference: the words for "chapter",
 * "verse" and "to", the ordinals of numbered books, the words that frame a book's name ("the
 * epistle to the", "el libro de") and spoken book-name variants beyond the titles in the shipped
 * glossary's book table (app/neutral/glossary/bible-books.ts), which stays the one source of each
 * book's written name. Every word here is folded (lower case, no accents: see `foldWord`).
 */
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";

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
  /** What may come before a book's name without changing it ("the book of", "la carta a los"). */
  frames: string[][];
  /** "of" between a chapter and its book: "the fourth chapter of", "capítulo cuatro de". */
  of: string[];
  /** Determiners before an ordinal chapter or verse: "the fifth chapter", "el quinto capítulo". */
  articles: string[];
  /** Words between a chapter and its verse: "chapter 18, at the 21st verse", "y versículo 5". */
  verseJoiners: string[][];
  /** Words between a book and its chapter: "los Hechos en el capítulo 2". */
  chapterJoiners: string[][];
  /**
   * Words that may follow a bare chapter number ("John 3") when the number ends the reference.
   * A bare number followed by any other word belongs to the next phrase: "Job one man",
   * "Revelation seven times", "Psalm one line".
   */
  closers: string[];
  /** Extra spoken names, by OSIS id (written names come from the glossary's book table). */
  extraBookNames: Record<string, string[]>;
  /** Printed abbreviations ("Rom.", "1 Cor."), read only with their full stop: a recogniser never writes them. */
  abbreviations: Record<string, string[]>;
};

const en: SpokenForms = {
  chapter: ["chapter", "chapters", "ch", "chap"],
  verse: ["verse", "verses", "vs", "v"],
  range: ["to", "through", "thru", "till", "until"],
  list: ["and"],
  ordinals: { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, i: 1, ii: 2, iii: 3 },
  ordinalJoiners: [
    ["book", "of"],
    ["book", "of", "the"],
    ["letter", "to", "the"],
    ["letter", "to"],
    ["letter", "of"],
    ["epistle", "to", "the"],
    ["epistle", "to"],
    ["epistle", "of"],
    ["epistle", "of", "saint"],
    ["epistle", "general", "of"],
    ["of"],
  ],
  frames: [
    ["book", "of", "the", "prophet"],
    ["book", "of", "the", "prophecy", "of"],
    ["book", "of"],
    ["gospel", "according", "to", "saint"],
    ["gospel", "according", "to", "st"],
    ["gospel", "according", "to"],
    ["gospel", "of", "saint"],
    ["gospel", "of"],
    ["epistle", "to", "the"],
    ["epistle", "of"],
    ["letter", "to", "the"],
    ["prophecy", "of"],
    ["book", "of", "the"],
  ],
  of: ["of", "in"],
  articles: ["the", "this", "that", "his"],
  verseJoiners: [["and", "at", "the"], ["and", "the"], ["at", "the"], ["in", "the"], ["and"], ["at"], ["the"]],
  chapterJoiners: [["the"]],
  closers: [
    ...[
      "and",
      "or",
      "but",
      "so",
      "then",
      "now",
      "where",
      "which",
      "who",
      "whom",
      "that",
      "when",
      "as",
      "if",
      "because",
    ],
    ...["is", "was", "are", "were", "has", "had", "says", "said", "tells", "told", "reads", "records", "describes"],
    ...["shows", "teaches", "speaks", "gives", "puts", "contains", "begins", "ends", "opens", "closes", "declares"],
    ...["we", "you", "i", "he", "she", "it", "they", "there", "here", "let", "let's", "please", "again", "also"],
    // not "of": "Daniel one of the greatest men"
    ...["the", "a", "an", "this", "these", "those", "in", "at", "for", "from", "to", "with", "on", "by", "etc"],
    ...["perhaps", "yes", "no", "oh", "o", "well", "indeed", "surely", "truly", "verily", "behold", "look", "read"],
    ...["verse", "verses", "chapter", "amen", "together", "today", "tonight", "all", "what", "how", "our", "my"],
    ...["god", "jesus", "christ", "paul", "david", "moses", "peter", "john", "where", "whoever", "whosoever"],
  ],
  extraBookNames: {
    Ps: ["Psalms", "Psalm"],
    Rev: ["Revelations", "Apocalypse"],
    Song: ["Canticles"],
    Acts: ["Acts of the Apostles", "Acts"],
  },
  // prettier-ignore
  abbreviations: {
    Gen: ["Gen"], Exod: ["Ex", "Exod"], Lev: ["Lev"], Num: ["Num"], Deut: ["Deut", "Deu"], Josh: ["Josh"],
    Judg: ["Judg"], "1Sam": ["1 Sam"], "2Sam": ["2 Sam"], "1Kgs": ["1 Kgs", "1 Kin"], "2Kgs": ["2 Kgs", "2 Kin"],
    "1Chr": ["1 Chr", "1 Chron"], "2Chr": ["2 Chr", "2 Chron"], Neh: ["Neh"], Esth: ["Esth"],
    Ps: ["Ps", "Psa", "Pss"], Prov: ["Prov", "Pr"], Eccl: ["Eccl", "Eccles", "Ecc"], Song: ["Cant"],
    Isa: ["Isa"], Jer: ["Jer"], Lam: ["Lam"], Ezek: ["Ezek", "Eze"], Dan: ["Dan"], Hos: ["Hos"],
    Obad: ["Obad"], Mic: ["Mic"], Nah: ["Nah"], Hab: ["Hab"], Zeph: ["Zeph"], Hag: ["Hag"],
    Zech: ["Zech"], Mal: ["Mal"], Matt: ["Matt", "Mt"], Mark: ["Mk"], Luke: ["Lk"], John: ["Jn", "Joh"],
    Rom: ["Rom"], "1Cor": ["1 Cor"], "2Cor": ["2 Cor"], Gal: ["Gal"], Eph: ["Eph"], Phil: ["Phil", "Php"],
    Col: ["Col"], "1Thess": ["1 Thess", "1 Thes"], "2Thess": ["2 Thess", "2 Thes"], "1Tim": ["1 Tim"],
    "2Tim": ["2 Tim"], Titus: ["Tit"], Phlm: ["Philem", "Phlm"], Heb: ["Heb"], Jas: ["Jas"],
    "1Pet": ["1 Pet"], "2Pet": ["2 Pet"], "1John": ["1 Jn"], "2John": ["2 Jn"], "3John": ["3 Jn"], Rev: ["Rev"],
  },
};

const es: SpokenForms = {
  chapter: ["capitulo", "capitulos"],
  verse: ["versiculo", "versiculos", "verso", "versos"],
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
  ordinalJoiners: [
    ["de"],
    ["a", "los"],
    ["carta", "de"],
    ["carta", "a", "los"],
    ["carta", "a"],
    ["epistola", "de"],
    ["epistola", "a", "los"],
    ["epistola", "a"],
    ["libro", "de"],
    ["libro", "de", "los"],
    ["de", "los"],
  ],
  frames: [
    ["libro", "del", "profeta"],
    ["libro", "de", "los"],
    ["libro", "de"],
    ["evangelio", "segun"],
    ["evangelio", "de"],
    ["carta", "a", "los"],
    ["carta", "de"],
    ["epistola", "a", "los"],
    ["epistola", "de"],
    ["profeta"],
    ["los"],
  ],
  of: ["de", "del"],
  articles: ["el", "al", "del", "este", "ese"],
  verseJoiners: [["y", "el"], ["y"], ["en", "el"], ["el"]],
  chapterJoiners: [["en", "el"], ["el"]],
  closers: [
    ...["y", "o", "pero", "que", "donde", "cuando", "porque", "como", "si", "dice", "dijo", "nos", "es", "era", "fue"],
    ...["el", "la", "los", "las", "en", "de", "del", "a", "al", "para", "con", "por", "se", "lo", "le", "dios"],
    ...["versiculo", "versiculos", "capitulo", "amen", "jesus", "cristo", "pablo", "david", "leemos", "vemos", "etc"],
  ],
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
  abbreviations: {},
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
  ordinalJoiners: [
    ["de"],
    ["aos"],
    ["a"],
    ["carta", "aos"],
    ["carta", "de"],
    ["epistola", "aos"],
    ["epistola", "de"],
    ["livro", "de"],
    ["livro", "dos"],
    ["dos"],
  ],
  frames: [
    ["livro", "do", "profeta"],
    ["livro", "de"],
    ["livro", "dos"],
    ["evangelho", "segundo"],
    ["evangelho", "de"],
    ["carta", "aos"],
    ["carta", "de"],
    ["epistola", "aos"],
    ["epistola", "de"],
    ["profeta"],
  ],
  of: ["de", "do", "da", "dos", "das", "em"],
  articles: ["o", "no", "do", "ao", "este", "esse", "neste"],
  verseJoiners: [["e", "o"], ["e", "no"], ["e"], ["no"], ["o"]],
  chapterJoiners: [["no"], ["o"]],
  closers: [
    ...["e", "ou", "mas", "que", "onde", "quando", "porque", "como", "se", "diz", "disse", "nos", "e", "era", "foi"],
    ...["o", "a", "os", "as", "em", "no", "na", "de", "do", "da", "para", "com", "por", "lhe", "deus", "ao"],
    ...["versiculo", "versiculos", "capitulo", "amem", "jesus", "cristo", "paulo", "davi", "lemos", "vemos", "etc"],
  ],
  extraBookNames: {
    Ps: ["Salmo"],
    Song: ["Cantares", "Cântico dos cânticos"],
    Acts: ["Atos dos Apóstolos", "Atos dos apóstolos"],
    Matt: ["São Mateus"],
    Mark: ["São Marcos"],
    Luke: ["São Lucas"],
    John: ["São João"],
  },
  abbreviations: {},
};

export const spokenForms: Record<ScriptureLanguage, SpokenForms> = { en, es, pt };

export type BookName = {
  osis: string;
  /** The name's words, folded for matching. */
  words: string[];
  /** The book's number when the name is a numbered book's base ("Corinthians" of 1Cor). */
  number: number | null;
  /** Written as the language's Bible titles it, for the reference parser. */
  written: string;
  /** A printed abbreviation: matches only with its full stop ("Rom. 8:28"). */
  abbreviation: boolean;
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
    const abbreviations = spokenForms[language].abbreviations[book.osis] ?? [];
    for (const name of [...spoken, ...abbreviations]) {
      const numbered = /^([123]) (.+)$/.exec(name);
      // "First Corinthians" style forms are read through the ordinals instead.
      if (/^(First|Second|Third|1st|2nd|3rd|I|II|III) /.test(name) || /^[123]\S/.test(name)) continue;
      names.push({
        osis: book.osis,
        words: (numbered ? numbered[2]! : name).split(/\s+/).map(fold),
        number: numbered ? Number(numbered[1]) : null,
        written,
        abbreviation: abbreviations.includes(name),
      });
    }
  }
  return names.sort((a, b) => b.words.length - a.words.length);
}
