import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { buildQuoteIndex } from "./quote-index-build.ts";
import { findQuote, matcherWork } from "./quote-index.ts";
import { quotedText } from "./quote-span.ts";

// The shipped Bibles, as `npm test` converts them (npm run bibles:install).
const load = (id: string) =>
  JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8")) as CompactBible;
const web = load("web");
const kjv = load("kjv");
const rv = load("rv1909");
const index = buildQuoteIndex([web, kjv]);

describe("finding a verse quoted aloud", () => {
  test("a quote in the King James words is found, and the Reina-Valera gives its text, marked", () => {
    const match = findQuote(
      index,
      "For God so loved the world, that he gave his only begotten Son, " +
        "that whosoever believeth in him should not perish",
    );
    expect(match?.osis).toBe("John.3.16");
    expect(quotedText(match!, kjv, rv)).toBe(
      "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él " +
        "cree, no se pierda (Juan 3:16)",
    );
  });

  test("a quote in the WEB's words, inside a sentence, is found with where it sits", () => {
    const said =
      "And Jesus tells us this: I am the way, the truth, and the life. No one comes to the Father, except through me.";
    const match = findQuote(index, said);
    expect(match?.osis).toBe("John.14.6");
    expect(said.slice(match!.start, match!.end)).toBe(
      "I am the way, the truth, and the life. No one comes to the Father, except through me",
    );
  });

  test("a paraphrase below the threshold is left to the engine", () => {
    expect(
      findQuote(index, "God loved the world so much that he sent Jesus so we could live forever with him."),
    ).toBeNull();
  });

  test("a sentence sharing many words with a verse without quoting it is not a quote", () => {
    // John 3:16's words, most of them, but not said as the verse says them.
    expect(
      findQuote(
        index,
        "The world is loved by God, and his Son did not perish; whoever believes gets a life that is eternal.",
      ),
    ).toBeNull();
  });

  test("a quote spanning two segments is recognised in the second, which gets only its own part", () => {
    const first = "For God so loved the world, that he gave his only begotten Son,";
    const second = "that whosoever believeth in him should not perish, but have everlasting life.";
    expect(findQuote(index, second)).toBeNull();
    const match = findQuote(index, second, first);
    expect(match?.osis).toBe("John.3.16");
    expect(match!.verses[0]).toMatchObject({ fromWord: 13 });
    expect(second.slice(match!.start, match!.end)).toBe(
      "that whosoever believeth in him should not perish, but have everlasting life",
    );
    expect(quotedText(match!, kjv, rv)).toBe(
      "para que todo aquel que en él cree, no se pierda, mas tenga vida eterna (Juan 3:16)",
    );
  });

  test("words a dozen verses share are a formula, not a quotation of one of them (issue 41)", () => {
    expect(findQuote(index, "He is the God of Abraham, of Isaac and of Jacob, and he has appeared to us.")).toBeNull();
    // Said whole, with the words only it has, the verse is still found.
    const whole =
      "I am the God of thy father, the God of Abraham, the God of Isaac, and the God of Jacob. And Moses hid his " +
      "face; for he was afraid to look upon God.";
    expect(findQuote(index, whole)?.osis).toBe("Exod.3.6");
  });

  test("a few of a verse's words inside a longer sentence of the speaker's own are an echo (issue 41)", () => {
    expect(
      findQuote(index, "I will lift up my eyes to the mountains of Lesotho every morning when I walk to work."),
    ).toBeNull();
    expect(findQuote(index, "I will lift up my eyes to the hills.")?.osis).toBe("Ps.121.1");
    // Set off as a clause of its own that ends the sentence, a short quote is one however much came before.
    const said =
      "If God still condescends to pour fresh blessings upon us, what can we say but, Thanks be unto God for " +
      "his unspeakable gift!";
    expect(findQuote(index, said)?.osis).toBe("2Cor.9.15");
  });

  test("a verse the Bible says twice is settled by the chapter named last, else left alone", () => {
    const said = "Lead us not into temptation, but deliver us from evil.";
    expect(findQuote(index, said)).toBeNull();
    expect(findQuote(index, said, "", "Luke.11")?.osis).toBe("Luke.11.4");
  });
});

describe("the matcher's work on long text", () => {
  // Issue 40: a 4,000-character final quoting Psalm 119 held the web's event loop 2.9 s; the
  // alignment grew with the cube of the text. Now a long text is matched a window at a time.
  const psalm = web.books.Ps![118]!.join(" ");
  const cellsFor = (text: string) => {
    const before = matcherWork.cells;
    const match = findQuote(index, text);
    return { cells: matcherWork.cells - before, osis: match?.osis };
  };

  test("grows with the length of what was said, and the quote is still found", () => {
    const short = cellsFor(psalm.slice(0, 1000));
    const long = cellsFor(psalm.slice(0, 4000));
    expect(short.osis).toMatch(/^Ps\.119\./);
    expect(long.osis).toMatch(/^Ps\.119\./);
    // Four times the text: four times the work, give or take where the windows fall (it was 27 times).
    expect(long.cells / short.cells).toBeLessThan(6);
  });
});

describe("the listener's Bible's words for the span said", () => {
  test("a psalm's first verse comes without the title the Reina-Valera numbers with it", () => {
    const match = findQuote(index, "The Lord is my shepherd, I shall not want.");
    expect(quotedText(match!, kjv, rv)).toBe("Jehová es mi pastor; nada me faltará (Salmos 23:1)");
  });

  test("a chapter's first word printed in capitals is written as the words around it (issue 41)", () => {
    const match = findQuote(index, "And he spake a parable unto them to this end, that men ought always to pray.");
    expect(quotedText(match!, kjv, rv)).toMatch(/^Y propúsoles también una parábola/);
  });

  test("a word the verse ends with, said after the rest, is part of the quote: no doubled word (issue 41)", () => {
    const said =
      "Cornelius was a devout man, one who feared God with all his house, who gave gifts generously to the " +
      "people, and prayed to God always.";
    const match = findQuote(index, said);
    expect(match?.osis).toBe("Acts.10.2");
    expect(said.slice(match!.end)).toBe(".");
  });
});
