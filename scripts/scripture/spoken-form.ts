/**
 * `readAloud`: a sentence as a sermon text writes it → as a browser recogniser would write it when the sentence
 * is read aloud: lower case, no punctuation, and the numbers either as digits ("john 3:16",
 * "romans 8 28") or as words ("john three sixteen"). Used to build the spoken forms of the
 * scripture detector's development set (scripts/scripture/sermon-set.ts) and by the benchmark.
 *
 * A reader says what the printed reference stands for, so the written shorthand is spelled out
 * first: roman chapter numbers ("John iii. 16" → "John 3:16"), "ch." and "v.", "10.25" after a
 * book, ranges ("4-7" → "4 to 7"), "1 John" → "first john" in the worded form.
 */
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";

type Language = "en" | "es" | "pt";

const unitsEn = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const teensEn = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"];
const tensEn = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const unitsEs = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];
const teensEs = ["diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho"];
const twentiesEs = ["veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco"];
const tensEs = ["", "", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const unitsPt = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];
const teensPt = ["dez", "onze", "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito"];
const tensPt = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const hundredsEs = ["", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos"];
const hundredsPt = ["", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos"];
hundredsEs.push("seiscientos", "setecientos", "ochocientos", "novecientos");
hundredsPt.push("seiscentos", "setecentos", "oitocentos", "novecentos");

function below100(n: number, language: Language): string {
  if (language === "en") {
    if (n < 10) return unitsEn[n]!;
    if (n < 19) return teensEn[n - 10]!;
    if (n === 19) return "nineteen";
    return n % 10 ? `${tensEn[Math.floor(n / 10)]} ${unitsEn[n % 10]}` : tensEn[n / 10]!;
  }
  const [units, teens, tens, and] =
    language === "es" ? [unitsEs, teensEs, tensEs, "y"] : [unitsPt, teensPt, tensPt, "e"];
  if (n < 10) return units[n]!;
  if (n < 19) return teens[n - 10]!;
  if (n === 19) return language === "es" ? "diecinueve" : "dezenove";
  if (language === "es" && n < 30) return n < 26 ? twentiesEs[n - 20]! : `veinti${unitsEs[n - 20]}`;
  return n % 10 ? `${tens[Math.floor(n / 10)]} ${and} ${units[n % 10]}` : tens[n / 10]!;
}

/** A cardinal in words: 119 → "one hundred and nineteen", "ciento diecinueve", "cento e dezenove". */
function numberWords(n: number, language: Language): string {
  if (n >= 1000) {
    const rest = n % 1000;
    const thousands = Math.floor(n / 1000);
    const head =
      language === "en"
        ? `${below100(thousands, "en")} thousand`
        : thousands === 1
          ? "mil"
          : `${below100(thousands, language)} mil`;
    return rest ? `${head} ${numberWords(rest, language)}` : head;
  }
  if (n >= 100) {
    const rest = n % 100;
    const hundreds = Math.floor(n / 100);
    if (language === "en") return `${unitsEn[hundreds]} hundred${rest ? ` and ${below100(rest, "en")}` : ""}`;
    const head = (language === "es" ? hundredsEs : hundredsPt)[hundreds]!;
    if (!rest) return hundreds === 1 ? (language === "es" ? "cien" : "cem") : head;
    return language === "es" ? `${head} ${below100(rest, "es")}` : `${head} e ${below100(rest, "pt")}`;
  }
  return below100(n, language);
}

const ordinalEn: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

/** 21 → "twenty first" (English ordinals only: "the 21st verse"). */
function ordinalWords(n: number): string {
  const words = numberWords(n, "en").split(" ");
  const last = words.pop()!;
  const ordinal = ordinalEn[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(" ");
}

function romanValue(text: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let total = 0;
  for (let k = 0; k < text.length; k++) {
    const value = values[text[k]!]!;
    total += value < (values[text[k + 1] ?? ""] ?? 0) ? -value : value;
  }
  return total;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every name of a book in `language` as a regex alternative, longest first ("1 John" before "John"). */
function bookPattern(language: Language): string {
  const names = new Set<string>();
  for (const book of bibleBooks) {
    names.add(book.names[language].replace(/^[123] /, ""));
    if (language === "en")
      for (const name of book.alsoEn) names.add(name.replace(/^(?:[123]|I{1,3}|First|Second|Third) /, ""));
  }
  return [...names]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
}

const books = new Map<Language, string>();
function booksOf(language: Language): string {
  let names = books.get(language);
  if (!names) books.set(language, (names = bookPattern(language)));
  return names;
}
const rangeWord: Record<Language, string> = { en: "to", es: "al", pt: "a" };

/** The written shorthand a reader expands: roman chapters, "ch.", "v.", "10.25", "4-7". */
function expandShorthand(text: string, language: Language): string {
  const book = `\\b(${booksOf(language)})\\b`;
  let out = text.replace(/\b(?:chap|ch)\.\s*/gi, "chapter ").replace(/\s+:\s+(?=\d)/g, " ");
  // "John iii. 16", "Psalm cxxi.", "Deuteronomy xxxii:1-4", "Hosea, chapter vi. verses 1 and 2"
  out = out.replace(
    // (not after a comma: "the 4th chapter of Philippians, v. 4-7" is verses 4 to 7)
    new RegExp(`${book}(\\.?\\s+\\(?|,?\\s+chapter\\s+)([ivxlc]+)\\b\\.?(?:\\s*:?\\s*(?=\\d))?`, "gu"),
    (match, name: string, gap: string, roman: string, offset: number, whole: string) => {
      const following = whole.slice(offset + match.length);
      return `${name}${gap.replace(/[.(]/g, "")}${romanValue(roman)}${/^\d/.test(following) ? ":" : ""}`;
    },
  );
  // after the roman chapters, so "Isaiah v. 4" stays chapter 5: "v. 4-7", "vs. 3", "ver. 2"
  out = out
    .replace(/\bvs?\.\s*(?=\d)/g, (match) => (match.startsWith("vs") ? "verses " : "verse "))
    .replace(/\bver\.\s*(?=\d)/g, "verse ");
  // "Hebreus 10.25", "Mateus 11: 28", "John 3 :16"
  out = out.replace(new RegExp(`${book}(\\s+\\d{1,3})\\s*[.:]\\s*(?=\\d{1,3}\\b)`, "gu"), "$1$2:");
  // ranges: "4-7", "3:16-18", "v. 4-7"
  return out.replace(/(\d)\s*[-–]\s*(?=\d)/g, `$1 ${rangeWord[language]} `);
}

const ordinalsNumbered: Record<Language, string[]> = {
  en: ["first", "second", "third"],
  es: ["primera de", "segunda de", "tercera de"],
  pt: ["primeira", "segunda", "terceira"],
};
const masculineBooks = /^(?:reyes|samuel|crónicas|reis|crônicas)/i;

/** Lower case, punctuation gone but for "3:16" (as the recogniser writes it) and "god's". */
function clean(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/(\d):(?=\d)/g, "$1§")
        .replace(/(\p{L})['’](?=\p{L})/gu, "$1¤")
        .replace(/[^\p{L}\p{N}§¤]+/gu, " ")
        .replace(/§/g, ":")
        .replace(/¤/g, "'"),
    )
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The two spoken forms of a written sentence. */
export function readAloud(written: string, language: Language): { digits: string; words: string } {
  const expanded = expandShorthand(written, language);
  const digits = clean(expanded);
  const worded = expanded
    .replace(/\b([123])\s+(?=\p{L})/gu, (match, digit: string, offset: number, whole: string) => {
      const next = whole.slice(offset + match.length);
      if (!new RegExp(`^(?:${booksOf(language)})`, "u").test(next)) return match;
      const ordinal = ordinalsNumbered[language][Number(digit) - 1]!;
      if (language === "es" && masculineBooks.test(next)) return `${ordinal.replace(/a de$/, "o de")} `;
      if (language === "pt" && masculineBooks.test(next)) return `${ordinal.replace(/a$/, "o")} `;
      return `${ordinal} `;
    })
    .replace(/\b(\d{1,3})(?:st|nd|rd|th)\b/g, (_, n: string) => ordinalWords(Number(n)))
    .replace(
      /\b(\d{1,3}):(\d{1,3})\b/g,
      (_, chapter: string, verse: string) =>
        `${numberWords(Number(chapter), language)} ${numberWords(Number(verse), language)}`,
    )
    .replace(/\b(\d{1,3}(?:[.,]\d{3})+|\d+)\b/g, (n: string) => numberWords(Number(n.replace(/[.,]/g, "")), language));
  return { digits, words: clean(worded).replace(/-/g, " ") };
}
