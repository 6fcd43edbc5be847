/**
 * Words as the quotation matcher compares them: lower case, letters only, and folded so that the
 * King James words, a modern Bible's and a speaker's meet ("believeth"/"believes", "thy"/"your",
 * "Yahweh"/"LORD"). Pure: the matcher and its benchmark share it.
 */

/** Old and new spellings that mean the same word when quoted aloud. */
const SAME_WORD: Record<string, string> = {
  thee: "you",
  thou: "you",
  ye: "you",
  thy: "your",
  thine: "your",
  hath: "has",
  hast: "has",
  doth: "does",
  dost: "does",
  art: "are",
  shalt: "shall",
  wilt: "will",
  yahweh: "lord",
  jehovah: "lord",
  whosoever: "whoever",
  unto: "to",
  saith: "says",
  spake: "spoke",
};

/** A crude stem: enough for "loveth", "loved" and "loves" to meet; never shown to anyone. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(eth|est|ed|es|s|ing)$/, "") || word;
}

export type Token = { word: string; start: number; end: number };

/** The words of `text` with their character offsets (for cutting the quoted span out). */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}]+(?:['’][\p{L}]+)?/gu)) {
    const lower = match[0]
      .toLowerCase()
      .replace(/['’]s$/, "")
      .replace(/['’]/g, "");
    out.push({ word: stem(SAME_WORD[lower] ?? lower), start: match.index, end: match.index + match[0].length });
  }
  return out;
}

export const words = (text: string) => tokens(text).map((token) => token.word);
