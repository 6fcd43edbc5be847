// Properties of the translation path (issue 41), through real Apertium (en → es, en → es → pt):
// over generated sentences mixing glossary terms, names, hyphenated compounds, possessives,
// single quotes, numbers and King James wording, no placeholder or engine marker reaches a
// listener, no word comes out glued or left in English, and every word of the output is one the
// target language's own Apertium analyser knows (or a glossary rendering, or a number).
// The seed and the number of runs are printed; a failure prints the sentence that broke.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_NAMES } from "#app/neutral/glossary/engine.ts";
import { shippedGlossary } from "#app/neutral/glossary/shipped.ts";
import { planSegment } from "#app/neutral/memory/plan.ts";
import { buildQuoteIndex } from "#app/features/quotes/quote-index-build.ts";
import { findQuote } from "#app/features/quotes/quote-index.ts";
import { quotedText } from "#app/features/quotes/quote-span.ts";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { apertiumTranslator } from "#app/neutral/translate.ts";
import { translationPath } from "#app/neutral/translation-path.ts";
import { startApertium } from "#tests/setup/apertium.ts";
import { nodeTransport } from "#app/features/providers/outbound.server.ts";

// Apertium listens on loopback, which the address guard refuses unless allowed.
const loopback = nodeTransport({ allowPrivate: true, trusted: [] });

const SEED = Number(process.env.PROPERTY_SEED ?? 41);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

const subject = fc.constantFrom(
  "The pastor",
  "Moses",
  "Jesus",
  "The Holy Spirit",
  "Paul",
  "Elijah",
  "Our church",
  "We",
  "Abraham",
  "The prophet",
);
const verb = fc.constantFrom("prayed for", "preached to", "spoke to", "blessed", "loved", "visited", "called");
const object = fc.constantFrom(
  "the people",
  "a God-like man",
  "a Spirit-filled church",
  "a God-fearing woman",
  "the poor",
  "Moses' people",
  "Jesus' disciples",
  "the Lord's servants",
  "his brothers",
  "the city of Jerusalem",
);
const tail = fc.constantFrom(
  "",
  " in Jerusalem",
  " with great 'joy'",
  " for 12 days",
  " for forty years",
  " in all things",
  " unto the end",
  " and thy house",
  " as the Lord saith",
  " in 2 cities",
  " and was Christ-like in all things",
);
const sentence = fc.tuple(subject, verb, object, tail).map(([who, did, whom, rest]) => `${who} ${did} ${whom}${rest}.`);

