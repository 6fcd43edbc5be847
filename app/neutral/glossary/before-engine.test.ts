import { describe, expect, test } from "vitest";
import { beforeEngine } from "./before-engine.ts";
import { buildGlossary, protectTerms, restoreTerms } from "./engine.ts";
import { midSentenceCase } from "#app/neutral/memory/sentence-case.ts";

describe("English made safe for the engine (issue 41)", () => {
  test("King James wording is said in today's words, and words that only look old are left", () => {
    expect(beforeEngine("He said unto them, Thou knowest that thy faith hath saved thee.", "en")).toBe(
      "He said to them, You know that your faith has saved you.",
    );
    expect(beforeEngine("He that believeth on the Son cometh to the light, saith the Lord.", "en")).toBe(
      "He that believes on the Son comes to the light, says the Lord.",
    );
    expect(beforeEngine("Our Father which art in heaven", "en")).toBe("Our Father which are in heaven");
    // Not old verbs: a noun "art", "the best", "death", "the priest".
    const modern = "The art of the priest is the best rest before death in Nazareth.";
    expect(beforeEngine(modern, "en")).toBe(modern);
  });

  test("single quotes become double ones, so an opening quote is not read as I'm", () => {
    expect(beforeEngine("He 'ministered' to them.", "en")).toBe("He “ministered” to them.");
    expect(beforeEngine("It's rock 'n' roll, isn't it?", "en")).toBe("It's rock 'n' roll, isn't it?");
  });

  test("hyphenated compounds are said in plain word order; others keep their hyphen", () => {
    expect(beforeEngine("He was a God-like man.", "en")).toBe("He was a man similar to God.");
    expect(beforeEngine("He was Christ-like in all things.", "en")).toBe("He was similar to Christ in all things.");
    expect(beforeEngine("A Spirit-filled church grew.", "en")).toBe("A church full of Spirit grew.");
    expect(beforeEngine("Abed-nego was twenty-one.", "en")).toBe("Abed-nego was twenty-one.");
  });

  test("a possessive that ends a phrase is said with 'of'; the glossary's own possessives are left", () => {
    expect(beforeEngine("Moses' law and Jesus' words.", "en")).toBe("the law of Moses and the words of Jesus.");
    expect(beforeEngine("It is the Lord's day.", "en")).toBe("It is the day of the Lord.");
    expect(beforeEngine("The Lord's supper is served.", "en")).toBe("The Lord's supper is served.");
    expect(beforeEngine("God's great love", "en")).toBe("God's great love");
  });

  test("other languages pass through", () => {
    expect(beforeEngine("Él 'ministró' a ellos.", "es")).toBe("Él 'ministró' a ellos.");
  });
});

describe("a placeholder the engine glued to a word (estiloKevin)", () => {
  test("is still restored, set apart from the word", () => {
    const glossary = buildGlossary();
    const guarded = protectTerms(glossary, "He was Christ like.", "en", "names", "es");
    const token = guarded.slots[0]!.token;
    expect(restoreTerms(`Era estilo${token}.`, "es", guarded)).toBe("Era estilo Cristo.");
  });
});

describe("a piece going on with a sentence after a verse", () => {
  test("starts in lower case when the speaker's words did, and after a full stop keeps its capital", () => {
    const parts = [
      { source: "bible", said: "…", text: "y oraba á Dios siempre (Hechos 10:2)" },
      { source: "engine", said: "and so we pray.", text: "Y así que rogamos." },
      { source: "engine", said: "God hears.", text: "Dios oye." },
    ];
    expect(midSentenceCase(parts).map((part) => part.text)).toEqual([
      "y oraba á Dios siempre (Hechos 10:2)",
      "y así que rogamos.",
      "Dios oye.",
    ]);
  });
});
