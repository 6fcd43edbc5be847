/**
 * King James English said in today's words, before an engine that has never seen it: preachers
 * quote the KJV from memory, and a language with no Bible of its own gets what was said through
 * the engine, which leaves "thy", "unto", "saith" untranslated (issue 41). Word by word, keeping
 * the speaker's capitals; verbs in "-eth" become "-s", and in "-est" after "thou" lose it.
 */

const WORDS: Record<string, string> = {
  thee: "you",
  thou: "you",
  ye: "you",
  thy: "your",
  thine: "your",
  unto: "to",
  saith: "says",
  spake: "spoke",
  hath: "has",
  doth: "does",
  hast: "have",
  dost: "do",
  art: "are",
  shalt: "shall",
  wilt: "will",
  wast: "were",
  canst: "can",
  didst: "did",
  shouldest: "should",
  wouldest: "would",
  couldest: "could",
  hadst: "had",
  shew: "show",
  shewed: "showed",
  verily: "truly",
  yea: "yes",
  nay: "no",
  lo: "look",
  whence: "from where",
  whither: "where",
  wherefore: "therefore",
  hither: "here",
  thither: "there",
  brethren: "brothers",
  begat: "fathered",
  seeth: "sees",
  doeth: "does",
  goeth: "goes",
  sayeth: "says",
  giveth: "gives",
};
// "art" is a noun after "the", "of", "work of": only after "thou" (or "who") is it "are".
const ONLY_AFTER_THOU = new Set(["art", "hast", "dost", "wast", "canst", "didst", "shalt", "wilt", "hadst"]);
// Words ending in "-eth"/"-est" that are not old verb endings.
const NOT_VERBS = new Set([
  "teeth",
  "beneath",
  "breath",
  "death",
  "seventh",
  "eleventh",
  "twentieth",
  "bequeath",
  "nazareth",
  "elizabeth",
  "japheth",
  "seth",
  "heth",
  "best",
  "rest",
  "test",
  "west",
  "nest",
  "guest",
  "quest",
  "chest",
  "priest",
  "forest",
  "honest",
  "modest",
  "harvest",
  "interest",
  "earnest",
  "greatest",
  "request",
  "manifest",
  "protest",
  "conquest",
  "behest",
  "arrest",
  "invest",
  "suggest",
  "digest",
  "contest",
  "unrest",
  "highest",
  "dearest",
]);

const cased = (said: string, word: string) =>
  /^\p{Lu}/u.test(said) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** "believeth" → "believes", "cometh" → "comes", "walketh" → "walks", "teacheth" → "teaches". */
function thirdPerson(stem: string) {
  if (/(s|sh|ch|x|z)$/.test(stem)) return `${stem}es`;
  if (/v$/.test(stem) || /[^aeiou][aeiou][^aeiouwxy]$/.test(stem) || /^[^aeiou]?[aeiou][^aeiouwxy]$/.test(stem))
    return `${stem}es`;
  return `${stem}s`;
}

/** "knowest" → "know", "lovest" → "love", "believest" → "believe". */
function secondPerson(stem: string) {
  if (/v$/.test(stem) || /[^aeiou][aeiou][^aeiouwxyrln]$/.test(stem)) return `${stem}e`;
  return stem;
}

export function modernEnglish(text: string): string {
  // Words since "thou" (its verb may come one word later: "thou also knowest") and since "who".
  let sinceThou = 9;
  let sinceWho = 9;
  return text.replace(/\p{L}+/gu, (said) => {
    const lower = said.toLowerCase();
    const thou = ++sinceThou <= 2;
    const who = ++sinceWho <= 1;
    if (lower === "thou") sinceThou = 0;
    if (lower === "who" || lower === "which") sinceWho = 0;
    if (NOT_VERBS.has(lower)) return said;
    if (ONLY_AFTER_THOU.has(lower) && !thou && !who) return said;
    const word = WORDS[lower];
    if (word) return cased(said, word);
    if (lower.length > 5 && lower.endsWith("eth")) return cased(said, thirdPerson(lower.slice(0, -3)));
    if (thou && lower.length > 5 && lower.endsWith("est")) return cased(said, secondPerson(lower.slice(0, -3)));
    return said;
  });
}
