// npm run bench:quotes
// Prints one JSON line: the quotation matcher's precision and recall over
// tests/fixtures/quote-sentences.json (sermon sentences that quote a verse, and sermon sentences
// that share words with verses without quoting one), the number of sentences, and p95Ms: the
// matching cost of one segment against the World English Bible and the King James Version.
// Exits non-zero below the targets of issue 32 or with fewer sentences than the set promises.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildQuoteIndex, findQuote } from "#app/features/quotes/quote-index.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";

const TARGETS = { precision: 0.98, recall: 0.8, p95Ms: 20, sentences: 800 };
type Sentence = { text: string; osis: string | null; source: string };
const set = JSON.parse(readFileSync("tests/fixtures/quote-sentences.json", "utf8")) as { sentences: Sentence[] };

function load(id: string): CompactBible {
  try {
    return JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8"));
  } catch {
    console.error(`data/bibles/${id}.json is missing: run npm run bibles:install`);
    process.exit(1);
  }
}
const index = buildQuoteIndex([load("web"), load("kjv")]);

/** Verses of an OSIS range or list ("Eph.1.13-Eph.1.14", "Song.4.12,Song.4.15") as "Book.C.V" keys. */
function keysOf(osis: string): Set<string> {
  const keys = new Set<string>();
  for (const part of osis.split(",")) {
    const [from, to = from] = part.split("-") as [string, string?];
    const [book, c1, v1] = from.split(".");
    const [, c2, v2] = (to ?? from).split(".");
    for (let chapter = Number(c1); chapter <= Number(c2); chapter++) {
      const first = chapter === Number(c1) && v1 ? Number(v1) : 1;
      const last = chapter === Number(c2) && v2 ? Number(v2) : 200;
      for (let verse = first; verse <= last; verse++) keys.add(`${book}.${chapter}.${verse}`);
    }
  }
  return keys;
}

let correct = 0;
let wrong = 0;
let quoted = 0;
const times: number[] = [];
for (const sentence of set.sentences) {
  const started = performance.now();
  const match = findQuote(index, sentence.text);
  times.push(performance.now() - started);
  if (sentence.osis) quoted++;
  if (!match) continue;
  const expected = sentence.osis ? keysOf(sentence.osis) : new Set<string>();
  if ([...keysOf(match.osis)].some((key) => expected.has(key))) correct++;
  else wrong++;
}
times.sort((a, b) => a - b);
const result = {
  precision: Number((correct / Math.max(1, correct + wrong)).toFixed(4)),
  recall: Number((correct / Math.max(1, quoted)).toFixed(4)),
  sentences: set.sentences.length,
  p95Ms: Number(times[Math.floor(times.length * 0.95)]!.toFixed(2)),
};
console.log(JSON.stringify(result));
const below =
  result.sentences < TARGETS.sentences ||
  result.precision < TARGETS.precision ||
  result.recall < TARGETS.recall ||
  result.p95Ms > TARGETS.p95Ms;
if (below) process.exit(1);
