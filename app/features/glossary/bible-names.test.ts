import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { alignNames, countBibleNames, coveredWords, sameName } from "./bible-names.ts";
import { buildGlossary, protectTerms, restoreTerms } from "#app/neutral/glossary/engine.ts";
import { shippedGlossary } from "#app/neutral/glossary/shipped.ts";
import { glossaryLanguages } from "#app/neutral/glossary/types.ts";

// The shipped Bibles, as `npm test` converts them (npm run bibles:install).
const load = (id: string) =>
  JSON.parse(readFileSync(join(process.env.BIBLES_DIR ?? "data/bibles", `${id}.json`), "utf8")) as CompactBible;
const web = load("web");
const top = countBibleNames(web, load("kjv")).slice(0, 600);
const names = shippedGlossary.filter((entry) => entry.kind !== "book");

describe("the Bible's names, counted in the World English Bible", () => {
  it("are the capitalised words both English Bibles never write in lower case", () => {
    expect(top.slice(0, 5).map(({ name }) => name)).toEqual(["Israel", "David", "Jesus", "Moses", "Judah"]);
    const counted = new Set(top.map(({ name }) => name));
    // "my lord", "gods", "a lot", "Selah", an adjective: not names.
    for (const word of ["Lord", "God", "Lot", "Selah", "Jewish"]) expect(counted.has(word), word).toBe(false);
    // A KJV compound ("Beth-lehem-judah") does not make "judah" a lower-case word.
    expect(counted.has("Judah")).toBe(true);
  });

  it("are all in the shipped glossary, the top 600 of them", () => {
    const covered = coveredWords(names.flatMap((entry) => [...(entry.forms.en ?? []), entry.plural?.en ?? ""]));
    expect(top).toHaveLength(600);
    expect(top.filter(({ name }) => !covered.has(name))).toEqual([]);
  });

  it("have a form in each live language for most of them", () => {
    for (const language of glossaryLanguages) {
      const rendered = names.filter((entry) => entry.forms[language]?.length).length;
      expect(rendered / names.length, language).toBeGreaterThan(0.97);
    }
  });

  it("are in Spanish as the Reina-Valera prints them in the same verses", () => {
    const aligned = alignNames(
      top.map(({ name }) => name),
      web,
      load("rv1909"),
    );
    const spanish = new Map(names.map((entry) => [entry.forms.en?.[0], entry.forms.es?.[0]]));
    let same = 0;
    let compared = 0;
    for (const [name, { form, score }] of aligned) {
      const ours = spanish.get(name);
      if (!ours || score < 0.5) continue;
      compared++;
      if (sameName(form, ours)) same++;
    }
    // The rest: the 1960 revision's own forms ("Jerusalén", "Efraín") and the aligner's misses.
    expect(compared).toBeGreaterThan(500);
    expect(same / compared).toBeGreaterThan(0.85);
    expect(sameName("Ezechîas", "Ezequías") && sameName("Ammón", "Amón")).toBe(true);
  });
});

describe("a Bible name in a sermon", () => {
  const glossary = buildGlossary();
  const rendered = (text: string, from: string, target: string) => {
    const protectedText = protectTerms(glossary, text, from, "opaque");
    return restoreTerms(protectedText.text, target, protectedText);
  };
  it("comes out in the listener's Bible's form", () => {
    expect(rendered("The Philistines took the ark to Ashdod.", "en", "es")).toBe(
      "The filisteos took the ark to Asdod.",
    );
    expect(rendered("Naaman went down to the Jordan.", "en", "zh")).toBe("乃缦 went down to the 约旦河.");
    expect(rendered("Zerubbabel built the temple.", "en", "pt")).toBe("Zorobabel built the templo.");
  });
  it("is matched only where it is written as a name", () => {
    // Indonesian "Dan" opens many a sentence as "and"; Chinese "但" is "but", Hindi "दान" a gift.
    expect(rendered("Dan ampunilah kami.", "id", "en")).toBe("Dan ampunilah kami.");
    expect(rendered("但是神爱我们。", "zh", "en")).toBe("但是God爱我们。");
    expect(rendered("दान दो।", "hi", "en")).toBe("दान दो।");
    expect(rendered("Isaiah spoke of Dan.", "en", "zh")).toBe("以赛亚 spoke of 但.");
  });
});
