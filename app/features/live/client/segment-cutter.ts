// Cuts caption segments out of a speech recogniser's interim results, so no caption waits for
// the speaker to pause. Pure: no timers, no I/O; the caller passes the time and sends what comes
// back. The same cutter serves the Web Speech API and Azure Speech: both give, for the utterance
// in progress, its whole text so far (interim, revised as it goes) and then a final text.
//
// A segment is cut
//   - at a sentence end, when the recogniser punctuates;
//   - when the interim text has not changed for `stableMs` (a short breath, no final yet);
//   - when the unsent words grow long, at the words that have stopped changing (best after a
//     comma); and always before `maxWords`.
// When a final arrives, only what was not yet sent is sent. Words already sent are never sent
// again, even when the recogniser rewrites them later (the operator can correct a line).
import {
  capIndex,
  endsClause,
  joinTokens,
  MAX_SEGMENT_WORDS,
  normalizeWord,
  tokenize,
  type Token,
} from "#app/neutral/words.ts";
import { splitSentences } from "#app/neutral/protocol.ts";

export type CutterOptions = {
  /** How long the interim text must stay unchanged before it is sent without a final. */
  stableMs?: number;
  maxWords?: number;
  /** From this many unsent words on, the words that stopped changing are sent. */
  softWords?: number;
  /** Fewer words than this are sent on stability only after a longer wait (no one-word captions). */
  minWords?: number;
  locale?: string;
};

const SENTENCE_END = /[.!?。！？…]["'”’)\]]*$/;
const ABBREVIATION = /^(mr|mrs|ms|dr|st|rev|fr|vs|etc|e\.g|i\.e|[a-z])\.$/i;
const ANCHOR_WORDS = 3;
const ANCHOR_REACH = 4;

export function createSegmentCutter(options: CutterOptions = {}) {
  const stableMs = options.stableMs ?? 700;
  const maxWords = options.maxWords ?? MAX_SEGMENT_WORDS;
  const softWords = options.softWords ?? 16;
  const minWords = options.minWords ?? 3;
  const locale = options.locale ?? "en";

  /** The utterance in progress as the recogniser last gave it. */
  let words: Token[] = [];
  /** When each position last changed. */
  let since: number[] = [];
  /** The words of this utterance already sent, as the recogniser now spells them. */
  let sent: Token[] = [];
  let lastChange = 0;

  const same = (a: Token | undefined, b: Token | undefined) =>
    a !== undefined && b !== undefined && normalizeWord(a.text) === normalizeWord(b.text);

  /** Where `sequence` (normalised) occurs in `tokens`, ending at the position nearest `near`. */
  function findEnd(tokens: Token[], sequence: Token[], near: number): number | null {
    if (!sequence.length) return 0;
    let best: number | null = null;
    for (
      let end = Math.max(sequence.length, near - ANCHOR_REACH);
      end <= Math.min(tokens.length, near + ANCHOR_REACH);
      end++
    ) {
      const matches = sequence.every((token, index) => same(tokens[end - sequence.length + index], token));
      if (matches && (best === null || Math.abs(end - near) < Math.abs(best - near))) best = end;
    }
    return best;
  }

  /**
   * How many words of `hypothesis` were already sent. The sent words usually are its prefix; when
   * the recogniser rewrote them (a word split, merged or changed) the last sent words anchor it.
   */
  function sentCount(hypothesis: Token[]): number {
    if (sent.every((token, index) => same(hypothesis[index], token))) return sent.length;
    const anchor = sent.slice(-ANCHOR_WORDS);
    const end = findEnd(hypothesis, anchor, sent.length) ?? findEnd(hypothesis, anchor.slice(-1), sent.length);
    return end ?? Math.min(sent.length, hypothesis.length);
  }

  function piecesOf(tokens: Token[]): string[] {
    const pieces: string[] = [];
    for (const sentence of splitSentences(joinTokens(tokens), locale)) {
      let rest = tokenize(sentence);
      while (rest.length) {
        const cut = capIndex(rest, maxWords);
        pieces.push(joinTokens(rest.slice(0, cut)));
        rest = rest.slice(cut);
      }
    }
    return pieces;
  }

  /** Index (within `unsent`) to cut after, or 0 for "not yet". */
  function cutPoint(unsent: Token[], now: number): number {
    for (let index = unsent.length - 1; index >= 0; index--) {
      const word = unsent[index]!.text;
      if (SENTENCE_END.test(word) && !ABBREVIATION.test(word)) return Math.min(index + 1, capIndex(unsent, maxWords));
    }
    const quiet = now - lastChange;
    if (quiet >= stableMs && (unsent.length >= minWords || quiet >= stableMs * 3)) return capIndex(unsent, maxWords);
    if (unsent.length > maxWords) return capIndex(unsent, maxWords);
    if (unsent.length >= softWords) {
      const offset = sent.length;
      let stable = 0;
      while (stable < unsent.length && now - since[offset + stable]! >= stableMs) stable++;
      if (stable >= minWords) {
        for (let index = stable - 1; index >= minWords - 1; index--)
          if (endsClause(unsent[index]!.text)) return index + 1;
        return stable;
      }
    }
    return 0;
  }

  function cut(now: number): string[] {
    const out: string[] = [];
    for (;;) {
      const unsent = words.slice(sent.length);
      if (!unsent.length) break;
      const count = cutPoint(unsent, now);
      if (count <= 0) break;
      out.push(...piecesOf(unsent.slice(0, count)));
      sent = words.slice(0, sent.length + count);
    }
    return out;
  }

  return {
    /** The recogniser's current text of the utterance in progress. Returns segments to send. */
    interim(text: string, now: number): string[] {
      const hypothesis = tokenize(text);
      const changed =
        hypothesis.length !== words.length || hypothesis.some((token, index) => token.text !== words[index]?.text);
      if (changed) lastChange = now;
      since = hypothesis.map((token, index) => (token.text === words[index]?.text ? since[index]! : now));
      const count = sentCount(hypothesis);
      words = hypothesis;
      sent = hypothesis.slice(0, count);
      return cut(now);
    },

    /** Time passes with no new interim: what became stable is sent. */
    tick(now: number): string[] {
      return cut(now);
    },

    /**
     * The recogniser's final text of the utterance: only the words not yet sent are sent. Words
     * sent beyond the end of the final (the recogniser already moved them to the next utterance)
     * count as sent for the next one.
     */
    final(text: string, _now: number): string[] {
      const hypothesis = tokenize(text);
      let count = sentCount(hypothesis);
      let carried: Token[] = [];
      if (sent.length > hypothesis.length || count > hypothesis.length) {
        // The final stops inside what was sent: find where, and keep the rest as already sent.
        const tail = hypothesis.slice(-ANCHOR_WORDS);
        const end = findEnd(sent, tail, hypothesis.length) ?? hypothesis.length;
        carried = sent.slice(end);
        count = hypothesis.length;
      }
      const out = piecesOf(hypothesis.slice(count));
      words = [];
      since = [];
      sent = carried;
      return out;
    },

    /** Recognition stopped without a final: whatever was heard and not sent goes out now. */
    flush(): string[] {
      const out = piecesOf(words.slice(sent.length));
      words = [];
      since = [];
      sent = [];
      return out;
    },

    /** Forget the utterance in progress (pause: what was being said is not sent). */
    reset() {
      words = [];
      since = [];
      sent = [];
    },

    /** The words heard but not sent yet: the listeners' grey preview. */
    pending(): string {
      return joinTokens(words.slice(sent.length));
    },
  };
}