// Words every rendering of the glossary is made of, per language (names the analyser may lack).
function glossaryWords(language: "es" | "pt") {
  const words = new Set<string>();
  for (const entry of shippedGlossary)
    for (const form of [...(entry.forms[language] ?? []), entry.plural?.[language] ?? ""])
      for (const word of form.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
  return words;
}

/** Words of `text` the target language's Apertium does not know: read back with unknowns marked. */
async function unknownWords(url: string, text: string, pair: string) {
  const query = new URLSearchParams({ langpair: pair, q: text, markUnknown: "yes" });
  const body = (await (await fetch(`${url}/translate?${query}`)).json()) as {
    responseData: { translatedText: string };
  };
  return [...body.responseData.translatedText.matchAll(/\*(\p{L}[\p{L}'-]*)/gu)].map((match) => match[1]!);
}

// Bible splices: a verse (King James or WEB words, whole or its first clauses) inside a sentence.
const verse = fc.constantFrom(
  "For God so loved the world, that he gave his only begotten Son",
  "The Lord is my shepherd, I shall not want",
  "I can do all things through Christ which strengtheneth me",
  "And he spake a parable unto them to this end, that men ought always to pray, and not to faint",
  "a devout man, and one that feared God with all his house, which gave much alms to the people, " +
    "and prayed to God always",
  "Trust in the LORD with all thine heart; and lean not unto thine own understanding",
);
const spliced = fc
  .tuple(
    fc.constantFrom("", "As the Bible says, ", "Remember that ", "Paul wrote: ", "Cornelius was "),
    verse,
    fc.constantFrom(".", " and so we pray.", ", and that is our hope.", ". We pray always."),
  )
  .map(([before, words, after]) => ({ said: `${before}${words}${after}`, after }));

const ENGLISH_LEFT = /\b(the|and|of|thy|thee|thou|unto|ye|saith|spake|hath|like|filled|fearing|God|Lord)\b/;

describe("the translation path's invariants, as properties", () => {
  let apertium: Awaited<ReturnType<typeof startApertium>>;
  beforeAll(async () => {
    apertium = await startApertium();
  }, 60_000);
  afterAll(async () => apertium?.stop());

  it("no placeholder, marker, glued word or English word reaches a listener", async () => {
    const path = translationPath(apertiumTranslator(apertium.url, loopback, 30_000));
    const known = { es: glossaryWords("es"), pt: glossaryWords("pt") };
    const readBack = { es: "spa|eng", pt: "por|spa" } as const;
    console.log(JSON.stringify({ property: "translation-invariants", seed: SEED, runs: RUNS }));
    await fc.assert(
      fc.asyncProperty(sentence, async (said) => {
        const out = await path.translate(said, "en", ["es", "pt"]);
        for (const language of ["es", "pt"] as const) {
          const text = out[language];
          const where = `${said} → ${language}: ${text}`;
          expect(text, where).toBeDefined();
          expect(text, where).not.toMatch(/\[\[|\]\]|(^|[\s(])[#*@]\p{L}/u);
          for (const name of PLACEHOLDER_NAMES) expect(text, where).not.toContain(name);
          // A lower-case letter followed by a capital inside a word: two words glued.
          expect(text, where).not.toMatch(/\p{Ll}\p{Lu}/u);
          expect(text, where).not.toMatch(ENGLISH_LEFT);
          expect(text, where).not.toMatch(/(^|\s)['’]|['’](\s|$)|\s{2}/u);
          const unknown = (await unknownWords(apertium.url, text!, readBack[language])).filter(
            (word) => !known[language].has(word.toLowerCase()),
          );
          expect(unknown, where).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);

  it("a spliced verse neither doubles nor drops the words around it, and keeps sentence case", async () => {
    const load = (id: string) =>
      JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8")) as CompactBible;
    const bibles = { web: load("web"), kjv: load("kjv"), rv: load("rv1909") };
    const index = buildQuoteIndex([bibles.web, bibles.kjv]);
    // The room's help (app/features/memory/segment-help.server.ts) without a database: no memory.
    const path = translationPath(
      apertiumTranslator(apertium.url, loopback, 30_000),
      [],
      undefined,
      async (text, from, targets) => {
        const match = findQuote(index, text);
        const source = match && [bibles.web, bibles.kjv].find((bible) => bible.id === match.bibleId)!;
        const rendering = match && quotedText(match, source!, bibles.rv);
        const quote = match && rendering ? { ...match, renderings: { es: rendering } } : null;
        return Object.fromEntries(targets.map((target) => [target, planSegment(text, from, target, undefined, quote)]));
      },
    );
    console.log(JSON.stringify({ property: "bible-splices", seed: SEED, runs: Math.min(RUNS, 30) }));
    await fc.assert(
      fc.asyncProperty(spliced, async ({ said, after }) => {
        const { es } = await path.translate(said, "en", ["es"]);
        const where = `${said} → ${es}`;
        expect(es, where).toMatch(/^\p{Lu}/u);
        const reference = [...es!.matchAll(/\(([^)]*\d+:\d+)\)/g)];
        expect(reference.length, where).toBe(1);
        const [beforeVerse, afterVerse] = es!.split(reference[0]![0]) as [string, string];
        // No word said twice across the splice, no chapter capitals, and what followed is there.
        const last = beforeVerse.match(/(\p{L}+)\P{L}*$/u)?.[1]?.toLowerCase();
        const next = afterVerse.match(/^\P{L}*(\p{L}+)/u)?.[1]?.toLowerCase();
        expect(next === undefined || next !== last, where).toBe(true);
        expect(es, where).not.toMatch(/\b\p{Lu}{3,}\b/u);
        if (/\p{L}/u.test(after)) expect(afterVerse, where).toMatch(/\p{L}/u);
        // Mid-sentence, the words after the verse go on in lower case.
        if (/^ and|^, and/.test(after)) expect(afterVerse, where).toMatch(/^\P{L}*\p{Ll}/u);
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 30), endOnFailure: true },
    );
  }, 300_000);
});
