import { describe, expect, test } from "vitest";
import { versesOf, type CompactBible } from "#app/features/scripture/bible-format.ts";
import { osisShown, versesShown } from "./chapter-opening.ts";
import { referenceLabel } from "./reference-label.ts";

const verses = (count: number) => Array.from({ length: count }, (_, k) => `verse ${k + 1}`);
const bible: CompactBible = {
  id: "test",
  name: "Test Bible",
  language: "en",
  licence: "public domain",
  books: {
    Mark: [verses(45), verses(33), verses(35), verses(41)],
    Ps: [...Array.from({ length: 22 }, () => verses(10)), verses(6)],
  },
};

const card = (osis: string) => {
  const shown = versesShown(osis, versesOf(bible, osis, 30));
  return { reference: referenceLabel(osisShown(osis, shown), "en"), verses: shown.map((verse) => verse.verse) };
};

describe("what a card shows for a chapter named without a verse", () => {
  test("a long chapter: its first five verses, labelled by the verses shown", () => {
    expect(card("Mark.4")).toEqual({ reference: "Mark 4:1-5", verses: [1, 2, 3, 4, 5] });
  });

  test("a chapter of six verses or fewer comes whole, labelled as the chapter", () => {
    expect(card("Ps.23")).toEqual({ reference: "Psalms 23", verses: [1, 2, 3, 4, 5, 6] });
  });

  test("a passage with verses is shown as named", () => {
    expect(card("Mark.4.3-Mark.4.9")).toEqual({ reference: "Mark 4:3-9", verses: [3, 4, 5, 6, 7, 8, 9] });
  });
});
