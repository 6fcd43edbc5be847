import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { convertImp, plainText } from "#scripts/scripture/convert-sword.ts";
import { versesOf, type CompactBible } from "./bible-format.ts";
import { referenceLabel } from "#app/neutral/scripture/reference-label.ts";

// The real conversion from Debian's SWORD modules (apt: libsword-utils sword-text-web
// sword-text-sparv, installed by the setup script), into a folder of the test's own.
const dir = mkdtempSync(join(tmpdir(), "bibles-"));
execFileSync("npx", ["tsx", "scripts/scripture/convert-sword.ts"], {
  env: { ...process.env, BIBLES_DIR: dir },
  stdio: "pipe",
});
const load = (id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")) as CompactBible;

describe("the shipped public-domain Bibles", () => {
  const web = load("web");
  const rv = load("rv1909");

  test("World English Bible: John 3:16 and Psalm 23:1", () => {
    expect(web).toMatchObject({ name: "World English Bible", language: "en", licence: "Public Domain" });
    expect(versesOf(web, "John.3.16")[0]!.text).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not " +
        "perish, but have eternal life.",
    );
    expect(versesOf(web, "Ps.23.1")[0]!.text).toBe("Yahweh is my shepherd; I shall lack nothing.");
  });

  test("Reina-Valera 1909: John 3:16 and Psalm 23:1", () => {
    expect(rv).toMatchObject({ name: "Reina-Valera 1909", language: "es", licence: "Public Domain" });
    expect(versesOf(rv, "John.3.16")[0]!.text).toMatch(
      /^Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito/,
    );
    expect(versesOf(rv, "Ps.23.1")[0]!.text).toBe("Salmo de David. JEHOVÁ es mi pastor; nada me faltará.");
  });

  test("all 66 books, and ranges across verses and chapters", () => {
    expect(Object.keys(web.books)).toHaveLength(66);
    expect(Object.keys(rv.books)).toHaveLength(66);
    expect(versesOf(web, "1Cor.13.4-1Cor.13.7").map((v) => v.verse)).toEqual([4, 5, 6, 7]);
    expect(versesOf(web, "Ps.23")).toHaveLength(6);
    expect(versesOf(web, "John.3.36-John.4.2").map((v) => `${v.chapter}:${v.verse}`)).toEqual(["3:36", "4:1", "4:2"]);
  });
});

describe("conversion details", () => {
  test("notes and headings go, words stay", () => {
    expect(
      plainText(
        '<title>A Psalm.</title><w lemma="x">Yahweh</w> is<note placement="foot">a note</note>, my <q>shepherd</q>.',
      ),
    ).toBe("Yahweh is, my shepherd.");
  });

  test("IMP keys map to OSIS books; introductions and other books are skipped", () => {
    const bible = convertImp(
      "$$$Genesis 0:0\nintro\n$$$I Samuel 1:2\ntwo\n$$$Tobit 1:1\nx\n$$$Revelation of John 22:21\nAmen.\n",
      {
        id: "t",
        name: "T",
        language: "en",
        licence: "PD",
      },
    );
    expect(Object.keys(bible.books).sort()).toEqual(["1Sam", "Rev"]);
    expect(bible.books["1Sam"]![0]).toEqual(["", "two"]);
  });

  test("references are labelled as each language's Bible writes them", () => {
    expect(referenceLabel("John.3.16", "es")).toBe("Juan 3:16");
    expect(referenceLabel("1Cor.13.4-1Cor.13.7", "pt")).toBe("1 Coríntios 13:4-7");
    expect(referenceLabel("Ps.23", "en")).toBe("Psalms 23");
    expect(referenceLabel("John.3.36-John.4.2", "en")).toBe("John 3:36-4:2");
  });
});
