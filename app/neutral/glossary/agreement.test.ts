import { describe, expect, it } from "vitest";
import { buildGlossary, protectTerms, restoreTerms } from "./engine.ts";
import { shippedGlossary } from "./shipped.ts";

const shipped = buildGlossary();
/** What an engine might send back: the protected text with `engine` applied, then restored. */
function through(text: string, target: string, engine: (protectedText: string) => string, style = "opaque" as const) {
  const protectedText = protectTerms(shipped, text, "en", style, target);
  return restoreTerms(engine(protectedText.text), target, protectedText);
}

describe("a term's gender", () => {
  it("is stated per language for names and terms", () => {
    const entry = (id: string) => shippedGlossary.find((candidate) => candidate.id === id)!;
    expect(entry("term:prophet").gender).toMatchObject({ es: "m", pt: "m", ar: "m", hi: "m" });
    expect(entry("term:church").gender).toMatchObject({ es: "f", pt: "f" });
    expect(entry("term:covenant").gender).toMatchObject({ es: "m", pt: "f" });
    expect(entry("person:Mary").gender).toMatchObject({ es: "f", pt: "f", ar: "f", hi: "f" });
    expect(entry("person:Elijah").gender).toMatchObject({ es: "m", pt: "m" });
    expect(entry("place:Babylon").gender).toMatchObject({ es: "f", pt: "f" });
    expect(entry("place:Egypt").gender).toMatchObject({ es: "m", pt: "m" });
  });

  it("picks the Apertium placeholder, so the engine's own article agrees", () => {
    const male = protectTerms(shipped, "And the prophet went up.", "en", "names", "es");
    const female = protectTerms(shipped, "And the church went up.", "en", "names", "es");
    expect(male.text).toBe("And the Kevin went up.");
    expect(female.text).toBe("And the Linda went up.");
    // Portuguese has its own genders: the covenant is "el pacto" but "a aliança".
    expect(protectTerms(shipped, "The covenant.", "en", "names", "pt").text).toBe("The Linda.");
    expect(protectTerms(shipped, "The covenant.", "en", "names", "es").text).toBe("The Kevin.");
  });
});

describe("the article before a term", () => {
  it("follows the term's gender in Spanish", () => {
    expect(through("and the prophet Elijah", "es", (text) => text.replace("and the", "y la"))).toBe(
      "y el profeta Elías",
    );
    expect(through("The prophet", "es", (text) => text.replace("The", "La"))).toBe("El profeta");
    expect(through("of the prophet", "es", (text) => text.replace("of the", "de la"))).toBe("del profeta");
    expect(through("to the prophet", "es", (text) => text.replace("to the", "a la"))).toBe("al profeta");
    expect(through("a prophet", "es", (text) => text.replace("a", "una"))).toBe("un profeta");
    expect(through("of the church", "es", (text) => text.replace("of the", "del"))).toBe("de la iglesia");
    expect(through("this church", "es", (text) => text.replace("this", "este"))).toBe("esta iglesia");
  });

  it("is “el” before a feminine noun that begins with a stressed a", () => {
    expect(through("the ark of the covenant", "es", (text) => text.replace("the", "la"))).toBe("el arca del pacto");
  });

  it("follows the term's gender in Portuguese, leaving the preposition “a” alone", () => {
    expect(through("the prophet", "pt", (text) => text.replace("the", "a"))).toBe("a profeta");
    expect(through("of the prophet", "pt", (text) => text.replace("of the", "da"))).toBe("do profeta");
    expect(through("in the church", "pt", (text) => text.replace("in the", "no"))).toBe("na igreja");
    expect(through("to the church", "pt", (text) => text.replace("to the", "ao"))).toBe("à igreja");
    expect(through("our covenant", "pt", (text) => text.replace("our", "nosso"))).toBe("nossa aliança");
  });

  it("is left alone in languages without gendered articles and for words that are not articles", () => {
    expect(through("the prophet", "id", (text) => text)).toBe("the nabi");
    expect(through("said the prophet", "es", (text) => text.replace("said the", "dijo"))).toBe("dijo profeta");
  });

  it("of a church's own term follows its Spanish ending, having no stated gender", () => {
    const glossary = buildGlossary([{ term: "house group", keep: false, renderings: { es: "célula" } }]);
    const protectedText = protectTerms(glossary, "the house group", "en", "opaque", "es");
    expect(restoreTerms(protectedText.text.replace("the", "el"), "es", protectedText)).toBe("la célula");
  });
});
