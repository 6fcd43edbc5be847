/**
 * The glossary engine (docs/decisions/011-glossary.md). Before a sentence goes to a translation
 * provider, every glossary term in it is swapped for a placeholder the provider carries through
 * untouched; after, each placeholder becomes the term's rendering in the target language. Pure
 * string work with no Node or browser APIs: the room (workerd), the web app and
 * `npm run translate` run this same code.
 */
import { shippedGlossary } from "./shipped.ts";
import { agreeArticles, pluralDeterminersFor } from "./agreement.ts";
import {
  glossaryLanguages,
  isGlossaryLanguage,
  type Gender,
  type GlossaryEntry,
  type GlossaryLanguage,
  type OrganisationTerm,
} from "./types.ts";

/**
 * How placeholders look, per provider:
 * - "names": everyday first names Apertium's dictionaries know as proper nouns ("Kevin"), so its
 *   grammar stays right around them (an unknown token breaks the next verb: "Zq1 Bendito").
 * - "opaque": "[[3]]", for neural engines (a name would be transliterated into Chinese).
 * - "azure": Azure Translator's documented dynamic dictionary markup, which gives the engine the
 *   real word for context and makes it output the opaque token.
 */
export type PlaceholderStyle = "names" | "opaque" | "azure";

type Candidate = { entry: GlossaryEntry; form: string; plural: boolean; organisation: boolean };
type Matcher = { regex: RegExp; candidates: Map<string, Candidate[]> };
export type Glossary = { matcher(language: GlossaryLanguage): Matcher | undefined };

type Slot = {
  token: string;
  entry: GlossaryEntry;
  plural: boolean;
  original: string;
  organisation: boolean;
  capital: boolean;
};
export type Protected = { text: string; slots: Slot[]; style: PlaceholderStyle };

const WORD = "[\\p{L}\\p{M}\\p{N}]";
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
const escape = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+")
    .replace(/'/g, "['’]");
const unspaced = (language: GlossaryLanguage) => language === "zh";

function organisationEntry(term: OrganisationTerm, index: number): GlossaryEntry {
  const forms: Partial<Record<GlossaryLanguage, string[]>> = {};
  // A language without a rendering hears the term as it was said.
  for (const language of glossaryLanguages) {
    const rendering = term.keep ? undefined : term.renderings[language]?.trim();
    if (rendering) forms[language] = [rendering];
  }
  return { id: `organisation:${index}`, kind: "church", forms, caseSensitive: false, keep: term.keep };
}

/**
 * The shipped glossary with an organisation's own terms on top (theirs win). A language's
 * matcher is compiled when first needed: a room only ever matches its speaker's language, and a
 * hibernating room rebuilds this on every wake.
 */
export function buildGlossary(
  organisationTerms: readonly OrganisationTerm[] = [],
  base: readonly GlossaryEntry[] = shippedGlossary,
): Glossary {
  const cache = new Map<GlossaryLanguage, Matcher | null>();
  const ownTerms = organisationTerms.filter((term) => term.term.trim());
  const own = ownTerms.map(organisationEntry);
  // Books first: next to a chapter number "John" is the book, elsewhere the person.
  const ordered = [...base].sort((a, b) => Number(b.kind === "book") - Number(a.kind === "book"));
  return {
    matcher(language) {
      if (!cache.has(language)) cache.set(language, compile(language, own, ownTerms, ordered));
      return cache.get(language) ?? undefined;
    },
  };
}

function compile(
  language: GlossaryLanguage,
  own: GlossaryEntry[],
  ownTerms: OrganisationTerm[],
  ordered: GlossaryEntry[],
): Matcher | null {
  const candidates = new Map<string, Candidate[]>();
  const add = (form: string, candidate: Omit<Candidate, "form">) => {
    const key = normalise(form);
    const list = candidates.get(key) ?? [];
    // An organisation's term replaces the shipped ones said the same way.
    if (candidate.organisation && list.some((existing) => !existing.organisation)) list.length = 0;
    if (!candidate.organisation && list.some((existing) => existing.organisation)) return;
    list.push({ ...candidate, form });
    candidates.set(key, list);
  };
  own.forEach((entry, index) => add(ownTerms[index]!.term.trim(), { entry, plural: false, organisation: true }));
  for (const entry of ordered) {
    if (entry.matchedIn && !entry.matchedIn.includes(language)) continue;
    for (const form of entry.forms[language] ?? []) add(form, { entry, plural: false, organisation: false });
    const plural = entry.plural?.[language];
    if (plural && plural !== entry.forms[language]?.[0]) add(plural, { entry, plural: true, organisation: false });
  }
  // Longest first, so "Holy Spirit" wins over "Spirit" and "Lord's Supper" over "Lord".
  const forms = [...candidates.values()].map((list) => list[0]!.form).sort((a, b) => b.length - a.length);
  if (!forms.length) return null;
  const body = forms.map(escape).join("|");
  const source = unspaced(language) ? `(?:${body})` : `(?<!${WORD})(?:${body})(?!${WORD})`;
  return { regex: new RegExp(source, "giu"), candidates };
}

