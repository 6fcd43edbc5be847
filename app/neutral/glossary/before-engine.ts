/**
 * English made safe for a rule-based engine before the glossary protects its terms (decision 055).
 * Apertium reads some everyday English wrongly in ways a listener notices, each a class of input:
 * - King James wording ("thy", "unto", "saith", "believeth"): left untranslated ("thy" in
 *   Portuguese), so it is said in today's English first;
 * - single quotes around a word ("'ministered'"): the opening quote is read as "I'm" ("soy…");
 * - hyphenated compounds ("God-like", "Spirit-filled"): read as one odd word, and a glossary
 *   placeholder inside one comes back glued to a neighbour ("estiloKevin");
 * - a possessive apostrophe after "s" ("Moses' law") stays as a stray "'".
 * Pure string work: the room, the web app and `npm run translate` share it.
 */
import { modernEnglish } from "./archaic.ts";
import { wordsNotNames } from "./word-names.ts";

/** Words a hyphenated compound may end in, and how its meaning reads in plain word order. */
const COMPOUNDS: Record<string, { before: string }> = {
  like: { before: "similar to" },
  fearing: { before: "who fears" },
  loving: { before: "who loves" },
  honouring: { before: "who honours" },
  honoring: { before: "who honors" },
  filled: { before: "full of" },
  centred: { before: "centred on" },
  centered: { before: "centered on" },
  given: { before: "given by" },
  sent: { before: "sent by" },
  breathed: { before: "breathed by" },
  led: { before: "led by" },
  inspired: { before: "inspired by" },
  ordained: { before: "ordained by" },
  shaped: { before: "shaped by" },
};

// Words after a compound that are not the noun it describes ("God-like in all things").
const NOT_A_NOUN =
  /^(in|on|at|to|of|for|by|with|and|or|but|as|than|that|which|who|is|are|was|were|be|been|so|too|very|all|every|not)$/i;
const DETERMINER = /^(a|an|the|this|that|these|those|his|her|its|our|their|my|your|every|one|some|such)$/i;

/**
 * "a God-like man" → "a man similar to God" (after a determiner, the noun comes first); elsewhere
 * the compound becomes its phrase in place: "he was God-fearing" → "he was who fears God" reads
 * oddly in English but comes out whole ("era quien teme a Dios"). Only the endings listed are
 * rewritten: "Abed-nego" or "twenty-one" reach the engine as they were said.
 */
function rewriteCompounds(text: string): string {
  return text.replace(
    /(?:\b(\p{L}+)\s+)?\b(\p{L}+)-(\p{L}+)\b(?:\s+(\p{L}+))?/gu,
    (all, det: string | undefined, head: string, tail: string, next: string | undefined) => {
      const rule = COMPOUNDS[tail.toLowerCase()];
      if (!rule) return all;
      const phrase = `${rule.before} ${head}`;
      const lead = det ? `${det} ` : "";
      if (det && DETERMINER.test(det) && next && !NOT_A_NOUN.test(next)) return `${lead}${next} ${phrase}`;
      return `${lead}${phrase}${next ? ` ${next}` : ""}`;
    },
  );
}

/** Single quotes around words become double ones: an opening "'m" is not read as "I'm". */
const doubleQuotes = (text: string) =>
  text.replace(/(^|[\s(—–-])['‘](?=\p{L})(\p{L}[^'‘’\n]*?\p{L}[.,!?]?)['’](?=$|[\s.,;:!?)—–-])/gu, "$1“$2”");

/**
 * A name's possessive before a noun that ends the phrase ("Moses' law and Jesus' words", "the
 * Lord's day.") is said with "of": the engine tangles two in a row ("La ley y El Jesús de Moisés
 * palabras") and leaves a bare "Moses'" as it is. A longer phrase ("God's great love") is left.
 */
const POSSESSIVE = new RegExp(
  "(?:\\b(the)\\s+)?\\b(\\p{Lu}\\p{L}*)(?:['’]s|(?<=s)['’])\\s+(\\p{Ll}+)(?=\\s*$|\\s*[.,;:!?)]|\\s+(?:" +
    "and|or|but|as|so|if|is|was|are|were|will|would|has|had|have|in|into|of|to|for|with|from|on|at|by|that|" +
    "which|who|when|after|before|than)\\b)",
  "gu",
);
// Glossary terms said with a possessive keep it: the glossary renders them whole.
const GLOSSARY_POSSESSIVES = /^lord's (supper|prayer)$/i;
const possessives = (text: string) =>
  text
    .replace(POSSESSIVE, (all, the: string | undefined, name: string, noun: string) => {
      if (GLOSSARY_POSSESSIVES.test(`${name}'s ${noun}`)) return all;
      return the ? `${the} ${noun} of the ${name}` : `the ${noun} of ${name}`;
    })
    .replace(/(\p{L}s)['’](?=\s+\p{L})/gu, "$1's"); // any other "Moses'": one the engine reads

/** `text` (in `from`) as the engine should see it; other languages pass through unchanged. */
export function beforeEngine(text: string, from: string): string {
  if (from !== "en") return text;
  return wordsNotNames(possessives(rewriteCompounds(doubleQuotes(modernEnglish(text)))));
}
