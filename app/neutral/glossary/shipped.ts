// The shipped church glossary as engine entries: the 66 books, the church terms and the Bible's
// names, each with the forms a speaker may say in every live language it has one for (a language
// without is left to the engine). Built once per process (pure data).
import { bibleBooks, spokenBookNames } from "./bible-books.ts";
import { churchTerms } from "./church-terms.ts";
import { namesAlsoWords } from "./names/also-words.ts";
import { biblicalNames } from "./names/index.ts";
import { wordNames } from "./word-names.ts";
import type { ChurchTerm } from "./term-rows.ts";
import { glossaryLanguages, type GlossaryEntry, type GlossaryLanguage } from "./types.ts";

function formsOf(names: Partial<Record<GlossaryLanguage, string>>, alsoEn: string[]) {
  const forms: Partial<Record<GlossaryLanguage, string[]>> = {};
  for (const language of glossaryLanguages) {
    const name = names[language];
    if (name) forms[language] = language === "en" ? [name, ...alsoEn] : [name];
  }
  return forms;
}

// Where a capital tells a name from a word ("Dan", not "dan"); see GlossaryEntry.matchedIn.
const casedLanguages = ["en", "es", "pt", "id"] as const;

const termEntry = (term: ChurchTerm): GlossaryEntry => ({
  id: term.id,
  kind: term.kind,
  forms: formsOf(term.names, term.alsoEn),
  plural: term.plural,
  gender: term.gender,
  caseSensitive: !term.anyCase,
  contextual: term.contextual,
  // The recogniser writes "sodom": a person's or place's name that is no English word is a name
  // in any case; one that is ("Job", "Eve") still needs its capital or a rule (word-names.ts).
  anyCaseInEnglish:
    term.kind !== "term" &&
    !term.contextual &&
    [term.names.en, ...term.alsoEn].every((name) => !namesAlsoWords.has(name)),
});

// Books whose Spanish and Portuguese titles are plural nouns and take plural articles ("los Hechos",
// "a carta aos Romanos"); Lamentations is feminine there, the others masculine. ("El Cantar de los
// Cantares" is plural in Spanish only: "o Cântico dos Cânticos".)
const pluralBooks = ["Judg", "Ps", "Prov", "Lam", "Song", "Acts", "Rom", "Gal", "Eph", "Phil", "Col", "Heb"];
function bookGrammar(osis: string): Pick<GlossaryEntry, "gender" | "pluralName"> {
  if (!pluralBooks.includes(osis)) return {};
  const gender = osis === "Lam" ? "f" : "m";
  return { gender: { es: gender, pt: gender }, pluralName: osis === "Song" ? ["es"] : ["es", "pt"] };
}

export const shippedGlossary: readonly GlossaryEntry[] = [
  ...bibleBooks.map((book): GlossaryEntry => ({
    id: `book:${book.osis}`,
    kind: "book",
    forms: formsOf(book.names, spokenBookNames(book).slice(1)),
    caseSensitive: true,
    contextual: book.contextual,
    ...bookGrammar(book.osis),
  })),
  // Before the church terms: "Sister Grace" is a person where the rules say so, else "grace".
  ...wordNames,
  ...churchTerms.map(termEntry),
  // A name the church terms already have (Moses, Jerusalem) is not said twice.
  ...biblicalNames
    .filter((name) => !churchTerms.some((term) => term.names.en === name.names.en))
    .map((name) => ({ ...termEntry(name), matchedIn: casedLanguages })),
];
