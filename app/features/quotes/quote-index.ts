/**
 * Finds a Bible verse quoted aloud (docs/decisions/033-memory-and-quotes.md). Three steps:
 * 1. an index of every three-word shingle of every verse of the speaker's language's Bibles;
 * 2. the verses sharing the most shingles with what was said are the candidates;
 * 3. each candidate (grown to its neighbours when the quote runs on) is aligned word by word with
 *    what was said, and accepted only when the alignment is long, dense and covers enough of it.
 * Pure (no Node APIs): the web app builds it once per set of Bibles and keeps it in memory.
 */
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { tokens, words as wordsOf, type Token } from "./words.ts";

type IndexedVerse = { bible: number; book: string; chapter: number; verse: number; words: string[] };
export type QuoteIndex = {
  verses: IndexedVerse[];
  postings: Map<number, number[]>;
  bibles: { id: string; name: string; bible: CompactBible }[];
};

const SHINGLE = 3;
/** A shingle in more verses than this ("and he said") says nothing about which verse it is. */
const MAX_POSTINGS = 60;
const CANDIDATES = 8;
/**
 * The verification threshold. A quote is accepted when at least MIN_WORDS words align in order,
 * at least DENSITY of the words between the first and last aligned one are aligned (a sentence
 * that merely shares words scatters them), and the alignment covers half the passage or is
 * LONG_QUOTE words long (a well-known half verse). A passage of LONG_PASSAGE aligned words is
 * never an accident, so it may differ more (another translation, a slip of the tongue).
 */
const QUOTE_THRESHOLD = {
  MIN_WORDS: 6,
  DENSITY: 0.8,
  COVERAGE: 0.5,
  LONG_QUOTE: 9,
  LONG_PASSAGE: 20,
  LONG_DENSITY: 0.7,
  IN_CURRENT: 3,
};

function hash(words: string[], at: number) {
  let value = 2166136261;
  for (let index = at; index < at + SHINGLE; index++) {
    const word = words[index]!;
    for (let char = 0; char < word.length; char++) value = Math.imul(value ^ word.charCodeAt(char), 16777619);
    value = Math.imul(value ^ 32, 16777619);
  }
  return value >>> 0;
}

/** An index of no Bible yet; `indexBook` fills it a book at a time. */
export function emptyQuoteIndex(): QuoteIndex {
  return { verses: [], postings: new Map(), bibles: [] };
}

/** Adds one book of `bible` (registered on its first book) to the index. */
export function indexBook(index: QuoteIndex, bible: CompactBible, book: string) {
  let bibleIndex = index.bibles.findIndex((entry) => entry.bible === bible);
  if (bibleIndex === -1) bibleIndex = index.bibles.push({ id: bible.id, name: bible.name, bible }) - 1;
  (bible.books[book] ?? []).forEach((verses, chapter) =>
    verses.forEach((text, verse) => {
      if (!text) return;
      const words = wordsOf(text);
      const id = index.verses.push({ bible: bibleIndex, book, chapter: chapter + 1, verse: verse + 1, words }) - 1;
      const seen = new Set<number>();
      for (let at = 0; at + SHINGLE <= words.length; at++) {
        const key = hash(words, at);
        if (seen.has(key)) continue;
        seen.add(key);
        const list = index.postings.get(key);
        if (!list) index.postings.set(key, [id]);
        else if (list.length <= MAX_POSTINGS) list.push(id);
      }
    }),
  );
}

/** The whole index at once (benchmarks, tests); the web app builds it book by book, yielding. */
export function buildQuoteIndex(bibles: readonly CompactBible[]): QuoteIndex {
  const index = emptyQuoteIndex();
  for (const bible of bibles) for (const book of Object.keys(bible.books)) indexBook(index, bible, book);
  return index;
}

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

