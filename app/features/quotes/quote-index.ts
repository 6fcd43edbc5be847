/**
 * Finds a Bible verse quoted aloud (docs/decisions/033-memory-and-quotes.md). Three steps:
 * 1. an index of every three-word shingle of every verse of the speaker's language's Bibles;
 * 2. the verses sharing the most shingles with what was said are the candidates;
 * 3. each candidate (grown to its neighbours when the quote runs on) is aligned word by word with
 *    what was said, and accepted only when the alignment is long, dense and covers enough of it.
 * Pure (no Node APIs): the index (quote-index-build.ts) is built once per set of Bibles and kept in memory.
 */
import { hash, SHINGLE, type QuoteIndex } from "./quote-index-build.ts";
import { tokens, type Token } from "./words.ts";

/**
 * Words of the current segment matched at once, and words said before them kept as context (a
 * quote that began there). A room segment has at most 25 words (MAX_SEGMENT_WORDS); a longer text
 * is matched a window at a time, so the work grows with its length, not with its square or cube
 * (issue 40: a 4,000-character final quoting Psalm 119 held the web's event loop 2.9 s).
 */
const WINDOW = 60;
const CONTEXT = 40;
/** A passage grown past this many words more than was said can gain no coverage worth the alignment. */
const PASSAGE_SLACK = 60;
const CANDIDATES = 8;
/**
 * The verification threshold. A quote is accepted when at least MIN_WORDS words align in order,
 * at least DENSITY of the words between the first and last aligned one are aligned (a sentence
 * that merely shares words scatters them), and the alignment covers half the passage or is
 * LONG_QUOTE words long (a well-known half verse). A passage of LONG_PASSAGE aligned words is
 * never an accident, so it may differ more (another translation, a slip of the tongue). A quote
 * shorter than LONG_QUOTE words must be at least SHORT_SHARE of what was said in the segment, or
 * a clause of its own that ends the sentence: a few of a verse's words inside a longer sentence of
 * the speaker's own are an echo ("I will lift up my eyes to the mountains of Lesotho every
 * morning…"), not a quotation (decision 055).
 */
const QUOTE_THRESHOLD = {
  MIN_WORDS: 6,
  DENSITY: 0.8,
  COVERAGE: 0.5,
  LONG_QUOTE: 9,
  LONG_PASSAGE: 20,
  LONG_DENSITY: 0.7,
  IN_CURRENT: 3,
  SHORT_SHARE: 0.5,
};

/** One verse of a quote, and which of its words were said (for cutting out the same span). */
type QuotedVerse = {
  book: string;
  chapter: number;
  verse: number;
  fromWord: number;
  toWord: number;
  words: number;
};
export type QuoteMatch = {
  osis: string;
  /** The Bible whose words were matched (its verse texts are the source of the span). */
  bibleId: string;
  verses: QuotedVerse[];
  /** Where the quote sits in the current segment (character offsets). */
  start: number;
  end: number;
  matched: number;
  density: number;
  coverage: number;
};

type Pair = { said: number; passage: number };

/** Cells of alignment tables filled so far: the matcher's work, counted for its linearity test. */
export const matcherWork = { cells: 0 };

