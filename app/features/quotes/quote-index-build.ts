/**
 * The quotation index (decision 045): every three-word shingle of every verse of the speaker's
 * language's Bibles, built once in the import worker; the matcher (quote-index.ts) reads it.
 */
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { words as wordsOf } from "./words.ts";

/**
 * The index as flat typed arrays and one word list (decision 045): built off the request thread
 * and handed over whole, and a tenth of the memory of an object per verse (187 MB for the three
 * shipped Bibles). Verse `id` is Bible `verseBible[id]`, book `books[verseBook[id]]`, chapter and
 * verse; its words are `vocabulary[wordIds[i]]` for i from `wordStart[id]` to `wordStart[id + 1]`.
 * A shingle's verses are `postingIds` from `postingStart[k]` to `postingStart[k + 1]`, where `k` is
 * the shingle's place among the sorted `keys`.
 */
export type QuoteIndex = {
  bibles: { id: string; name: string }[];
  books: string[];
  verseBible: Uint8Array;
  verseBook: Uint16Array;
  verseChapter: Uint16Array;
  verseNumber: Uint16Array;
  wordStart: Uint32Array;
  wordIds: Uint32Array;
  vocabulary: string[];
  keys: Uint32Array;
  postingStart: Uint32Array;
  postingIds: Uint32Array;
};

/** Words in a shingle. */
export const SHINGLE = 3;
/** A shingle in more verses than this ("and he said") says nothing about which verse it is. */
const MAX_POSTINGS = 60;

/** A shingle's key: FNV-1a over its words. */
export function hash(words: string[], at: number) {
  let value = 2166136261;
  for (let index = at; index < at + SHINGLE; index++) {
    const word = words[index]!;
    for (let char = 0; char < word.length; char++) value = Math.imul(value ^ word.charCodeAt(char), 16777619);
    value = Math.imul(value ^ 32, 16777619);
  }
  return value >>> 0;
}

/** Indexes every verse of `bibles`: seconds of work, done in the import worker (quotes.server.ts). */
export function buildQuoteIndex(bibles: readonly CompactBible[]): QuoteIndex {
  const vocabulary = new Map<string, number>();
  const books: string[] = [];
  const verses = { bible: [] as number[], book: [] as number[], chapter: [] as number[], verse: [] as number[] };
  const wordStart = [0];
  const wordIds: number[] = [];
  const postings = new Map<number, number[]>();
  for (const [bibleIndex, bible] of bibles.entries()) {
    for (const [book, chapters] of Object.entries(bible.books)) {
      if (!books.includes(book)) books.push(book);
      const bookIndex = books.indexOf(book);
      chapters.forEach((texts, chapter) =>
        texts.forEach((text, verse) => {
          if (!text) return;
          const words = wordsOf(text);
          const id = verses.bible.push(bibleIndex) - 1;
          verses.book.push(bookIndex);
          verses.chapter.push(chapter + 1);
          verses.verse.push(verse + 1);
          for (const word of words) {
            let wordId = vocabulary.get(word);
            if (wordId === undefined) vocabulary.set(word, (wordId = vocabulary.size));
            wordIds.push(wordId);
          }
          wordStart.push(wordIds.length);
          const seen = new Set<number>();
          for (let at = 0; at + SHINGLE <= words.length; at++) {
            const key = hash(words, at);
            if (seen.has(key)) continue;
            seen.add(key);
            const list = postings.get(key);
            if (!list) postings.set(key, [id]);
            else if (list.length <= MAX_POSTINGS) list.push(id);
          }
        }),
      );
    }
  }
  // A shingle in too many verses is never looked up: it is left out.
  const keys = Uint32Array.from([...postings].flatMap(([key, list]) => (list.length > MAX_POSTINGS ? [] : [key])));
  keys.sort();
  const postingStart = new Uint32Array(keys.length + 1);
  const postingIds: number[] = [];
  keys.forEach((key, at) => {
    postingIds.push(...postings.get(key)!);
    postingStart[at + 1] = postingIds.length;
  });
  return {
    bibles: bibles.map((bible) => ({ id: bible.id, name: bible.name })),
    books,
    verseBible: Uint8Array.from(verses.bible),
    verseBook: Uint16Array.from(verses.book),
    verseChapter: Uint16Array.from(verses.chapter),
    verseNumber: Uint16Array.from(verses.verse),
    wordStart: Uint32Array.from(wordStart),
    wordIds: Uint32Array.from(wordIds),
    vocabulary: [...vocabulary.keys()],
    keys,
    postingStart,
    postingIds: Uint32Array.from(postingIds),
  } satisfies QuoteIndex;
}
