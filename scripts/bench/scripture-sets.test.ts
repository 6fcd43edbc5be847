import { expect, test } from "vitest";
import { wordErrors } from "./scripture-sets.ts";

test("word errors count substitutions, insertions and deletions against the words said", () => {
  expect(wordErrors("john three sixteen", "john three sixteen")).toEqual({ errors: 0, words: 3 });
  expect(wordErrors("john three sixteen", "don three sixteen")).toEqual({ errors: 1, words: 3 });
  expect(wordErrors("john three sixteen", "and john three sixteen")).toEqual({ errors: 1, words: 3 });
  expect(wordErrors("john three sixteen", "john sixteen")).toEqual({ errors: 1, words: 3 });
  expect(wordErrors("john three sixteen", "")).toEqual({ errors: 3, words: 3 });
  expect(wordErrors("romans eight", "do you really the full stop")).toEqual({ errors: 6, words: 2 });
});
