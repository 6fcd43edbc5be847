/**
 * How one segment is put together in one language before any engine sees it: sentences the
 * memory knows come from the memory, a quoted verse from the listener's Bible, and only the rest
 * goes to the glossary and the engine. Pure: the web app plans for the room
 * (/api/segment-help), `npm run translate` plans for itself.
 */
import { keepsCapital } from "#app/neutral/scripture/bible-capitals.ts";
import type { TranslationMemory } from "./memory.ts";

/** A piece of a segment: done (memory, Bible) or still to translate ("rest"). */
export type PlannedPiece =
  | { source: "memory"; said: string; text: string; note: string }
  | { source: "bible"; said: string; text: string; note: string }
  | { source: "rest"; said: string };

/** A verse quoted in the segment: where, and its text in each language that has a Bible. */
export type QuoteInSegment = { start: number; end: number; osis: string; renderings: Record<string, string> };

type Span = { start: number; end: number };

/** Sentences of a segment with their offsets (the memory matches sentence by sentence). */
function sentences(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(/[^.!?。！？؟।]+(?:[.!?。！？؟।]+["”’»)]*|$)/gu))
    if (match[0].trim()) spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

function rest(text: string, span: Span): PlannedPiece[] {
  const said = text.slice(span.start, span.end).trim();
  return hasWords(said) ? [{ source: "rest", said }] : [];
}

/** The pieces of `text` for one target language, in order. */
export function planSegment(
  text: string,
  from: string,
  target: string,
  memory: TranslationMemory | undefined,
  quote: QuoteInSegment | null,
): PlannedPiece[] {
  const pieces: PlannedPiece[] = [];
  const bible = quote?.renderings[target];
  let pending: Span | null = null;
  const flush = () => {
    if (!pending) return;
    const span: Span = pending;
    pending = null;
    if (bible && quote && quote.start >= span.start && quote.end <= span.end) {
      // A lone "The" or "And" left before the quote (the verse said "Yahweh", the speaker "the
      // Lord") belongs to it: alone, the engine would make it a stray word.
      const stray = /(?:^\s*|[.!?:;,]\s*)((?:\p{L}{1,4}\s+){1,2})$/u.exec(text.slice(span.start, quote.start));
      const start = stray ? quote.start - stray[1]!.length : quote.start;
      const before = text.slice(span.start, start);
      // The punctuation closing the quote closes the verse too; mid-sentence, the verse goes on
      // in lower case ("As Jesus said, porque de tal manera…").
      const close = /^\s*[.!?;:,]*/.exec(text.slice(quote.end, span.end))![0];
      const midSentence = hasWords(before) && !/[.!?:]\s*$/.test(before);
      const first = /^\p{L}+/u.exec(bible)?.[0] ?? "";
      const verse = midSentence && !keepsCapital(first) ? bible.charAt(0).toLowerCase() + bible.slice(1) : bible;
      pieces.push(...rest(text, { start: span.start, end: start }));
      const said = text.slice(start, quote.end + close.length).trim();
      pieces.push({ source: "bible", said, text: `${verse}${close.trim()}`, note: quote.osis });
      pieces.push(...rest(text, { start: quote.end + close.length, end: span.end }));
    } else pieces.push(...rest(text, span));
  };
  for (const sentence of sentences(text)) {
    const said = text.slice(sentence.start, sentence.end).trim();
    const hit = memory?.lookup(said, from, target);
    if (!hit) {
      pending = pending ? { start: pending.start, end: sentence.end } : sentence;
      continue;
    }
    flush();
    const note = `${hit.organisation ? "organisation" : "shipped"}, ${hit.exact ? "exact" : "near"}: ${hit.source}`;
    pieces.push({ source: "memory", said, text: hit.rendering, note });
  }
  flush();
  return pieces;
}

/** True when the plan leaves the whole segment to the engine (the common case). */
export const untouched = (pieces: PlannedPiece[]) => pieces.every((piece) => piece.source === "rest");
