import { describe, expect, test } from "vitest";
import { readOrdinal } from "./ordinal-words.ts";

const read = (text: string, language: "en" | "es" | "pt") => readOrdinal(text.split(" "), 0, language);

describe("spoken ordinals", () => {
  test.each([
    ["en", "fourth", 4, 1],
    ["en", "twenty-first", 21, 1],
    ["en", "twenty first", 21, 2],
    ["en", "ninety-first", 91, 1],
    ["en", "hundredth", 100, 1],
    ["en", "hundred and nineteenth", 119, 3],
    ["en", "one hundred and forty fifth", 145, 5],
    ["en", "21st", 21, 1],
    ["en", "119th", 119, 1],
    ["es", "quinto", 5, 1],
    ["es", "vigésimo primero", 21, 2],
    ["es", "décimo", 10, 1],
    ["pt", "décimo primeiro", 11, 2],
    ["pt", "sétimo", 7, 1],
    ["pt", "1º", 1, 1],
  ] as const)("%s %s → %d", (language, text, value, length) => {
    expect(read(text, language)).toEqual({ value, length });
  });

  test("a cardinal is no ordinal", () => {
    expect(read("twenty", "en")).toBeNull();
    expect(read("three", "en")).toBeNull();
    expect(read("cinco", "es")).toBeNull();
  });
});
