/**
 * The row format of the shipped names and terms tables (church-terms.ts, names/*.ts), parsed into
 * terms. Pure data work, no Node or browser APIs.
 *
 * Row: en | es | pt | id | zh | ar | hi | flags | other English forms (";")
 *   A field "singular~plural" gives the plural; an empty field means the language has no form we
 *   are sure of, and the engine translates the word there. Flags, space-separated: "i" = any case
 *   (a common noun), "c" = not at a sentence start unless in a book context (the word is also an
 *   everyday word), "m" / "f" = the grammatical gender in every gendered live language, "es:f",
 *   "pt:m", … = the gender in one language.
 */
import type { Gender, GlossaryLanguage } from "./types.ts";

export type ChurchTerm = {
  id: string;
  kind: "person" | "place" | "term";
  names: { en: string } & Partial<Record<GlossaryLanguage, string>>;
  plural: Partial<Record<GlossaryLanguage, string>>;
  gender: Partial<Record<GlossaryLanguage, Gender>>;
  alsoEn: string[];
  anyCase: boolean;
  contextual: boolean;
};

const columns = ["en", "es", "pt", "id", "zh", "ar", "hi"] as const satisfies readonly GlossaryLanguage[];
/** The live languages whose nouns have a gender that articles and adjectives follow. */
const genderedLanguages = ["es", "pt", "ar", "hi"] as const satisfies readonly GlossaryLanguage[];

/**
 * A place name without a stated gender takes the one Spanish and Portuguese give place names by
 * their ending: "Babilonia", "Samaria", "Nínive" feminine, "Egipto", "Líbano", "Jerusalén"
 * masculine (Jerusalem is feminine only as the personified city; the plain name takes "el").
 */
const placeGender = (name: string): Gender => (/(a|e)$/i.test(name) ? "f" : "m");

function gendersOf(kind: ChurchTerm["kind"], flags: string[], names: ChurchTerm["names"]) {
  const gender: ChurchTerm["gender"] = {};
  for (const language of genderedLanguages) {
    const name = names[language];
    if (!name) continue;
    if (kind === "person") gender[language] = "m";
    if (kind === "place" && (language === "es" || language === "pt")) gender[language] = placeGender(name);
  }
  for (const flag of flags) {
    if (flag === "m" || flag === "f") for (const language of genderedLanguages) gender[language] = flag;
    const [language, one] = flag.split(":");
    if ((one === "m" || one === "f") && columns.includes(language as GlossaryLanguage))
      gender[language as GlossaryLanguage] = one;
  }
  return gender;
}

export function parseTermRows(kind: ChurchTerm["kind"], block: string): ChurchTerm[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const fields = line.split("|");
      const names = {} as ChurchTerm["names"];
      const plural: ChurchTerm["plural"] = {};
      columns.forEach((language, index) => {
        const [one, many] = (fields[index] ?? "").split("~") as [string, string | undefined];
        if (!one) return;
        names[language] = one;
        if (many !== undefined) plural[language] = many;
      });
      const flags = (fields[7] ?? "").split(/\s+/).filter(Boolean);
      return {
        id: `${kind}:${names.en}`,
        kind,
        names,
        plural,
        gender: gendersOf(kind, flags, names),
        alsoEn: fields[8] ? fields[8].split(";") : [],
        anyCase: flags.includes("i"),
        contextual: flags.includes("c"),
      };
    });
}
