import { describe, expect, test } from "vitest";
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";
import { scriptureCases } from "#tests/fixtures/scripture-sentences.ts";
import { detectReferences, type ReferenceContext } from "./detect.ts";

const osis = (text: string, language = "en", context: ReferenceContext = null) =>
  detectReferences(text, language, context).refs.map((ref) => ref.osis);

describe("spoken references", () => {
  test("numbers in words, with and without 'chapter' and 'verse'", () => {
    expect(osis("Let us read John three sixteen")).toEqual(["John.3.16"]);
    expect(osis("Romans chapter eight verse twenty-eight")).toEqual(["Rom.8.28"]);
    expect(osis("Psalm one hundred and nineteen verse one hundred and five")).toEqual(["Ps.119.105"]);
    expect(osis("John chapter fifteen, verse five")).toEqual(["John.15.5"]);
  });

  test("written references pass through the parser's form", () => {
    expect(osis("John 3:16 says")).toEqual(["John.3.16"]);
    expect(osis("Romans 12:1-2 is our memory verse")).toEqual(["Rom.12.1-Rom.12.2"]);
  });

  test("numbered books by ordinal or digit, in each language", () => {
    expect(osis("turn with me to First Corinthians thirteen")).toEqual(["1Cor.13"]);
    expect(osis("Second Timothy three sixteen")).toEqual(["2Tim.3.16"]);
    expect(osis("1 John 1:9")).toEqual(["1John.1.9"]);
    expect(osis("Primera de Corintios trece", "es")).toEqual(["1Cor.13"]);
    expect(osis("Primeira aos Coríntios quinze cinquenta e oito", "pt")).toEqual(["1Cor.15.58"]);
  });

  test("ranges and lists of verses", () => {
    expect(osis("First Corinthians thirteen verses four to seven")).toEqual(["1Cor.13.4-1Cor.13.7"]);
    expect(osis("Proverbs three five and six")).toEqual(["Prov.3.5-Prov.3.6"]);
    expect(osis("versículos cuatro al siete", "es", { written: "1 Corintios", chapter: 13 })).toEqual([
      "1Cor.13.4-1Cor.13.7",
    ]);
  });

  test("relative references read the chapter named before, across segments", () => {
    const first = detectReferences("Turn with me to First Corinthians thirteen.", "en");
    expect(first.refs.map((ref) => ref.osis)).toEqual(["1Cor.13"]);
    const next = detectReferences("Look at verses four to seven.", "en", first.context);
    expect(next.refs).toEqual([{ osis: "1Cor.13.4-1Cor.13.7", text: "verses four to seven" }]);
    expect(osis("Look at verses four to seven.")).toEqual([]); // nothing named before
  });

  test("Spanish and Portuguese", () => {
    expect(osis("Juan tres dieciséis", "es")).toEqual(["John.3.16"]);
    expect(osis("Salmo 23", "es")).toEqual(["Ps.23"]);
    expect(osis("João três dezesseis", "pt")).toEqual(["John.3.16"]);
    expect(osis("Romanos oito vinte e oito", "pt")).toEqual(["Rom.8.28"]);
  });

  test("numbers and names that are not references are refused", () => {
    expect(osis("Three thousand were baptised that day.")).toEqual([]);
    expect(osis("We sing Psalm-like songs.")).toEqual([]);
    expect(osis("I met John three times last week.")).toEqual([]);
    expect(osis("Mark my words, two things will happen.")).toEqual([]);
    expect(osis("Let us turn to the book of Habakkuk.")).toEqual([]); // a book alone is no passage
    expect(osis("John 30 is not a chapter")).toEqual([]); // John has 21 chapters
    expect(osis("Juan vino tres veces", "es")).toEqual([]);
  });

  test("a bare chapter of a book that is also a name counts after a lead-in or at a clause's end", () => {
    expect(osis("Turn to John three.")).toEqual(["John.3"]);
    expect(osis("Matthew five, the Sermon on the Mount.")).toEqual(["Matt.5"]);
  });

  test("the text is what the speaker said", () => {
    expect(detectReferences("Please read Romans chapter eight verse twenty-eight today.", "en").refs).toEqual([
      { osis: "Rom.8.28", text: "Romans chapter eight verse twenty-eight" },
    ]);
  });

  test("every book of the shipped glossary's table is detected by its own name (they never disagree)", () => {
    for (const book of bibleBooks) {
      for (const language of ["en", "es", "pt"] as const) {
        const refs = osis(`Read ${book.names[language]} 1:1.`, language);
        expect(refs, `${language} ${book.names[language]}`).toEqual([`${book.osis}.1.1`]);
      }
    }
  });

  test("languages without a detector find nothing rather than guessing", () => {
    expect(osis("约翰福音 3:16", "zh")).toEqual([]);
  });

  test("the test set: every expected reference found, none invented, in most sentences", () => {
    const context: Record<string, ReferenceContext> = {};
    let wrong = 0;
    for (const item of scriptureCases) {
      const found = detectReferences(item.sentence, item.language, context[item.language] ?? null);
      context[item.language] = found.context;
      if (JSON.stringify(found.refs.map((ref) => ref.osis)) !== JSON.stringify(item.expected)) wrong++;
    }
    expect(scriptureCases.length).toBeGreaterThanOrEqual(200);
    // The bench prints precision and recall; here the set as a whole must stay above the targets.
    expect(wrong / scriptureCases.length).toBeLessThan(0.02);
  });
});
