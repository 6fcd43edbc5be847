import { describe, expect, test } from "vitest";
import { versesOf } from "./bible-format.ts";
import { importBible, MAX_BIBLE_BYTES } from "./import.ts";

const bible = (books: Record<string, string[][]>) => ({ id: "t", name: "T", language: "en", licence: "x", books });

describe("Bible imports", () => {
  test("USFM: books, chapters, verses; footnotes dropped, word markers kept", () => {
    const usfm = [
      "\\id JHN Test Bible",
      "\\h John",
      "\\c 3",
      "\\p",
      '\\v 16 For God so loved\\f + \\fr 3:16 \\ft a note\\f* the \\w world|strong="G2889"\\w*,',
      "that he gave his only Son.",
      "\\v 17 For God did not send his Son \\v 18 He who believes",
      "\\id PSA",
      "\\c 23",
      "\\s1 A Psalm",
      "\\v 1 The Lord is my shepherd.",
    ].join("\n");
    const result = importBible(usfm);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.verseCount).toBe(4);
    expect(versesOf(bible(result.books), "John.3.16")[0]!.text).toBe(
      "For God so loved the world, that he gave his only Son.",
    );
    expect(versesOf(bible(result.books), "John.3.17-John.3.18").map((v) => v.text)).toEqual([
      "For God did not send his Son",
      "He who believes",
    ]);
    expect(versesOf(bible(result.books), "Ps.23.1")[0]!.text).toBe("The Lord is my shepherd.");
  });

  test("CSV: names in any live language, OSIS ids, quotes and a header", () => {
    const csv =
      'book,chapter,verse,text\r\nJuan,3,16,"Porque de tal manera amó Dios al mundo, que ha dado a su ' +
      'Hijo"\r\nPs,23,1,El Señor es mi pastor\r\n1 Corintios,13,4,"El amor es ""sufrido"""\r\n';
    const result = importBible(csv);
    expect(result).toMatchObject({ ok: true, verseCount: 3 });
    if (!result.ok) return;
    expect(versesOf(bible(result.books), "John.3.16")[0]!.text).toBe(
      "Porque de tal manera amó Dios al mundo, que ha dado a su Hijo",
    );
    expect(versesOf(bible(result.books), "1Cor.13.4")[0]!.text).toBe('El amor es "sufrido"');
  });

  test("OSIS: containers and milestones", () => {
    const osis =
      '<osis><osisText><div type="book" osisID="John"><verse osisID="John.3.16">For God <note>n</note>so ' +
      "loved.</verse>" +
      '<verse sID="John.3.17" osisID="John.3.17"/>Sent to save.<verse eID="John.3.17"/></div></osisText></osis>';
    const result = importBible(osis);
    expect(result).toMatchObject({ ok: true, verseCount: 2 });
    if (!result.ok) return;
    expect(versesOf(bible(result.books), "John.3.16-John.3.17").map((v) => v.text)).toEqual([
      "For God so loved.",
      "Sent to save.",
    ]);
  });

  test("malformed, unknown and oversized files are refused with a message that says why", () => {
    expect(importBible("")).toEqual({ ok: false, problem: { key: "scripture.import.errors.empty" } });
    expect(importBible("Hezekiah,1,1,text")).toEqual({
      ok: false,
      problem: { key: "scripture.import.errors.unknownBook", values: { book: "Hezekiah", line: 1 } },
    });
    expect(importBible("John,three,16,text")).toEqual({
      ok: false,
      problem: { key: "scripture.import.errors.badLine", values: { line: 1 } },
    });
    expect(importBible("\\id XYZ\n\\c 1\n\\v 1 x")).toMatchObject({
      ok: false,
      problem: { key: "scripture.import.errors.unknownBook" },
    });
    expect(importBible("\\id JHN\n\\v 1 no chapter")).toMatchObject({
      ok: false,
      problem: { key: "scripture.import.errors.badLine" },
    });
    expect(importBible("<osis></osis>")).toEqual({ ok: false, problem: { key: "scripture.import.errors.noVerses" } });
    expect(importBible("x".repeat(MAX_BIBLE_BYTES + 1))).toEqual({
      ok: false,
      problem: { key: "scripture.import.errors.tooLarge" },
    });
  });
});
