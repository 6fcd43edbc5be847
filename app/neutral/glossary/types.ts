import { liveLanguageCodes } from "#app/neutral/languages.ts";

/** The live languages a glossary entry can be written in: all of them. */
export const glossaryLanguages = liveLanguageCodes;
export type GlossaryLanguage = (typeof glossaryLanguages)[number];

export function isGlossaryLanguage(value: string): value is GlossaryLanguage {
  return (glossaryLanguages as readonly string[]).includes(value);
}

/** A noun's grammatical gender, where the language has one. */
export type Gender = "m" | "f";

/**
 * One glossary entry, ready for the engine. `forms[lang]` lists what a speaker of that
 * language may say (the first is also how the term is written in that language); `plural`
 * gives the plural where it differs. `keep` entries are never translated (a person's name, the
 * church's name).
 */
export type GlossaryEntry = {
  id: string;
  kind: "book" | "person" | "place" | "term" | "church";
  forms: Partial<Record<GlossaryLanguage, string[]>>;
  plural?: Partial<Record<GlossaryLanguage, string>>;
  /** The rendering's gender per language: the articles around it follow it ("el profeta"). */
  gender?: Partial<Record<GlossaryLanguage, Gender>>;
  /** Languages whose rendering is itself a plural noun: "los Hechos", "a los Romanos", "os Salmos". */
  pluralName?: readonly GlossaryLanguage[];
  /**
   * The languages a speaker's words are matched in, when not all: a name table's Chinese, Arabic
   * and Hindi forms are written for listeners, but in a script without capitals "但" (Dan) is also
   * "but" and "दान" also "gift".
   */
  matchedIn?: readonly GlossaryLanguage[];
  /** Proper names match only when capitalised ("Mark", not "mark"). */
  caseSensitive: boolean;
  /** A name no English word is spelt like ("Sodom"): matched in English in any case (names/also-words.ts). */
  anyCaseInEnglish?: boolean;
  /** Matched only in a book context: before a chapter number, or after "book of". */
  contextual?: boolean;
  keep?: boolean;
  /**
   * A name that is also an everyday word ("Lot", "May", "Sister Grace"; word-names.ts): matched in
   * any case, only where this says, from the text before and after it, that it is the name.
   */
  decide?: (before: string, after: string) => boolean;
};

/** An organisation's own entry as stored and sent to the room: a term and its renderings. */
export type OrganisationTerm = {
  term: string;
  keep: boolean;
  renderings: Partial<Record<GlossaryLanguage, string>>;
};
