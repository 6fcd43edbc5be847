import { describe, expect, it } from "vitest";
import { buildGlossary, protectTerms, restoreTerms } from "./engine.ts";

const glossary = buildGlossary();
const rendered = (text: string, target: string, from = "en") => {
  const protectedText = protectTerms(glossary, text, from, "opaque");
  return restoreTerms(protectedText.text, target, protectedText);
};
const spanish = (text: string) => rendered(text, "es");
const chinese = (text: string) => rendered(text, "zh");

describe("a book name that is also a word or a name", () => {
  it("is the book after “the book of”, “the gospel of”, “the epistle to/of” and before a chapter", () => {
    expect(spanish("Read the epistle to the Romans tonight.")).toBe("Read the epistle to the Romanos tonight.");
    expect(spanish("Paul wrote the letter to the Hebrews?")).toBe("Pablo wrote the letter to the Hebreos?");
    expect(spanish("We read the gospel of Mark.")).toBe("We read the evangelio of Marcos.");
    expect(spanish("Open the book of Acts.")).toBe("Open the book of Hechos.");
    expect(spanish("Acts 2 tells of Pentecost.")).toContain("Hechos");
  });
  it("is the book for every book that is also a word, and the person or people elsewhere", () => {
    expect(chinese("Open the book of Numbers.")).toBe("Open the book of 民数记.");
    expect(chinese("Numbers 6:24 is a blessing.")).toBe("民数记 6:24 is a 祝福.");
    expect(chinese("Turn to Numbers chapter six.")).toBe("Turn to 民数记 chapter six.");
    expect(chinese("The book of Revelation, Revelation 22.")).toBe("The 启示录, 启示录 22.");
    expect(chinese("Read the book of Job.")).toBe("Read the book of 约伯记.");
    expect(chinese("Job suffered.")).toBe("Job suffered.");
    expect(chinese("Paul wrote the letter to Titus.")).toBe("保罗 wrote the letter to 提多书.");
    expect(chinese("Titus went to Crete.")).toBe("提多 went to Crete.");
    expect(chinese("The epistle of James and the gospel according to Luke.")).toBe(
      "The epistle of 雅各书 and the 福音 according to 路加福音.",
    );
    expect(chinese("The epistle to the Romans.")).toBe("The epistle to the 罗马书.");
    expect(chinese("Then the Romans came.")).toBe("Then the 罗马人 came.");
    expect(chinese("The letter to the Hebrews, written to Hebrews.")).toBe(
      "The letter to the 希伯来书, written to 希伯来人.",
    );
  });
  it("is the book after the Spanish and Portuguese “carta a los” and “epístola aos”", () => {
    expect(rendered("La carta a los Romanos y Hechos capítulo dos.", "zh", "es")).toBe(
      "La carta a los 罗马书 y 使徒行传 capítulo dos.",
    );
    expect(rendered("A epístola aos Hebreus.", "zh", "pt")).toBe("A epístola aos 希伯来书.");
  });
  it("is left alone where it is a word", () => {
    expect(spanish("Acts of kindness matter.")).toBe("Acts of kindness matter.");
    expect(spanish("Numbers are up this year.")).toBe("Numbers are up this year.");
    expect(spanish("Revelation comes from above.")).toBe("Revelation comes from above.");
  });
});

describe("a book whose title is a plural noun", () => {
  const through = (text: string, target: string, engine: (protectedText: string) => string) => {
    const protectedText = protectTerms(glossary, text, "en", "opaque", target);
    return restoreTerms(engine(protectedText.text), target, protectedText);
  };
  it("takes plural articles in Spanish and Portuguese", () => {
    expect(
      through("the epistle to the Romans", "es", (text) => text.replace("the epistle to the", "la epístola al")),
    ).toBe("la epístola a los Romanos");
    expect(through("the letter to the Hebrews", "pt", (text) => text.replace("the letter to the", "a carta ao"))).toBe(
      "a carta aos Hebreus",
    );
    expect(through("The Psalms 23", "es", (text) => text.replace("The", "El"))).toBe("Los Salmos 23");
    expect(through("the book of Lamentations", "es", (text) => text.replace("the book of", "del"))).toBe(
      "de las Lamentaciones",
    );
  });
});
