/**
 * Articles and determiners that agree with a glossary term's gender and number. The engine chose
 * them for a placeholder, not for the word that replaces it: "the prophet" came back "la profeta"
 * because the placeholder looked feminine. Before the rendering goes in, the word just before it
 * is set to the rendering's gender (and number), in the two live languages whose articles have
 * them. Pure string work, like the engine.
 */
import type { Gender } from "./types.ts";

const WORD = "[\\p{L}\\p{M}\\p{N}]";

// Masculine ↔ feminine singular. Portuguese "a" is left alone: before a masculine word it is the
// preposition ("disse a Pedro"), not a wrong article.
const singular: Record<string, [masculine: string, feminine: string][]> = {
  es: [
    ["el", "la"],
    ["un", "una"],
    ["del", "de la"],
    ["al", "a la"],
    ["este", "esta"],
    ["ese", "esa"],
    ["aquel", "aquella"],
    ["nuestro", "nuestra"],
    ["vuestro", "vuestra"],
    ["otro", "otra"],
    ["algún", "alguna"],
    ["ningún", "ninguna"],
  ],
  pt: [
    ["o", "a"],
    ["um", "uma"],
    ["do", "da"],
    ["no", "na"],
    ["ao", "à"],
    ["pelo", "pela"],
    ["dum", "duma"],
    ["num", "numa"],
    ["este", "esta"],
    ["esse", "essa"],
    ["aquele", "aquela"],
    ["nosso", "nossa"],
    ["vosso", "vossa"],
    ["meu", "minha"],
    ["teu", "tua"],
    ["seu", "sua"],
    ["outro", "outra"],
  ],
};
const keepForMasculine = new Set(["pt:a"]);

// A Spanish feminine noun that begins with a stressed "a" takes "el" and "un": "el arca", "el alma".
const stressedA = /^(arca|alma|agua|águila|hambre|arma|área|ave|ala|ancla|hacha)\b/i;

const withCase = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** `text` with the determiner before each `ahead` match (a lookahead for the placeholder) agreeing. */
export function agreeArticles(
  text: string,
  ahead: string,
  language: string,
  gender: Gender | undefined,
  rendering = "",
) {
  const pairs = singular[language];
  if (!pairs || !gender) return text;
  const wanted = gender === "f" && language === "es" && stressedA.test(rendering) ? "m" : gender;
  const swap = new Map<string, string>();
  for (const [masculine, feminine] of pairs) {
    if (wanted === "m" && !keepForMasculine.has(`${language}:${feminine}`)) swap.set(feminine, masculine);
    if (wanted === "f") swap.set(masculine, feminine);
  }
  const words = [...swap.keys()].sort((a, b) => b.length - a.length).map((word) => word.replace(/ /g, "\\s+"));
  const pattern = new RegExp(`(?<!${WORD})(${words.join("|")})(\\s+)${ahead}`, "giu");
  return text.replace(pattern, (_all, word: string, space: string) => {
    const replacement = swap.get(word.toLowerCase().replace(/\s+/g, " "));
    return `${replacement ? withCase(word, replacement) : word}${space}`;
  });
}

// Apertium gives a placeholder name singular determiners ("nuestro Kevin"); a plural rendering
// needs plural ones ("nuestros pecados", "vuestras Biblias").
const pluralDeterminers: Record<string, Record<string, [string, string]>> = {
  es: {
    el: ["los", "las"],
    la: ["los", "las"],
    un: ["unos", "unas"],
    una: ["unos", "unas"],
    su: ["sus", "sus"],
    mi: ["mis", "mis"],
    tu: ["tus", "tus"],
    nuestro: ["nuestros", "nuestras"],
    nuestra: ["nuestros", "nuestras"],
    vuestro: ["vuestros", "vuestras"],
    vuestra: ["vuestros", "vuestras"],
    este: ["estos", "estas"],
    esta: ["estos", "estas"],
    del: ["de los", "de las"],
    al: ["a los", "a las"],
  },
  pt: {
    o: ["os", "as"],
    a: ["os", "as"],
    um: ["uns", "umas"],
    uma: ["uns", "umas"],
    seu: ["seus", "suas"],
    sua: ["seus", "suas"],
    meu: ["meus", "minhas"],
    minha: ["meus", "minhas"],
    nosso: ["nossos", "nossas"],
    nossa: ["nossos", "nossas"],
    vosso: ["vossos", "vossas"],
    vossa: ["vossos", "vossas"],
    este: ["estes", "estas"],
    esta: ["estes", "estas"],
    do: ["dos", "das"],
    da: ["dos", "das"],
    no: ["nos", "nas"],
    na: ["nos", "nas"],
    ao: ["aos", "às"],
  },
};

/** `text` with the singular determiner before each `ahead` match made plural, of `gender`. */
export function pluralDeterminersFor(text: string, ahead: string, language: string, gender: Gender | undefined) {
  const table = pluralDeterminers[language];
  if (!table) return text;
  return text.replace(new RegExp(`(?<!${WORD})(\\p{L}+)(\\s+)${ahead}`, "gu"), (all, word: string, space: string) => {
    const plural = table[word.toLowerCase()]?.[gender === "f" ? 1 : 0];
    return plural ? `${withCase(word, plural)}${space}` : all;
  });
}
