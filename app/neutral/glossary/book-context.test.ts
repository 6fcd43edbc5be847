import { describe, expect, it } from "vitest";
import { buildGlossary, protectTerms, restoreTerms } from "./engine.ts";

const glossary = buildGlossary();
const spanish = (text: string) => {
  const protectedText = protectTerms(glossary, text, "en", "opaque");
  return restoreTerms(protectedText.text, "es", protectedText);
};

describe("a book name that is also a word or a name", () => {
  it("is the book after “the book of”, “the gospel of”, “the epistle to/of” and before a chapter", () => {
    expect(spanish("Read the epistle to the Romans tonight.")).toBe("Read the epistle to the Romanos tonight.");
    expect(spanish("Paul wrote the letter to the Hebrews?")).toBe("Pablo wrote the letter to the Hebreos?");
    expect(spanish("We read the gospel of Mark.")).toBe("We read the evangelio of Marcos.");
    expect(spanish("Open the book of Acts.")).toBe("Open the book of Hechos.");
    expect(spanish("Acts 2 tells of Pentecost.")).toContain("Hechos");
  });
  it("is left alone where it is a word", () => {
    expect(spanish("Acts of kindness matter.")).toBe("Acts of kindness matter.");
  });
});
