/**
 * The listener's Bible's words for the part of a passage that was said. Bibles differ word by
 * word but keep a verse's clauses (its commas, colons and full stops) in the same order, so a
 * span is carried over clause by clause: the same clauses when both verses have as many, else
 * the same share of the verse. A whole verse said is the whole verse shown.
 */
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { keepsCapital } from "#app/neutral/scripture/bible-capitals.ts";
import { referenceLabel } from "#app/neutral/scripture/reference-label.ts";
import type { QuoteMatch } from "./quote-index.ts";
import { words } from "./words.ts";

const clausesOf = (text: string) => text.split(/(?<=[,;:.?!])\s+/).filter(Boolean);

const verseText = (bible: CompactBible, book: string, chapter: number, verse: number) =>
  bible.books[book]?.[chapter - 1]?.[verse - 1] || null;

/** Which clause holds the n-th word of a verse. */
function clauseOfWord(clauses: string[], word: number) {
  let seen = 0;
  for (const [index, clause] of clauses.entries()) {
    seen += words(clause).length;
    if (word < seen) return index;
  }
  return clauses.length - 1;
}

function carryOver(source: string, target: string, fromWord: number, toWord: number) {
  const from = clausesOf(source);
  const to = clausesOf(target);
  const first = clauseOfWord(from, fromWord);
  const last = clauseOfWord(from, toWord);
  if (first === 0 && last === from.length - 1) return target;
  if (from.length === to.length) return to.slice(first, last + 1).join(" ");
  const start = Math.floor((first / from.length) * to.length);
  // Half a clause is rounded down: a clause the speaker did not say is worse than one missing.
  const end = Math.max(start + 1, Math.floor(((last + 1) / from.length) * to.length + 0.49));
  return to.slice(start, end).join(" ");
}

/**
 * The Reina-Valera (like the Hebrew) counts a psalm's title as its first verse: "Salmo de David.
 * JEHOVÁ es mi pastor…", where the WEB and KJV give the title no number. A speaker quoting
 * Psalm 23:1 did not say the title.
 */
function withoutPsalmTitle(verse: { book: string; verse: number }, source: string, target: string) {
  if (verse.book !== "Ps" || verse.verse !== 1) return target;
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
  const extra = sentences(target).length - sentences(source).length;
  return extra > 0 ? sentences(target).slice(extra).join(" ") : target;
}

/**
 * Old Bibles print a chapter's first word in capitals ("Y PROPÚSOLES también", "JEHOVÁ es mi
 * pastor"): read mid-sentence, they shout. The word is written as the text around it is: a name
 * keeps its capital, another word is lower case unless it opens the verse.
 */
function withoutCapitals(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  let first = true;
  return text.replace(/\p{L}+/gu, (word) => {
    const opening = first;
    first = false;
    if (word.length < 2 || word !== word.toUpperCase()) return word;
    const lower = word.toLowerCase();
    return opening || keepsCapital(lower) ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
}

/** The quoted span in `target`, marked with its reference as that language writes it; null when it lacks a verse. */
export function quotedText(match: QuoteMatch, source: CompactBible, target: CompactBible): string | null {
  const parts: string[] = [];
  for (const verse of match.verses) {
    const from = verseText(source, verse.book, verse.chapter, verse.verse);
    const to = verseText(target, verse.book, verse.chapter, verse.verse);
    if (!from || !to) return null;
    parts.push(carryOver(from, withoutPsalmTitle(verse, from, to), verse.fromWord, verse.toWord));
  }
  // The reference closes the span, and the speaker's own punctuation closes the sentence after
  // it: "… no se pierda (Juan 3:16)", not "no se pierda, (Juan 3:16)".
  const text = withoutCapitals(parts.join(" ").replace(/[,;:.]$/, ""));
  return `${text} (${referenceLabel(match.osis, target.language)})`;
}
