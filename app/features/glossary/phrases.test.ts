import { describe, expect, it } from "vitest";
import { MAX_PHRASES, recognitionPhrases } from "./phrases.ts";

describe("recognition phrases", () => {
  it("puts the church's own terms first, then names and books in the sermon's language", () => {
    const phrases = recognitionPhrases("en-US", [{ term: "Nkosana", keep: true, renderings: {} }]);
    expect(phrases[0]).toBe("Nkosana");
    expect(phrases).toEqual(expect.arrayContaining(["Habakkuk", "First Corinthians", "Melchizedek", "Gethsemane"]));
    expect(phrases.length).toBeLessThanOrEqual(MAX_PHRASES);
    expect(recognitionPhrases("pt-BR")).toEqual(expect.arrayContaining(["Melquisedeque", "Deuteronômio"]));
    expect(recognitionPhrases("x-tagalog", [{ term: "Simbahan", keep: true, renderings: {} }])).toEqual(["Simbahan"]);
  });
});