const BOOK_BEFORE = [
  /\b(book|gospel|epistle|letter|letters|prophecy|prophet)\s+(of|to|according\s+to)\s+(the\s+)?(saint\s+|st\.?\s+)?$/i,
  new RegExp(
    "\\b(libro|evangelio|evangelho|livro|carta|epístola)\\s+(de|del|do|da|a|a\\s+los|aos|según|segundo)\\s+" +
      "(san\\s+|são\\s+)?$",
    "i",
  ),
  /\b(kitab|injil)\s+$/i,
];
// A chapter number, or the chapter said as a word ("Numbers chapter six", "Hechos capítulo dos").
const BOOK_AFTER = /^\s+(\d|(chapter|chapters|capítulo|capítulos|pasal)\b)/i;
const isSentenceStart = (before: string) => /(^|[.!?…:;"“«¿¡]\s*)$/.test(before.trimEnd());

function accepts(
  candidate: Candidate,
  matched: string,
  before: string,
  after: string,
  others: number,
  language: string,
) {
  if (candidate.organisation) return true;
  const { entry } = candidate;
  if (entry.decide) return entry.decide(before, after);
  // Proper names only when written as names: "Mark", never "mark". A name of several words may
  // open in lower case ("the book of Revelation" for "Book of Revelation").
  const said = matched.replace(/\s+/g, " ").replace(/’/g, "'");
  const same = candidate.form.includes(" ") ? said.slice(1) === candidate.form.slice(1) : said === candidate.form;
  // A name that is no English word ("sodom", "abraham") is a name in lower case too (issue 41).
  if (entry.caseSensitive && !same && !(language === "en" && entry.anyCaseInEnglish)) return false;
  const bookContext = BOOK_AFTER.test(after) || BOOK_BEFORE.some((pattern) => pattern.test(before));
  if (entry.kind === "book") {
    if (bookContext) return true;
    // "John" alone is the apostle; "Acts" or "Job" opening a sentence may be everyday English.
    if (others > 1) return false;
    return !entry.contextual || !isSentenceStart(before);
  }
  return !entry.contextual || bookContext || !isSentenceStart(before);
}

const MALE = [
  "Kevin",
  "Brian",
  "Gary",
  "Steven",
  "Dennis",
  "Gordon",
  "Harold",
  "Oscar",
  "Victor",
  "Tony",
  "Hugo",
  "Carlos",
];
const FEMALE = ["Linda", "Brenda", "Sandra", "Wendy", "Laura", "Nancy", "Alice"];
/** Every name a placeholder may take (a test checks none reaches a listener it was not said to). */
export const PLACEHOLDER_NAMES: readonly string[] = [...MALE, ...FEMALE];

/**
 * The gender of a term's rendering in `language`: the one the glossary states, else (a church's
 * own term) a guess from the Spanish or Portuguese head noun's ending ("la Cena del Señor").
 */
function genderOf(slot: Pick<Slot, "entry" | "plural" | "original">, language: string): Gender | undefined {
  if (!isGlossaryLanguage(language)) return undefined;
  const stated = slot.entry.gender?.[language];
  if (stated || slot.entry.gender) return stated;
  if (language !== "es" && language !== "pt") return undefined;
  const head = renderingOf(slot, language).split(/\s+/)[0] ?? "";
  return /(a|ión|ção|dad|dade|tud|umbre|ie|is)$/i.test(head) ? "f" : "m";
}

function renderingOf(slot: Pick<Slot, "entry" | "plural" | "original">, target: string) {
  if (slot.entry.keep || !isGlossaryLanguage(target)) return slot.original;
  if (slot.plural) return slot.entry.plural?.[target] ?? slot.entry.forms[target]?.[0] ?? slot.original;
  return slot.entry.forms[target]?.[0] ?? slot.original;
}

/** True when the term has something to put back in `target`: its own rendering there, or "keep as said". */
const rendersInto = (entry: GlossaryEntry, target: string | undefined) =>
  !target || entry.keep || !isGlossaryLanguage(target) || Boolean(entry.forms[target]?.length);

/**
 * Swaps every glossary term of `text` (in language `from`) for a placeholder. With `target`, a term
 * with no rendering in that language is left in the text for the engine to translate: a church's
 * term given only in Spanish must not come back as English in Portuguese ("o small group").
 */
export function protectTerms(
  glossary: Glossary,
  text: string,
  from: string,
  style: PlaceholderStyle,
  target?: string,
): Protected {
  const matcher = isGlossaryLanguage(from) ? glossary.matcher(from) : undefined;
  if (!matcher) return { text, slots: [], style };
  const free = {
    male: MALE.filter((name) => !new RegExp(`\\b${name}\\b`, "i").test(text)),
    female: FEMALE.filter((name) => !new RegExp(`\\b${name}\\b`, "i").test(text)),
  };
  const slots: Slot[] = [];
  const tokenFor = (candidate: Candidate, original: string, capital: boolean) => {
    const same = slots.find(
      (slot) => slot.entry === candidate.entry && slot.plural === candidate.plural && slot.capital === capital,
    );
    if (same) return same.token;
    let token: string | undefined;
    if (style === "names") {
      // A placeholder of the rendering's gender, so the engine's articles and adjectives agree.
      const language = target === "pt" ? "pt" : "es";
      const pool =
        genderOf({ ...candidate, original }, language) === "f" && free.female.length ? free.female : free.male;
      token = pool.shift();
    } else {
      token = `[[${slots.length + 1}]]`;
    }
    if (token)
      slots.push({
        token,
        entry: candidate.entry,
        plural: candidate.plural,
        original,
        organisation: candidate.organisation,
        capital,
      });
    return token;
  };
  const out = text.replace(matcher.regex, (matched: string, offset: number) => {
    const list = matcher.candidates.get(normalise(matched)) ?? [];
    const before = text.slice(0, offset);
    const after = text.slice(offset + matched.length);
    const chosen = list.find(
      (candidate) =>
        rendersInto(candidate.entry, target) && accepts(candidate, matched, before, after, list.length, from),
    );
    if (!chosen) return matched;
    // A common noun the speaker capitalised mid-sentence ("the Gospel") stays capitalised.
    const capital = !chosen.entry.caseSensitive && /^\p{Lu}/u.test(matched) && !isSentenceStart(before);
    const token = tokenFor(chosen, matched, capital);
    if (!token) return matched; // out of placeholders: the engine translates this one itself
    return style === "azure" ? `<mstrans:dictionary translation="${token}">${matched}</mstrans:dictionary>` : token;
  });
  return { text: out, slots, style };
}

const tokenPattern = (token: string) =>
  token.startsWith("[[")
    ? new RegExp(`\\[\\s*\\[\\s*${token.slice(2, -2)}\\s*\\]\\s*\\]`, "g")
    : new RegExp(`(?<!${WORD})${token}(?!${WORD})`, "gu");

/** Puts each term's rendering in `target` where its placeholder came back. */
export function restoreTerms(translated: string, target: string, protectedText: Protected): string {
  let out = translated;
  for (const slot of protectedText.slots) {
    let rendering = renderingOf(slot, target);
    if (slot.capital) rendering = rendering.charAt(0).toUpperCase() + rendering.slice(1);
    const tokenAhead = `(?=${tokenPattern(slot.token).source})`;
    // An engine that never saw the word gives its placeholder singular determiners ("nuestro Kevin",
    // "al [[1]]"): a plural needs plural ones ("nuestros pecados", "a los Romanos").
    const plural = slot.plural || (isGlossaryLanguage(target) && slot.entry.pluralName?.includes(target));
    if (plural && protectedText.style !== "azure")
      out = pluralDeterminersFor(out, tokenAhead, target, genderOf(slot, target));
    else if (!plural && !slot.entry.keep)
      out = agreeArticles(out, tokenAhead, target, genderOf(slot, target), rendering);
    out = out.replace(tokenPattern(slot.token), () => rendering);
    // An engine may glue a placeholder to a neighbour ("estiloKevin"): the name was never said
    // (free names are those the text lacks), so it is the placeholder, set apart from the word.
    if (protectedText.style === "names")
      out = out.replace(new RegExp(`(${WORD}*)${slot.token}(${WORD}*)`, "gu"), (_all, left: string, right: string) =>
        [left, rendering, right].filter(Boolean).join(" "),
      );
  }
  return out;
}

/** What each protected term becomes in `target` (for `npm run translate -- --explain`). */
export function termsIn(protectedText: Protected, target: string) {
  return protectedText.slots.map((slot) => ({ term: slot.original, rendering: renderingOf(slot, target) }));
}

const CASED = /^[\p{Ll}]/u;
/**
 * Engine output fit to read: no Apertium markers (`#` generation error, `*` unknown word, `@`
 * untranslated lemma), single spaces, no space before punctuation, capitalised sentences.
 */
export function cleanTranslation(text: string, language: string): string {
  let out = text
    .replace(/(^|[\s(¿¡"“«'])[#*@](?=[\p{L}\p{N}])/gu, "$1")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ +([,.;:!?%)\]»”，。！？；：、])/g, "$1")
    .replace(/([¿¡(«“]) +/g, "$1")
    .trim();
  // Scripts without capitals (Chinese, Arabic, Devanagari) need no sentence case.
  if (["zh", "ar", "hi"].includes(language.split("-")[0]!)) return out;
  // The first letter of each sentence (after any opening ¿ ¡ « “ or quote) is a capital.
  out = out.replace(/(^|[.!?…]\s+)([¿¡«“"'(]*)(\p{L})/gu, (_all, start: string, open: string, letter: string) =>
    CASED.test(letter) ? `${start}${open}${letter.toUpperCase()}` : `${start}${open}${letter}`,
  );
  return out;
}
