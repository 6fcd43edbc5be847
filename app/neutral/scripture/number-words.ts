/**
 * Spoken numbers in the speaker's language → integers, for the scripture detector: "twenty-eight"
 * → 28, "one hundred and nineteen" → 119, "veintiocho" → 28, "cento e dezenove" → 119. Pure data
 * and code (the room runs it under workerd).
 *
 * A run of number words is split where no speaker would join them, so "three sixteen" reads as
 * 3 then 16 (John 3:16) while "twenty eight" reads as 28.
 */
import type { ScriptureLanguage } from "./languages.ts";

type Words = {
  units: Record<string, number>; // 0–9
  teens: Record<string, number>; // 10–19, and Spanish/Portuguese 21–29 written as one word
  tens: Record<string, number>; // 20, 30 … 90
  hundreds: Record<string, number>; // words that are already whole hundreds ("doscientos")
  hundred: string[]; // the multiplier word ("hundred")
  thousand: string[];
  /** The word that joins parts ("and", "y", "e"). */
  and: string[];
};

const en: Words = {
  units: { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 },
  teens: {
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
  },
  tens: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
  hundreds: {},
  hundred: ["hundred"],
  thousand: ["thousand"],
  and: ["and"],
};

const es: Words = {
  units: {
    cero: 0,
    uno: 1,
    un: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
  },
  teens: {
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciseis: 16,
    diecisiete: 17,
    dieciocho: 18,
    diecinueve: 19,
    veintiuno: 21,
    veintiun: 21,
    veintiuna: 21,
    veintidos: 22,
    veintitres: 23,
    veinticuatro: 24,
    veinticinco: 25,
    veintiseis: 26,
    veintisiete: 27,
    veintiocho: 28,
    veintinueve: 29,
  },
  tens: {
    veinte: 20,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    setenta: 70,
    ochenta: 80,
    noventa: 90,
  },
  hundreds: {
    cien: 100,
    ciento: 100,
    doscientos: 200,
    trescientos: 300,
    cuatrocientos: 400,
    quinientos: 500,
    seiscientos: 600,
    setecientos: 700,
    ochocientos: 800,
    novecientos: 900,
  },
  hundred: [],
  thousand: ["mil"],
  and: ["y"],
};

const pt: Words = {
  units: {
    zero: 0,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
  },
  teens: {
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    catorze: 14,
    quatorze: 14,
    quinze: 15,
    dezesseis: 16,
    dezasseis: 16,
    dezessete: 17,
    dezassete: 17,
    dezoito: 18,
    dezenove: 19,
    dezanove: 19,
  },
  tens: { vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90 },
  hundreds: {
    cem: 100,
    cento: 100,
    duzentos: 200,
    trezentos: 300,
    quatrocentos: 400,
    quinhentos: 500,
    seiscentos: 600,
    setecentos: 700,
    oitocentos: 800,
    novecentos: 900,
  },
  hundred: [],
  thousand: ["mil"],
  and: ["e"],
};

const tables: Record<ScriptureLanguage, Words> = { en, es, pt };

/** Lower case without accents, so "dieciséis" and "dieciseis", "três" and "tres" are one word. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

type Part = { kind: "unit" | "teen" | "tens" | "hundreds" | "hundred" | "thousand" | "and" | "digits"; value: number };

function partOf(word: string, words: Words): Part | null {
  const w = foldWord(word);
  if (/^\d+$/.test(w)) return { kind: "digits", value: Number(w) };
  if (w in words.units) return { kind: "unit", value: words.units[w]! };
  if (w in words.teens) return { kind: "teen", value: words.teens[w]! };
  if (w in words.tens) return { kind: "tens", value: words.tens[w]! };
  if (w in words.hundreds) return { kind: "hundreds", value: words.hundreds[w]! };
  if (words.hundred.includes(w)) return { kind: "hundred", value: 100 };
  if (words.thousand.includes(w)) return { kind: "thousand", value: 1000 };
  if (words.and.includes(w)) return { kind: "and", value: 0 };
  return null;
}

export type ParsedNumber = { value: number; length: number };

/**
 * Reads one number from `tokens` at `start` (words; "twenty-eight" arrives as one token and is
 * split on its hyphen here). Returns how many tokens it used, or null when none starts there.
 */
export function readNumber(tokens: readonly string[], start: number, language: ScriptureLanguage): ParsedNumber | null {
  const words = tables[language];
  let total = 0; // completed thousands
  let current = 0; // the part below a thousand being built
  let last: Part["kind"] | null = null;
  let used = 0;
  let consumed = 0;
  for (let i = start; i < tokens.length; i++) {
    const pieces = tokens[i]!.split("-").filter(Boolean);
    if (!pieces.length) break; // a dash alone is a range ("26 - 38"), not part of a number
    const parts = pieces.map((piece) => partOf(piece, words));
    if (parts.some((part) => part === null)) break;
    let accepted = true;
    let next: State = { total, current, last };
    for (const part of parts as Part[]) {
      const step = combine(next, part, words === en);
      if (!step) {
        accepted = false;
        break;
      }
      next = step;
    }
    if (!accepted) break;
    ({ total, current, last } = next);
    consumed++;
    if (last !== "and") used = consumed;
  }
  if (used === 0) return null;
  return { value: total + current, length: used };
}

type State = { total: number; current: number; last: Part["kind"] | null };

/** One more word of a number, or null where a speaker would have started a new number. */
function combine(state: State, part: Part, english: boolean): State | null {
  const { total, current, last } = state;
  const fresh = last === null;
  switch (part.kind) {
    case "digits":
      return fresh ? { total, current: part.value, last: "digits" } : null;
    case "and":
      // "one hundred and nine", "treinta y uno", "vinte e oito": only after tens or hundreds.
      if (last === "hundred" || last === "hundreds" || last === "thousand" || (!english && last === "tens")) {
        return { total, current, last: "and" };
      }
      return null;
    case "unit":
      if (
        fresh ||
        last === "tens" ||
        last === "hundred" ||
        last === "hundreds" ||
        last === "thousand" ||
        last === "and"
      ) {
        if (last === "tens" && current % 10 !== 0) return null;
        return { total, current: current + part.value, last: "unit" };
      }
      return null;
    case "teen":
      if (fresh || last === "hundred" || last === "hundreds" || last === "thousand" || last === "and") {
        if (last === "and" && current % 100 !== 0) return null;
        return { total, current: current + part.value, last: "teen" };
      }
      return null;
    case "tens":
      if (fresh || last === "hundred" || last === "hundreds" || last === "thousand" || last === "and") {
        if (current % 100 !== 0) return null;
        return { total, current: current + part.value, last: "tens" };
      }
      return null;
    case "hundreds":
      if (fresh || last === "thousand" || last === "and") {
        if (current !== 0) return null;
        return { total, current: part.value, last: "hundreds" };
      }
      return null;
    case "hundred":
      // "one hundred", "nineteen hundred"; alone ("a hundred": the caller skips the "a") it is 100.
      if (fresh) return { total, current: 100, last: "hundred" };
      if (last === "unit" || last === "teen") return { total, current: current * 100, last: "hundred" };
      return null;
    case "thousand":
      if (last === "unit" || last === "teen" || last === "tens" || last === "hundreds" || last === "hundred" || fresh) {
        return { total: total + (current || 1) * 1000, current: 0, last: "thousand" };
      }
      return null;
  }
}
