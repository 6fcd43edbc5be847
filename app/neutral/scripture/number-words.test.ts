import { describe, expect, test } from "vitest";
import { readNumber } from "./number-words.ts";

const read = (text: string, language: "en" | "es" | "pt") => readNumber(text.split(" "), 0, language);

describe("spoken numbers", () => {
  test.each([
    ["en", "three", 3, 1],
    ["en", "twenty-eight", 28, 1],
    ["en", "twenty eight", 28, 2],
    ["en", "one hundred and nineteen", 119, 4],
    ["en", "one hundred nineteen", 119, 3],
    ["en", "hundred and five", 105, 3],
    ["en", "three thousand", 3000, 2],
    ["en", "23", 23, 1],
    ["es", "dieciséis", 16, 1],
    ["es", "veintiocho", 28, 1],
    ["es", "treinta y uno", 31, 3],
    ["es", "ciento diecinueve", 119, 2],
    ["es", "cien", 100, 1],
    ["pt", "vinte e oito", 28, 3],
    ["pt", "cento e dezenove", 119, 3],
    ["pt", "dezesseis", 16, 1],
    ["pt", "três", 3, 1],
  ] as const)("%s %s → %d", (language, text, value, length) => {
    expect(read(text, language)).toEqual({ value, length });
  });

  test("a number a speaker would not join is two numbers: John three sixteen", () => {
    expect(read("three sixteen", "en")).toEqual({ value: 3, length: 1 });
    expect(read("tres dieciséis", "es")).toEqual({ value: 3, length: 1 });
    expect(read("oito vinte e oito", "pt")).toEqual({ value: 8, length: 1 });
  });

  test("'and' joins numbers only where speakers join them", () => {
    expect(read("five and six", "en")).toEqual({ value: 5, length: 1 });
    expect(read("quatro e cinco", "pt")).toEqual({ value: 4, length: 1 });
    expect(read("twenty and eight", "en")).toEqual({ value: 20, length: 1 });
  });

  test("no number: null", () => {
    expect(read("Psalm", "en")).toBeNull();
    expect(read("and three", "en")).toBeNull();
  });
});
