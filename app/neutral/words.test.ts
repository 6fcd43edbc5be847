import { describe, expect, test } from "vitest";
import { MAX_SEGMENT_CHARS } from "./protocol.ts";
import { MAX_SEGMENT_WORDS, roomSegments, tokenize } from "./words.ts";

const squeezed = (text: string) => text.replace(/\s+/g, "");

describe("a final as the room keeps it", () => {
  test("a line within the caps stays one segment, exactly as sent", () => {
    const line = "For God so loved the world, that he gave his only begotten Son.";
    expect(roomSegments(line)).toEqual([line]);
  });

  test("a 4,000-character final is cut into lines within both caps, nothing dropped or added", () => {
    const sentence = "Blessed are those whose ways are blameless, who walk according to the law of the Lord, ";
    const final = sentence.repeat(50).slice(0, 4000);
    const lines = roomSegments(final);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(MAX_SEGMENT_CHARS);
      expect(tokenize(line).length).toBeLessThanOrEqual(MAX_SEGMENT_WORDS);
    }
    expect(squeezed(lines.join(""))).toBe(squeezed(final));
  });

  test("one 4,000-letter word is cut too, mid-word", () => {
    const lines = roomSegments("a".repeat(4000));
    expect(lines).toHaveLength(Math.ceil(4000 / MAX_SEGMENT_CHARS));
    expect(lines.join("")).toBe("a".repeat(4000));
  });
});
