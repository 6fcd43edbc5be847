/**
 * Translation memory (docs/decisions/033-memory-and-quotes.md): sentences a church says every
 * week, with the renderings its people wrote. The organisation's own entries (every booth
 * correction is one) sit on top of the shipped phrases. A sentence is found when it is the same
 * sentence (always) or nearly the same (see editCost). Pure: the room bundles it.
 */
import { shippedPhrases } from "./shipped-phrases.ts";

/** One of the organisation's entries: a sentence in one language and its rendering in another. */
export type MemoryEntry = { sourceLanguage: string; source: string; targetLanguage: string; rendering: string };

type MemoryHit = { rendering: string; source: string; exact: boolean; organisation: boolean };

export type TranslationMemory = { lookup(sentence: string, from: string, to: string): MemoryHit | null };

/**
 * "Nearly the same sentence", as a word-level edit cost: a word a speaker drops or adds without
 * changing the sentence (LIGHT_WORDS) or a one-letter slip in a longer word ("blessing" /
 * "blessings", a recogniser's misspelling) costs half; any other word costs one. A sentence of
 * fewer than eight words may differ by one half (one such slip), a longer one by one word.
 * "Please welcome Pastor Samuel" is not "Please welcome Pastor Daniel"; "God bless you" is not
 * "God bless you all" (Spanish says them differently).
 */
const LIGHT_WORDS = new Set(["the", "a", "an", "and", "so", "now", "oh", "just", "um", "uh", "well", "okay", "ok"]);
const maxCost = (words: number) => (words < 8 ? 0.5 : 1);

const slip = (a: string, b: string) => {
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  // One letter changed, added or dropped at the first difference, the rest the same.
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
};
const dropCost = (word: string) => (LIGHT_WORDS.has(word) ? 0.5 : 1);

/** Word-level edit cost of two normalised sentences, or Infinity past `budget`. */
function editCost(a: string[], b: string[], budget: number) {
  let previous = [0];
  for (let j = 1; j <= b.length; j++) previous[j] = previous[j - 1]! + dropCost(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const row = [previous[0]! + dropCost(a[i - 1]!)];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : slip(a[i - 1]!, b[j - 1]!) ? 0.5 : 1;
      row[j] = Math.min(
        previous[j]! + dropCost(a[i - 1]!),
        row[j - 1]! + dropCost(b[j - 1]!),
        previous[j - 1]! + change,
      );
    }
    if (Math.min(...row) > budget) return Infinity;
    previous = row;
  }
  return previous[b.length]!;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\blet's\b/g, "let us"],
  [/\bwe're\b/g, "we are"],
  [/\bit's\b/g, "it is"],
  [/\bdon't\b/g, "do not"],
  [/\bi'm\b/g, "i am"],
  [/\byou're\b/g, "you are"],
];
// Words a speaker adds around a set phrase that change nothing: "So, let us pray now."
const FILLER = /^(?:(?:so|now|okay|ok|well|and|um|uh|alright|all right)\s+)+|(?:\s+(?:now|then|please|okay|amen))+$/g;

/** The form two sentences are compared in: lower case, no punctuation, contractions spelled out. */
export function normaliseSentence(text: string): string {
  let out = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}'\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (const [pattern, spelled] of CONTRACTIONS) out = out.replace(pattern, spelled);
  return out.replace(/'/g, "").replace(FILLER, "").trim();
}

type Stored = { key: string; source: string; rendering: string };
/** Entries by "from>to", each list keyed by its normalised source. */
type Table = Map<string, { exact: Map<string, Stored>; all: Stored[] }>;

function add(table: Table, from: string, to: string, source: string, rendering: string) {
  const key = normaliseSentence(source);
  if (!key || !rendering.trim()) return;
  const pair = `${from}>${to}`;
  let list = table.get(pair);
  if (!list) table.set(pair, (list = { exact: new Map(), all: [] }));
  const stored = { key, source, rendering: rendering.trim() };
  // The later entry wins (a newer correction of the same sentence).
  if (list.exact.has(key)) list.all = list.all.filter((entry) => entry.key !== key);
  list.exact.set(key, stored);
  list.all.push(stored);
}

function find(table: Table, key: string, from: string, to: string): { stored: Stored; exact: boolean } | null {
  const list = table.get(`${from}>${to}`);
  if (!list) return null;
  const exact = list.exact.get(key);
  if (exact) return { stored: exact, exact: true };
  const words = key.split(" ");
  // Three words or fewer ("Go in peace") are only ever matched exactly.
  if (words.length < 4) return null;
  let best: { stored: Stored; cost: number } | null = null;
  for (const stored of list.all) {
    const other = stored.key.split(" ");
    const budget = maxCost(Math.max(words.length, other.length));
    if (Math.abs(other.length - words.length) > 2) continue;
    const cost = editCost(words, other, budget);
    if (cost <= budget && (!best || cost < best.cost)) best = { stored, cost };
  }
  return best ? { stored: best.stored, exact: false } : null;
}

/** The shipped phrases, one language pair at a time as first asked (a room serves a few). */
const shippedTable: Table = new Map();
function shipped(from: string, to: string): Table {
  if (!shippedTable.has(`${from}>${to}`)) {
    shippedTable.set(`${from}>${to}`, { exact: new Map(), all: [] });
    for (const phrase of shippedPhrases) {
      const source = phrase[from];
      const rendering = phrase[to];
      if (source && rendering) add(shippedTable, from, to, source, rendering);
    }
  }
  return shippedTable;
}

/** The organisation's entries over the shipped phrases (`withShipped: false` for theirs alone). */
export function buildMemory(entries: readonly MemoryEntry[] = [], withShipped = true): TranslationMemory {
  const own: Table = new Map();
  for (const entry of entries) add(own, entry.sourceLanguage, entry.targetLanguage, entry.source, entry.rendering);
  return {
    lookup(sentence, from, to) {
      const key = normaliseSentence(sentence);
      if (!key) return null;
      // Theirs first, exact before near: a church's own wording of a sentence beats ours.
      const mine = find(own, key, from, to);
      const ours = withShipped && (!mine || !mine.exact) ? find(shipped(from, to), key, from, to) : null;
      const chosen =
        mine && (mine.exact || !ours?.exact)
          ? { ...mine, organisation: true }
          : ours && { ...ours, organisation: false };
      return chosen
        ? {
            rendering: chosen.stored.rendering,
            source: chosen.stored.source,
            exact: chosen.exact,
            organisation: chosen.organisation,
          }
        : null;
    },
  };
}
