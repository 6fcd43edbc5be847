/**
 * Which words of the Bible are proper names, and how often the shipped English Bible says each
 * (docs/decisions/038-bible-names.md). The Bible itself is the judge: a name is a word that the
 * World English Bible and the King James Version both write capitalised in mid-sentence and
 * neither ever writes in lower case ("Jacob", never "jacob"; "Lord" is out, for "my lord"). A
 * word both translations treat so but which is no name (an interjection, a heading) is in
 * `notNames`. Pure: `npm run glossary:names` prints the count, and a test holds the shipped
 * glossary to its top 600.
 */
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

/**
 * Capitalised in both Bibles, never lower-case, and still not names: interjections, a psalm's
 * musical mark, and adjectives made from names ("the Levitical priests", "Jewish fables").
 */
const notNames = new Set([
  "I",
  "O",
  "Oh",
  "Ah",
  "Aha",
  "Selah",
  "Amen",
  "Hallelujah",
  "Alleluia",
  "Hosanna",
  "Jewish",
  "Levitical",
]);

const WORD = /\p{L}+/gu;
// A capital after these starts a sentence (or a quotation), so it says nothing about the word.
const SENTENCE_START = /(^|[.!?:;“”"‘(—–-])\s*$/;

type Seen = { capitalMid: boolean; lower: boolean; count: number };

function scan(bible: CompactBible, onWord: (word: string, midSentence: boolean, joined: boolean) => void) {
  for (const chapters of Object.values(bible.books))
    for (const verses of chapters)
      for (const verse of verses)
        for (const match of verse.matchAll(WORD)) {
          const before = verse.slice(Math.max(0, match.index - 3), match.index);
          onWord(match[0], !SENTENCE_START.test(before), before.endsWith("-"));
        }
}

function survey(bible: CompactBible) {
  const seen = new Map<string, Seen>();
  const entry = (word: string) => {
    let known = seen.get(word);
    if (!known) seen.set(word, (known = { capitalMid: false, lower: false, count: 0 }));
    return known;
  };
  scan(bible, (word, midSentence, joined) => {
    // "LORD", "MENE": small capitals and inscriptions say nothing about names.
    if (word.length > 1 && word === word.toUpperCase()) return;
    // The KJV's "Beth-lehem-judah" and "Bar-jesus" write a name's second half in lower case.
    if (joined) return;
    if (/^\p{Lu}/u.test(word)) {
      const known = entry(word);
      known.count++;
      if (midSentence) known.capitalMid = true;
    } else entry(word.charAt(0).toUpperCase() + word.slice(1)).lower = true;
  });
  return seen;
}

export type NameCount = { name: string; count: number };

/** The names of `counted` (the WEB), confirmed by `witness` (the KJV), most frequent first. */
export function countBibleNames(counted: CompactBible, witness: CompactBible): NameCount[] {
  const mine = survey(counted);
  const theirs = survey(witness);
  const names: NameCount[] = [];
  for (const [name, seen] of mine) {
    const other = theirs.get(name);
    if (!seen.capitalMid || seen.lower || !other?.capitalMid || other.lower || notNames.has(name)) continue;
    names.push({ name, count: seen.count });
  }
  return names.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const verseKeys = (bible: CompactBible, keep: (word: string) => boolean) => {
  const where = new Map<string, Set<string>>();
  for (const [book, chapters] of Object.entries(bible.books))
    chapters.forEach((verses, chapter) =>
      verses.forEach((verse, index) => {
        for (const [word] of verse.matchAll(WORD)) {
          if (!keep(word)) continue;
          let keys = where.get(word);
          if (!keys) where.set(word, (keys = new Set()));
          keys.add(`${book}.${chapter}.${index}`);
        }
      }),
    );
  return where;
};

/**
 * Each name's form in another language's Bible, found by verse: of the capitalised words in the
 * verses where the English Bible says the name, the one whose verses overlap the name's most
 * (Dice's coefficient). A first word in capitals ("EN el principio") is left out.
 */
export function alignNames(names: readonly string[], english: CompactBible, other: CompactBible) {
  const wanted = new Set(names);
  const mine = verseKeys(english, (word) => wanted.has(word));
  const theirs = verseKeys(other, (word) => /^\p{Lu}\p{Ll}/u.test(word));
  const byVerse = new Map<string, string[]>();
  for (const [word, keys] of theirs) for (const key of keys) byVerse.set(key, [...(byVerse.get(key) ?? []), word]);
  const aligned = new Map<string, { form: string; score: number }>();
  for (const name of names) {
    const keys = mine.get(name);
    if (!keys) continue;
    const shared = new Map<string, number>();
    for (const key of keys) for (const word of byVerse.get(key) ?? []) shared.set(word, (shared.get(word) ?? 0) + 1);
    let best = { form: "", score: 0 };
    for (const [word, both] of shared) {
      const score = (2 * both) / (keys.size + theirs.get(word)!.size);
      if (score > best.score) best = { form: word, score };
    }
    if (best.form) aligned.set(name, best);
  }
  return aligned;
}

/** The words of the glossary's English forms: a counted name is covered when one of them is it. */
export function coveredWords(englishForms: Iterable<string>) {
  const words = new Set<string>();
  for (const form of englishForms) for (const [word] of form.matchAll(WORD)) words.add(word);
  return words;
}

/**
 * Spelling-blind comparison of two forms of a name across a century of Spanish Bibles: the
 * Reina-Valera 1909 wrote "Ezechîas", "Sichêm", "Ammón" where the 1960 revision writes "Ezequías",
 * "Siquem", "Amón".
 */
export function sameName(a: string, b: string) {
  const plain = (name: string) =>
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/ch(?=[ei])/g, "qu")
      .replace(/ph/g, "f")
      .replace(/([a-z])h/g, "$1")
      .replace(/[^a-z]/g, "")
      .replace(/([a-z])\1/g, "$1");
  return plain(a) === plain(b);
}
