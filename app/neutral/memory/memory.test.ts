import { describe, expect, test } from "vitest";
import { liveLanguageCodes } from "#app/neutral/languages.ts";
import { memoryFromCsv, memoryFromTmx, memoryToCsv, memoryToTmx } from "#app/features/memory/exchange.ts";
import { buildMemory, type MemoryEntry } from "./memory.ts";
import { shippedPhrases } from "./shipped-phrases.ts";

const correction: MemoryEntry = {
  sourceLanguage: "en",
  source: "Please welcome Pastor Daniel to the pulpit.",
  targetLanguage: "es",
  rendering: "Demos la bienvenida al pastor Daniel al púlpito.",
};

describe("the translation memory", () => {
  test("ships at least 300 phrases, each in all seven live languages", () => {
    expect(shippedPhrases.length).toBeGreaterThanOrEqual(300);
    for (const phrase of shippedPhrases) expect(Object.keys(phrase).sort()).toEqual([...liveLanguageCodes].sort());
  });

  test("an exact sentence is found, whatever its case and punctuation", () => {
    const memory = buildMemory([correction]);
    expect(memory.lookup("please welcome pastor Daniel to the pulpit", "en", "es")).toMatchObject({
      rendering: "Demos la bienvenida al pastor Daniel al púlpito.",
      exact: true,
      organisation: true,
    });
    expect(memory.lookup("Let us pray together now.", "en", "es")).toMatchObject({
      rendering: "Oremos juntos ahora.",
      exact: true,
      organisation: false,
    });
  });

  test("a nearly identical sentence is found; one that says something else is not", () => {
    const memory = buildMemory([correction]);
    // What a recogniser makes of it: a contraction, a filler word, a lost article.
    expect(memory.lookup("So let's pray together now.", "en", "es")?.rendering).toBe("Oremos juntos ahora.");
    expect(memory.lookup("Please welcome Pastor Daniel to pulpit.", "en", "es")).toMatchObject({ exact: false });
    expect(memory.lookup("Please welcome Pastor Samuel to the pulpit.", "en", "es")).toBeNull();
    expect(memory.lookup("God bless you all", "en", "pt")?.rendering).toBe("Que Deus abençoe a todos.");
    expect(memory.lookup("God bless you all my friends and your families", "en", "pt")).toBeNull();
  });

  test("entries are per language: a Spanish correction is not the Portuguese rendering", () => {
    const memory = buildMemory([correction]);
    expect(memory.lookup(correction.source, "en", "pt")).toBeNull();
    // The shipped phrases go from any live language to any other.
    expect(memory.lookup("Oremos juntos ahora.", "es", "id")?.rendering).toBe("Marilah kita berdoa bersama sekarang.");
  });

  test("the organisation's rendering wins over the shipped one", () => {
    const own = { ...correction, source: "Let us pray together now.", rendering: "Vamos a orar juntos ahora." };
    const memory = buildMemory([own]);
    expect(memory.lookup("Let us pray together now.", "en", "es")).toMatchObject({
      rendering: "Vamos a orar juntos ahora.",
      organisation: true,
    });
    expect(buildMemory([own], false).lookup("Go in peace.", "en", "es")).toBeNull();
  });

  test("CSV and TMX exports read back as the same entries", () => {
    const entries: MemoryEntry[] = [
      correction,
      { ...correction, targetLanguage: "zh", rendering: "请欢迎丹尼尔牧师上讲台。" },
      {
        sourceLanguage: "en",
        source: '=Cost "1+1" & <more>',
        targetLanguage: "pt",
        rendering: 'Custo, "1+1"\ne <mais>',
      },
    ];
    expect(memoryFromCsv(memoryToCsv(entries))).toEqual(entries);
    expect(memoryFromTmx(memoryToTmx(entries))).toEqual(entries);
    expect(memoryFromCsv("term,keep\nGrace,yes")).toBeNull();
    expect(memoryFromTmx("<html></html>")).toBeNull();
  });

  test("a hostile or oversize file is read in one bounded pass (issue 30)", () => {
    // 50,000 units that never close: a lazy regular expression scanned to the end from each one.
    const unclosed = `<tmx version="1.4"><body>${'<tu srclang="en"><tuv xml:lang="en"><seg>x'.repeat(50_000)}`;
    expect(memoryFromTmx(unclosed)).toEqual([]);
    const many = memoryToCsv(Array.from({ length: 30 }, (_, index) => ({ ...correction, source: `Line ${index}.` })));
    expect(memoryFromCsv(many, 29)).toBe("tooMany");
    expect(memoryFromCsv(many, 30)).toHaveLength(30);
    expect(memoryFromTmx(memoryToTmx([correction, { ...correction, source: "Other." }]), 0)).toHaveLength(1);
    expect(memoryFromCsv(`${"a,".repeat(40)}b\n1,2`)).toBeNull();
  });
});
