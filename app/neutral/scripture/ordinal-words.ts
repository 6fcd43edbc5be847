/**
 * Spoken ordinals → integers, up to 176 (the verses of Psalm 119), for chapters and verses said
 * ordinal-first: "the fourth chapter", "the ninety-first Psalm", "the hundred and nineteenth",
 * "the 21st verse", "el quinto capítulo", "o décimo primeiro". Pure data and code (the room runs
 * it under workerd).
 */
import type { ScriptureLanguage } from "./languages.ts";
import { foldWord } from "./number-words.ts";

type Ordinals = {
  /** Ordinal words that are whole values ("fourth" 4, "twentieth" 20, "vigesimo" 20). */
  words: Record<string, number>;
  /** Cardinal tens that an ordinal unit may follow ("twenty first"): English only. */
  tens: Record<string, number>;
  /** Words before a ordinal part that add a hundred ("hundred and", "centesimo"). */
  hundred: string[];
  /** Words that join the parts ("and" in "hundred and first"). */
  and: string[];
};

const en: Ordinals = {
  words: {
    first: 1,
    second: 2,
    third: 3,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    seventh: 7,
    eighth: 8,
    ninth: 9,
    tenth: 10,
    eleventh: 11,
    twelfth: 12,
    thirteenth: 13,
    fourteenth: 14,
    fifteenth: 15,
    sixteenth: 16,
    seventeenth: 17,
    eighteenth: 18,
    nineteenth: 19,
    twentieth: 20,
    thirtieth: 30,
    fortieth: 40,
    fiftieth: 50,
    sixtieth: 60,
    seventieth: 70,
    eightieth: 80,
    ninetieth: 90,
    hundredth: 100,
  },
  tens: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
  hundred: ["hundred"],
  and: ["and"],
};

// Spanish and Portuguese compose ordinals from ordinal parts: "vigesimo primero", "decimo quinto".
const es: Ordinals = {
  words: {
    primero: 1,
    primer: 1,
    primera: 1,
    segundo: 2,
    segunda: 2,
    tercero: 3,
    tercer: 3,
    tercera: 3,
    cuarto: 4,
    cuarta: 4,
    quinto: 5,
    quinta: 5,
    sexto: 6,
    sexta: 6,
    septimo: 7,
    septima: 7,
    setimo: 7,
    octavo: 8,
    octava: 8,
    noveno: 9,
    novena: 9,
    nono: 9,
    decimo: 10,
    decima: 10,
    undecimo: 11,
    duodecimo: 12,
    decimoprimero: 11,
    decimosegundo: 12,
    decimotercero: 13,
    decimocuarto: 14,
    decimoquinto: 15,
    decimosexto: 16,
    decimoseptimo: 17,
    decimoctavo: 18,
    decimonoveno: 19,
    vigesimo: 20,
    trigesimo: 30,
    cuadragesimo: 40,
    quincuagesimo: 50,
    sexagesimo: 60,
    septuagesimo: 70,
    octogesimo: 80,
    nonagesimo: 90,
    centesimo: 100,
  },
  tens: {},
  hundred: [],
  and: [],
};

const pt: Ordinals = {
  words: {
    primeiro: 1,
    primeira: 1,
    segundo: 2,
    segunda: 2,
    terceiro: 3,
    terceira: 3,
    quarto: 4,
    quarta: 4,
    quinto: 5,
    quinta: 5,
    sexto: 6,
    sexta: 6,
    setimo: 7,
    setima: 7,
    oitavo: 8,
    oitava: 8,
    nono: 9,
    nona: 9,
    decimo: 10,
    decima: 10,
    vigesimo: 20,
    trigesimo: 30,
    quadragesimo: 40,
    quinquagesimo: 50,
    sexagesimo: 60,
    septuagesimo: 70,
    setuagesimo: 70,
    octogesimo: 80,
    nonagesimo: 90,
    centesimo: 100,
  },
  tens: {},
  hundred: [],
  and: [],
};

const tables: Record<ScriptureLanguage, Ordinals> = { en, es, pt };

export type ParsedOrdinal = { value: number; length: number };

/** "21st", "1o", "2a" (written ordinals a recogniser may produce). */
function digitOrdinal(word: string): number | null {
  const match = /^(\d{1,3})(?:st|nd|rd|th|o|a|º|ª)$/.exec(word);
  return match ? Number(match[1]) : null;
}

/**
 * Reads one ordinal from `words` at `start`: "fourth", "twenty-first", "twenty first",
 * "hundred and nineteenth", "one hundred and nineteenth", "119th", "vigesimo primero".
 * Returns how many words it used, or null when no ordinal starts there.
 */
export function readOrdinal(
  words: readonly string[],
  start: number,
  language: ScriptureLanguage,
): ParsedOrdinal | null {
  const table = tables[language];
  const pieces: { word: string; from: number }[] = [];
  for (let i = start; i < Math.min(words.length, start + 6); i++)
    for (const piece of words[i]!.split("-").filter(Boolean)) pieces.push({ word: foldWord(piece), from: i });
  const used = (count: number) => (count === 0 ? 0 : pieces[count - 1]!.from - start + 1);
  const first = pieces[0]?.word;
  if (first === undefined) return null;
  const digits = digitOrdinal(first);
  if (digits !== null) return { value: digits, length: 1 };

  let at = 0;
  let total = 0;
  // "one hundred and ...", "hundred and ..."
  if (first === "one" && table.hundred.includes(pieces[1]?.word ?? "")) at = 1;
  if (table.hundred.includes(pieces[at]?.word ?? "")) {
    at++;
    total = 100;
    if (table.and.includes(pieces[at]?.word ?? "")) at++;
  }
  const tens = table.tens[pieces[at]?.word ?? ""];
  if (tens !== undefined) {
    const unit = table.words[pieces[at + 1]?.word ?? ""];
    if (unit === undefined || unit > 9) return null; // "twenty" alone is a cardinal
    return { value: total + tens + unit, length: used(at + 2) };
  }
  const value = table.words[pieces[at]?.word ?? ""];
  if (value === undefined) return null;
  at++;
  total += value;
  // Spanish and Portuguese: "vigesimo primero", "decimo quinto", "centesimo decimo"
  if (language !== "en" && value >= 10) {
    const next = table.words[pieces[at]?.word ?? ""];
    if (next !== undefined && next < value && (value === 100 || next < 10)) {
      total += next;
      at++;
      const last = table.words[pieces[at]?.word ?? ""];
      if (value === 100 && next >= 10 && last !== undefined && last < 10) {
        total += last;
        at++;
      }
    }
  }
  return { value: total, length: used(at) };
}
