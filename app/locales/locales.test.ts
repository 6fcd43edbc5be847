import { describe, expect, it } from "vitest";
import en from "./en.ts";
import es from "./es.ts";
import id from "./id.ts";
import pt from "./pt.ts";
import zh from "./zh.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const source = flatten(en);
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe.each([
  ["pt", pt],
  ["es", es],
  ["id", id],
  ["zh", zh],
] as const)("the %s interface language", (_, locale) => {
  const translated = flatten(locale as Tree);

  it("has exactly the English keys", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
  });

  it("has no empty string and keeps every {{placeholder}}", () => {
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(source[key] ?? ""));
    }
  });

  it("is a real translation, not a copy of the English", () => {
    const copied = Object.entries(translated).filter(([key, text]) => text === source[key] && /[a-z]{4}/i.test(text));
    // A few words are the same in both languages (the product name, "Email"); most are not.
    expect(copied.length / Object.keys(source).length).toBeLessThan(0.1);
  });
});