/** Longest common subsequence, as pairs; then lone pairs (a shared "the") are dropped. */
function align(said: number[], passage: number[]): Pair[] {
  const rows = said.length + 1;
  const cols = passage.length + 1;
  const table = new Uint16Array(rows * cols);
  matcherWork.cells += rows * cols;
  for (let i = said.length - 1; i >= 0; i--)
    for (let j = passage.length - 1; j >= 0; j--)
      table[i * cols + j] =
        said[i] === passage[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
  const pairs: Pair[] = [];
  let i = 0;
  let j = 0;
  while (i < said.length && j < passage.length) {
    if (said[i] === passage[j]) pairs.push({ said: i++, passage: j++ });
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  const near = (a: Pair | undefined, b: Pair | undefined) =>
    a && b && Math.abs(a.said - b.said) <= 2 && Math.abs(a.passage - b.passage) <= 2;
  return pairs.filter((pair, at) => near(pairs[at - 1], pair) || near(pair, pairs[at + 1]));
}

/** The words of verse `id`, as vocabulary ids. */
const versesWords = (index: QuoteIndex, id: number) =>
  index.wordIds.subarray(index.wordStart[id], index.wordStart[id + 1]);

/** The verses sharing shingle `key`, or none: a binary search of the sorted keys. */
function postingsOf(index: QuoteIndex, key: number) {
  let low = 0;
  let high = index.keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = index.keys[middle]!;
    if (found === key) return index.postingIds.subarray(index.postingStart[middle], index.postingStart[middle + 1]);
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

// The vocabulary as a map, made once per index where it is searched.
const lookups = new WeakMap<QuoteIndex, Map<string, number>>();
function wordIdsOf(index: QuoteIndex, words: string[]) {
  let lookup = lookups.get(index);
  if (!lookup) lookups.set(index, (lookup = new Map(index.vocabulary.map((word, id) => [word, id]))));
  // A word no verse has gets an id of its own that matches nothing.
  return words.map((word, at) => lookup.get(word) ?? -1 - at);
}

function neighbour(index: QuoteIndex, id: number, step: 1 | -1) {
  const next = id + step;
  return next >= 0 &&
    next < index.verseBook.length &&
    index.verseBible[next] === index.verseBible[id] &&
    index.verseBook[next] === index.verseBook[id]
    ? next
    : null;
}

type Scored = { ids: number[]; pairs: Pair[]; passageLength: number; density: number; coverage: number };

function score(index: QuoteIndex, said: number[], ids: number[]): Scored {
  const passage = ids.flatMap((id) => [...versesWords(index, id)]);
  const pairs = align(said, passage);
  // Dense on both sides: the words said between the first and last match are the verse's, and
  // the verse's words between them were said (a sentence sharing "because of their unbelief"
  // with a verse skips the words in between).
  const span = pairs.length
    ? Math.max(pairs.at(-1)!.said - pairs[0]!.said, pairs.at(-1)!.passage - pairs[0]!.passage) + 1
    : 1;
  return {
    ids,
    pairs,
    passageLength: passage.length,
    density: pairs.length / span,
    coverage: pairs.length / Math.max(1, passage.length),
  };
}

/** A candidate grown to the verses before and after it while they add words to the quote. */
function grow(index: QuoteIndex, said: number[], id: number): Scored {
  let best = score(index, said, [id]);
  for (const step of [1, -1] as const) {
    for (;;) {
      const edge = step === 1 ? best.ids.at(-1)! : best.ids[0]!;
      const next = neighbour(index, edge, step);
      if (next === null || best.passageLength > said.length + PASSAGE_SLACK) break;
      const tried = score(index, said, step === 1 ? [...best.ids, next] : [next, ...best.ids]);
      if (tried.pairs.length < best.pairs.length + 3) break;
      best = tried;
    }
  }
  return best;
}

/**
 * True when the words from `start` to `end` of `current` are a clause of their own that ends the
 * sentence ("…what can we say but, Thanks be unto God for his unspeakable gift!"): a quotation
 * set off as one, however long the sentence before it.
 */
function endsSetOff(current: string, start: number, end: number) {
  return /(^|[,:;—–"“‘])\s*$/.test(current.slice(0, start)) && /^["”’)]*[.!?]["”’)]*\s*$/.test(current.slice(end));
}

function accepted(found: Scored, inCurrent: number, saidNow: number, setOff: boolean) {
  const { MIN_WORDS, DENSITY, COVERAGE, LONG_QUOTE, LONG_PASSAGE, LONG_DENSITY, IN_CURRENT, SHORT_SHARE } =
    QUOTE_THRESHOLD;
  const matched = found.pairs.length;
  return (
    matched >= MIN_WORDS &&
    (matched >= LONG_QUOTE || setOff || matched >= SHORT_SHARE * saidNow) &&
    found.density >= (matched >= LONG_PASSAGE ? LONG_DENSITY : DENSITY) &&
    (found.coverage >= COVERAGE || matched >= LONG_QUOTE) &&
    inCurrent >= Math.min(IN_CURRENT, matched)
  );
}

/** "Book.chapter.verse" of verse `id`. */
const keyOf = (index: QuoteIndex, id: number) =>
  `${index.books[index.verseBook[id]!]}.${index.verseChapter[id]}.${index.verseNumber[id]}`;
const place = (index: QuoteIndex, found: Scored) => found.ids.map((id) => keyOf(index, id));

/**
 * The passage `current` quotes, or null. `previous` is the segment said just before: a quote
 * that began there is recognised by its end here, and only the part said here is returned.
 * `chapter` ("Mark.6"), the chapter the speaker named last, settles a verse the Bible says twice
 * (Mark 6:6 and Matthew 13:58); without it such a quote is left to the engine.
 */
export function findQuote(index: QuoteIndex, current: string, previous = "", chapter?: string): QuoteMatch | null {
  let best: QuoteMatch | null = null;
  for (const found of quoteWindows(index, current, previous, chapter)) best = better(best, found);
  return best;
}

/** Of two windows' quotes, the one quoting the longer stretch of the text (context words do not count). */
export const better = (best: QuoteMatch | null, found: QuoteMatch | null) =>
  found && (!best || found.end - found.start > best.end - best.start) ? found : best;

/**
 * findQuote a window at a time: each step matches one window of the text, a bounded piece of work,
 * so the web can answer other requests between two (quotes.server.ts).
 */
export function* quoteWindows(index: QuoteIndex, current: string, previous = "", chapter?: string) {
  const now = tokens(current);
  let context = tokens(previous).slice(-CONTEXT);
  for (let from = 0; from < now.length; from += WINDOW) {
    yield findInWindow(index, current, context, now.slice(from, from + WINDOW), chapter);
    context = now.slice(Math.max(0, from + WINDOW - CONTEXT), from + WINDOW);
  }
}

/**
 * The quote in `now` (at most WINDOW words of `current`, whose offsets its tokens carry), with
 * `before` said just before it.
 */
function findInWindow(
  index: QuoteIndex,
  current: string,
  before: Token[],
  now: Token[],
  chapter?: string,
): QuoteMatch | null {
  const said: Token[] = [...before, ...now];
  const words = said.map((token) => token.word);
  if (now.length < 3) return null;
  const votes = new Map<number, number>();
  for (let at = 0; at + SHINGLE <= words.length; at++) {
    for (const id of postingsOf(index, hash(words, at)) ?? []) votes.set(id, (votes.get(id) ?? 0) + 1);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  // A verse sharing a quarter of the best one's shingles is not what was quoted: not aligned.
  const floor = Math.max(2, (ranked[0]?.[1] ?? 0) / 4);
  const candidates = ranked.filter(([, count]) => count >= floor).slice(0, CANDIDATES);
  const saidIds = wordIdsOf(index, words);
  const found: Scored[] = [];
  for (const [id] of candidates) {
    const grown = grow(index, saidIds, id);
    const inCurrent = grown.pairs.filter((pair) => pair.said >= before.length).length;
    const here = grown.pairs.filter((pair) => pair.said >= before.length);
    const setOff = here.length > 0 && endsSetOff(current, said[here[0]!.said]!.start, said[here.at(-1)!.said]!.end);
    // What was said: this segment, and the words of the one before that the quote began with.
    const saidNow = now.length + grown.pairs.length - inCurrent;
    if (accepted(grown, inCurrent, saidNow, setOff)) found.push(grown);
  }
  found.sort((a, b) => b.pairs.length - a.pairs.length || b.coverage - a.coverage);
  const best = found[0];
  if (!best) return null;
  const bestPlace = place(index, best);
  // Another place saying (nearly) the same words: a wrong reference is worse than none.
  const rivals = found.filter(
    (other) =>
      other.pairs.length >= best.pairs.length - 1 && !place(index, other).some((key) => bestPlace.includes(key)),
  );
  if (rivals.length || isFormula(index, best, words)) {
    const named = [best, ...rivals].filter((option) => chapter && place(index, option)[0]!.startsWith(`${chapter}.`));
    return named.length === 1 ? describe(index, named[0]!, said, before.length) : null;
  }
  return describe(index, best, said, before.length);
}

/**
 * A part of a verse that other places say too ("the God of Abraham, of Isaac and of Jacob" is in
 * a dozen verses): part of a formula, not a quotation of this verse (decision 055). Only a quote
 * covering less than half its passage is asked: a whole verse said is that verse, and a verse the
 * Bible says twice whole is a rival already. Another place sharing half the shingles of the words
 * said between the first and last aligned one is enough.
 */
function isFormula(index: QuoteIndex, found: Scored, words: string[]) {
  if (found.coverage >= QUOTE_THRESHOLD.COVERAGE) return false;
  const first = found.pairs[0]!.said;
  const last = found.pairs.at(-1)!.said;
  const own = new Set(found.ids.map((id) => keyOf(index, id)));
  const shared = new Map<string, number>();
  let shingles = 0;
  for (let at = first; at + SHINGLE <= last + 1; at++) {
    shingles++;
    const places = new Set([...(postingsOf(index, hash(words, at)) ?? [])].map((id) => keyOf(index, id)));
    for (const key of places) if (!own.has(key)) shared.set(key, (shared.get(key) ?? 0) + 1);
  }
  return [...shared.values()].some((count) => count >= Math.max(2, shingles / 2));
}

/**
 * The aligned pairs grown by the words said right after the last one that the verse's end has
 * too, a little differently or in another order ("always" for the KJV's "alway", or the WEB's
 * "always prayed to God"): left out, they would reach the engine after the verse that already
 * says them ("…siempre (Hechos 10:2) Siempre.").
 */
function withNearEnd(index: QuoteIndex, found: Scored, said: Token[]): Pair[] {
  const passage = found.ids.flatMap((id) => [...versesWords(index, id)].map((word) => index.vocabulary[word]!));
  const pairs = [...found.pairs];
  const alike = (a: string, b: string) => a.length >= 3 && b.length >= 3 && a.slice(0, 4) === b.slice(0, 4);
  for (;;) {
    const last = pairs.at(-1)!;
    const next = said[last.said + 1];
    if (!next) break;
    // The next words of the verse, or one of its last few left unsaid before the end ("and
    // always prayed to God" said as "and prayed to God always").
    const used = new Set(pairs.map((pair) => pair.passage));
    const step = [1, 2, -1, -2, -3].find((at) => {
      const word = passage[last.passage + at];
      return word !== undefined && !used.has(last.passage + at) && alike(word, next.word);
    });
    if (step === undefined) break;
    pairs.push({ said: last.said + 1, passage: Math.max(last.passage, last.passage + step) });
  }
  return pairs;
}

function describe(index: QuoteIndex, found: Scored, said: Token[], offset: number): QuoteMatch | null {
  const here = withNearEnd(index, found, said).filter((pair) => pair.said >= offset);
  if (!here.length) return null;
  // Which words of each verse were said in this segment.
  const verses: QuotedVerse[] = [];
  let base = 0;
  for (const id of found.ids) {
    const length = index.wordStart[id + 1]! - index.wordStart[id]!;
    const mine = here.filter((pair) => pair.passage >= base && pair.passage < base + length);
    if (mine.length)
      verses.push({
        book: index.books[index.verseBook[id]!]!,
        chapter: index.verseChapter[id]!,
        verse: index.verseNumber[id]!,
        fromWord: mine[0]!.passage - base,
        toWord: mine.at(-1)!.passage - base,
        words: length,
      });
    base += length;
  }
  if (!verses.length) return null;
  const keys = verses.map((verse) => `${verse.book}.${verse.chapter}.${verse.verse}`);
  return {
    osis: keys.length === 1 ? keys[0]! : `${keys[0]}-${keys.at(-1)}`,
    bibleId: index.bibles[index.verseBible[found.ids[0]!]!]!.id,
    verses,
    start: said[here[0]!.said]!.start,
    end: said[here.at(-1)!.said]!.end,
    matched: found.pairs.length,
    density: found.density,
    coverage: found.coverage,
  };
}