/** Longest common subsequence, as pairs; then lone pairs (a shared "the") are dropped. */
function align(said: string[], passage: string[]): Pair[] {
  const rows = said.length + 1;
  const cols = passage.length + 1;
  const table = new Uint16Array(rows * cols);
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

function neighbour(index: QuoteIndex, id: number, step: 1 | -1) {
  const verse = index.verses[id];
  const next = index.verses[id + step];
  return verse && next && next.bible === verse.bible && next.book === verse.book ? id + step : null;
}

type Scored = { ids: number[]; pairs: Pair[]; passageLength: number; density: number; coverage: number };

function score(index: QuoteIndex, said: string[], ids: number[]): Scored {
  const passage = ids.flatMap((id) => index.verses[id]!.words);
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
function grow(index: QuoteIndex, said: string[], id: number): Scored {
  let best = score(index, said, [id]);
  for (const step of [1, -1] as const) {
    for (;;) {
      const edge = step === 1 ? best.ids.at(-1)! : best.ids[0]!;
      const next = neighbour(index, edge, step);
      if (next === null) break;
      const tried = score(index, said, step === 1 ? [...best.ids, next] : [next, ...best.ids]);
      if (tried.pairs.length < best.pairs.length + 3) break;
      best = tried;
    }
  }
  return best;
}

function accepted(found: Scored, inCurrent: number) {
  const { MIN_WORDS, DENSITY, COVERAGE, LONG_QUOTE, LONG_PASSAGE, LONG_DENSITY, IN_CURRENT } = QUOTE_THRESHOLD;
  const matched = found.pairs.length;
  return (
    matched >= MIN_WORDS &&
    found.density >= (matched >= LONG_PASSAGE ? LONG_DENSITY : DENSITY) &&
    (found.coverage >= COVERAGE || matched >= LONG_QUOTE) &&
    inCurrent >= Math.min(IN_CURRENT, matched)
  );
}

const place = (index: QuoteIndex, found: Scored) =>
  found.ids.map((id) => `${index.verses[id]!.book}.${index.verses[id]!.chapter}.${index.verses[id]!.verse}`);

/**
 * The passage `current` quotes, or null. `previous` is the segment said just before: a quote
 * that began there is recognised by its end here, and only the part said here is returned.
 * `chapter` ("Mark.6"), the chapter the speaker named last, settles a verse the Bible says twice
 * (Mark 6:6 and Matthew 13:58); without it such a quote is left to the engine.
 */
export function findQuote(index: QuoteIndex, current: string, previous = "", chapter?: string): QuoteMatch | null {
  const before = tokens(previous).slice(-40);
  const now = tokens(current);
  const said: Token[] = [...before, ...now];
  const words = said.map((token) => token.word);
  if (now.length < 3) return null;
  const votes = new Map<number, number>();
  for (let at = 0; at + SHINGLE <= words.length; at++) {
    const list = index.postings.get(hash(words, at));
    if (!list || list.length > MAX_POSTINGS) continue;
    for (const id of list) votes.set(id, (votes.get(id) ?? 0) + 1);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  // A verse sharing a quarter of the best one's shingles is not what was quoted: not aligned.
  const floor = Math.max(2, (ranked[0]?.[1] ?? 0) / 4);
  const candidates = ranked.filter(([, count]) => count >= floor).slice(0, CANDIDATES);
  const found: Scored[] = [];
  for (const [id] of candidates) {
    const grown = grow(index, words, id);
    const inCurrent = grown.pairs.filter((pair) => pair.said >= before.length).length;
    if (accepted(grown, inCurrent)) found.push(grown);
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
  if (rivals.length) {
    const named = [best, ...rivals].filter((option) => chapter && place(index, option)[0]!.startsWith(`${chapter}.`));
    return named.length === 1 ? describe(index, named[0]!, said, before.length) : null;
  }
  return describe(index, best, said, before.length);
}

function describe(index: QuoteIndex, found: Scored, said: Token[], offset: number): QuoteMatch | null {
  const here = found.pairs.filter((pair) => pair.said >= offset);
  if (!here.length) return null;
  // Which words of each verse were said in this segment.
  const verses: QuotedVerse[] = [];
  let base = 0;
  for (const id of found.ids) {
    const verse = index.verses[id]!;
    const mine = here.filter((pair) => pair.passage >= base && pair.passage < base + verse.words.length);
    if (mine.length)
      verses.push({
        book: verse.book,
        chapter: verse.chapter,
        verse: verse.verse,
        fromWord: mine[0]!.passage - base,
        toWord: mine.at(-1)!.passage - base,
        words: verse.words.length,
      });
    base += verse.words.length;
  }
  if (!verses.length) return null;
  const first = index.verses[found.ids[0]!]!;
  const keys = verses.map((verse) => `${verse.book}.${verse.chapter}.${verse.verse}`);
  return {
    osis: keys.length === 1 ? keys[0]! : `${keys[0]}-${keys.at(-1)}`,
    bibleId: index.bibles[first.bible]!.id,
    verses,
    start: said[here[0]!.said]!.start,
    end: said[here.at(-1)!.said]!.end,
    matched: found.pairs.length,
    density: found.density,
    coverage: found.coverage,
  };
}
