import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CompactBible } from "#app/features/scripture/bible-format.ts";
import { alignNames, countBibleNames, coveredWords, sameName } from "./bible-names.ts";
import { shippedGlossary } from "./shipped.ts";
import { glossaryLanguages } from "./types.ts";

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
