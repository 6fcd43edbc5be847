// Words as captions count them, shared by the speaker's segment cutter (app/features/live/client/segment-cutter.ts)
// and the room (prepared text), so both cut to the same limit. Han characters count one word
// each, so Chinese speech is capped too; every token keeps the whitespace before it, so joining
// the tokens gives back the original text.
import { splitSentences } from "./protocol.ts";

export type Token = { text: string; lead: string };

/** The longest caption a listener should get in one piece (≈ 10 s of speech). */
export const MAX_SEGMENT_WORDS = 25;
const HAN = "\\u3400-\\u9fff\\uf900-\\ufaff";
const TOKEN = new RegExp(`(\\s*)([${HAN}]|[^\\s${HAN}]+)`, "g");
const CLAUSE_END = /[,;:，；：、—–]["'”’)\]]*$/;

export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN), (match) => ({ lead: match[1] ?? "", text: match[2]! }));
}

export function joinTokens(tokens: Token[]): string {
  return tokens
    .map((token, index) => (index === 0 ? "" : token.lead) + token.text)
    .join("")
    .trim();
}

/** For comparing what the recogniser says now with what was sent: case and punctuation aside. */
export function normalizeWord(word: string): string {
  return word.toLocaleLowerCase().replace(/[\p{P}\p{S}]/gu, "");
}

export const endsClause = (word: string) => CLAUSE_END.test(word);

/**
 * Where to cut `tokens` so that the first piece has at most `max` words: after the last clause
 * mark (comma, semicolon…) that leaves at least a few words, otherwise at `max` itself.
 */
export function capIndex(tokens: Token[], max = MAX_SEGMENT_WORDS, minWords = 4): number {
  if (tokens.length <= max) return tokens.length;
  for (let index = max - 1; index >= minWords - 1; index--) if (endsClause(tokens[index]!.text)) return index + 1;
  return max;
}

/** Text as caption segments: one per sentence, none longer than `max` words, nothing dropped. */
export function captionPieces(text: string, locale = "en", max = MAX_SEGMENT_WORDS): string[] {
  const pieces: string[] = [];
  for (const sentence of splitSentences(text, locale)) {
    let tokens = tokenize(sentence);
    while (tokens.length) {
      const cut = capIndex(tokens, max);
      pieces.push(joinTokens(tokens.slice(0, cut)));
      tokens = tokens.slice(cut);
    }
  }
  return pieces.filter(Boolean);
}
