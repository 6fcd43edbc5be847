// The shipped church glossary as engine entries: the 66 books and the church terms, each with
// the forms a speaker may say in every live language. Built once per process (pure data).
import { bibleBooks, spokenBookNames } from "./bible-books.ts";
import { churchTerms } from "./church-terms.ts";
import { glossaryLanguages, type GlossaryEntry, type GlossaryLanguage } from "./types.ts";

function formsOf(names: Record<GlossaryLanguage, string>, alsoEn: string[]) {
  const forms: Partial<Record<GlossaryLanguage, string[]>> = {};
  for (const language of glossaryLanguages)
    forms[language] = language === "en" ? [names.en, ...alsoEn] : [names[language]];
  return forms;
}

export const shippedGlossary: readonly GlossaryEntry[] = [
  ...bibleBooks.map((book): GlossaryEntry => ({
    id: `book:${book.osis}`,
    kind: "book",
    forms: formsOf(book.names, spokenBookNames(book).slice(1)),
    caseSensitive: true,
    contextual: book.contextual,
  })),
  ...churchTerms.map((term): GlossaryEntry => ({
    id: term.id,
    kind: term.kind,
    forms: formsOf(term.names, term.alsoEn),
    plural: term.plural,
    caseSensitive: !term.anyCase,
    contextual: term.contextual,
  })),
];
