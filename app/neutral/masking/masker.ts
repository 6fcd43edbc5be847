// Words never shown (issue 42): a church's list of words and phrases, and the shipped list of each
// language, masked in every text the room takes in or sends out — the speaker's interim words and
// lines, the booth's corrections and prepared text, and every translation — so no listener, no
// projector, no export and no late joiner's catch-up ever has them. Runs in the web and the room.
import { shippedMaskedWords } from "./shipped.ts";

/** What a masked word or phrase becomes on every screen, in every language. */
export const MASK = "•••";
export const MAX_MASKED_WORDS = 500;
export const MAX_MASKED_WORD_LENGTH = 60;

export type Masked = { text: string; masked: string[] };
export type Masker = (text: string, language: string) => Masked;

// Letters and digits of any script: a word inside another ("class" holds "ass") is not that word.
const WORD_CHAR = "[\\p{L}\\p{N}\\p{M}]";
const HAN = /\p{Script=Han}/u;
const escape = (entry: string) => entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

/** The church's list as stored (one entry a line) → its entries, trimmed, without blanks or repeats. */
export function maskedWordList(stored: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const line of stored.split("\n")) {
    const entry = line.trim().replace(/\s+/g, " ");
    if (!entry || seen.has(entry.toLocaleLowerCase())) continue;
    seen.add(entry.toLocaleLowerCase());
    entries.push(entry);
  }
  return entries;
}

/** One regular expression for a list: longest entries first, so a phrase wins over a word inside it. */
function patternFor(entries: readonly string[]) {
  const sorted = [...new Set(entries.map((entry) => entry.trim().toLocaleLowerCase()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (!sorted.length) return null;
  // One boundary around all the word entries (a boundary per entry made each pattern take ~45 ms to
  // compile); Chinese entries match anywhere.
  const words = sorted.filter((entry) => !HAN.test(entry)).map(escape);
  const han = sorted.filter((entry) => HAN.test(entry)).map(escape);
  const parts = [
    ...(words.length ? [`(?<!${WORD_CHAR})(?:${words.join("|")})(?!${WORD_CHAR})`] : []),
    ...(han.length ? [`(?:${han.join("|")})`] : []),
  ];
  return new RegExp(parts.join("|"), "giu");
}

/**
 * A masker for one church: its own entries in every language, plus each language's shipped list.
 * Patterns are built once per language and kept.
 */
export function makeMasker(churchEntries: readonly string[]): Masker {
  const patterns = new Map<string, RegExp | null>();
  const patternOf = (language: string) => {
    if (!patterns.has(language))
      patterns.set(language, patternFor([...churchEntries, ...(shippedMaskedWords[language] ?? [])]));
    return patterns.get(language)!;
  };
  return (text, language) => {
    const pattern = patternOf(language);
    if (!pattern || !text) return { text, masked: [] };
    const masked: string[] = [];
    const clean = text.normalize("NFC").replace(pattern, (found) => {
      masked.push(found);
      return MASK;
    });
    return masked.length ? { text: clean, masked } : { text, masked };
  };
}

/** Every language's text of one line masked, each with its own language's list. */
export function maskEach(masker: Masker, texts: Record<string, string>): Masked & { texts: Record<string, string> } {
  const masked: string[] = [];
  const out: Record<string, string> = {};
  for (const [language, text] of Object.entries(texts)) {
    const result = masker(text, language);
    out[language] = result.text;
    masked.push(...result.masked);
  }
  return { text: "", texts: out, masked };
}

type Translating = {
  translate(text: string, from: string, targets: string[], context?: never): Promise<Record<string, string>>;
};

/**
 * A translation path whose source is masked before the engine sees it and whose every output is
 * masked again in its own language (an engine can make a listed word from innocent ones).
 * `masker` is read on each call, so a list changed mid-sermon applies from the next line.
 */
export function maskingTranslations<Path extends Translating>(path: Path, masker: () => Masker): Path {
  const translate = path.translate.bind(path);
  return Object.assign(Object.create(path) as Path, {
    async translate(text: string, from: string, targets: string[], context?: never) {
      const mask = masker();
      const out = await translate(mask(text, from).text, from, targets, context);
      return maskEach(mask, out).texts;
    },
  });
}
