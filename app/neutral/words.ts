// Words as captions count them, shared by the speaker's segment cutter (app/features/live/client/segment-cutter.ts)
// and the room (prepared text), so both cut to the same limit. Han characters count one word
// each, so Chinese speech is capped too; every token keeps the whitespace before it, so joining
// the tokens gives back the original text.
import { MAX_SEGMENT_CHARS, splitSentences } from "./protocol.ts";

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

/**
 * Text as caption segments: one per sentence, none longer than `max` words or MAX_SEGMENT_CHARS
 * characters, nothing dropped. Linear in the text: the tokens are walked, never sliced off the front.
 */
export function captionPieces(text: string, locale = "en", max = MAX_SEGMENT_WORDS): string[] {
  const pieces: string[] = [];
  for (const sentence of splitSentences(text, locale)) {
    const tokens = tokenize(sentence);
    for (let at = 0; at < tokens.length;) {
      // capIndex looks at no more than max + 1 tokens.
      const cut = capIndex(tokens.slice(at, at + max + 1), max);
      pieces.push(...withinChars(joinTokens(tokens.slice(at, at + cut))));
      at += cut;
    }
  }
  return pieces.filter(Boolean);
}

/** `piece` in parts of at most MAX_SEGMENT_CHARS: at the last space that fits, else mid-word. */
function withinChars(piece: string): string[] {
  const parts: string[] = [];
  let from = 0;
  while (piece.length - from > MAX_SEGMENT_CHARS) {
    const space = piece.lastIndexOf(" ", from + MAX_SEGMENT_CHARS);
    const cut = space > from ? space : from + MAX_SEGMENT_CHARS;
    parts.push(piece.slice(from, cut).trim());
    from = cut;
    while (piece[from] === " ") from++;
  }
  parts.push(piece.slice(from));
  return parts;
}

/**
 * A final as the room keeps it (issue 40): as sent when it is within the caps, which every
 * speaker page's cutter keeps to, else cut into caption lines like prepared text. A 4,000-character
 * final is sixteen lines or more, never one segment for every per-segment step to chew on.
 */
export function roomSegments(text: string, locale = "en"): string[] {
  const within = text.length <= MAX_SEGMENT_CHARS && tokenize(text).length <= MAX_SEGMENT_WORDS;
  return within ? [text] : captionPieces(text, locale);
}
