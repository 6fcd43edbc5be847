// Recognition hints: the words a speech recogniser should expect in a sermon (the church's own
// terms first, then the Bible's names and books, then church words), for Azure Speech's phrase
// list and the Web Speech API's contextual phrases.
import { bibleBooks, spokenBookNames } from "#app/neutral/glossary/bible-books.ts";
import { churchTerms } from "#app/neutral/glossary/church-terms.ts";
import { isGlossaryLanguage, type OrganisationTerm } from "#app/neutral/glossary/types.ts";

/** Azure Speech accepts a phrase list of about this size; more is not better. */
export const MAX_PHRASES = 500;

export function recognitionPhrases(
  language: string,
  organisationTerms: readonly OrganisationTerm[] = [],
  limit = MAX_PHRASES,
): string[] {
  const code = language.split("-")[0]!;
  const phrases = new Set(organisationTerms.map((term) => term.term));
  if (isGlossaryLanguage(code)) {
    const kinds = ["person", "place", "term"] as const;
    for (const book of bibleBooks)
      for (const name of code === "en" ? spokenBookNames(book) : [book.names[code]]) phrases.add(name);
    for (const kind of kinds)
      for (const term of churchTerms) {
        const name = term.names[code];
        if (term.kind === kind && name) phrases.add(name);
      }
  }
  return [...phrases].slice(0, limit);
}
