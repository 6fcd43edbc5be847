// Names that are also words (issue 41), each rule both ways and in lower case, as the recogniser
// writes: the glossary protects the name, and leaves the everyday word to the engine.
import { describe, expect, it } from "vitest";
import { buildGlossary, protectTerms, restoreTerms } from "./engine.ts";
import { wordsNotNames } from "./word-names.ts";

const glossary = buildGlossary();
/** What the glossary makes of `text` in `target` when the engine changes nothing. */
const read = (text: string, target = "pt") => {
  const guarded = protectTerms(glossary, text, "en", "opaque", target);
  return restoreTerms(guarded.text, target, guarded);
};

describe("a name that is also a word is decided by the words around it", () => {
  it.each([
    ["lot went down to sodom", "Ló went down to Sodoma"],
    ["abraham and lot parted", "Abraão and Ló parted"],
    ["lot's wife looked back", "Ló's wife looked back"],
    ["a lot of people came", "a lot of people came"],
    ["the lot fell on jonah", "the lot fell on Jonas"],
    ["that lot mixed with sinners", "that Ló mixed with sinners"],
    ["she persuaded lot to stay", "she persuaded Ló to stay"],
    ["that lot of people", "that lot of people"],
    ["the eve of the feast", "the eve of the feast"],
    ["job lost everything he had", "Jó lost everything he had"],
    ["the patience of job", "the patience of Jó"],
    ["i need a good job", "i need a good job"],
    ["as mark tells us", "as Marcos tells us"],
    ["mark my words", "mark my words"],
    ["may god bless you", "Que god bless you"],
    ["in may we baptise", "in may we baptise"],
    ["may 5 is a sunday", "may 5 is a sunday"],
    ["sister grace will pray", "sister Grace will pray"],
    ["saved by grace", "saved by graça"],
    ["brother will leads the choir", "brother Will leads the choir"],
    ["we will sing", "we will sing"],
    ["auntie rose cooked", "auntie Rose cooked"],
    ["a rose by the door", "a rose by the door"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  it("writes the everyday word in lower case where a capital would keep it as a name", () => {
    expect(wordsNotNames("Mark my words, he will come.")).toBe("mark my words, he will come.");
    expect(wordsNotNames("Will you pray? Mark wrote it.")).toBe("will you pray? Mark wrote it.");
    expect(wordsNotNames("We read Mark this week.")).toBe("We read Mark this week.");
  });
});

describe("the Bible's older spellings are the same glossary entries", () => {
  it.each([
    ["Zaccheus climbed a tree", "Zaqueo"],
    ["Bartimeus was blind", "Bartimeo"],
    ["Shadrach, Meshach and Abed-nego", "Abed-nego"],
    ["Melchisedec was a priest", "Melquisedec"],
  ])("%s → %s", (said, name) => {
    expect(read(said, "es")).toContain(name);
  });
});
