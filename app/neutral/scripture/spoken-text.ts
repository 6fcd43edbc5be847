/**
 * The scripture detector's view of a segment: its words, folded (lower case, no accents) so that
 * "John", "john" and "JOHN" are one word, without the punctuation a recogniser may or may not
 * write. Where punctuation is there it is kept as a hint (`closes`: the word ends a clause), never
 * required: Chrome's recogniser writes "turn to john 3 16 for god so loved the world".
 */
import { foldWord } from "./number-words.ts";

export type Token = {
  /** The word as written, without surrounding punctuation: "3:16", "twenty-first", "Job". */
  word: string;
  folded: string;
  start: number;
  end: number;
  /** A comma, full stop, colon… follows the word. */
  closes: boolean;
  /** A full stop follows the word: "Rom." (an abbreviation in print), "iii." (a roman chapter). */
  dotted: boolean;
};

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const raw = match[0];
    const lead = /^[("'“‘¿¡«[]*/.exec(raw)![0].length;
    const trail = /[)"'”’.,;:!?»\]]*$/.exec(raw.slice(lead))![0].length;
    const word = raw.slice(lead, raw.length - trail);
    if (!word || /^[-–—]+$/.test(word)) continue;
    const start = match.index + lead;
    const closes = trail > 0 && /[.,;:!?]/.test(raw.slice(raw.length - trail));
    const dotted = raw.slice(raw.length - trail).startsWith(".");
    const range = /^(\d{1,3})[-–](\d{1,3})$/.exec(word);
    if (range) {
      // "verses 22-26": the dash is the range word "to"
      const [, from, to] = range as unknown as [string, string, string];
      const between = { closes: false, dotted: false };
      tokens.push({ word: from, folded: from, start, end: start + from.length, ...between });
      tokens.push({ word: "-", folded: "-", start: start + from.length, end: start + from.length + 1, ...between });
      tokens.push({ word: to, folded: to, start: start + from.length + 1, end: start + word.length, closes, dotted });
      continue;
    }
    tokens.push({ word, folded: foldWord(word), start, end: start + word.length, closes, dotted });
  }
  return tokens;
}

/** The folded words from `i`, stopping after a word that closes a clause. */
export function wordsFrom(tokens: readonly Token[], i: number): string[] {
  const words: string[] = [];
  for (let k = i; k < tokens.length; k++) {
    words.push(tokens[k]!.folded);
    if (tokens[k]!.closes) break;
  }
  return words;
}

/** True when the folded words at `i` are `words`, in order. */
export function wordsAt(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  return words.every((word, k) => tokens[i + k]?.folded === word);
}

/** The longest of `sequences` found at `i` (its length), or -1. */
export function longestAt(tokens: readonly Token[], i: number, sequences: readonly (readonly string[])[]): number {
  let best = -1;
  for (const sequence of sequences) if (sequence.length > best && wordsAt(tokens, i, sequence)) best = sequence.length;
  return best;
}
